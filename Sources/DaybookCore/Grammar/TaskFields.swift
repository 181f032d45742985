/// The fields Obsidian's Tasks plugin writes at the end of a task's line: a date after its sign (`✅ 2026-11-30` done,
/// `📅` due, `⏳` scheduled, `🛫` start, `➕` created, `❌` cancelled) and the priority signs (`🔺 ⏫ 🔼 🔽 ⏬`). They
/// describe the task; what the line says is before them.
enum TaskFields {
    /// The signs written before a date.
    private static let dated: Set<Unicode.Scalar> = ["✅", "📅", "📆", "🗓", "⏳", "🛫", "➕", "❌"]
    /// The priority signs, written alone.
    private static let priorities: Set<Unicode.Scalar> = ["🔺", "⏫", "🔼", "🔽", "⏬"]

    /// Where the line's own text ends, once every field at its end is taken off, and whether one said the task was
    /// cancelled. Each step takes one field off the end, so the loop ends within the line's length.
    static func strip(_ s: [Unicode.Scalar], from start: Int, end: Int) -> (end: Int, cancelled: Bool) {
        var end = end
        var cancelled = false
        while end > start {
            var k = end
            while k > start, s[k - 1].isSpace || s[k - 1] == "\u{FE0F}" { k -= 1 }
            if k > start, priorities.contains(s[k - 1]) {
                end = k - 1
            } else if k - 10 > start, isDate(s, k - 10), case let sign = skipBack(s, from: k - 10, to: start),
                sign > start, dated.contains(s[sign - 1])
            {
                if s[sign - 1] == "❌" { cancelled = true }
                end = sign - 1
            } else {
                break
            }
            while end > start, s[end - 1].isSpace { end -= 1 }
        }
        return (end, cancelled)
    }

    /// Whether `YYYY-MM-DD` is at `i`.
    private static func isDate(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        guard i + 10 <= s.count else { return false }
        for (offset, scalar) in s[i..<i + 10].enumerated() {
            if offset == 4 || offset == 7 {
                guard scalar == "-" else { return false }
            } else if !scalar.isDigit {
                return false
            }
        }
        return true
    }

    /// `index` moved back over spaces and a variation selector.
    private static func skipBack(_ s: [Unicode.Scalar], from index: Int, to start: Int) -> Int {
        var k = index
        while k > start, s[k - 1].isSpace || s[k - 1] == "\u{FE0F}" { k -= 1 }
        return k
    }
}
