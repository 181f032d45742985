extension EntryParser {
    /// The dose a line in error may be (`lantus12u`, `ランタス 十二単位`, `no lantus tonight`, `dinner, lantus 12u`),
    /// from what the rules that refused it, or some of its items, claim of its insulin (`claim`; nil when no error is
    /// about insulin) and the insulin the line names: the ledger must not call that dose taken, missed or due while
    /// the line stands. What the line names; any dose when an error is about insulin daybook cannot name (`insulin
    /// 8u`, a typo `lantis 12u`, `lаntus` with a Cyrillic `а`, `ラーメン・ランタス12単位`), when the line names none
    /// daybook knows, or when the insulin is premixed (`novolog 70/30`, `NovoMix 30`, `ノボラピッド30ミックス`), which
    /// holds both kinds. Nil for a line whose errors are not about insulin and that names none.
    func unreadInsulin(_ claim: InsulinClaim?, line: String, contentStart: Int) -> UnreadInsulin? {
        guard let named = doses.insulinNamed(in: line, contentStart: contentStart) else {
            return claim == nil ? nil : .anyKind
        }
        if claim?.isNamed == false { return .anyKind }
        return Self.isPremixed(line, contentStart: contentStart) ? .anyKind : named
    }

    /// Whether a line names premixed insulin, which holds rapid- and long-acting insulin in one pen: a ratio that
    /// makes 100 (`70/30`, `75/25`, `50/50`), `mix` ending a word or `ミックス` (`NovoMix 30`, `ヒューマログミックス25`),
    /// whatever the brand. Only read on a line already in error.
    static func isPremixed(_ line: String, contentStart: Int) -> Bool {
        let s = TextFolding.widened(line.unicodeScalars.dropFirst(contentStart)).map(\.lowercasedASCII)
        var p = 0
        while p < s.count {
            // `mix` ends a word (`NovoMix`, `mix25`), never `mixed`; `ミックス` may be anywhere.
            for word in premixedEndingWords where s[p...].starts(with: word) {
                if p + word.count == s.count || !s[p + word.count].isLatinLetter { return true }
            }
            if premixedAnywhere.contains(where: { s[p...].starts(with: $0) }) { return true }
            if s[p] == "/", let before = number(endingAt: p, in: s), let after = number(startingAt: p + 1, in: s),
                before + after == 100
            {
                return true
            }
            p += 1
        }
        return false
    }

    /// The premixed words (`Lexicon.premixed`) that end a word, and those found anywhere.
    private static let premixedEndingWords = Lexicon.wholeWords { $0.premixed }.map { Array($0.unicodeScalars) }
    private static let premixedAnywhere = Lexicon.runWords { $0.premixed }.map { Array($0.unicodeScalars) }

    /// The value of the one- to three-digit number that ends just before `end`, if one does.
    private static func number(endingAt end: Int, in s: [Unicode.Scalar]) -> Int? {
        var start = end
        while start > 0, end - start < 3, s[start - 1].isDigit { start -= 1 }
        guard start < end, start == 0 || !s[start - 1].isDigit else { return nil }
        return s[start..<end].reduce(0) { $0 * 10 + $1.digitValue }
    }

    /// The value of the one- to three-digit number that starts at `start`, if one does.
    private static func number(startingAt start: Int, in s: [Unicode.Scalar]) -> Int? {
        var end = start
        while end < s.count, end - start < 3, s[end].isDigit { end += 1 }
        guard end > start, end == s.count || !s[end].isDigit else { return nil }
        return s[start..<end].reduce(0) { $0 * 10 + $1.digitValue }
    }
}
