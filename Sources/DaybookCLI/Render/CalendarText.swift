import DaybookCore

/// `daybook calendar`: a month like `cal` (weeks from Monday), each day's number followed by its mark: ✓ every
/// scheduled dose taken, ✗ one missed, ‼ one taken too often, · nothing written, ○ still due, ? unknown (a file of
/// the day could not be read); then `+` when the day is over target. In colour the number is also green within
/// target and red over it. Below: each scheduled dose's
/// month, in the report's words.
enum CalendarText {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]
    /// A day takes four cells (` 7✓+`) and a space.
    static let gridWidth = 7 * 5 - 1

    static func render(_ report: Report, style: Style) -> String {
        guard let first = report.days.first else { return "" }
        let title = "\(months[first.date.month - 1]) \(first.date.year)"
        var out = String(repeating: " ", count: max(0, (gridWidth - title.count) / 2)) + style.bold(title) + "\n"
        out += Format.weekdays.map { " " + $0.prefix(2) + "  " }.joined().dropLast(2) + "\n"
        var cells = Array(repeating: "    ", count: (first.date.weekday + 6) % 7)
        for day in report.days { cells.append(cell(day, style: style)) }
        while !cells.isEmpty {
            let week = cells.prefix(7)
            cells.removeFirst(week.count)
            var line = week.joined(separator: " ")
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        let unknown = report.days.contains { $0.outcome == .unknown } ? "  ? unknown" : ""
        out += "\n" + style.dim("✓ taken  ✗ missed  ‼ too often  ○ due  · nothing written" + unknown + "  + over target")
            + "\n"
        for line in ReportSummaryText.aligned(ReportSummaryText.doses(report.summary, style: style)) {
            out += line + "\n"
        }
        return out
    }

    /// ` 7✓+`: the day's number, painted by intake, its mark, and `+` when it is over target.
    private static func cell(_ day: DaySummary, style: Style) -> String {
        let number = (day.date.day < 10 ? " " : "") + String(day.date.day)
        let painted: String
        var over = false
        if !ReportCells.showsNumbers(day) || !day.isLogged {
            painted = style.dim(number)
        } else {
            over = day.balance.remaining < 0
            painted = day.balance.attention == .ok ? style.green(number) : style.attention(number, day.balance.attention)
        }
        let shown = day.isToday ? style.bold(painted) : painted
        return shown + mark(day, style: style) + (over ? style.red("+") : " ")
    }

    private static func mark(_ day: DaySummary, style: Style) -> String {
        switch day.outcome {
        case .taken: return style.green("✓")
        case .missed: return style.red("✗")
        case .duplicate: return style.red("‼")
        case .notLogged: return style.dim("·")
        case .open: return day.isToday ? style.yellow("○") : " "
        case .unknown: return style.yellow("?")
        case .logged: return " "
        }
    }
}
