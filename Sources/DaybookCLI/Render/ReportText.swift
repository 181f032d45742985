import DaybookCore

/// `daybook report`: one row per day with a bar of intake against the target, then the summary.
enum ReportText {
    /// The narrowest bar worth drawing; a narrower terminal gets the rows without bars.
    static let minimumBarWidth = 12

    /// Rows are built on every core from this many days on (a year has 365, ten years 3,651).
    static let concurrentRows = 128

    private struct Cell: Sendable {
        var text: String
        var width: Int
        var attention: Attention

        init(_ text: String, _ attention: Attention = .ok) {
            self.text = text
            width = TerminalWidth.of(text)
            self.attention = attention
        }
    }

    static func render(
        _ report: Report, width: Int, style: Style, language: Language,
        weekStart: WeekStart = .monday
    ) -> String {
        let days = report.days
        let showsActivity = days.contains { $0.balance.activity != 0 }
        let doseNames = days.first.map(ReportCells.scheduled)?.map(\.name) ?? []
        let showsCarbs = ReportCells.showsCarbs(days)
        let showsWeight = ReportCells.showsWeight(days)
        let words: [ReportWords] =
            [.date, .eaten] + (showsCarbs ? [.carbs] : []) + (showsActivity ? [.activity] : []) + [.target, .left]
            + (showsWeight ? [.weight] : [])
        let header = (words.map { $0.text(language) } + doseNames).map { Cell($0) }
        let year = language == .en || ReportCells.rowsShowYear(report.period)
        // Numbers are right-aligned, the date and the dose cells left-aligned.
        let numberColumns = 1..<(header.count - doseNames.count)
        let blankNumbers = Array(repeating: Cell(""), count: numberColumns.count)
        let rows: [[Cell]] = days.concurrentMap(minimumCount: concurrentRows) { day in
            var cells = [Cell(ReportCells.date(day.date, language, year: year))]
            if ReportCells.showsNumbers(day) {
                cells.append(Cell(ReportCells.eaten(day)))
                if showsCarbs { cells.append(Cell(ReportCells.carbs(day))) }
                if showsActivity {
                    cells.append(Cell(day.balance.activity == 0 ? "" : Format.whole(day.balance.activity)))
                }
                cells.append(Cell(Format.whole(day.balance.target)))
                cells.append(Cell(ReportCells.remaining(day), day.balance.attention))
                if showsWeight { cells.append(Cell(ReportCells.weight(day))) }
            } else {
                cells += blankNumbers
                // A weigh-in on a day with nothing eaten written is still the day's weight.
                if showsWeight { cells[cells.count - 1] = Cell(ReportCells.weight(day)) }
            }
            for status in ReportCells.scheduled(day) {
                let dose = ReportCells.dose(status, on: day, language)
                cells.append(Cell(dose.text, dose.attention))
            }
            return cells
        }
        var widths = header.map(\.width)
        for row in rows {
            for (column, cell) in row.enumerated() where cell.width > widths[column] { widths[column] = cell.width }
        }
        let barWidth = width - (widths.reduce(0, +) + 2 * widths.count)
        let scale =
            days.lazy.filter(ReportCells.showsNumbers).map { max($0.balance.eaten, $0.balance.target) }.max() ?? 0
        let columns = widths
        // Each line as UTF-8, joined once: ten years are 3,651 of them.
        let lines = Array(days.indices).concurrentMap(minimumCount: concurrentRows) { index in
            let day = days[index]
            var text: [UInt8] = []
            text.reserveCapacity(128)
            write(rows[index], widths: columns, numberColumns: numberColumns, style: style, into: &text)
            if barWidth >= minimumBarWidth, ReportCells.showsNumbers(day) {
                text += "  ".utf8
                IntakeBar.write(
                    eaten: day.balance.eaten, target: day.balance.target, scale: scale,
                    width: barWidth, style: style, into: &text)
            }
            while text.last == 0x20 { text.removeLast() }
            return text
        }
        var plainHeader: [UInt8] = []
        write(header, widths: widths, numberColumns: numberColumns, style: Style(enabled: false), into: &plainHeader)
        var out = Array(
            (title(report, language) + "\n\n" + style.bold(trimmed(String(decoding: plainHeader, as: UTF8.self)))
                + "\n").utf8)
        out.reserveCapacity(out.count + lines.reduce(0) { $0 + $1.count + 1 } + 1024)
        for text in lines {
            out += text
            out.append(0x0A)
        }
        out.append(0x0A)
        for summaryLine in ReportSummaryText.lines(
            report.summary, style: style, language: language,
            weekStart: weekStart)
        {
            out += summaryLine.utf8
            out.append(0x0A)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Cells padded to their column's width, joined by two spaces, appended to `out` as UTF-8.
    private static func write(
        _ cells: [Cell], widths: [Int], numberColumns: Range<Int>, style: Style, into out: inout [UInt8]
    ) {
        for (column, cell) in cells.enumerated() {
            if column > 0 { out += "  ".utf8 }
            let padding = repeatElement(UInt8(0x20), count: widths[column] - cell.width)
            if numberColumns.contains(column) { out += padding }
            if cell.attention == .ok {
                out += cell.text.utf8
            } else {
                out += style.attention(cell.text, cell.attention).utf8
            }
            if !numberColumns.contains(column) { out += padding }
        }
    }

    /// `2026-11-23 Mon – 2026-11-29 Sun · 7 days`, `2026年11月23日(月)〜11月29日(日) · 7日間`.
    static func title(_ report: Report, _ language: Language) -> String {
        let period = report.period
        return ReportWords.period(
            first: ReportCells.date(period.first, language),
            last: ReportCells.date(
                period.last, language,
                year: language == .en || ReportCells.rowsShowYear(period)),
            days: period.count
        ).text(language)
    }

    /// Without trailing spaces.
    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
