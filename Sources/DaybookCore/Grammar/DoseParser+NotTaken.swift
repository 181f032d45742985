/// A line that says a dose was NOT taken — `forgot lantus 12u`, `skipped long`, `no lantus tonight`, `ランタス 打ち忘れ`,
/// `ランタス 12単位 なし`, `missed my tresiba` — is never a dose taken and never food: an error that says how to write it.
extension DoseParser {
    /// Words that say a dose was not taken, whole Latin words (`no` is read apart: see `notTaken`).
    private static let notTakenWords = wordList([
        "forgot", "forget", "forgotten", "forgetting", "skipped", "skip", "skipping", "missed", "miss", "didn't",
        "didnt", "did not", "not taken", "not given", "none",
    ])

    /// Japanese that says a dose was not taken, anywhere in a word (`打ち忘れ`, `ランタス忘れた`); `なし`/`無し` are read
    /// apart (see `notTaken`), and `忘れず` (without forgetting) is no such word.
    private static let notTakenJapanese = wordList([
        "忘れ", "打ち忘れ", "打ってない", "打ってません", "打たなかった", "打たず", "打ち損ね", "未投与", "スキップ",
    ])

    private static let no = Array("no".unicodeScalars)
    private static let nashi = wordList(["なし", "無し"])
    private static let unitWord = Array("単位".unicodeScalars)

    /// Where a word at `p` says a dose was not taken, with its length; nil for most scalars after one switch.
    private static func notTakenWord(_ s: [Unicode.Scalar], at p: Int, from start: Int, end: Int) -> Int? {
        switch s[p] {
        case "f", "F", "s", "S", "m", "M", "d", "D", "n", "N":
            guard p == start || !s[p - 1].isLatinWordPart,
                let length = longestWord(s, notTakenWords, at: p, end: end),
                p + length == end || !s[p + length].isLatinLetter
            else { return nil }
            return length
        case "忘":
            guard p + 1 < end, s[p + 1] == "れ", p + 2 == end || s[p + 2] != "ず" else { return nil }
            return 2
        case "打", "未", "ス":
            guard let length = longestWord(s, notTakenJapanese, at: p, end: end) else { return nil }
            // スキップ as a whole katakana word.
            if s[p] == "ス", (p > start && s[p - 1].isKatakana) || (p + length < end && s[p + length].isKatakana) {
                return nil
            }
            return length
        case "な", "無":
            // なし on its own or after a name or a unit (`ランタス なし`, `ランタスなし`, `12単位なし`), not after
            // another word (`補食なし`: without a snack).
            guard let length = longestWord(s, nashi, at: p, end: end) else { return nil }
            let alone =
                p == start || !s[p - 1].isCJK || s[p - 1].isKatakana
                || (p - 2 >= start && hasWord(s, unitWord, at: p - 2, end: p))
            return alone ? length : nil
        default:
            return nil
        }
    }

    /// The words that say a dose in `s[start..<end]` was not taken, when they do: on a line that starts with a dose
    /// (`lantus 12u skipped`, `long 12u - forgot`, `ランタス 12単位 なし`), anywhere; else in the first item
    /// (`firstItemEnd`) when it names insulin (`forgot humalog 4u`, `missed my tresiba`) or a dose after the words
    /// (`skipped long`). `no` counts only first (`no lantus tonight`) or last (`long: no`): `humalog 4u no correction`
    /// is a dose. Inside parentheses only words first in them count (`lantus 12u (skipped)`; `lantus 20u (late,
    /// forgot earlier)` is a dose taken late). Linear: one pass, and a second only once such words are found.
    func notTaken(
        _ s: [Unicode.Scalar], from start: Int, end: Int, firstItemEnd: Int, startsWithDose: Bool
    ) -> Range<Int>? {
        var p = start
        // Inside parentheses, only words first in them count: `(skipped)`, not `(late, forgot earlier)`.
        var depth = 0
        var firstInParentheses = start
        while p < end {
            // Most scalars start no such word: one switch turns them away.
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
            case "f", "F", "s", "S", "m", "M", "d", "D", "n", "N", "忘", "打", "未", "ス", "な", "無":
                break
            default:
                p += 1
                continue
            }
            guard let length = Self.notTakenWord(s, at: p, from: start, end: end) else {
                p += 1
                continue
            }
            let word = p..<p + length
            p += length
            if depth > 0, word.lowerBound != firstInParentheses { continue }
            if !startsWithDose, word.lowerBound >= firstItemEnd { break }
            if startsWithDose || namesDose(s, from: word.upperBound, end: firstItemEnd)
                || mentionedInsulin(s, from: start, end: firstItemEnd) != nil
            {
                return word
            }
        }
        return noFirstOrLast(s, from: start, end: end, firstItemEnd: firstItemEnd, startsWithDose: startsWithDose)
    }

    /// `no lantus tonight`, `no long`: `no` first, a dose or insulin right after it; `long: no`, `lantus 12u - no`:
    /// `no` last on a line that starts with a dose.
    private func noFirstOrLast(
        _ s: [Unicode.Scalar], from start: Int, end: Int, firstItemEnd: Int, startsWithDose: Bool
    ) -> Range<Int>? {
        if end - start > 2, hasWord(s, Self.no, at: start, end: end), s[start + 2].isSpace {
            let next = skipSpaces(s, from: start + 2, to: firstItemEnd)
            if name(s, at: next, end: firstItemEnd) != nil || insulinName(s, at: next, end: firstItemEnd) != nil {
                return start..<start + 2
            }
        }
        guard startsWithDose, end - start > 2, hasWord(s, Self.no, at: end - 2, end: end), !s[end - 3].isLatinWordPart
        else { return nil }
        return end - 2..<end
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
        -> Diagnostic
    {
        .error(
            GrammarMessage.doseNotTaken(written: word), at: location,
            column: characterColumn(line, scalarOffset: start), sourceLine: line,
            hint: GrammarMessage.leaveOutOrStrikeThrough(example: Self.shortened(body)))
    }
}
