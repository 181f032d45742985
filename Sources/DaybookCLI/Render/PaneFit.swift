import DaybookCore

/// What of a status block fits a pane of some rows, most important first: the block's head (the day, the balance,
/// each dose, yesterday's doses), then the problems, each with its fix — cut, when they do not all fit, to those
/// that do (the last one shown perhaps without its fix, never without the end of its message) and a last row saying
/// how many more `daybook check` shows — then the footer, when a row is left for it.
enum PaneFit {
    static func lines(
        _ block: StatusText.Block, footer: String, rows: Int, style: Style,
        language: Language = .en
    ) -> [String] {
        let rows = max(1, rows)
        guard block.head.count < rows else { return Array(block.head.prefix(rows)) }
        var lines = block.head
        let left = rows - lines.count
        if block.problems.flatMap(\.rows).count <= left {
            lines += block.problems.flatMap(\.rows)
            if lines.count < rows, !footer.isEmpty { lines.append(footer) }
            return lines
        }
        // A row is kept for the count of those left out.
        var shown = 0
        for problem in block.problems {
            if lines.count + problem.rows.count <= rows - 1 {
                lines += problem.rows
                shown += 1
                continue
            }
            if lines.count + problem.message.count <= rows - 1 {
                lines += problem.message
                shown += 1
            }
            break
        }
        lines.append(style.dim(StatusWords.more(block.problems.count - shown).text(language)))
        return lines
    }
}
