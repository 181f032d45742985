/// Finds the kcal value written in an item: `650kcal`, `450 cal`, `800 calories`, `650キロカロリー`, `180カロリー`,
/// `840kJ`, `~650kcal`, `約650kcal`, `≈250kcal`, `-150kcal`, `(190kcal)`, `（約350kcal）`, `(各250kcal)`,
/// `250kcal each`.
enum EnergyParser {
    /// An explicit kcal value larger than this is a typo.
    static let maximumKcal = 100_000

    /// Written before a value to say it is approximate; it counts the same.
    static func isApproximately(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "~", "≈", "≒": return true
        default: return Lexicon.Japanese.aboutMarks.contains(scalar)
        }
    }

    /// What an item says about its energy.
    struct Found: Equatable {
        var value: Int
        /// The text it takes up, parentheses included.
        var range: Range<Int>
        /// `(各250kcal)`, `250kcal each`: the value is for one of the item's count.
        var each = false
    }

    private static let eachWord = Array("each".unicodeScalars)

    /// The kcal value in `s[range]` (folded scalars); at most one.
    static func find(_ s: [Unicode.Scalar], in range: Range<Int>) throws(ItemParser.Problem) -> Found? {
        var found: Found? = nil
        var i = range.lowerBound
        while i < range.upperBound {
            guard s[i].isDigit, let number = Numbers.decimal(s, at: i, end: range.upperBound) else {
                i += 1
                continue
            }
            let wordStart = skipSpaces(s, from: number.end, to: range.upperBound)
            guard let unit = Units.energy(s, at: wordStart, end: range.upperBound) else {
                i = number.end
                continue
            }
            var start = i
            var end = wordStart + unit.length
            i = end
            if let written = exponent(s, before: start, lower: range.lowerBound) {
                throw ItemParser.Problem(
                    message: .notAKcalValue(written: string(s[written..<end])),
                    hint: .writeKcalInDigits)
            }
            var negative = false
            if start > range.lowerBound, s[start - 1] == "-" {
                guard start - 1 == range.lowerBound || !s[start - 2].isDigit else {
                    var from = start - 1
                    while from > range.lowerBound, s[from - 1].isDigit || s[from - 1] == "." { from -= 1 }
                    throw ItemParser.Problem(
                        message: .kcalRange(written: string(s[from..<end])),
                        hint: .writeOneKcalValue)
                }
                negative = true
                start -= 1
            }
            if start > range.lowerBound, isApproximately(s[start - 1]) { start -= 1 }
            var each = false
            if start > range.lowerBound, s[start - 1] == Lexicon.Japanese.each {
                each = true
                start -= 1
            } else {
                let word = skipSpaces(s, from: end, to: range.upperBound)
                if word > end, hasWord(s, eachWord, at: word, end: range.upperBound),
                    word + eachWord.count == range.upperBound || !s[word + eachWord.count].isLatinWordPart
                {
                    each = true
                    end = word + eachWord.count
                    i = end
                }
            }
            (start, end) = parenthesised(s, start, end, in: range)
            guard found == nil else {
                throw ItemParser.Problem(message: .twoKcalValues(item: string(s[range])), hint: .oneKcalValuePerItem)
            }
            guard number.value.double * unit.kcal.double <= Double(maximumKcal) else {
                throw ItemParser.Problem(
                    message: .kcalTooLarge(written: string(s[start..<end]), limit: maximumKcal),
                    hint: .checkNumber)
            }
            let value =
                number.value.multiplied(by: unit.kcal)?.roundedWhole
                ?? Int((number.value.double * unit.kcal.double).rounded(.toNearestOrAwayFromZero))
            found = Found(value: negative ? -value : value, range: start..<end, each: each)
        }
        return found
    }

    /// Where the number before `start` began, when it carries an exponent (`1e400`, `2.5E+3`): not a kcal value.
    private static func exponent(_ s: [Unicode.Scalar], before start: Int, lower: Int) -> Int? {
        var k = start - 1
        if k > lower, s[k] == "+" || s[k] == "-" { k -= 1 }
        guard k > lower, s[k] == "e" || s[k] == "E", s[k - 1].isDigit || s[k - 1] == "." else { return nil }
        var from = k - 1
        while from > lower, s[from - 1].isDigit || s[from - 1] == "." || s[from - 1] == "-" { from -= 1 }
        return from
    }

    /// Widens `start..<end` to the parentheses around it, when they hold nothing else: `(190kcal)`, `（約350kcal）`.
    static func parenthesised(
        _ s: [Unicode.Scalar], _ start: Int, _ end: Int,
        in range: Range<Int>
    ) -> (Int, Int) {
        var open = start
        while open > range.lowerBound, s[open - 1].isSpace { open -= 1 }
        var close = end
        while close < range.upperBound, s[close].isSpace { close += 1 }
        guard open > range.lowerBound, close < range.upperBound else { return (start, end) }
        let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
            ("(", ")"), ("[", "]"), (Lexicon.Japanese.openBracket, Lexicon.Japanese.closeBracket),
        ]
        guard pairs.contains(where: { s[open - 1] == $0.0 && s[close] == $0.1 }) else { return (start, end) }
        return (open - 1, close + 1)
    }
}
