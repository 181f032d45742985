/// Walks the separators between the items of a line, left to right, never inside parentheses: `鍋（白菜、豚肉、豆腐）`
/// and `burrito (rice, beans)` are one item each. A parenthesis that is never closed groups nothing.
struct ItemSeparators {
    enum Kind {
        /// Between the foods of a meal (`EntryParser.mealSeparatorLength`: also `と` and `and`).
        case meal
        /// Between things of any kind (`EntryParser.isItemSeparator`): what a dose or reading line may not hold.
        case item
    }

    private let s: [Unicode.Scalar]
    private let start: Int
    private let end: Int
    private let kind: Kind
    private var k: Int
    /// Where each `(` that is closed closes, found in one pass the first time a `(` is met.
    private var closing: [Int: Int]?

    init(_ s: [Unicode.Scalar], from start: Int, end: Int, kind: Kind) {
        self.s = s
        self.start = start
        self.end = end
        self.kind = kind
        k = start
    }

    /// The next separator's index and length, or nil after the last one.
    mutating func next() -> (index: Int, length: Int)? {
        while k < end {
            let index = k
            // Most scalars separate nothing: one switch turns them away.
            switch s[index] {
            case "(":
                if closing == nil { closing = Self.pairs(s, from: index, end: end) }
                k = (closing?[index]).map { $0 + 1 } ?? index + 1
                continue
            case Lexicon.Japanese.comma, ";", ",", "+", Lexicon.Japanese.and, "a", "A":
                break
            case let scalar where kind == .meal && EntryParser.foodJoiners.starts(with: scalar):
                break
            case " " where kind == .meal:
                break
            default:
                k = index + 1
                continue
            }
            let length: Int
            switch kind {
            case .meal: length = EntryParser.mealSeparatorLength(s, at: index, from: start, end: end)
            case .item: length = EntryParser.isItemSeparator(s, at: index, from: start, end: end) ? 1 : 0
            }
            k = index + max(length, 1)
            if length > 0 { return (index, length) }
        }
        return nil
    }

    /// Each `(` from `start` on that a `)` closes, with that `)`: one pass with a stack (never recursion).
    private static func pairs(_ s: [Unicode.Scalar], from start: Int, end: Int) -> [Int: Int] {
        var open: [Int] = []
        var pairs: [Int: Int] = [:]
        for index in start..<end {
            if s[index] == "(" {
                open.append(index)
            } else if s[index] == ")", let opened = open.popLast() {
                pairs[opened] = index
            }
        }
        return pairs
    }
}
