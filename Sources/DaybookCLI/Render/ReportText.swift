import DaybookCore

/// `daybook report`: one row per day with a bar of intake against the target, then the summary.
enum ReportText {
    /// The narrowest bar worth drawing; a narrower terminal gets the rows without bars.
    static let minimumBarWidth = 12

    /// Rows are built on every core from this many days on (a year has 365, ten years 3,651).
    static let concurrentRows = 128
    /// Lines are written this many to a buffer.
    static let linesPerChunk = 256

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
        // The cells live only until the lines are written; the lines are written a chunk of days to a buffer, on
        // every core, and copied once into the text: a century of rows is never held three times.
        let (plainHeader, chunks): ([UInt8], [[UInt8]]) = {
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
                for (column, cell) in row.enumerated() where cell.width > widths[column] {
                    widths[column] = cell.width
                }
            }
            let barWidth = width - (widths.reduce(0, +) + 2 * widths.count)
            let scale =
                days.lazy.filter(ReportCells.showsNumbers).map { max($0.balance.eaten, $0.balance.target) }.max() ?? 0
            let columns = widths
            let starts = Array(stride(from: 0, to: days.count, by: linesPerChunk))
            let chunks = starts.concurrentMap(minimumCount: 2) { start in
                var text: [UInt8] = []
                text.reserveCapacity(linesPerChunk * 128)
                for index in start..<min(start + linesPerChunk, days.count) {
                    let day = days[index]
                    let lineStart = text.count
                    write(rows[index], widths: columns, numberColumns: numberColumns, style: style, into: &text)
                    if barWidth >= minimumBarWidth, ReportCells.showsNumbers(day) {
                        text += "  ".utf8
                        IntakeBar.write(
                            eaten: day.balance.eaten, target: day.balance.target, scale: scale,
                            width: barWidth, style: style, into: &text)
                    }
                    while text.count > lineStart, text.last == 0x20 { text.removeLast() }
                    text.append(0x0A)
                }
                return text
            }
            var plainHeader: [UInt8] = []
            write(
                header, widths: widths, numberColumns: numberColumns, style: Style(enabled: false), into: &plainHeader)
            return (plainHeader, chunks)
        }()
        let head =
            title(report, language) + "\n\n" + style.bold(trimmed(String(decoding: plainHeader, as: UTF8.self)))
            + "\n"
        var tail = "\n"
        for summaryLine in ReportSummaryText.lines(
            report.summary, style: style, language: language,
            weekStart: weekStart)
        {
            tail += summaryLine + "\n"
        }
        let length = head.utf8.count + chunks.reduce(0) { $0 + $1.count } + tail.utf8.count
        // The pieces copied once into the text.
        return String(unsafeUninitializedCapacity: length) { buffer in
            var at = 0
            func copy(_ bytes: some Collection<UInt8>) {
                for byte in bytes {
                    buffer[at] = byte
                    at += 1
                }
            }
            copy(head.utf8)
            for chunk in chunks {
                chunk.withUnsafeBufferPointer { source in
                    guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                    (to + at).update(from: from, count: source.count)
                    at += source.count
                }
            }
            copy(tail.utf8)
            return at
        }
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
