/// A quantity between words of the item, when there is none before or after the food: `had 2 slices of pizza`,
/// `McDonald's 10 piece nuggets`, `pizza 2 slices extra cheese`, `coffee x2 w/ cream`, `latte 2x with oat milk`,
/// `ビール 2本 キリン`.
extension QuantityParser {
    /// Words that make the number after them part of the dish, not how many were eaten: `sandwich with 3 slices of
    /// ham` is one sandwich.
    private static let joiners = Lexicon.wordList { $0.joinersInside }

    /// The quantity inside `body` and the text it takes up (number, counter or measure, and an `of` after it).
    static func inside(_ r: [Unicode.Scalar], in body: Range<Int>) -> (quantity: Quantity, range: Range<Int>)? {
        let (lower, end) = (body.lowerBound, body.upperBound)
        var p = lower + 1
        while p < end {
            defer { p += 1 }
            let before = r[p - 1]
            guard before.isSpace || (before.isCJK && r[p].isDigit) else { continue }
            if let found = insideAt(r, p, lower: lower, end: end), !followsJoiner(r, p, lower: lower) {
                return found
            }
        }
        return nil
    }

    /// The most scalars a quantity in parentheses inside an item may hold: `(half)`, `(6)`, `(a quarter)`.
    static let longestInParentheses = 12

    /// The quantity starting at `p`, when a word follows it.
    private static func insideAt(
        _ r: [Unicode.Scalar], _ p: Int, lower: Int,
        end: Int
    ) -> (quantity: Quantity, range: Range<Int>)? {
        if r[p] == "(", let close = (p + 1..<min(end, p + 2 + longestInParentheses)).first(where: { r[$0] == ")" }),
            wordFollows(r, close + 1, end), let quantity = alone(r, from: p + 1, to: close)
        {
            // bagel (half) w/ cream cheese, nuggets (6) with bbq sauce
            return (quantity, p..<close + 1)
        }
        if isMultiplier(r, at: p, end: end), p + 1 < end, r[p + 1].isDigit,
            let number = Numbers.quantity(r, at: p + 1, end: end), number.form != .kanji,
            wordFollows(r, number.end, end)
        {
            // coffee x2 w/ cream
            return (count(number.value), p..<number.end)
        }
        guard r[p].isDigit || Numbers.vulgarFraction(r[p]) != nil, Numbers.mayStart(r, at: p, from: lower),
            let number = Numbers.quantity(r, at: p, end: end), number.form != .kanji
        else { return nil }
        if number.end < end, r[number.end] == "x" || r[number.end] == "X" || r[number.end] == "×",
            wordFollows(r, number.end + 1, end)
        {
            // latte 2x with oat milk
            return (count(number.value), p..<number.end + 1)
        }
        let i = skipSpaces(r, from: number.end, to: end)
        if let counted = counted(r, number.value, at: i, end: end), i == number.end, wordFollows(r, counted.end, end) {
            // ビール 2本 キリン
            return (counted.quantity, p..<counted.end)
        }
        guard r[p - 1].isSpace, i < end, i > number.end || r[i].isLatinLetter else { return nil }
        if let length = Units.englishCounter(r, at: i, end: end) {
            // had 2 slices of pizza, McDonald's 10 piece nuggets
            let after = afterOf(r, skipSpaces(r, from: i + length, to: end), end)
            guard after > i + length, after < end else { return nil }
            return (count(number.value), p..<after)
        }
        if let (measure, length) = Units.measure(r, at: i, end: end) {
            // had 200g of rice
            let after = afterOf(r, skipSpaces(r, from: i + length, to: end), end)
            guard after > i + length, after < end else { return nil }
            return (Quantity(number.value, measure), p..<after)
        }
        return nil
    }

    /// A quantity that is all of `r[start..<end]`: `half`, `半分`, a number, `a quarter`.
    private static func alone(_ r: [Unicode.Scalar], from start: Int, to end: Int) -> Quantity? {
        let lower = skipSpaces(r, from: start, to: end)
        let upper = skipSpacesBackward(r, from: end, to: lower)
        guard lower < upper else { return nil }
        if isHalf(r, from: lower, to: upper) { return count(ExactNumber.half) }
        if let number = Numbers.quantity(r, at: lower, end: upper), number.end == upper, number.form != .kanji {
            return count(number.value)
        }
        return NumberWords.english(r, at: lower, end: upper, alone: true).flatMap {
            $0.nameStart == upper ? count($0.value) : nil
        }
    }

    /// Whether a space and a word follow `index`.
    private static func wordFollows(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Bool {
        let next = skipSpaces(r, from: index, to: end)
        return next > index && next < end && !r[next].isDigit
    }

    /// Whether the word before `p` joins a part to the dish (see `joiners`).
    private static func followsJoiner(_ r: [Unicode.Scalar], _ p: Int, lower: Int) -> Bool {
        let wordEnd = skipSpacesBackward(r, from: p, to: lower)
        var wordStart = wordEnd
        while wordStart > lower, !r[wordStart - 1].isSpace { wordStart -= 1 }
        return longestWord(r, joiners, at: wordStart, end: wordEnd) == wordEnd - wordStart
    }
}
