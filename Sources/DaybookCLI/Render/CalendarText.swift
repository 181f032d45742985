import DaybookCore

/// `daybook calendar`: a month like `cal` (weeks from Monday in English, from Sunday in Japanese, or as this
/// machine's `week_starts` says), each day's number followed by its mark: ✓ every scheduled dose taken, ✗ one
/// missed, ‼ one taken too often, · nothing written, ○ still due, ? unknown (a file of the day, or a line about insulin, could not be read);
/// then `+` when the day is over target. In colour the number is also green within target and red over it. Below:
/// each scheduled dose's month, in the report's words.
enum CalendarText {
    /// A day takes four cells (` 7✓+`) and a space.
    static let gridWidth = 7 * 5 - 1

    static func render(_ report: Report, style: Style, language: Language, weekStart: WeekStart) -> String {
        guard let first = report.days.first else { return "" }
        let title = DateWords.month(year: first.date.year, month: first.date.month).text(language)
        var out =
            String(repeating: " ", count: max(0, (gridWidth - TerminalWidth.of(title)) / 2)) + style.bold(title)
            + "\n"
        // Each name in the two cells of a day's number: `Mo`, `日`.
        out +=
            DateWords.week(language, startingOn: weekStart).map { name in
                let short = String(name.prefix(2))
                return " " + short + String(repeating: " ", count: 4 - TerminalWidth.of(short))
            }.joined().dropLast(2) + "\n"
        var cells = Array(repeating: "    ", count: weekStart.position(of: first.date))
        for day in report.days { cells.append(cell(day, style: style)) }
        while !cells.isEmpty {
            let week = cells.prefix(7)
            cells.removeFirst(week.count)
            var line = week.joined(separator: " ")
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        let unknown = report.days.contains { $0.outcome == .unknown }
        out += "\n" + style.dim(ReportWords.legend(unknown: unknown).text(language)) + "\n"
        let doses = ReportSummaryText.doses(report.summary, style: style, language: language)
        for line in ReportSummaryText.aligned(doses) {
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
            painted =
                day.balance.attention == .ok ? style.green(number) : style.attention(number, day.balance.attention)
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
