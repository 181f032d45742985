/// Rows of cells in columns two spaces apart: numbers right-aligned, the columns named left-aligned, no trailing
/// spaces. The first row is the header.
enum TextTable {
    static func lines(_ rows: [[String]], leftAligned: Set<Int>) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                let width = TerminalWidth.of(cell)
                if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
            }
        }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                if column > 0 { line += "  " }
                let padding = String(repeating: " ", count: widths[column] - TerminalWidth.of(cell))
                line += leftAligned.contains(column) ? cell + padding : padding + cell
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
