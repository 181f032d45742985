/// Finds an item's quantity, before the food (`3 alforts`, `half a pizza`, `200g rice`, `三枚のピザ`, `半分のりんご`)
/// or after it (`alfort x3`, `ごはん1/2膳`, `beer 350ml`, `バナナ1本半`, `りんご半分`, `gyoza 6`).
enum QuantityParser {
    /// A bare number after a food counts it only up to this (`gyoza 6`); a larger one is part of the name, or a
    /// volume written without its unit (`coke 500`), which must never become 500 cokes.
    static let largestBareCount = ExactNumber(20)

    private static let halfWord = Array("半分".unicodeScalars)

    // MARK: - Before the food

    /// A quantity at the start of `body`, and where the food's name starts.
    static func leading(_ r: [Unicode.Scalar], in body: Range<Int>) -> (quantity: Quantity, nameStart: Int)? {
        let (start, end) = (body.lowerBound, body.upperBound)
        guard start < end else { return nil }
        if let half = leadingHalf(r, at: start, end: end) {
            return (count(ExactNumber.half), half)
        }
        if let word = NumberWords.japanese(r, at: start, end: end) {
            let nameStart = afterNo(r, start + word.length, end)
            return nameStart > start + word.length ? (count(ExactNumber(word.value)), nameStart) : nil
        }
        guard var number = Numbers.quantity(r, at: start, end: end) else {
            guard let (value, nameStart, needsUnit) = NumberWords.english(r, at: start, end: end) else { return nil }
            if let length = Units.englishCounter(r, at: nameStart, end: end) {
                return (count(value), afterOf(r, skipSpaces(r, from: nameStart + length, to: end), end))
            }
            if let (measure, length) = Units.measure(r, at: nameStart, end: end) {
                return (Quantity(value, measure), afterOf(r, skipSpaces(r, from: nameStart + length, to: end), end))
            }
            return needsUnit ? nil : (count(value), nameStart)
        }
        if number.form == .digits, let after = NumberWords.andAHalf(r, at: number.end, end: end),
           let sum = number.value.adding(ExactNumber.half) {
            // 2 and a half cups of rice
            number = NumberMatch(value: sum, end: skipSpacesBackward(r, from: after, to: start), form: .fraction)
        }
        let i = skipSpaces(r, from: number.end, to: end)
        if number.form == .kanji {
            // 三枚のピザ; a kanji numeral and counter that run into a name are the name (一本満足バー, 八丁味噌).
            guard i == number.end, let counted = counted(r, number.value, at: i, end: end),
                  counted.end == end || r[counted.end] == "の" || r[counted.end].isSpace else { return nil }
            return (counted.quantity, afterNo(r, counted.end, end))
        }
        if let (measure, length) = Units.measure(r, at: i, end: end) {
            return (Quantity(number.value, measure), afterOf(r, skipSpaces(r, from: i + length, to: end), end))
        }
        if Units.japaneseCounter(r, at: i, end: end) != nil {
            // 8枚切り食パン: slices a loaf is cut into, not how many were eaten.
            guard let counted = counted(r, number.value, at: i, end: end) else { return nil }
            return (counted.quantity, afterNo(r, counted.end, end))
        }
        if let length = Units.englishCounter(r, at: i, end: end) {
            // 2 slices pizza, 10pc nuggets
            return (count(number.value), afterOf(r, skipSpaces(r, from: i + length, to: end), end))
        }
        if i < end, isMultiplier(r, at: i, end: end) {
            return (count(number.value), skipSpaces(r, from: i + 1, to: end))
        }
        if i == number.end, i < end, r[i] == "の" {
            return (count(number.value), afterNo(r, i, end))
        }
        if i > number.end, i < end {
            // 3 alforts, 1/2 of a bagel
            return (count(number.value), afterOfArticle(r, i, end))
        }
        return nil
    }

    private static let articles = [Array("a".unicodeScalars), Array("an".unicodeScalars), Array("the".unicodeScalars)]

    /// Skips "of", and an article after it, before a name (`1/2 of a bagel`, `2 of the cookies`).
    private static func afterOfArticle(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        guard hasWord(r, Units.of, at: index, end: end), index + 2 < end, r[index + 2].isSpace else { return index }
        let name = skipSpaces(r, from: index + 2, to: end)
        for article in articles where hasWord(r, article, at: name, end: end) && name + article.count < end
            && r[name + article.count].isSpace {
            return skipSpaces(r, from: name + article.count, to: end)
        }
        return name
    }

    /// `半分のりんご`, `半分 ピザ`, `半膳のごはん`, `半ライス`: the name's start after a leading half.
    private static func leadingHalf(_ r: [Unicode.Scalar], at start: Int, end: Int) -> Int? {
        guard r[start] == "半", start + 1 < end else { return nil }
        if hasWord(r, halfWord, at: start, end: end) {
            let nameStart = afterNo(r, start + 2, end)
            return nameStart > start + 2 && nameStart < end ? nameStart : nil
        }
        if let length = Units.japaneseCounter(r, at: start + 1, end: end) {
            return afterNo(r, start + 1 + length, end)
        }
        // 半ライス, 半チャーハン: half a serving of what follows. (半熟卵 and 半額弁当 are whole.)
        return r[start + 1].isKatakana && r[start + 1] != "ー" ? start + 1 : nil
    }

    // MARK: - After the food

    /// A quantity at the end of `body`, and where the food's name ends; a last word saying how the food was
    /// prepared may follow it (`pasta 2oz dry`).
    static func trailing(_ r: [Unicode.Scalar], in body: Range<Int>) -> (quantity: Quantity, nameEnd: Int)? {
        let (lower, end) = (body.lowerBound, body.upperBound)
        guard end - lower >= 2 else { return nil }
        var found = trailing(r, lower: lower, end: end)
        if found == nil, let prepared = preparation(r, lower: lower, end: end), prepared - lower >= 2 {
            found = trailing(r, lower: lower, end: prepared)
        }
        guard let counted = found else { return nil }
        // ビール 500ml×2, ビール 350ml 2本, ピザ 1/8枚 ×3: that many of a measured or counted quantity is that
        // quantity times the count. (A bare number before, as in `gyoza 6 x2`, is left alone.)
        let nameEnd = skipSpacesBackward(r, from: counted.nameEnd, to: lower)
        guard counted.quantity.unit == .count, nameEnd - lower >= 2, !r[nameEnd - 1].isDigit, r[nameEnd - 1] != ")",
              let inner = trailing(r, lower: lower, end: nameEnd) else {
            return counted
        }
        let total = Quantity(amount: inner.quantity.amount * counted.quantity.amount, unit: inner.quantity.unit)
        return (total, inner.nameEnd)
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
        guard start > lower, r[start - 1].isSpace, longestWord(r, Units.preparations, at: start, end: end) == end - start
        else { return nil }
        return skipSpacesBackward(r, from: start, to: lower)
    }

    /// `nuggets (10)`, `chips (1 bag)`, `ご飯（150g）`: a quantity that is all a closing parenthesis holds.
    private static func parenthesised(_ r: [Unicode.Scalar], lower: Int, end: Int) -> (quantity: Quantity, nameEnd: Int)? {
        guard r[end - 1] == ")" else { return nil }
        var open = end - 2
        while open > lower, r[open] != "(", end - open < 24 { open -= 1 }
        guard open > lower, r[open] == "(" else { return nil }
        let start = skipSpaces(r, from: open + 1, to: end - 1)
        let inner = skipSpacesBackward(r, from: end - 1, to: start)
        guard start < inner, let found = quantity(r, endingAt: inner, from: start, lower: lower),
              found.nameEnd == start else { return nil }
        return (found.quantity, open)
    }

    /// Whether a trailing quantity could start with `scalar`: a digit, a fraction, a kanji numeral, 半, or the 大/小
    /// of a spoon. Checked first: it is asked about every scalar of every item.
    private static func mayStartQuantity(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isDigit { return true }
        guard scalar.value >= 0xBC else { return false }
        return scalar == "半" || scalar == "大" || scalar == "小" || Numbers.isKanjiNumeral(scalar)
            || Numbers.vulgarFraction(scalar) != nil
    }

    /// The quantity that starts at `p` and runs to `end`, if one does.
    private static func quantity(_ r: [Unicode.Scalar], endingAt end: Int, from p: Int,
                                 lower: Int) -> (quantity: Quantity, nameEnd: Int)? {
        if r[p] == "半" {
            // りんご半分, バナナ半本, ごはん半膳
            if hasWord(r, halfWord, at: p, end: end), p + 2 == end { return (count(ExactNumber.half), p) }
            if let counted = counted(r, ExactNumber.half, at: p + 1, end: end), counted.end == end {
                return (counted.quantity, p)
            }
            return nil
        }
        if r[p] == "大" || r[p] == "小", let spoon = Units.spoons.first(where: { hasWord(r, $0.word, at: p, end: end) }) {
            // 砂糖小さじ2, 醤油大さじ1杯
            let i = skipSpaces(r, from: p + spoon.word.count, to: end)
            guard let number = Numbers.quantity(r, at: i, end: end), number.form != .kanji else { return nil }
            let after = number.end < end && r[number.end] == "杯" ? number.end + 1 : number.end
            guard after == end else { return nil }
            return (Quantity(amount: number.value.times(spoon.millilitres), unit: .milliliter), p)
        }
        guard r[p].isDigit || Numbers.vulgarFraction(r[p]) != nil || Numbers.isKanjiNumeral(r[p]),
              Numbers.mayStart(r, at: p, from: lower),
              let number = Numbers.quantity(r, at: p, end: end) else { return nil }
        let before = r[p - 1]
        if number.form == .kanji {
            // アルフォート三枚, 寿司十貫, 日本酒一合: kanji numerals count only with a Japanese counter or measure
            // right after them.
            if let counted = counted(r, number.value, at: number.end, end: end), counted.end == end {
                return (counted.quantity, p)
            }
            if let (measure, length) = Units.measure(r, at: number.end, end: end), r[number.end].isCJK,
               number.end + length == end {
                return (Quantity(number.value, measure), p)
            }
            return nil
        }
        if number.end == end {
            // alfort x3, アルフォート×3
            let sign = skipSpacesBackward(r, from: p, to: lower)
            if sign > lower, isMultiplier(r, at: sign - 1, end: end),
               sign - 1 == lower || r[sign - 1] != "x" || !r[sign - 2].isLatinLetter {
                return (count(number.value), sign - 1)
            }
            // りんご1/4, gyoza 6, nuggets (10): a bare number, after a space, a parenthesis or a Japanese word.
            guard before.isSpace || before.isCJK || before == "(",
                  number.form == .fraction || !(largestBareCount < number.value) else { return nil }
            return (count(number.value), p)
        }
        let i = skipSpaces(r, from: number.end, to: end)
        if let (measure, length) = Units.measure(r, at: i, end: end) {
            // ハイボール 350ml缶, ポテチ 60g袋, wine 750ml bottle: a container of that size is the measure.
            let after = i + length
            let container = skipSpaces(r, from: after, to: end)
            if after == end || Units.japaneseCounter(r, at: after, end: end).map({ after + $0 == end }) == true
                || (container > after && Units.englishCounter(r, at: container, end: end).map { container + $0 == end } == true) {
                return (Quantity(number.value, measure), p)
            }
        }
        if let counted = counted(r, number.value, at: i, end: end), counted.end == end {
            return (counted.quantity, p)
        }
        if before.isSpace || before == "(", let length = Units.englishCounter(r, at: i, end: end), i + length == end {
            return (count(number.value), p)
        }
        // coffee 2x
        if i == number.end, i + 1 == end, before.isSpace, r[i] == "x" || r[i] == "X" || r[i] == "×" {
            return (count(number.value), p)
        }
        return nil
    }

    // MARK: - Helpers

    /// `value` and a Japanese counter at `i`: `1本半` adds a half, `3杯目` (the third glass) is one, `8枚切り` (a loaf
    /// cut in eight) is no count at all, and `500缶` is a can of 500 ml. The quantity and where the counter ends.
    private static func counted(_ r: [Unicode.Scalar], _ value: ExactNumber, at i: Int,
                                end: Int) -> (quantity: Quantity, end: Int)? {
        guard let length = Units.japaneseCounter(r, at: i, end: end) else { return nil }
        let after = i + length
        if r[i] == "缶", value.isWhole, !(value < smallestCanSize) {
            return (Quantity(amount: value.double, unit: .milliliter), after)
        }
        guard after < end else { return (count(value), after) }
        switch r[after] {
        case "半": return value.adding(ExactNumber.half).map { (count($0), after + 1) }
        case "目": return (count(ExactNumber(1)), after + 1)
        case "切": return nil
        default: return (count(value), after)
        }
    }

    /// `350缶`, `500缶`: from this many, a number before 缶 is the can's millilitres, not how many cans.
    static let smallestCanSize = ExactNumber(100)

    private static func count(_ value: ExactNumber) -> Quantity {
        Quantity(amount: value.double, unit: .count)
    }

    /// `x`, `×` or `*` used as "times"; an `x` must not start a word (`3 xylitol`).
    private static func isMultiplier(_ r: [Unicode.Scalar], at i: Int, end: Int) -> Bool {
        switch r[i] {
        case "×", "*": return true
        case "x", "X": return i + 1 == end || !r[i + 1].isLatinLetter
        default: return false
        }
    }

    /// Skips "of " after an English counter or measure (`2 slices of pizza`), or the particle の (`200gのステーキ`).
    private static func afterOf(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        if hasWord(r, Units.of, at: index, end: end), index + 2 < end, r[index + 2].isSpace {
            return skipSpaces(r, from: index + 2, to: end)
        }
        return afterNo(r, index, end)
    }

    /// Skips spaces and the particle の after a Japanese counter (`3枚のピザ`).
    private static func afterNo(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        let i = skipSpaces(r, from: index, to: end)
        return i < end && r[i] == "の" ? skipSpaces(r, from: i + 1, to: end) : i
    }

    private static func skipSpacesBackward(_ r: [Unicode.Scalar], from index: Int, to lower: Int) -> Int {
        var i = index
        while i > lower, r[i - 1].isSpace { i -= 1 }
        return i
    }
}

extension Quantity {
    /// `value` of `measure`, in grams or millilitres, scaled once from the exact value.
    init(_ value: ExactNumber, _ measure: Units.Measure) {
        self.init(amount: value.times(measure.factor), unit: measure.unit)
    }
}
