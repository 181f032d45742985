/// A number found in text, and where it ends.
struct NumberMatch: Equatable {
    enum Form: Equatable {
        /// Digits, with or without decimals: `12`, `1.5`, `1,200`.
        case digits
        /// Written as a part of a whole: `1/2`, `½`, `1 1/2`, `1½`, `2分の1`.
        case fraction
        /// Kanji numerals: `三`, `十二`; a number only before a counter.
        case kanji
    }

    var value: ExactNumber
    var end: Int
    var form: Form = .digits
}

/// The numbers people write for quantities and amounts, in English and Japanese. Every function reads folded scalars
/// (see `TextFolding`), keeps values exact (see `ExactNumber`) and never overflows: digits beyond what any limit
/// allows saturate.
enum Numbers {
    /// Digits with an optional decimal part (`12`, `1.5`) and thousands commas (`1,200`): the digits are read as one
    /// integer and scaled once. An exponent (`1e400`) is not part of a number.
    static func decimal(_ s: [Unicode.Scalar], at start: Int, end: Int? = nil) -> NumberMatch? {
        let limit = end ?? s.count
        var i = start
        var digits = 0
        var saturated = false
        while i < limit, s[i].isDigit {
            if digits > ExactNumber.largest / 10 { saturated = true } else { digits = digits * 10 + s[i].digitValue }
            i += 1
            if i < limit, s[i] == ",", isThousandsGroup(s, at: i + 1, end: limit) {
                i += 1
            }
        }
        guard i > start else { return nil }
        var scale = 1
        if i + 1 < limit, s[i] == ".", s[i + 1].isDigit {
            i += 1
            while i < limit, s[i].isDigit {
                // Decimals past what an Int holds change nothing a person could mean.
                if !saturated, digits <= ExactNumber.largest / 10, scale <= ExactNumber.largest / 10 {
                    digits = digits * 10 + s[i].digitValue
                    scale *= 10
                }
                i += 1
            }
        }
        let value = saturated ? ExactNumber(ExactNumber.largest) : ExactNumber(digits, over: scale)
        return value.map { NumberMatch(value: $0, end: i) }
    }

    /// Exactly three digits then a non-digit: `,200` in `1,200`.
    static func isThousandsGroup(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Bool {
        guard i + 3 <= end, s[i].isDigit, s[i + 1].isDigit, s[i + 2].isDigit else { return false }
        return i + 3 == end || !s[i + 3].isDigit
    }

    /// `½ ⅓ ⅔ ¼ ¾ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞` as exact numbers; nil for any other scalar. A switch, not a dictionary: it
    /// is asked about every scalar of every item.
    static func vulgarFraction(_ scalar: Unicode.Scalar) -> ExactNumber? {
        let parts: (Int, Int)
        switch scalar {
        case "½": parts = (1, 2)
        case "⅓": parts = (1, 3)
        case "⅔": parts = (2, 3)
        case "¼": parts = (1, 4)
        case "¾": parts = (3, 4)
        case "⅕": parts = (1, 5)
        case "⅖": parts = (2, 5)
        case "⅗": parts = (3, 5)
        case "⅘": parts = (4, 5)
        case "⅙": parts = (1, 6)
        case "⅚": parts = (5, 6)
        case "⅛": parts = (1, 8)
        case "⅜": parts = (3, 8)
        case "⅝": parts = (5, 8)
        case "⅞": parts = (7, 8)
        default: return nil
        }
        return ExactNumber(parts.0, over: parts.1)
    }

    /// `/`, the fraction slash `⁄` and the division slash `∕` (the full-width `／` is folded to `/`).
    static func isSlash(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "⁄" || scalar == "∕"
    }

    /// A quantity as a number: decimal, fraction (`1/2`), `½ ⅓ ¼ ¾ ⅔ …`, mixed (`1 1/2`, `1½`, `1 ½`), or the
    /// Japanese fraction `N分のM` (M/N, digits or kanji: `2分の1`, `三分の一`). Kanji numerals alone (`三`) are read
    /// too, with the form `.kanji`: they are numbers only before a counter, which the caller checks.
    static func quantity(_ s: [Unicode.Scalar], at start: Int, end: Int? = nil) -> NumberMatch? {
        let limit = end ?? s.count
        guard start < limit else { return nil }
        if let fraction = vulgarFraction(s[start]) {
            return NumberMatch(value: fraction, end: start + 1, form: .fraction)
        }
        guard let number = decimal(s, at: start, end: limit) ?? kanji(s, at: start, end: limit) else { return nil }
        if let japanese = bunNo(s, denominator: number, end: limit) {
            return japanese
        }
        guard number.form == .digits else { return number }
        if number.end < limit, let fraction = vulgarFraction(s[number.end]), number.value.isWhole,
            let sum = number.value.adding(fraction)
        {
            return NumberMatch(value: sum, end: number.end + 1, form: .fraction)
        }
        if let fraction = fraction(s, numerator: number, end: limit) {
            return fraction
        }
        // Mixed: "1 1/2", "1 ½".
        let next = skipSpaces(s, from: number.end, to: limit)
        guard next > number.end, next < limit, number.value.isWhole else { return number }
        var part: NumberMatch? = nil
        if let vulgar = vulgarFraction(s[next]) {
            part = NumberMatch(value: vulgar, end: next + 1, form: .fraction)
        } else if let top = decimal(s, at: next, end: limit) {
            part = fraction(s, numerator: top, end: limit)
        }
        if let part, part.value < ExactNumber(1), let sum = number.value.adding(part.value) {
            return NumberMatch(value: sum, end: part.end, form: .fraction)
        }
        return number
    }

    /// An amount written in digits — decimal, fraction or mixed (`4`, `4.5`, `1/2`, `½`, `7 1/2`) — never in kanji:
    /// what a dose's units are written as.
    static func amount(_ s: [Unicode.Scalar], at start: Int, end: Int) -> NumberMatch? {
        guard let number = quantity(s, at: start, end: end), number.form != .kanji else { return nil }
        return number
    }

    /// `a/b` given `a`; nil when there is no slash, no denominator or a zero one.
    private static func fraction(_ s: [Unicode.Scalar], numerator: NumberMatch, end: Int) -> NumberMatch? {
        guard numerator.end + 1 < end, isSlash(s[numerator.end]),
            let denominator = decimal(s, at: numerator.end + 1, end: end),
            let value = numerator.value.divided(by: denominator.value)
        else { return nil }
        return NumberMatch(value: value, end: denominator.end, form: .fraction)
    }

    /// `N分のM` given N: M parts of N.
    private static func bunNo(_ s: [Unicode.Scalar], denominator: NumberMatch, end: Int) -> NumberMatch? {
        let i = denominator.end
        guard i + 2 < end, s[i] == Lexicon.Japanese.part, s[i + 1] == Lexicon.Japanese.no,
            let top = decimal(s, at: i + 2, end: end) ?? kanji(s, at: i + 2, end: end),
            let value = top.value.divided(by: denominator.value)
        else { return nil }
        return NumberMatch(value: value, end: top.end, form: .fraction)
    }

    /// 一 … 九 as 1 … 9.
    private static func kanjiDigit(_ scalar: Unicode.Scalar) -> Int? {
        Lexicon.Japanese.digits.firstIndex(of: scalar).map { $0 + 1 }
    }

    static func isKanjiNumeral(_ scalar: Unicode.Scalar) -> Bool {
        kanjiDigit(scalar) != nil || scalar == Lexicon.Japanese.ten
    }

    /// Kanji numerals from 一 to 九十九 (`三`, `十`, `十二`, `二十五`).
    static func kanji(_ s: [Unicode.Scalar], at start: Int, end: Int? = nil) -> NumberMatch? {
        let limit = end ?? s.count
        var i = start
        var value = 0
        if i < limit, let digit = kanjiDigit(s[i]) {
            value = digit
            i += 1
        }
        if i < limit, s[i] == Lexicon.Japanese.ten {
            value = (i == start ? 1 : value) * 10
            i += 1
            if i < limit, let digit = kanjiDigit(s[i]) {
                value += digit
                i += 1
            }
        }
        return i > start ? NumberMatch(value: ExactNumber(value), end: i, form: .kanji) : nil
    }

    /// Whether a number may start at `index`: not inside another number (after a digit, a decimal point, a
    /// thousands comma or a slash).
    static func mayStart(_ s: [Unicode.Scalar], at index: Int, from lower: Int) -> Bool {
        guard index > lower else { return true }
        let before = s[index - 1]
        if before.isDigit || before == "." || before == "," || isSlash(before) || vulgarFraction(before) != nil {
            return false
        }
        return !(isKanjiNumeral(before) && isKanjiNumeral(s[index]))
    }
}
