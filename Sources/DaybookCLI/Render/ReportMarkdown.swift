import DaybookCore

/// `report --format md`: the day rows as a Markdown table and the summary as a list, to paste into a note.
enum ReportMarkdown {
    static func render(_ report: Report, language: Language, weekStart: WeekStart = .monday) -> String {
        let days = report.days
        let doseNames = days.first.map(ReportCells.scheduled)?.map { inert($0.name) } ?? []
        let words: [ReportWords] = [.date, .eaten, .activity, .target, .left]
        let header = words.map { $0.text(language) } + doseNames
        let year = language == .en || ReportCells.rowsShowYear(report.period)
        var out = "## " + ReportText.title(report, language) + "\n\n"
        out += row(header) + "\n"
        out += row(["---"] + Array(repeating: "---:", count: 4) + doseNames.map { _ in "---" }) + "\n"
        for day in days {
            var cells = [ReportCells.date(day.date, language, year: year)]
            if ReportCells.showsNumbers(day) {
                cells += [
                    ReportCells.eaten(day), Format.whole(day.balance.activity), Format.whole(day.balance.target),
                    ReportCells.remaining(day),
                ]
            } else {
                cells += ["", "", "", ""]
            }
            cells += ReportCells.scheduled(day).map { ReportCells.dose($0, on: day, language).text }
            out += row(cells) + "\n"
        }
        let summary = ReportSummaryText.labelled(report.summary, style: Style(enabled: false), language: language)
        out += "\n" + summary.map { "- **\(inert($0.label))**: \($0.text)" }.joined(separator: "\n") + "\n"
        for dose in report.summary.unscheduled where dose.count > 0 {
            out += "\n" + pattern(dose, language: language, weekStart: weekStart)
        }
        return out
    }

    private static func pattern(_ dose: ReportSummary.UnscheduledDose, language: Language, weekStart: WeekStart)
        -> String
    {
        let columns = ReportSummaryText.weekColumns(language, startingOn: weekStart)
        var out = row([ReportWords.pattern(dose: inert(dose.name)).text(language)] + columns.map(\.name)) + "\n"
        out += row(["---"] + columns.map { _ in "---:" }) + "\n"
        for part in ReportSummary.partsOfDay.indices {
            out +=
                row(
                    [ReportWords.partOfDay(part).text(language)]
                        + columns.map { String(dose.pattern[$0.index][part]) }) + "\n"
        }
        return out
    }

    /// Cells are joined with `|`; a cell's own text is made inert by `inert` before it gets here.
    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// Journal text as Markdown that renders as the text itself: control characters shown (`VisibleText`), and
    /// every character Markdown or HTML would read as markup — an image `![…](…)`, a link `[…](…)`, a tag `<img>`,
    /// an entity `&…;`, code, emphasis, a table's `|` — written with a backslash before it, which CommonMark and
    /// GitHub's Markdown both read as that character, literally.
    static func inert(_ text: String) -> String {
        var out = ""
        for scalar in VisibleText.escaped(text).unicodeScalars {
            if markup.contains(scalar) { out.unicodeScalars.append("\\") }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// The ASCII punctuation that means something to Markdown or HTML; CommonMark lets each be escaped.
    static let markup: Set<Unicode.Scalar> = [
        "\\", "[", "]", "(", ")", "!", "<", ">", "`", "*", "_", "|", "&", "~",
    ]
}
