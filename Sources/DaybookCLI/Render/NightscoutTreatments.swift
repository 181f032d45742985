import DaybookCore

/// `export --format nightscout`: a JSON array to POST to Nightscout's `/api/v1/treatments`.
///
/// - A dose is a `Correction Bolus` with its `insulin` units, as xDrip uploads an injection, and names its insulin
///   in `insulinInjections` (a JSON string, `[{"insulin":"Tresiba","units":12.0}]`): tools that tell basal from
///   bolus by the insulin's name read a scheduled dose as long-acting. The name is the brand of the insulin written
///   in the line in any script (`tresiba 12u`, `トレシーバ 12単位`: Tresiba), else of the dose's first alias that has
///   one, else the dose's own name.
/// - A meal is a `Note` with its slot, text and kcal; a glucose reading a `BG Check` of type `Finger` in mg/dL.
/// - `created_at` is the local time with its UTC offset (`2026-11-29T22:14:00+09:00`), on the calendar date (an
///   entry at 01:30 in the evening's log happened the next morning). Entries of one kind in the same minute get
///   seconds 0, 1, 2…, and every treatment an `identifier`, so that Nightscout, which takes a treatment with the
///   same time and type (or identifier) for the same one, keeps each and a second upload replaces rather than adds.
/// - Entries without a time cannot be placed, and doses written for later than now have not happened (Nightscout
///   would count them as insulin on board): both are returned separately.
enum NightscoutTreatments {
    static let enteredBy = "daybook"

    static func render(_ days: [DaySummary], doses: [DoseDefinition], utcOffset: (LocalDateTime) -> Int)
        -> (treatments: JSON, untimed: [Entry], later: [Entry])
    {
        var treatments: [JSON] = []
        var untimed: [Entry] = []
        var later: [Entry] = []
        for day in days {
            var seen: [String: Int] = [:]
            for resolved in day.entries {
                let entry = resolved.entry
                // A dose not taken yet would be insulin on board in Nightscout.
                if entry.dose != nil, day.isLater(entry) {
                    later.append(entry)
                    continue
                }
                guard let time = entry.time else {
                    if case .cancelled = entry.content { continue }
                    untimed.append(entry)
                    continue
                }
                let moment = day.boundary.moment(of: time, inJournalDay: day.date)
                var fields: [(String, JSON)]
                let kind: String
                switch entry.content {
                case .cancelled:
                    continue
                case .dose(let dose):
                    kind = "dose"
                    fields = [("eventType", .string("Correction Bolus")), ("insulin", .number(dose.units))]
                    let definition = doses.first { $0.name == dose.name }
                    let injection = JSON.array([
                        .object([
                            ("insulin", .string(insulinName(entry, definition))),
                            ("units", .number(dose.units)),
                        ])
                    ])
                    fields += [("insulinInjections", .string(injection.text)), ("notes", .string(entry.text))]
                case .glucose(let reading):
                    kind = "glucose"
                    fields = [
                        ("eventType", .string("BG Check")), ("glucose", GlucoseJSON.value(reading.mgdl)),
                        ("glucoseType", .string("Finger")), ("units", .string("mg/dl")),
                        ("notes", .string(entry.text)),
                    ]
                case .meal:
                    kind = "meal"
                    let slot = entry.slot.map { "\($0.rawValue): " } ?? ""
                    fields = [
                        ("eventType", .string("Note")),
                        ("notes", .string("\(slot)\(entry.text) (\(resolved.kcal) kcal)")),
                    ]
                }
                let key = "\(moment) \(kind)"
                let second = seen[key, default: 0]
                seen[key] = second + 1
                let createdAt = timestamp(moment, second: second, offset: utcOffset(moment))
                treatments.append(
                    .object(
                        [("created_at", .string(createdAt)), ("enteredBy", .string(enteredBy))]
                            + fields
                            + [("identifier", .string("daybook:\(moment):\(second):\(kind)"))]))
            }
        }
        return (.array(treatments), untimed, later)
    }

    /// The brand of the insulin named at the start of the line in any script (`InsulinNames.brand`), else that of
    /// the dose's first alias with one, else the dose's name.
    static func insulinName(_ entry: Entry, _ dose: DoseDefinition?) -> String {
        if let brand = InsulinNames.brand(startingWith: entry.text) { return brand }
        for alias in dose?.aliases ?? [] {
            if let brand = InsulinNames.brand(of: alias) { return brand }
        }
        return dose?.name ?? entry.text.split(separator: " ").first.map(String.init) ?? ""
    }

    /// `2026-11-29T22:14:00+09:00`.
    static func timestamp(_ moment: LocalDateTime, second: Int, offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(moment.date)T\(moment.time):\(two(min(second, 59)))\(sign)\(two(minutes / 60)):\(two(minutes % 60))"
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
