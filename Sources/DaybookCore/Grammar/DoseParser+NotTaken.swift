/// A line that says a dose was NOT taken — `forgot lantus 12u`, `skipped long`, `no lantus tonight`, `ランタス 打ち忘れ`,
/// `ランタス 12単位 なし`, `missed my tresiba`, `didn’t take lantus 12u`, `lantus 12u not yet`, `ランタス 12単位 打っていない`
/// — is never a dose taken and never food: an error that says how to write it.
extension DoseParser {
    /// Words that say a dose was not taken, whole Latin words, by their first letter (`no` and words ending in `n't`
    /// are read apart: see `notTaken`). Apostrophes are folded to `'` (`TextFolding.fold`).
    /// (`LexiconTables.notTakenWords`, constant data, as the two below.)
    private static let notTakenWords = LexiconTables.notTakenWords

    /// Japanese that says a dose was not taken, anywhere in a word (`打ち忘れ`, `ランタス忘れた`, `まだ打っていない`);
    /// `忘れ` (`わすれ` `ワスレ`), `なし`/`無し`, `未`, `後で` and `×` are read apart (see `notTakenWord`).
    private static let notTakenJapanese = LexiconTables.notTakenJapanese

    private typealias Japanese = Lexicon.Japanese
    private static let no = Array("no".unicodeScalars)
    private static let asWord = Array("as ".unicodeScalars)

    /// Marks that cross a dose out.
    private static let crosses: Set<Unicode.Scalar> = ["×", "✕", "✗", "❌"]

    /// The first scalars of each kind of Japanese word `notTakenWord` reads, derived from the lexicon.
    private static let forgetStarts = Set(Japanese.forget.compactMap { $0.first })
    private static let japaneseStarts = Set(Lexicon.runWords { $0.notTaken }.compactMap { $0.unicodeScalars.first })
        .union([Japanese.notYet])
    private static let laterStart = Japanese.later.first
    private static let noneStarts = Set(Japanese.none.compactMap { $0.first })

    /// Every scalar a word `notTakenWord` reads may start with, besides Latin letters (`LexiconTables.notTakenStarts`,
    /// a table of single scalars: a set without hashing).
    private static let starts = LexiconTables.notTakenStarts

    /// The scalars of `starts`, derived from the lexicon: what `LexiconTables.notTakenStarts` is made of.
    static func notTakenStarts() -> [Unicode.Scalar] {
        forgetStarts.union(japaneseStarts).union(noneStarts).union(crosses)
            .union(laterStart.map { [$0] } ?? []).union(["'"]).sorted { $0.value < $1.value }
    }

    /// Where a word at `p` says a dose was not taken; nil for most scalars after a bit test or one switch.
    private static func notTakenWord(_ s: [Unicode.Scalar], at p: Int, from start: Int, end: Int) -> Range<Int>? {
        let c = s[p]
        if c == "x" || c == "X", p + 1 == end || !s[p + 1].isLatinLetter, p == start || !s[p - 1].isLatinLetter {
            return isCross(s, at: p, from: start, end: end) ? p..<p + 1 : nil
        }
        if c.isLatinLetter {
            guard p == start || !s[p - 1].isLatinWordPart, notTakenWords.mayStart(with: c.lowercasedASCII) else {
                return nil
            }
            for w in notTakenWords.words(startingWith: c.lowercasedASCII)
            where notTakenWords.matches(s, w, at: p, end: end) {
                let count = notTakenWords.length(w)
                guard p + count == end || !s[p + count].isLatinLetter else { continue }
                // `as planned` is a dose taken.
                if notTakenWords.first(w) == "p", p >= start + 3, hasWord(s, asWord, at: p - 3, end: p) { return nil }
                return p..<p + count
            }
            return nil
        }
        if c == "'" {
            // didn't, haven't, wasn't, couldn't…: any word that ends in n't.
            guard p > start, s[p - 1].lowercasedASCII == "n", p + 1 < end, s[p + 1].lowercasedASCII == "t",
                p + 2 == end || !s[p + 2].isLatinLetter
            else { return nil }
            var wordStart = p - 1
            while wordStart > start, s[wordStart - 1].isLatinLetter { wordStart -= 1 }
            return wordStart..<p + 2
        }
        if forgetStarts.contains(c) {
            // Not `忘れず` (without forgetting).
            guard let length = longestWord(s, Japanese.forget, at: p, end: end),
                p + length == end || !Japanese.withoutForgetting.contains(s[p + length])
            else { return nil }
            return p..<p + length
        }
        if japaneseStarts.contains(c) {
            guard let length = notTakenJapanese.longest(s, at: p, end: end) else {
                // 未 alone (`（未）`), not `未満` (less than) or `未明` (before dawn).
                guard c == Japanese.notYet, p + 1 == end || !Japanese.notNotYetAfter.contains(s[p + 1]) else {
                    return nil
                }
                return p..<p + 1
            }
            // A katakana word (スキップ) only as a whole katakana word.
            if s[p + length - 1].isKatakana,
                (p > start && s[p - 1].isKatakana) || (p + length < end && s[p + length].isKatakana)
            {
                return nil
            }
            // Not 予定通り (as planned); これから and 休み only last (`これから寝る`, `休みの日` are notes).
            let after = skipSpaces(s, from: p + length, to: end)
            if hasWord(s, Japanese.asPlanned, at: p + length, end: end) { return nil }
            if Japanese.onlyLast.contains(where: { $0.count == length && hasWord(s, $0, at: p, end: end) }),
                after < end, s[after].isCJK || s[after].isLatinWordPart
            {
                return nil
            }
            return p..<p + length
        }
        if c == laterStart {
            // 後で (later), not 食後で (after a meal).
            guard hasWord(s, Japanese.later, at: p, end: end), p == start || s[p - 1] != Japanese.meal else {
                return nil
            }
            return p..<p + Japanese.later.count
        }
        if crosses.contains(c) {
            return isCross(s, at: p, from: start, end: end) ? p..<p + 1 : nil
        }
        if noneStarts.contains(c) {
            // なし on its own or after a name or a unit (`ランタス なし`, `ランタスなし`, `12単位なし`), not after
            // another word (`補食なし`: without a snack).
            guard let length = longestWord(s, Japanese.none, at: p, end: end) else { return nil }
            let unit = Japanese.unit
            let alone =
                p == start || !s[p - 1].isCJK || s[p - 1].isKatakana
                || (p - unit.count >= start && hasWord(s, unit, at: p - unit.count, end: p))
            return alone ? p..<p + length : nil
        }
        return nil
    }

    /// Whether the cross at `p` (`×`, `x` alone) marks a dose not taken: not a count, with no digit either side
    /// (`12単位×2`, `2 x lantus 12u`: see `DoseParser.secondThing`).
    private static func isCross(_ s: [Unicode.Scalar], at p: Int, from start: Int, end: Int) -> Bool {
        let next = skipSpaces(s, from: p + 1, to: end)
        var before = p
        while before > start, s[before - 1].isSpace { before -= 1 }
        return (next == end || !s[next].isDigit) && (before == start || !s[before - 1].isDigit)
    }

    /// Whether `c` may start a word `notTakenWord` reads: a bit test and a switch for the rest.
    private static func mayStartNotTaken(_ c: Unicode.Scalar) -> Bool {
        if c.isLatinLetter { return c == "x" || c == "X" || notTakenWords.mayStart(with: c.lowercasedASCII) }
        return starts.starts(with: c)
    }

    /// The words that say a dose in `s[start..<end]` was not taken, when they do: on a line that starts with a dose
    /// (`lantus 12u skipped`, `long 12u - forgot`, `ランタス 12単位 なし`, `lantus 12u not yet`), anywhere; on a line that
    /// starts with a dose's label and no amount, right after it (`long not today`, `long nah`); else in the first item
    /// (`firstItemEnd`) when it names insulin (`forgot humalog 4u`, `missed my tresiba`) or a dose after the words
    /// (`skipped long`). `no` counts first (`no lantus tonight`), or on a line that starts with a dose or its label
    /// when nothing but punctuation follows it (`long: no`, `lantus 12u. No.`, `lantus 12u (no)`): `humalog 4u no
    /// correction` is a dose. Inside parentheses only words first in them count (`lantus 12u (skipped)`; `lantus 20u
    /// (late, forgot earlier)` is a dose taken late). Linear: one pass, and a second only once such words are found.
    /// `afterDose`: `s[start..<end]` is a note on a dose line (`lantus 12u` / `  - skipped, pen broken`), read as
    /// the rest of that line, whose insulin is named before it; `startsWithDose` is then the dose line's.
    func notTaken(
        _ s: [Unicode.Scalar], from start: Int, end: Int, firstItemEnd: Int, startsWithDose: Bool,
        afterDose: Bool = false
    ) -> Range<Int>? {
        // A dose's name first that is read as no dose (`long not today`): the word right after it counts.
        let leading = startsWithDose || afterDose ? nil : name(s, at: start, end: end)
        let afterLeading = leading.map { skipSpaces(s, from: start + $0.length, to: end) }
        var p = start
        // Inside parentheses, only words first in them count: `(skipped)`, not `(late, forgot earlier)`.
        var depth = 0
        var firstInParentheses = start
        while p < end {
            switch s[p] {
            case "(":
                depth += 1
                firstInParentheses = skipSpaces(s, from: p + 1, to: end)
                p += 1
                continue
            case ")":
                depth = max(0, depth - 1)
                p += 1
                continue
            default:
                break
            }
            // Most scalars start no such word: a bit test or one switch turns them away.
            guard Self.mayStartNotTaken(s[p]) else {
                p += 1
                continue
            }
            let word: Range<Int>
            let isNo: Bool
            if let found = Self.notTakenWord(s, at: p, from: start, end: end) {
                (word, isNo) = (found, false)
            } else if startsWithDose || leading != nil, Self.isNoAlone(s, at: p, from: start, end: end) {
                (word, isNo) = (p..<p + 2, true)
            } else {
                p += 1
                continue
            }
            p = max(p + 1, word.upperBound)
            if depth > 0, word.lowerBound != firstInParentheses { continue }
            if startsWithDose || isNo || word.lowerBound == afterLeading { return word }
            if word.lowerBound >= firstItemEnd { break }
            if afterDose || namesDose(s, from: word.upperBound, end: firstItemEnd)
                || mentionedInsulin(s, from: start, end: firstItemEnd) != nil
            {
                return word
            }
        }
        return afterDose ? nil : noFirst(s, from: start, firstItemEnd: firstItemEnd)
    }

    /// Whether `no` at `p` is a word that nothing but punctuation follows: `long: no`, `lantus 12u no!`, `(no)`.
    private static func isNoAlone(_ s: [Unicode.Scalar], at p: Int, from start: Int, end: Int) -> Bool {
        guard hasWord(s, no, at: p, end: end), p == start || !s[p - 1].isLatinWordPart else { return false }
        let next = skipSpaces(s, from: p + 2, to: end)
        return next == end || !(s[next].isLatinWordPart || s[next].isCJK)
    }

    /// `no lantus tonight`, `no long`, `no. lantus 12u`: `no` first, a dose or insulin right after it.
    private func noFirst(_ s: [Unicode.Scalar], from start: Int, firstItemEnd: Int) -> Range<Int>? {
        guard firstItemEnd - start > 2, hasWord(s, Self.no, at: start, end: firstItemEnd),
            s[start + 2].isSpace || s[start + 2] == "." || s[start + 2] == ":" || s[start + 2] == "!"
        else { return nil }
        let afterNo = skipSpaces(s, from: start + 3, to: firstItemEnd)
        let next = s[start + 2].isSpace ? skipSpaces(s, from: start + 2, to: firstItemEnd) : afterNo
        guard name(s, at: next, end: firstItemEnd) != nil || insulinName(s, at: next, end: firstItemEnd) != nil
        else { return nil }
        return start..<start + 2
    }

    /// Whether a configured dose's name or alias starts a word in `s[start..<end]` (`skipped long`, `forgot to take
    /// long 12u`).
    private func namesDose(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Bool {
        var p = skipSpaces(s, from: start, to: end)
        while p < end {
            if p == start || !s[p - 1].isLatinWordPart, name(s, at: p, end: end) != nil { return true }
            p += 1
        }
        return false
    }

    /// The error for a line that says a dose was not taken: never counted, and how to write it.
    func notTakenError(_ word: String, at start: Int, body: String, location: SourceLocation, line: String)
        -> Refusal
    {
        .named(
            .error(
                GrammarMessage.doseNotTaken(written: word), at: location,
                column: characterColumn(line, scalarOffset: start), sourceLine: line,
                hint: GrammarMessage.leaveOutOrStrikeThrough(example: Self.shortened(body))))
    }
}
