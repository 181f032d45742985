/// Finds an item's quantity, before the food (`3 alforts`, `half a pizza`, `200g rice`, `三枚のピザ`, `半分のりんご`)
/// or after it (`alfort x3`, `ごはん1/2膳`, `beer 350ml`, `バナナ1本半`, `りんご半分`, `gyoza 6`).
enum QuantityParser {
    /// A bare number after a food counts it only up to this (`gyoza 6`); a larger one is part of the name, or a
    /// volume written without its unit (`coke 500`), which must never become 500 cokes.
    static let largestBareCount = ExactNumber(20)

    static let halfWord = Lexicon.Japanese.halfWord

    // MARK: - Before the food

    /// A quantity at the start of `body`, and where the food's name starts.
    static func leading(_ r: [Unicode.Scalar], in body: Range<Int>) -> (quantity: Quantity, nameStart: Int)? {
        leading(r, in: body, chained: true)
    }

    /// `chained`: whether a second quantity may follow the first (`2 x ½ bagel`) or a vessel (`コップ1杯の牛乳`);
    /// the second is read with `chained` false, so this goes one level deep at most.
    private static func leading(
        _ r: [Unicode.Scalar], in body: Range<Int>,
        chained: Bool
    ) -> (quantity: Quantity, nameStart: Int)? {
        let (start, end) = (body.lowerBound, body.upperBound)
        guard start < end else { return nil }
        if chained, let length = Units.vessel(r, at: start, end: end) {
            // お茶碗半分のごはん, コップ1杯の牛乳: how much of the vessel, then の and the food.
            if let inner = leading(r, in: start + length..<end, chained: false), inner.nameStart < end,
                r[skipSpacesBackward(r, from: inner.nameStart, to: start) - 1] == Lexicon.Japanese.no
            {
                return inner
            }
        }
        if let half = leadingHalf(r, at: start, end: end) {
            return (count(ExactNumber.half), half)
        }
        if r[start].lowercasedASCII == "h", let name = halves(r, at: start, end: end) {
            // half-size ramen, half-sandwich
            return (count(ExactNumber.half), name)
        }
        if let name = leadingKatakanaHalf(r, at: start, end: end) {
            return (count(ExactNumber.half), name)
        }
        if let word = NumberWords.japanese(r, at: start, end: end) {
            let nameStart = afterNo(r, start + word.length, end)
            return nameStart > start + word.length ? (count(ExactNumber(word.value)), nameStart) : nil
        }
        guard var number = Numbers.quantity(r, at: start, end: end) else {
            guard let (value, nameStart, needsUnit) = NumberWords.english(r, at: start, end: end) else { return nil }
            if let name = halves(r, at: nameStart, end: end, afterCount: true),
                let part = value.multiplied(by: ExactNumber.half)
            {
                // two halves of a sandwich
                return (count(part), name)
            }
            if let length = Units.englishCounter(r, at: nameStart, end: end) {
                return (count(value), afterOf(r, skipSpaces(r, from: nameStart + length, to: end), end))
            }
            if let (measure, length) = Units.measure(r, at: nameStart, end: end) {
                return (Quantity(value, measure), afterOf(r, skipSpaces(r, from: nameStart + length, to: end), end))
            }
            return needsUnit ? nil : (count(value), nameStart)
        }
        if number.form == .digits, number.value.isWhole, let part = NumberWords.andAPart(r, at: number.end, end: end),
            let sum = number.value.adding(part.value)
        {
            // 2 and a half cups of rice, 1 and 1/2 bagels
            number = NumberMatch(value: sum, end: skipSpacesBackward(r, from: part.end, to: start), form: .fraction)
        }
        var i = skipSpaces(r, from: number.end, to: end)
        if i == number.end, i + 1 < end, r[i] == "-",
            Units.measure(r, at: i + 1, end: end) != nil || Units.englishCounter(r, at: i + 1, end: end) != nil
        {
            // 8-oz steak, 10-piece nuggets: a hyphen between the number and its unit.
            i += 1
        }
        if number.form == .kanji {
            // 三枚のピザ; a kanji numeral and counter that run into a name are the name (一本満足バー, 八丁味噌).
            guard i == number.end, let counted = counted(r, number.value, at: i, end: end) else { return nil }
            let after = packOf(r, counted.end, end)
            guard after == end || r[after] == Lexicon.Japanese.no || r[after].isSpace else { return nil }
            return (counted.quantity, afterNo(r, after, end))
        }
        if let (measure, length) = Units.measure(r, at: i, end: end) {
            return (Quantity(number.value, measure), afterOf(r, skipSpaces(r, from: i + length, to: end), end))
        }
        if Units.japaneseCounter(r, at: i, end: end) != nil {
            // 8枚切り食パン: slices a loaf is cut into, not how many were eaten.
            guard let counted = counted(r, number.value, at: i, end: end) else { return nil }
            return (counted.quantity, afterNo(r, packOf(r, counted.end, end), end))
        }
        if let length = Units.englishCounter(r, at: i, end: end) {
            // 2 slices pizza, 10pc nuggets
            return (count(number.value), afterOf(r, skipSpaces(r, from: i + length, to: end), end))
        }
        if i > number.end, let name = halves(r, at: i, end: end, afterCount: true),
            let part = number.value.multiplied(by: ExactNumber.half)
        {
            // 2 halves of a bagel, 3 half-sandwiches
            return (count(part), name)
        }
        if i < end, isMultiplier(r, at: i, end: end) {
            let next = skipSpaces(r, from: i + 1, to: end)
            if chained, let times = leading(r, in: next..<end, chained: false) {
                // 2 x ½ bagel, ½ x2 bagel, 2 x 100g rice
                return (
                    Quantity(amount: number.value.double * times.quantity.amount, unit: times.quantity.unit),
                    times.nameStart
                )
            }
            return (count(number.value), next)
        }
        if i == number.end, i < end, r[i] == Lexicon.Japanese.no {
            // 3のおにぎり; but a number of three digits or more before の names a shop (`551の豚まん`).
            guard number.form != .digits || number.end - start < 3 else { return nil }
            return (count(number.value), afterNo(r, i, end))
        }
        if i > number.end, i < end {
            // 3 alforts, 1/2 of a bagel; but 7 layer dip, 6 inch sub and 12 grain bread are one.
            guard number.form != .digits || !describesMake(r, at: i, end: end) else { return nil }
            return (count(number.value), afterOfArticle(r, i, end))
        }
        return nil
    }

    private static let articles = Lexicon.words { $0.articles }.map { Array($0.unicodeScalars) }

    /// Words that make a number before them part of a dish's name: its size or what it is made of (`6 inch sub`,
    /// `7 layer dip`, `3 bean chili`, `12 grain bread`, `4 cheese pizza`).
    private static let makes = LexiconTables.madeOf

    /// Whether the word at `i` says what the food is made of and a singular name follows it (`7 layer dip`,
    /// `12 grain bread 2 slices`; not `4 cheese pizzas`, where the number counts the pizzas). The name ends before a
    /// quantity after it.
    private static func describesMake(_ r: [Unicode.Scalar], at i: Int, end: Int) -> Bool {
        guard let length = makes.longest(r, at: i, end: end), i + length < end, r[i + length].isSpace else {
            return false
        }
        let nameStart = skipSpaces(r, from: i + length, to: end)
        guard nameStart < end else { return false }
        let nameEnd = trailing(r, in: nameStart..<end).map { skipSpacesBackward(r, from: $0.nameEnd, to: nameStart) }
        let last = nameEnd ?? end
        return last - nameStart >= 2 && (r[last - 1].lowercasedASCII != "s" || r[last - 2].lowercasedASCII == "s")
    }

    /// Skips "of", and an article after it, before a name (`1/2 of a bagel`, `2 of the cookies`).
    static func afterOfArticle(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        guard hasWord(r, Units.of, at: index, end: end), index + 2 < end, r[index + 2].isSpace else { return index }
        let name = skipSpaces(r, from: index + 2, to: end)
        for article in articles
        where hasWord(r, article, at: name, end: end) && name + article.count < end
            && r[name + article.count].isSpace
        {
            return skipSpaces(r, from: name + article.count, to: end)
        }
        return name
    }

    /// `半分のりんご`, `半分 ピザ`, `半膳のごはん`, `半ライス`: the name's start after a leading half.
    private static func leadingHalf(_ r: [Unicode.Scalar], at start: Int, end: Int) -> Int? {
        guard r[start] == Lexicon.Japanese.half, start + 1 < end else { return nil }
        if hasWord(r, halfWord, at: start, end: end) {
            let nameStart = afterNo(r, start + 2, end)
            return nameStart > start + 2 && nameStart < end ? nameStart : nil
        }
        if let length = Units.japaneseCounter(r, at: start + 1, end: end) {
            return afterNo(r, start + 1 + length, end)
        }
        // 半ライス, 半チャーハン, 半そば: half a serving of what follows. (半熟卵 and 半額弁当 are whole, and so are 半ぺん,
        // a fish cake, and 半ば.)
        let next = r[start + 1]
        if next.isKatakana { return next != Lexicon.Japanese.longVowel ? start + 1 : nil }
        return next.isHiragana && !Lexicon.Japanese.notHalfBefore.contains(next) && start + 2 < end ? start + 1 : nil
    }

    // MARK: - Helpers

    /// `value` and a Japanese counter at `i`: `1本半` adds a half, `3杯目` (the third glass) is one, `8枚切り` (a loaf
    /// cut in eight) is no count at all, and `500缶` is a can of 500 ml. The quantity and where the counter ends.
    static func counted(
        _ r: [Unicode.Scalar], _ value: ExactNumber, at i: Int,
        end: Int
    ) -> (quantity: Quantity, end: Int)? {
        guard let length = Units.japaneseCounter(r, at: i, end: end) else { return nil }
        let after = i + length
        if r[i] == Lexicon.Japanese.can, value.isWhole, !(value < smallestCanSize) {
            return (Quantity(amount: value.double, unit: .milliliter), after)
        }
        guard after < end else { return (count(value), after) }
        switch r[after] {
        case Lexicon.Japanese.half: return value.adding(ExactNumber.half).map { (count($0), after + 1) }
        case Lexicon.Japanese.ordinal: return (count(ExactNumber(1)), after + 1)
        case Lexicon.Japanese.cut: return nil
        default: return (count(value), after)
        }
    }

    /// `350缶`, `500缶`: from this many, a number before 缶 is the can's millilitres, not how many cans.
    static let smallestCanSize = ExactNumber(100)

    static func count(_ value: ExactNumber) -> Quantity {
        Quantity(amount: value.double, unit: .count)
    }

    /// `x`, `×` or `*` used as "times"; an `x` must not start a word (`3 xylitol`).
    static func isMultiplier(_ r: [Unicode.Scalar], at i: Int, end: Int) -> Bool {
        switch r[i] {
        case "×", "*": return true
        case "x", "X": return i + 1 == end || !r[i + 1].isLatinLetter
        default: return false
        }
    }

    /// Skips "of " after an English counter or measure (`2 slices of pizza`), or the particle の (`200gのステーキ`).
    static func afterOf(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        if hasWord(r, Units.of, at: index, end: end), index + 2 < end, r[index + 2].isSpace {
            return skipSpaces(r, from: index + 2, to: end)
        }
        return afterNo(r, index, end)
    }

    /// Skips spaces and the particle の after a Japanese counter (`3枚のピザ`).
    private static let iri = Lexicon.Japanese.containing

    /// After `入り` (a pack of: `10個入りの餃子`) at `index`, when it is there.
    private static func packOf(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        hasWord(r, iri, at: index, end: end) && index + 2 < end && r[index + 2] == Lexicon.Japanese.no
            ? index + 2 : index
    }

    static func afterNo(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        let i = skipSpaces(r, from: index, to: end)
        return i < end && r[i] == Lexicon.Japanese.no ? skipSpaces(r, from: i + 1, to: end) : i
    }

    static func skipSpacesBackward(_ r: [Unicode.Scalar], from index: Int, to lower: Int) -> Int {
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
