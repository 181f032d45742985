/// A number found in text, and where it ends.
struct NumberMatch: Equatable {
    var value: Double
    var end: Int
}

/// The numbers people write for quantities and amounts, in English and Japanese.
/// All functions read folded scalars (see `TextFolding`) and never overflow: values are doubles.
enum Numbers {
    /// Digits with an optional decimal part (`12`, `1.5`) and thousands commas (`1,200`).
    static func decimal(_ s: [Unicode.Scalar], at start: Int, end: Int? = nil) -> NumberMatch? {
        let limit = end ?? s.count
        var i = start
        var value = 0.0
        while i < limit, s[i].isDigit {
            value = value * 10 + Double(s[i].digitValue)
            i += 1
            if i < limit, s[i] == ",", isThousandsGroup(s, at: i + 1, end: limit) {
                i += 1
            }
        }
        guard i > start else { return nil }
        if i + 1 < limit, s[i] == ".", s[i + 1].isDigit {
            i += 1
            var scale = 0.1
            while i < limit, s[i].isDigit {
                value += Double(s[i].digitValue) * scale
                scale /= 10
                i += 1
            }
        }
        return NumberMatch(value: value, end: i)
    }

    /// Exactly three digits then a non-digit: `,200` in `1,200`.
    static func isThousandsGroup(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Bool {
        guard i + 3 <= end, s[i].isDigit, s[i + 1].isDigit, s[i + 2].isDigit else { return false }
        return i + 3 == end || !s[i + 3].isDigit
    }

    static let vulgarFractions: [Unicode.Scalar: Double] = [
        "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3,
    ]

    /// A quantity as a number: decimal, fraction (`1/2`), `½ ¼ ¾ ⅓ ⅔`, or mixed (`1 1/2`, `1½`).
    static func quantity(_ s: [Unicode.Scalar], at start: Int, end: Int? = nil) -> NumberMatch? {
        let limit = end ?? s.count
        guard start < limit else { return nil }
        if let fraction = vulgarFractions[s[start]] {
            return NumberMatch(value: fraction, end: start + 1)
        }
        guard var number = decimal(s, at: start, end: limit) else { return nil }
        if number.end < limit, let fraction = vulgarFractions[s[number.end]] {
            return NumberMatch(value: number.value + fraction, end: number.end + 1)
        }
        if let fraction = fraction(s, numerator: number, end: limit) {
            return fraction
        }
        // Mixed: "1 1/2".
        let next = skipSpaces(s, from: number.end, to: limit)
        if next > number.end, let whole = wholeNumber(number), let part = decimal(s, at: next, end: limit),
           let fraction = fraction(s, numerator: part, end: limit), fraction.value < 1 {
            number = NumberMatch(value: Double(whole) + fraction.value, end: fraction.end)
        }
        return number
    }

    private static func wholeNumber(_ number: NumberMatch) -> Int? {
        number.value == number.value.rounded() && number.value < 1e9 ? Int(number.value) : nil
    }

    /// `a/b` given `a`; nil when there is no slash, no denominator or a zero one.
    private static func fraction(_ s: [Unicode.Scalar], numerator: NumberMatch, end: Int) -> NumberMatch? {
        guard numerator.end + 1 < end, s[numerator.end] == "/",
              let denominator = decimal(s, at: numerator.end + 1, end: end), denominator.value > 0 else { return nil }
        return NumberMatch(value: numerator.value / denominator.value, end: denominator.end)
    }

    private static let wordValues: [(String, Double)] = [
        ("a", 1), ("an", 1), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6),
        ("seven", 7), ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("half", 0.5),
    ]

    private static let words: [(word: [Unicode.Scalar], value: Double)] = wordValues
        .map { (Array($0.0.unicodeScalars), $0.1) }

    private static let articles = [Array("an".unicodeScalars), Array("a".unicodeScalars)]

    /// A number word followed by a space: `a`, `an`, `one` … `twelve`, `half`, `half a`, `half an`.
    static func word(_ s: [Unicode.Scalar], at start: Int, end: Int? = nil) -> NumberMatch? {
        let limit = end ?? s.count
        var wordEnd = start
        while wordEnd < limit, s[wordEnd].isLatinLetter { wordEnd += 1 }
        guard wordEnd > start, wordEnd < limit, s[wordEnd].isSpace,
              let entry = words.first(where: { $0.word.count == wordEnd - start && hasWord(s, $0.word, at: start) })
        else { return nil }
        if entry.value == 0.5 {
            // "half a pizza", "half an apple"
            let next = skipSpaces(s, from: wordEnd, to: limit)
            for article in articles
            where hasWord(s, article, at: next, end: limit) && next + article.count < limit
                && s[next + article.count].isSpace {
                return NumberMatch(value: 0.5, end: next + article.count)
            }
        }
        return NumberMatch(value: entry.value, end: wordEnd)
    }

    private static let kanjiDigits: [Unicode.Scalar: Int] = [
        "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]

    /// Kanji numerals from 一 to 九十九 (`三`, `十`, `十二`, `二十五`).
    static func kanji(_ s: [Unicode.Scalar], at start: Int, end: Int? = nil) -> NumberMatch? {
        let limit = end ?? s.count
        var i = start
        var value = 0
        if i < limit, let digit = kanjiDigits[s[i]] {
            value = digit
            i += 1
        }
        if i < limit, s[i] == "十" {
            value = (i == start ? 1 : value) * 10
            i += 1
            if i < limit, let digit = kanjiDigits[s[i]] {
                value += digit
                i += 1
            }
        }
        return i > start ? NumberMatch(value: Double(value), end: i) : nil
    }

    /// The number (digits, or kanji numerals when `kanji` is set) that ends just before `end`, and where it
    /// starts; nothing before `lowerBound` is looked at.
    static func ending(_ s: [Unicode.Scalar], at end: Int, from lowerBound: Int,
                       kanji allowKanji: Bool = false) -> (value: Double, start: Int)? {
        var start = end
        while start > lowerBound, s[start - 1].isDigit || s[start - 1] == "." || s[start - 1] == "," {
            start -= 1
        }
        while start < end, !s[start].isDigit { start += 1 }
        if start < end, let number = decimal(s, at: start, end: end), number.end == end {
            return (number.value, start)
        }
        guard allowKanji else { return nil }
        start = end
        while start > lowerBound, kanjiDigits[s[start - 1]] != nil || s[start - 1] == "十" { start -= 1 }
        if start < end, let number = kanji(s, at: start, end: end), number.end == end {
            return (number.value, start)
        }
        return nil
    }
}
