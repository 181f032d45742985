import DaybookCore

/// `report --format md`: the day rows as a Markdown table and the summary as a list, to paste into a note.
enum ReportMarkdown {
    static func render(_ report: Report) -> String {
        let days = report.days
        let doseNames = days.first.map(ReportCells.scheduled)?.map(\.name) ?? []
        let header = ["date", "eaten", "activity", "target", "left"] + doseNames
        var out = "## " + ReportText.title(report) + "\n\n"
        out += row(header) + "\n"
        out += row(["---"] + Array(repeating: "---:", count: 4) + doseNames.map { _ in "---" }) + "\n"
        for day in days {
            var cells = [ReportCells.date(day.date)]
            if ReportCells.showsNumbers(day) {
                cells += [ReportCells.eaten(day), Format.whole(day.balance.activity), Format.whole(day.balance.target),
                          ReportCells.remaining(day)]
            } else {
                cells += ["", "", "", ""]
            }
            cells += ReportCells.scheduled(day).map { ReportCells.dose($0, on: day).text }
            out += row(cells) + "\n"
        }
        let summary = ReportSummaryText.labelled(report.summary, style: Style(enabled: false))
        out += "\n" + summary.map { "- **\($0.label)**: \($0.text)" }.joined(separator: "\n") + "\n"
        for dose in report.summary.unscheduled where dose.count > 0 {
            out += "\n" + pattern(dose)
        }
        return out
    }

    private static func pattern(_ dose: ReportSummary.UnscheduledDose) -> String {
        var out = row(["\(dose.name) by"] + Format.weekdays) + "\n"
        out += row(["---"] + Format.weekdays.map { _ in "---:" }) + "\n"
        for (part, name) in ReportSummary.partsOfDay.map(\.name).enumerated() {
            out += row([name] + (0..<7).map { String(dose.pattern[$0][part]) }) + "\n"
        }
        return out
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingBars }.joined(separator: " | ") + " |"
    }
}

private extension String {
    /// A `|` inside a cell would end it.
    var replacingBars: String {
        var out = ""
        for character in self { out += character == "|" ? "\\|" : String(character) }
        return out
    }
}
