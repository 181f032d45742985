/// Reads a meal slot at the start of a body: `lunch:`, `Lunch：`, `昼:`, `朝ごはん：`, `supper:`, `おやつ：`.
enum SlotParser {
    /// Every lexicon's slot words and their slots: what `LexiconTables.slotWords` is derived from.
    static let written: [(String, Slot)] = Lexicon.all.flatMap { $0.slots }.map { ($0.word, $0.slot) }

    /// The slot words (`LexiconTables.slotWords`, constant data), each valued by its slot's index in
    /// `Slot.allCases`.
    private static let words = LexiconTables.slotWords

    /// Words that start a short phrase between an English slot word and its colon: `dinner at mom's:`, `lunch with
    /// friends:`, `breakfast on the go:`.
    private static let phraseStarts = Lexicon.wordList { $0.slotPhraseStarts }

    /// The most scalars such a phrase may hold: a few words, never a meal.
    static let longestPhrase = 32

    /// The slot, the index after its colon and a time in parentheses after the slot word (`朝食(7:30) トースト`,
    /// `lunch (12:30): ramen`), or nil. A Japanese slot word may end with a space instead of the colon when more
    /// follows (`朝食 トースト`), or stand in brackets (`【朝食】`); an English one needs its colon, a dash between
    /// spaces (`breakfast - eggs`), a time in parentheses or a short phrase and a colon (`dinner at mom's: roast
    /// chicken`): `lunch box` and `breakfast burrito: 450kcal` are food.
    static func parse(_ s: [Unicode.Scalar], at index: Int) -> (slot: Slot, end: Int, time: TimeOfDay?)? {
        // `late lunch: ramen`, `遅い朝ごはん 卵かけご飯`: a word for how the meal was, before its slot word.
        if let length = longestWord(s, modifiers, at: index) {
            var slotStart = index + length
            if slotStart < s.count, s[slotStart].isSpace { slotStart += 1 }
            if slotStart > index + length || s[index].isCJK, let found = parseWord(s, at: slotStart) { return found }
        }
        return parseWord(s, at: index)
    }

    /// Words before a slot word that say how the meal was (`late`, `遅い`).
    private static let modifiers = Lexicon.wordList { $0.slotModifiers }

    /// `parse` from the slot word at `index`.
    private static func parseWord(_ s: [Unicode.Scalar], at index: Int) -> (slot: Slot, end: Int, time: TimeOfDay?)? {
        guard index < s.count else { return nil }
        if s[index] == Lexicon.Japanese.openBracket {
            // 【朝食】パン
            guard index + 1 < s.count else { return nil }
            for w in words.words(startingWith: s[index + 1]) where words.matches(s, w, at: index + 1, end: s.count) {
                let close = index + 1 + words.length(w)
                if close < s.count, s[close] == Lexicon.Japanese.closeBracket { return (slot(w), close + 1, nil) }
            }
            return nil
        }
        let candidates = words.words(startingWith: s[index].lowercasedASCII)
        for w in candidates where words.matches(s, w, at: index, end: s.count) {
            let slot = slot(w)
            let isCJK = words.first(w).isCJK
            let colon = index + words.length(w)
            guard colon < s.count, isCJK || !s[colon].isLatinWordPart else { continue }
            if s[colon] == ":" { return (slot, colon + 1, nil) }
            if let timed = timeInParentheses(s, at: skipSpaces(s, from: colon)) {
                // 朝食(7:30) トースト, lunch (12:30): ramen
                let after = timed.end < s.count && s[timed.end] == ":" ? timed.end + 1 : timed.end
                if skipSpaces(s, from: after) < s.count { return (slot, after, timed.time) }
            }
            // "breakfast - eggs", "Lunch – soup": a dash between spaces stands for the colon.
            let dash = skipSpaces(s, from: colon)
            if dash > colon, dash + 1 < s.count, s[dash] == "-" || s[dash] == "–" || s[dash] == "—",
                s[dash + 1].isSpace
            {
                return (slot, dash + 1, nil)
            }
            if s[colon].isSpace, isCJK, skipSpaces(s, from: colon) < s.count {
                return (slot, colon, nil)
            }
            if let phraseEnd = phrase(s, at: skipSpaces(s, from: colon)), s[colon].isSpace {
                return (slot, phraseEnd, nil)
            }
        }
        return nil
    }

    /// The slot word at `index`, whole (an English one not running into a Latin word), and where it ends.
    static func word(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (slot: Slot, end: Int)? {
        guard index < end else { return nil }
        for w in words.words(startingWith: s[index].lowercasedASCII) where words.matches(s, w, at: index, end: end) {
            let after = index + words.length(w)
            if words.first(w).isCJK || after == end || !s[after].isLatinWordPart { return (slot(w), after) }
        }
        return nil
    }

    /// Word `w`'s slot.
    private static func slot(_ w: Int) -> Slot { Slot.allCases[words.value(w)] }

    /// `(7:30)`, `（19時）`: a time that is all the parentheses at `i` hold, and the index after them.
    private static func timeInParentheses(_ s: [Unicode.Scalar], at i: Int) -> (time: TimeOfDay, end: Int)? {
        guard i + 2 < s.count, s[i] == "(", case .time(let time, let timeEnd) = TimeParser.parse(s, at: i + 1) else {
            return nil
        }
        let close = skipSpaces(s, from: timeEnd)
        return close < s.count && s[close] == ")" ? (time, close + 1) : nil
    }

    /// `at mom's:`, `with friends:`: where a short phrase that starts with one of `phraseStarts` and ends with a
    /// colon ends, when more follows the colon. No digits and no item separator in the phrase.
    private static func phrase(_ s: [Unicode.Scalar], at i: Int) -> Int? {
        guard i < s.count, let length = longestWord(s, phraseStarts, at: i), i + length < s.count,
            s[i + length].isSpace
        else { return nil }
        var p = i + length
        while p < min(s.count, i + longestPhrase) {
            switch s[p] {
            case ":":
                return skipSpaces(s, from: p + 1) < s.count ? p + 1 : nil
            case ",", Lexicon.Japanese.comma, ";", "(", ")":
                return nil
            default:
                if s[p].isDigit { return nil }
                p += 1
            }
        }
        return nil
    }
}
