/// Reads one food of a meal line: its quantity, an explicit kcal value, and the name left over.
/// Works on the line's folded scalars within bounds, copying nothing unless a kcal value sits mid-item.
enum ItemParser {
    /// Why an item could not be counted.
    struct Problem: Error, Equatable {
        var message: GrammarMessage
        var hint: GrammarMessage?
    }

    /// An explicit kcal value larger than this is a typo.
    static let maximumKcal = 100_000

    /// Parses `s[range]` (folded scalars) of the line whose original scalars are `original`.
    /// Returns nil for an item that is empty or struck through on its own (`~~gyoza~~`).
    static func parse(_ s: [Unicode.Scalar], original: [Unicode.Scalar],
                      range: Range<Int>) -> Result<MealItem, Problem>? {
        let item = trimmed(s, range)
        guard !item.isEmpty else { return nil }
        if item.count >= 5, s[item.lowerBound] == "~", s[item.lowerBound + 1] == "~",
           s[item.upperBound - 1] == "~", s[item.upperBound - 2] == "~" {
            return nil
        }
        let text = string(original[item])

        let kcal: (value: Int, range: Range<Int>)?
        do {
            kcal = try explicitKcal(s, in: item)
        } catch {
            return .failure(error)
        }
        // The text without its kcal value: a range of `s`, or a spliced copy when the value sits mid-item.
        var r = s
        var body = item
        if let kcal {
            if kcal.range.lowerBound == item.lowerBound {
                body = trimmed(s, kcal.range.upperBound..<item.upperBound)
            } else if kcal.range.upperBound == item.upperBound {
                body = trimmed(s, item.lowerBound..<kcal.range.lowerBound)
            } else {
                r = Array(s[item.lowerBound..<kcal.range.lowerBound]) + [" "]
                    + Array(s[kcal.range.upperBound..<item.upperBound])
                body = trimmed(r, 0..<r.count)
            }
        }

        var quantity = Quantity.one
        var name = body
        if let leading = leadingQuantity(r, in: body) {
            quantity = leading.quantity
            name = leading.nameStart..<body.upperBound
            if let second = trailingQuantity(r, in: name) {
                let written = string(r[second.nameEnd..<body.upperBound])
                return .failure(Problem(message: .twoQuantities(item: text, second: written),
                                        hint: .oneQuantityPerItem))
            }
        } else if let trailing = trailingQuantity(r, in: body) {
            quantity = trailing.quantity
            name = body.lowerBound..<trailing.nameEnd
        }
        guard quantity.amount <= Quantity.limit(for: quantity.unit) else {
            return .failure(tooLarge(quantity, in: text))
        }
        return .success(MealItem(text: text, name: TextFolding.matchKey(r[name]), quantity: quantity,
                                 explicitKcal: kcal?.value, offset: item.lowerBound))
    }

    private static func tooLarge(_ quantity: Quantity, in text: String) -> Problem {
        let limit: GrammarMessage.QuantityLimit
        switch quantity.unit {
        case .count: limit = .units
        case .gram: limit = .grams
        case .milliliter: limit = .milliliters
        }
        return Problem(message: .quantityTooLarge(item: text, limit: limit), hint: .checkNumberOrWriteKcal)
    }

    // MARK: - Explicit kcal

    /// Finds `650kcal`, `650 kcal`, `~650kcal`, `-150kcal`, `650キロカロリー`; at most one per item.
    private static func explicitKcal(_ s: [Unicode.Scalar], in range: Range<Int>) throws(Problem)
        -> (value: Int, range: Range<Int>)? {
        var found: (value: Int, range: Range<Int>)? = nil
        var i = range.lowerBound
        while i < range.upperBound {
            guard s[i].isDigit, let number = Numbers.decimal(s, at: i, end: range.upperBound) else {
                i += 1
                continue
            }
            defer { i = number.end }
            let wordStart = skipSpaces(s, from: number.end, to: range.upperBound)
            guard let length = longestWord(s, Units.kcal, at: wordStart, end: range.upperBound) else { continue }
            let end = wordStart + length
            guard end == range.upperBound || !s[end].isLatinLetter else { continue }
            var start = i
            let negative = start > range.lowerBound && s[start - 1] == "-"
            if negative { start -= 1 }
            if start > range.lowerBound, s[start - 1] == "~" || s[start - 1] == "約" || s[start - 1] == "≈" {
                start -= 1
            }
            guard found == nil else {
                throw Problem(message: .twoKcalValues(item: string(s[range])), hint: .oneKcalValuePerItem)
            }
            guard number.value <= Double(maximumKcal) else {
                throw Problem(message: .kcalTooLarge(written: string(s[start..<end]), limit: maximumKcal),
                              hint: .checkNumber)
            }
            let value = Int(number.value.rounded(.toNearestOrAwayFromZero))
            found = (negative ? -value : value, start..<end)
        }
        return found
    }

    // MARK: - Quantity

    /// A quantity at the start: `3 alforts`, `3x alfort`, `two coffees`, `half a pizza`, `200g rice`,
    /// `2 slices of pizza`, `3枚のピザ`, `三枚のピザ`.
    private static func leadingQuantity(_ r: [Unicode.Scalar], in body: Range<Int>)
        -> (quantity: Quantity, nameStart: Int)? {
        let (start, end) = (body.lowerBound, body.upperBound)
        guard let number = Numbers.quantity(r, at: start, end: end) ?? Numbers.word(r, at: start, end: end) else {
            if let number = Numbers.kanji(r, at: start, end: end),
               let length = longestWord(r, Units.japaneseCounters, at: number.end, end: end) {
                return (Quantity(amount: number.value, unit: .count), afterNo(r, number.end + length, end))
            }
            return nil
        }
        let i = skipSpaces(r, from: number.end, to: end)
        if let measure = Units.measure(r, at: i, end: end) {
            let amount = Quantity(amount: number.value * measure.factor, unit: measure.unit)
            return (amount, afterOf(r, skipSpaces(r, from: i + measure.length, to: end), end))
        }
        if let length = longestWord(r, Units.japaneseCounters, at: i, end: end) {
            return (Quantity(amount: number.value, unit: .count), afterNo(r, i + length, end))
        }
        if i > number.end, let length = Units.englishCounter(r, at: i, end: end) {
            return (Quantity(amount: number.value, unit: .count),
                    afterOf(r, skipSpaces(r, from: i + length, to: end), end))
        }
        if i < end, isMultiplier(r, at: i, end: end) {
            return (Quantity(amount: number.value, unit: .count), skipSpaces(r, from: i + 1, to: end))
        }
        if i > number.end, i < end {
            return (Quantity(amount: number.value, unit: .count), i)
        }
        return nil
    }

    /// A quantity at the end: `alfort x3`, `アルフォート×3`, `ごはん150g`, `beer 350ml`, `アルフォート3枚`,
    /// `アルフォート三枚`, `pizza 2 slices`.
    private static func trailingQuantity(_ r: [Unicode.Scalar], in body: Range<Int>)
        -> (quantity: Quantity, nameEnd: Int)? {
        let (lower, end) = (body.lowerBound, body.upperBound)
        guard end > lower else { return nil }
        if let number = Numbers.ending(r, at: end, from: lower) {
            let sign = skipSpacesBackward(r, from: number.start, to: lower)
            if sign > lower, isMultiplier(r, at: sign - 1, end: end),
               sign - 1 == lower || r[sign - 1] != "x" || !r[sign - 2].isLatinLetter {
                return (Quantity(amount: number.value, unit: .count), sign - 1)
            }
        }
        for measure in Units.measures {
            let unitStart = end - measure.word.count
            guard unitStart > lower, hasWord(r, measure.word, at: unitStart, end: end) else { continue }
            let numberEnd = skipSpacesBackward(r, from: unitStart, to: lower)
            if let number = Numbers.ending(r, at: numberEnd, from: lower) {
                return (Quantity(amount: number.value * measure.factor, unit: measure.unit), number.start)
            }
        }
        for counter in Units.japaneseCounters {
            let counterStart = end - counter.count
            guard counterStart > lower, hasWord(r, counter, at: counterStart, end: end) else { continue }
            let numberEnd = skipSpacesBackward(r, from: counterStart, to: lower)
            if let number = Numbers.ending(r, at: numberEnd, from: lower, kanji: true) {
                return (Quantity(amount: number.value, unit: .count), number.start)
            }
        }
        for counter in Units.englishCounters {
            let counterStart = end - counter.count
            guard counterStart > lower + 1, hasWord(r, counter, at: counterStart, end: end),
                  r[counterStart - 1].isSpace else { continue }
            let numberEnd = skipSpacesBackward(r, from: counterStart, to: lower)
            if let number = Numbers.ending(r, at: numberEnd, from: lower),
               number.start == lower || r[number.start - 1].isSpace {
                return (Quantity(amount: number.value, unit: .count), number.start)
            }
        }
        return nil
    }

    /// `x`, `×` or `*` used as "times"; an `x` must not start a word (`3 xylitol`).
    private static func isMultiplier(_ r: [Unicode.Scalar], at i: Int, end: Int) -> Bool {
        switch r[i] {
        case "×", "*": return true
        case "x", "X": return i + 1 == end || !r[i + 1].isLatinLetter
        default: return false
        }
    }

    /// Skips "of " after an English counter or measure (`2 slices of pizza`).
    private static func afterOf(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        if hasWord(r, Units.of, at: index, end: end), index + 2 < end, r[index + 2].isSpace {
            return skipSpaces(r, from: index + 2, to: end)
        }
        return index
    }

    /// Skips the particle の after a Japanese counter (`3枚のピザ`).
    private static func afterNo(_ r: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int {
        let i = skipSpaces(r, from: index, to: end)
        return i < end && r[i] == "の" ? skipSpaces(r, from: i + 1, to: end) : i
    }

    private static func skipSpacesBackward(_ r: [Unicode.Scalar], from index: Int, to lower: Int) -> Int {
        var i = index
        while i > lower, r[i - 1].isSpace { i -= 1 }
        return i
    }

    private static func trimmed(_ r: [Unicode.Scalar], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, r[lower].isSpace { lower += 1 }
        while upper > lower, r[upper - 1].isSpace { upper -= 1 }
        return lower..<upper
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.isSpace { scalars.removeFirst() }
        while let last = scalars.last, last.isSpace { scalars.removeLast() }
        return String(scalars)
    }
}
