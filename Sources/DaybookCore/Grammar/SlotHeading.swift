/// A slot word written as the heading of a meal: decorated — emphasis (`**Breakfast**`, `__Lunch__`) or a bullet
/// mark (`■朝食`, `◆昼食`) — or alone on its line, with or without its time (`- 朝ごはん`, `- **Breakfast** 8:00`, `-
/// dinner 7pm:`, `- Lunch (12:30)`). Alone, it is a group line whose nested items take its slot and time; decorated
/// and followed by more, the rest is the meal (`■朝食 トースト1枚`, `**Breakfast**: oatmeal`).
enum SlotHeading {
    /// Marks a heading may start with: typographic bullets, never food.
    static let bullets: Set<Unicode.Scalar> = ["■", "□", "◆", "◇", "●", "○", "◎", "▪", "▫", "•", "▶", "▷", "★", "☆"]

    /// The slot, a time written with it, and where the meal after it starts (`end` when nothing follows).
    /// `bare`: the slot word alone, undecorated, without a time or colon (`朝ごはん`).
    static func parse(_ s: [Unicode.Scalar], at start: Int, end: Int)
        -> (slot: Slot, time: TimeOfDay?, next: Int, bare: Bool)?
    {
        var k = start
        var decorated = false
        if k < end, bullets.contains(s[k]) {
            k = skipSpaces(s, from: k + 1, to: end)
            decorated = true
        }
        let emphasis = emphasisLength(s, at: k, end: end)
        let mark = emphasis > 0 ? s[k] : " "
        k += emphasis
        guard let (slot, wordEnd) = SlotParser.word(s, at: k, end: end) else { return nil }
        k = wordEnd
        if emphasis > 0 {
            // `**Breakfast**`: the same marks close it.
            guard k + emphasis <= end, (k..<k + emphasis).allSatisfy({ s[$0] == mark }) else { return nil }
            k += emphasis
            decorated = true
        }
        var colon = false
        k = skipSpaces(s, from: k, to: end)
        if k < end, s[k] == ":" || s[k] == Lexicon.Japanese.colon {
            colon = true
            k = skipSpaces(s, from: k + 1, to: end)
        }
        var time: TimeOfDay? = nil
        if !colon, let (written, timeEnd) = timeAfter(s, at: k, end: end) {
            time = written
            k = skipSpaces(s, from: timeEnd, to: end)
            if k < end, s[k] == ":" || s[k] == Lexicon.Japanese.colon {
                colon = true
                k = skipSpaces(s, from: k + 1, to: end)
            }
        }
        // Alone, it heads what is nested under it; decorated or with its colon, what follows is the meal.
        if k == end || decorated || colon { return (slot, time, k, !decorated && !colon && time == nil) }
        return nil
    }

    /// `8:00`, `7pm`, `(12:30)`, `at 7pm`, `@ 19:00` after the slot word, and where it ends.
    private static func timeAfter(_ s: [Unicode.Scalar], at i: Int, end: Int) -> (TimeOfDay, Int)? {
        var k = i
        if k < end, s[k] == "(" || s[k] == Lexicon.Japanese.openParenthesis {
            guard case .time(let time, let timeEnd) = TimeParser.parse(s, at: k + 1) else { return nil }
            let close = skipSpaces(s, from: timeEnd, to: end)
            guard close < end, s[close] == ")" || s[close] == Lexicon.Japanese.closeParenthesis else { return nil }
            return (time, close + 1)
        }
        if k < end, s[k] == "@" {
            k = skipSpaces(s, from: k + 1, to: end)
        } else if k + 2 < end, s[k] == "a" || s[k] == "A", s[k + 1] == "t", s[k + 2].isSpace {
            k = skipSpaces(s, from: k + 3, to: end)
        }
        guard case .time(let time, let timeEnd) = TimeParser.parse(s, at: k), timeEnd <= end else { return nil }
        return (time, timeEnd)
    }

    /// How many emphasis marks (`**`, `__`, `*`, `_`) open at `i`: at most two of one kind.
    private static func emphasisLength(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int {
        guard i < end, s[i] == "*" || s[i] == "_" else { return 0 }
        return i + 1 < end && s[i + 1] == s[i] ? 2 : 1
    }
}
