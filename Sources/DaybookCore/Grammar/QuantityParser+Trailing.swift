/// Quantities after the food: `alfort x3`, `ごはん1/2膳`, `beer 350ml`, `バナナ1本半`, `りんご半分`, `gyoza 6`,
/// `nuggets (10)`, `焼き鳥 5本 (塩)`, `ビール 350ml×3本`.
extension QuantityParser {
    /// A quantity at the end of `body`, and where the food's name ends; a last word saying how the food was
    /// prepared may follow it (`pasta 2oz dry`).
    static func trailing(_ r: [Unicode.Scalar], in body: Range<Int>) -> (quantity: Quantity, nameEnd: Int)? {
        guard let found = trailingQuantity(r, in: body) else { return nil }
        // ご飯 約150g, rice ~200g: a mark for "about" before the quantity is no part of the food's name.
        let before = skipSpacesBackward(r, from: found.nameEnd, to: body.lowerBound)
        if before - body.lowerBound >= 2, EnergyParser.isApproximately(r[before - 1]) {
            return (found.quantity, before - 1)
        }
        return found
    }

    private static func trailingQuantity(
        _ r: [Unicode.Scalar],
        in body: Range<Int>
    ) -> (quantity: Quantity, nameEnd: Int)? {
        let (lower, end) = (body.lowerBound, body.upperBound)
        guard end - lower >= 2 else { return nil }
        var found = trailing(r, lower: lower, end: end)
        if found == nil, let prepared = preparation(r, lower: lower, end: end) ?? about(r, lower: lower, end: end),
            prepared - lower >= 2
        {
            found = trailing(r, lower: lower, end: prepared)
        }
        if found == nil, let note = note(r, lower: lower, end: end), note - lower >= 2 {
            // 焼き鳥 5本 (塩), ごはん 200g（茶碗大盛り）: a note in parentheses after the quantity.
            found = trailing(r, lower: lower, end: note)
        }
        guard let counted = found else { return nil }
        // ビール 500ml×2, ビール 350ml 2本, ビール 350ml×3本, ピザ 1/8枚 ×3, pizza 1/8 ×3: that many of a measured or
        // counted quantity, or of a part, is that quantity times the count. (A bare whole number before, as in
        // `gyoza 6 x2`, is left alone.)
        var nameEnd = skipSpacesBackward(r, from: counted.nameEnd, to: lower)
        if nameEnd - lower >= 3, r[nameEnd - 1] == "×" || r[nameEnd - 1] == "*" {
            nameEnd = skipSpacesBackward(r, from: nameEnd - 1, to: lower)
        }
        guard counted.quantity.unit == .count, nameEnd - lower >= 2, r[nameEnd - 1] != ")",
            let inner = trailing(r, lower: lower, end: nameEnd),
            !r[nameEnd - 1].isDigit || (inner.quantity.unit == .count && inner.quantity.amount < 1)
        else {
            return counted
        }
        let total = Quantity(amount: inner.quantity.amount * counted.quantity.amount, unit: inner.quantity.unit)
        return (total, inner.nameEnd)
    }

    /// `sushi 8 pieces (~240g)`, `tuna 1 can (112g drained)`, `卵2個（約100g）`: a weight or volume that is all the last
    /// parentheses of `body` hold — after a mark or word for "about", before a word for how it was prepared — and
    /// where the text before them ends. After a count it says how much was eaten better than the count does.
    static func weightInParentheses(_ r: [Unicode.Scalar], in body: Range<Int>) -> (quantity: Quantity, nameEnd: Int)? {
        let (lower, end) = (body.lowerBound, body.upperBound)
        guard end - lower >= 4, r[end - 1] == ")" else { return nil }
        var open = end - 2
        while open > lower, r[open] != "(", end - open < 32 { open -= 1 }
        guard open > lower, r[open] == "(" else { return nil }
        var start = skipSpaces(r, from: open + 1, to: end - 1)
        if start < end - 1, EnergyParser.isApproximately(r[start]) {
            start = skipSpaces(r, from: start + 1, to: end - 1)
        } else if let length = longestWord(r, approximatelyBefore, at: start, end: end - 1), r[start + length].isSpace {
            start = skipSpaces(r, from: start + length, to: end - 1)
        }
        guard let number = Numbers.quantity(r, at: start, end: end - 1), number.form != .kanji else { return nil }
        let unitStart = skipSpaces(r, from: number.end, to: end - 1)
        guard let (measure, length) = Units.measure(r, at: unitStart, end: end - 1) else { return nil }
        var close = skipSpaces(r, from: unitStart + length, to: end - 1)
        if close < end - 1, let word = Units.preparations.longest(r, at: close, end: end - 1) {
            close = skipSpaces(r, from: close + word, to: end - 1)
        }
        guard close == end - 1 else { return nil }
        return (Quantity(number.value, measure), skipSpacesBackward(r, from: open, to: lower))
    }

    /// Words for "about" written before an amount (`about`, `approx`).
    private static let approximatelyBefore = Lexicon.wordList { $0.aboutBeforeAmount }

    /// Where the text before a last note in parentheses ends (`(塩)`, `(ミスド)`, `(grilled, no skin)`); nil when the
    /// body does not end with one.
    private static func note(_ r: [Unicode.Scalar], lower: Int, end: Int) -> Int? {
        guard r[end - 1] == ")" else { return nil }
        var depth = 0
        var open = end - 1
        while open > lower {
            if r[open] == ")" { depth += 1 }
            if r[open] == "(" {
                depth -= 1
                if depth == 0 { return skipSpacesBackward(r, from: open, to: lower) }
            }
            open -= 1
        }
        return nil
    }

    /// Whether the quantity at the end of `r[nameEnd..<end]` is a count written as a multiplication: `x2`, `×2`,
    /// `*2`, `2x`.
    static func isMultiplied(_ r: [Unicode.Scalar], from nameEnd: Int, to end: Int) -> Bool {
        guard nameEnd < end else { return false }
        let last = r[end - 1]
        return isMultiplier(r, at: nameEnd, end: end) || last == "x" || last == "X" || last == "×"
    }

    private static func trailing(_ r: [Unicode.Scalar], lower: Int, end: Int) -> (quantity: Quantity, nameEnd: Int)? {
        if let word = NumberWords.japanese(r, endingAt: end, from: lower + 1) {
            return (count(ExactNumber(word.value)), word.start)
        }
        if let inParentheses = parenthesised(r, lower: lower, end: end) {
            return inParentheses
        }
        if let englishHalf = englishHalf(r, lower: lower, end: end) {
            return (count(ExactNumber.half), englishHalf)
        }
        if let katakanaHalf = katakanaHalf(r, lower: lower, end: end) {
            return (count(ExactNumber.half), katakanaHalf)
        }

        var p = lower + 1
        while p < end {
            if mayStartQuantity(r[p]), let found = quantity(r, endingAt: end, from: p, lower: lower) {
                return found
            }
            p += 1
        }
        return nil
    }

    private static let half = Array("half".unicodeScalars)
    private static let and = Array("and".unicodeScalars)

    /// `sandwich half`: where the name ends before a last word "half" (not in `half & half`, `half and half`).
    private static func englishHalf(_ r: [Unicode.Scalar], lower: Int, end: Int) -> Int? {
        let start = end - half.count
        guard start > lower + 1, r[start - 1].isSpace, hasWord(r, half, at: start, end: end) else { return nil }
        let nameEnd = skipSpacesBackward(r, from: start, to: lower)
        guard nameEnd > lower, r[nameEnd - 1] != "&" else { return nil }
        var wordStart = nameEnd
        while wordStart > lower, r[wordStart - 1].isLatinLetter { wordStart -= 1 }
        let previous = nameEnd - wordStart
        if previous == 3, hasWord(r, and, at: wordStart, end: nameEnd) { return nil }
        if previous == 4, hasWord(r, half, at: wordStart, end: nameEnd) { return nil }
        return nameEnd
    }

    /// `pasta 2oz dry`, `rice 1 cup cooked`: where the text before a last word saying how the food was prepared ends.
    private static func preparation(_ r: [Unicode.Scalar], lower: Int, end: Int) -> Int? {
        guard r[end - 1].isLatinLetter else { return nil }
        var start = end
        while start > lower, r[start - 1].isLatinLetter { start -= 1 }
        guard start > lower, r[start - 1].isSpace,
            Units.preparations.longest(r, at: start, end: end) == end - start
        else { return nil }
        return skipSpacesBackward(r, from: start, to: lower)
    }

    /// Written after a Japanese quantity to say "about" it (`ぶどう 10粒くらい`, `パスタ 100g程度`, `ビール2杯弱`, `ご飯150g強`:
    /// a little under or over), "only" (`ハンバーグ 半分だけ`, `ビール1本のみ`) or "a pack of" (`餃子 10個入り`): the
    /// quantity counts as written.
    private static let approximately = LexiconTables.approximately

    /// The last scalars of those words: a word ending elsewhere is none of them.
    private static let approximatelyLasts = LexiconTables.approximatelyLasts

    /// `ぶどう 10粒くらい`: where the text before a last word saying "about" or "only" ends.
    private static func about(_ r: [Unicode.Scalar], lower: Int, end: Int) -> Int? {
        guard approximatelyLasts.starts(with: r[end - 1]) else { return nil }
        if let word = approximately.longest(r, endingAt: end, after: lower) {
            return skipSpacesBackward(r, from: end - approximately.length(word), to: lower)
        }
        return nil
    }

    /// A bare number alone in parentheses after a food counts it up to this (`almonds (23)`); a larger one is more
    /// likely a volume or weight without its unit (`coke (500)`) and stays in the name.
    static let largestCountInParentheses = ExactNumber(99)

    /// `nuggets (10)`, `chips (1 bag)`, `ご飯（150g）`: a quantity that is all a closing parenthesis holds.
    private static func parenthesised(_ r: [Unicode.Scalar], lower: Int, end: Int) -> (
        quantity: Quantity, nameEnd: Int
    )? {
        guard r[end - 1] == ")" else { return nil }
        var open = end - 2
        while open > lower, r[open] != "(", end - open < 24 { open -= 1 }
        guard open > lower, r[open] == "(" else { return nil }
        let start = skipSpaces(r, from: open + 1, to: end - 1)
        let inner = skipSpacesBackward(r, from: end - 1, to: start)
        guard start < inner else { return nil }
        if let found = quantity(r, endingAt: inner, from: start, lower: lower), found.nameEnd == start {
            return (found.quantity, open)
        }
        if let number = Numbers.decimal(r, at: start, end: inner), number.end == inner, number.value.isWhole,
            !(largestCountInParentheses < number.value), ExactNumber(0) < number.value
        {
            // almonds (23): a bare number alone in parentheses counts, up to a limit.
            return (count(number.value), open)
        }
        if isHalf(r, from: start, to: inner) {
            // ケーキ（ハーフ）, ケーキ（半分）, sandwich (half)
            return (count(ExactNumber.half), open)
        }
        if isMultiplier(r, at: start, end: inner),
            let number = Numbers.quantity(r, at: skipSpaces(r, from: start + 1, to: inner), end: inner),
            number.form != .kanji, number.end == inner
        {
            // beer (x2)
            return (count(number.value), open)
        }
        // sandwich (half), popcorn (half bag), chips (half a bag), cake (a quarter)
        guard let (value, nameStart, _) = NumberWords.english(r, at: start, end: inner, alone: true) else { return nil }
        if nameStart == inner
            || Units.englishCounter(r, at: nameStart, end: inner).map({ nameStart + $0 == inner }) == true
        {
            return (count(value), open)
        }
        if let (measure, length) = Units.measure(r, at: nameStart, end: inner), nameStart + length == inner {
            return (Quantity(value, measure), open)
        }
        return nil
    }

    /// Whether a trailing quantity could start with `scalar`: a digit, a fraction, a kanji numeral, 半, or the 大/小
    /// of a spoon. Checked first: it is asked about every scalar of every item.
    private static func mayStartQuantity(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isDigit { return true }
        guard scalar.value >= 0xBC else { return false }
        return scalar == Lexicon.Japanese.half || Units.spoons.starts(with: scalar) || Numbers.isKanjiNumeral(scalar)
            || Numbers.vulgarFraction(scalar) != nil
    }

    /// The quantity that starts at `p` and runs to `end`, if one does.
    private static func quantity(
        _ r: [Unicode.Scalar], endingAt end: Int, from p: Int,
        lower: Int
    ) -> (quantity: Quantity, nameEnd: Int)? {
        if r[p] == Lexicon.Japanese.half {
            // りんご半分, ケーキ半分こ, バナナ半本, ごはん半膳
            if isHalf(r, from: p, to: end) {
                return (count(ExactNumber.half), p)
            }
            if let counted = counted(r, ExactNumber.half, at: p + 1, end: end), counted.end == end {
                return (counted.quantity, p)
            }
            return nil
        }
        if let spoon = Units.spoons.match(r, at: p, end: end) {
            // 砂糖小さじ2, 醤油大さじ1杯
            let i = skipSpaces(r, from: p + Units.spoons.length(spoon), to: end)
            guard let number = Numbers.quantity(r, at: i, end: end), number.form != .kanji else { return nil }
            let after = number.end < end && r[number.end] == Lexicon.Japanese.cupful ? number.end + 1 : number.end
            guard after == end else { return nil }
            return (Quantity(amount: number.value.times(Units.millilitres(ofSpoon: spoon)), unit: .milliliter), p)
        }
        guard r[p].isDigit || Numbers.vulgarFraction(r[p]) != nil || Numbers.isKanjiNumeral(r[p]),
            Numbers.mayStart(r, at: p, from: lower),
            let number = Numbers.quantity(r, at: p, end: end)
        else { return nil }
        let before = r[p - 1]
        if number.form == .kanji {
            // アルフォート三枚, 寿司十貫, 日本酒一合: kanji numerals count only with a Japanese counter or measure
            // right after them.
            if let counted = counted(r, number.value, at: number.end, end: end), counted.end == end {
                return (counted.quantity, p)
            }
            if let (measure, length) = Units.measure(r, at: number.end, end: end), r[number.end].isCJK,
                number.end + length == end
            {
                return (Quantity(number.value, measure), p)
            }
            return nil
        }
        if number.end == end {
            // alfort x3, アルフォート×3
            let sign = skipSpacesBackward(r, from: p, to: lower)
            if sign > lower, isMultiplier(r, at: sign - 1, end: end),
                sign - 1 == lower || r[sign - 1] != "x" || !r[sign - 2].isLatinLetter
            {
                return (count(number.value), sign - 1)
            }
            // りんご1/4, gyoza 6, nuggets (10): a bare number, after a space, a parenthesis or a Japanese word.
            guard before.isSpace || before.isCJK || before == "(",
                number.form == .fraction || !(largestBareCount < number.value)
            else { return nil }
            return (count(number.value), p)
        }
        let i = skipSpaces(r, from: number.end, to: end)
        if let (measure, length) = Units.measure(r, at: i, end: end) {
            // ハイボール 350ml缶, ポテチ 60g袋, wine 750ml bottle: a container of that size is the measure.
            let after = i + length
            let container = skipSpaces(r, from: after, to: end)
            if after == end || Units.japaneseCounter(r, at: after, end: end).map({ after + $0 == end }) == true
                || (container > after
                    && Units.englishCounter(r, at: container, end: end).map { container + $0 == end } == true)
            {
                return (Quantity(number.value, measure), p)
            }
        }
        if let counted = counted(r, number.value, at: i, end: end), counted.end == end {
            return (counted.quantity, p)
        }
        if before.isSpace || before == "(", let length = Units.englishCounter(r, at: i, end: end), i + length == end {
            return (count(number.value), p)
        }
        if before.isSpace, i > number.end, hasWord(r, halvesWord, at: i, end: end), i + halvesWord.count == end,
            let part = number.value.multiplied(by: ExactNumber.half)
        {
            // bagel 2 halves
            return (count(part), p)
        }
        // coffee 2x
        if i == number.end, i + 1 == end, before.isSpace, r[i] == "x" || r[i] == "X" || r[i] == "×" {
            return (count(number.value), p)
        }
        return nil
    }
}
