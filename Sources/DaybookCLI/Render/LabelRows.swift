/// Labels along a chart's x axis put in rows so that no two overlap: each goes into the first row where it clears the
/// label before it by `gap`, so labels far apart share a row and labels close together (two doses three minutes
/// apart) stack. Widths are estimates from the text: a digit or Latin letter about 0.6 of the font size, a wide
/// (CJK) character one.
struct LabelRows {
    struct Placed: Equatable {
        var x: Int
        var text: String
        var row: Int
        /// The left and right edges the label takes, centred on `x`.
        var extent: ClosedRange<Int>
    }

    let fontSize: Int
    let gap: Int

    /// `labels` (x and text, in any order) with their rows, in the order given; labels are placed from left to
    /// right, those at the same x in the order given.
    func place(_ labels: [(x: Int, text: String)]) -> [Placed] {
        var rowEnds: [Int] = []
        var placed = labels.map { Placed(x: $0.x, text: $0.text, row: 0, extent: $0.x...$0.x) }
        for index in labels.indices.sorted(by: { (labels[$0].x, $0) < (labels[$1].x, $1) }) {
            let label = labels[index]
            let half = width(of: label.text) / 2
            let extent = (label.x - half)...(label.x + half)
            let row = rowEnds.firstIndex { $0 + gap <= extent.lowerBound } ?? rowEnds.count
            if row == rowEnds.count { rowEnds.append(extent.upperBound) } else { rowEnds[row] = extent.upperBound }
            placed[index] = Placed(x: label.x, text: label.text, row: row, extent: extent)
        }
        return placed
    }

    /// The width `text` takes at `fontSize`.
    func width(of text: String) -> Int {
        let units = text.unicodeScalars.reduce(0) { $0 + (TerminalWidth.of(String($1)) > 1 ? 10 : 6) }
        return (units * fontSize + 9) / 10
    }
}
