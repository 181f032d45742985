import DaybookTesting

@testable import DaybookCore

/// The standard doses' parser, built once for every test that parses with them (a parser keeps nothing between lines).
private let standardParser = EntryParser(doses: DoseDefinition.standard)

/// Parses one journal line with the standard doses (or the given ones).
func parseLine(
    _ line: String, doses: [DoseDefinition] = DoseDefinition.standard,
    inherited: EntryParser.Context? = nil
) -> EntryParser.Result {
    let start = ListItem.contentStart(Array(line.utf8)[...]) ?? 0
    let parser = doses == DoseDefinition.standard ? standardParser : EntryParser(doses: doses)
    return parser.parse(
        line: line, contentStart: start,
        location: SourceLocation(file: "t.md", line: 1), inherited: inherited)
}

/// The meal items of `- TEXT`.
func items(_ text: String) -> [MealItem] {
    parseLine("- " + text).entry?.mealItems ?? []
}

/// The only item of `- TEXT`, as (name, amount, unit, explicit kcal).
func item(_ text: String) -> (name: String, amount: Double, unit: Quantity.Unit, kcal: Int?)? {
    let found = items(text)
    guard found.count == 1, let only = found.first else { return nil }
    return (only.name, only.quantity.amount, only.quantity.unit, only.explicitKcal)
}

func date(_ text: String) -> LocalDate {
    guard let date = LocalDate(text) else { preconditionFailure("bad test date \(text)") }
    return date
}

func time(_ text: String) -> TimeOfDay {
    guard let time = TimeOfDay(text) else { preconditionFailure("bad test time \(text)") }
    return time
}

func now(_ text: String) -> LocalDateTime {
    guard let now = LocalDateTime(text) else { preconditionFailure("bad test now \(text)") }
    return now
}

/// The long dose's state and count, and the kcal eaten, on 2026-11-30 at 23:30, that day's file being `text`
/// under its heading, with the default doses.
func longDose(_ text: String) -> (state: DoseStatus.State?, count: Int?, eaten: Int) {
    let files = MemoryFileSystem(["daybook.yaml": "", "2026-11-30.md": "# 2026-11-30\n\n" + text])
    let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
    let summary = DaySummary(
        journal: journal, date: date("2026-11-30"), now: now("2026-11-30T23:30"),
        resolver: Resolver(foods: FoodTable(), estimator: nil))
    let dose = summary.doses.first { $0.name == "long" }
    return (dose?.state, dose?.count, summary.balance.eaten)
}

func period(_ first: String, _ last: String) -> Period {
    guard let period = Period(first: date(first), last: date(last)) else { preconditionFailure("bad test period") }
    return period
}
