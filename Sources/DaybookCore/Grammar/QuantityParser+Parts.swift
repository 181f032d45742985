/// A dish whose joined part writes its own amount — `cheerios w/ 200ml milk`, `apple with 2 tbsp peanut butter`,
/// `オートミール30gに牛乳150ml`, `無糖ヨーグルト100gにはちみつ小さじ1` — holds an amount for each part, never one for the
/// dish: each amount is the part's it is written with.
extension QuantityParser {
    /// The words that join such a part (`Lexicon.partJoiners`): Latin ones as whole words, the others (`に`) where a
    /// part may end before them.
    private static let partJoiners = LexiconTables.partJoiners
    /// What a word goes on with after a part joiner's letters (`にんじん`, `にら`, `にゅうめん`): no joiner there.
    private static let notAfterJoiner = Set(
        Lexicon.words { $0.partJoinerWordStarts }.compactMap(\.unicodeScalars.first))

    /// The ranges of the parts of `r[body]` (at most `DishReader`'s six), when a part after the first holds a digit;
    /// nil otherwise. One pass over the body.
    static func partsWithAmounts(_ r: [Unicode.Scalar], in body: Range<Int>) -> [Range<Int>]? {
        var cuts: [(start: Int, end: Int)] = []
        var p = body.lowerBound + 1
        while p < body.upperBound, cuts.count < 5 {
            if let length = joiner(r, at: p, in: body) {
                cuts.append((p, p + length))
                p += length
            } else {
                p += 1
            }
        }
        guard !cuts.isEmpty else { return nil }
        var ranges: [Range<Int>] = []
        var start = body.lowerBound
        for cut in cuts {
            ranges.append(start..<cut.start)
            start = cut.end
        }
        ranges.append(start..<body.upperBound)
        ranges = ranges.map { range in
            var (lower, upper) = (range.lowerBound, range.upperBound)
            while lower < upper, r[lower].isSpace { lower += 1 }
            while upper > lower, r[upper - 1].isSpace { upper -= 1 }
            return lower..<upper
        }
        guard ranges.allSatisfy({ !$0.isEmpty }),
            ranges.dropFirst().contains(where: { range in range.contains { r[$0].isDigit } })
        else { return nil }
        return ranges
    }

    /// The length of a part joiner at `p`: a Latin word between spaces (`with`, `w/`), or `に` after a katakana, a
    /// kanji or an amount (`ヨーグルトに`, `ご飯に`, `100gに`) and before a kanji or kana that goes on no word with
    /// it (`Lexicon.partJoinerWordStarts`: `にんじん`, `にら`).
    private static func joiner(_ r: [Unicode.Scalar], at p: Int, in body: Range<Int>) -> Int? {
        guard let length = partJoiners.longest(r, at: p, end: body.upperBound) else { return nil }
        let after = p + length
        guard after < body.upperBound else { return nil }
        if r[p].isLatinLetter {
            return r[p - 1].isSpace && (r[after].isSpace || r[after - 1] == "/") ? length : nil
        }
        let before = r[p - 1]
        // An amount: digits, and a Latin unit after them (`100gに`, `150mlに`).
        var unitStart = p
        while unitStart > body.lowerBound, r[unitStart - 1].isLatinLetter { unitStart -= 1 }
        let afterAmount = unitStart > body.lowerBound && r[unitStart - 1].isDigit
        guard before.isKatakana || (before.isCJK && !before.isHiragana) || afterAmount else { return nil }
        let next = r[after]
        guard next.isCJK, !notAfterJoiner.contains(next) else { return nil }
        return length
    }
}
