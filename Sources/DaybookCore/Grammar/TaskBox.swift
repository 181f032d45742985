/// A task box at the start of an entry, or right after its time: `[x]` and `[X]` are ticked; every other box is
/// a task not done — `[ ]`, `[]`, `[  ]`, Obsidian's `[-]` (cancelled), `[>]`, `[/]`, `[?]` or any one mark, with
/// or without a space after it, a non-breaking space counting as a space — and so are `☐` and `□`. `☑` and `✅` are
/// ticked. `☒` (done in some editors, cancelled in others) and an `x` with spaces around it (`[ x ]`, no box in
/// Markdown) say neither for sure: the line is an error, never counted either way.
enum TaskBox: Equatable {
    case done
    case notDone
    /// A box that may mean done or not.
    case unclear

    /// Marks inside `[…]` at most, spaces included: `[  ]` is a box, `[22:00]` and `[note]` are not.
    private static let maximumInside = 3

    /// The box at `start` and where the text after it (and its spaces) starts; nil when there is none.
    static func read(_ s: [Unicode.Scalar], at start: Int, end: Int) -> (box: TaskBox, next: Int)? {
        guard start < end else { return nil }
        let box: TaskBox
        var after = start + 1
        switch s[start] {
        case "☐", "□": box = .notDone
        case "☑", "✅": box = .done
        case "☒": box = .unclear
        case "[":
            var close = start + 1
            while close < end, s[close] != "]", close - start <= maximumInside { close += 1 }
            guard close < end, s[close] == "]" else { return nil }
            // `[x](https://…)`: a link.
            guard close + 1 == end || s[close + 1] != "(" else { return nil }
            let marks = s[(start + 1)..<close].filter { !isSpace($0) }
            switch marks.count {
            case 0:
                box = .notDone
            case 1:
                let mark = marks[0]
                guard !mark.isDigit else { return nil }
                if mark == "x" || mark == "X" { box = close == start + 2 ? .done : .unclear } else { box = .notDone }
            default:
                return nil
            }
            after = close + 1
        default:
            return nil
        }
        while after < end, isSpace(s[after]) { after += 1 }
        return (box, after)
    }

    /// A space, a tab, or a space that does not break (U+00A0, U+2007, U+202F), which some editors write.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\u{A0}", "\u{2007}", "\u{202F}": return true
        default: return false
        }
    }
}
