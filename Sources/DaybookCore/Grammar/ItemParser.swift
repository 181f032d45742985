/// Reads one food of a meal line: its quantity, an explicit kcal value, and the name left over.
enum ItemParser {
    /// Why an item could not be counted.
    struct Problem: Error, Equatable {
        var message: String
        var hint: String?
    }

    /// An explicit kcal value larger than this is a typo.
    static let maximumKcal = 100_000

    /// Parses `s[range]` (folded scalars) of the line whose original scalars are `original`.
    /// Returns nil for an item that is empty or struck through on its own (`~~gyoza~~`).
    static func parse(_ s: [Unicode.Scalar], original: [Unicode.Scalar], range: Range<Int>,
                      column: Int) -> Result<MealItem, Problem>? {
        var lower = skipSpaces(s, from: range.lowerBound, to: range.upperBound)
        var upper = range.upperBound
        while upper > lower, s[upper - 1].isSpace { upper -= 1 }
        guard lower < upper else { return nil }
        if upper - lower >= 5, s[lower] == "~", s[lower + 1] == "~", s[upper - 1] == "~", s[upper - 2] == "~" {
            return nil
        }
        let text = string(original[lower..<upper])

        var kcal: (value: Int, range: Range<Int>)? = nil
        do {
            kcal = try explicitKcal(s, in: lower..<upper)
        } catch {
            return .failure(error)
        }
        var rest: [Unicode.Scalar]
        if let kcal {
            rest = Array(s[lower..<kcal.range.lowerBound]) + [" "] + Array(s[kcal.range.upperBound..<upper])
        } else {
            rest = Array(s[lower..<upper])
        }
        rest = trimmed(rest)
        lower = 0

        var quantity = Quantity.one
        var name = 0..<rest.count
        if let leading = leadingQuantity(rest) {
            quantity = leading.quantity
            name = leading.nameStart..<rest.count
            if let second = trailingQuantity(rest, from: name.lowerBound) {
                let written = string(rest[second.nameEnd...]).trimmingSpaces
                return .failure(Problem(message: "'\(text)' has two quantities ('\(written)' and the leading one)",
                                        hint: "write one quantity per item, e.g. '3 alforts' or 'アルフォート3枚'"))
            }
        } else if let trailing = trailingQuantity(rest, from: 0) {
            quantity = trailing.quantity
            name = 0..<trailing.nameEnd
        }
        guard quantity.amount <= Quantity.limit(for: quantity.unit) else {
            return .failure(tooLarge(quantity, in: text))
        }
        return .success(MealItem(text: text, name: TextFolding.matchKey(rest[name]), quantity: quantity,
                                 explicitKcal: kcal?.value, column: column))
    }

    private static func tooLarge(_ quantity: Quantity, in text: String) -> Problem {
        let limit: String
        switch quantity.unit {
        case .count: limit = "1,000 units"
        case .gram: limit = "100 kg"
        case .milliliter: limit = "100 l"
        }
        return Problem(message: "the quantity in '\(text)' is more than \(limit); not counted",
                       hint: "check the number; write kcal directly if it is right, e.g. '2500kcal'")
    }

    // MARK: - Explicit kcal

    /// Finds `650kcal`, `650 kcal`, `~650kcal`, `-150kcal`, `650キロカロリー`; at most one per item.
    private static func explicitKcal(_ s: [Unicode.Scalar], in range: Range<Int>) throws(Problem)
        -> (value: Int, range: Range<Int>)? {
        var found: (value: Int, range: Range<Int>)? = nil
        var i = range.lowerBound
        while i < range.upperBound {
            guard s[i].isDigit else {
                i += 1
                continue
            }
            guard let number = Numbers.decimal(s, at: i, end: range.upperBound) else { break }
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
                throw Problem(message: "'\(string(s[range]))' has two kcal values",
                              hint: "write one kcal value per item, or split the item with ','")
            }
            guard number.value <= Double(maximumKcal) else {
                throw Problem(message: "\(string(s[start..<end])) is more than \(maximumKcal) kcal; not counted",
                              hint: "check the number")
            }
            let value = Int(number.value.rounded(.toNearestOrAwayFromZero))
            found = (negative ? -value : value, start..<end)
        }
        return found
    }

    // MARK: - Quantity

    /// A quantity at the start: `3 alforts`, `3x alfort`, `two coffees`, `half a pizza`, `200g rice`,
    /// `2 slices of pizza`, `3枚のピザ`, `三枚のピザ`.
    private static func leadingQuantity(_ r: [Unicode.Scalar]) -> (quantity: Quantity, nameStart: Int)? {
        let end = r.count
        guard let number = Numbers.quantity(r, at: 0, end: end) ?? Numbers.word(r, at: 0, end: end) else {
            if let number = Numbers.kanji(r, at: 0, end: end),
               let length = longestWord(r, Units.japaneseCounters, at: number.end, end: end) {
                return (Quantity(amount: number.value, unit: .count), afterNo(r, number.end + length))
            }
            return nil
        }
        let i = skipSpaces(r, from: number.end, to: end)
        if let measure = Units.measure(r, at: i, end: end) {
            let amount = Quantity(amount: number.value * measure.factor, unit: measure.unit)
            return (amount, afterOf(r, skipSpaces(r, from: i + measure.length)))
        }
        if let length = longestWord(r, Units.japaneseCounters, at: i, end: end) {
            return (Quantity(amount: number.value, unit: .count), afterNo(r, i + length))
        }
        if i > number.end, let length = Units.englishCounter(r, at: i, end: end) {
            return (Quantity(amount: number.value, unit: .count), afterOf(r, skipSpaces(r, from: i + length)))
        }
        if i < end, isMultiplier(r, at: i) {
            return (Quantity(amount: number.value, unit: .count), skipSpaces(r, from: i + 1))
        }
        if i > number.end, i < end {
            return (Quantity(amount: number.value, unit: .count), i)
        }
        return nil
    }

    /// A quantity at the end: `alfort x3`, `アルフォート×3`, `ごはん150g`, `beer 350ml`, `アルフォート3枚`,
    /// `アルフォート三枚`, `pizza 2 slices`. Nothing before `lower` is looked at.
    private static func trailingQuantity(_ r: [Unicode.Scalar], from lower: Int)
        -> (quantity: Quantity, nameEnd: Int)? {
        let end = r.count
        guard end > lower else { return nil }
        if let number = Numbers.ending(r, at: end, from: lower) {
            let sign = skipSpacesBackward(r, from: number.start, to: lower)
            if sign > lower, isMultiplier(r, at: sign - 1),
               sign - 1 == lower || r[sign - 1] != "x" || !r[sign - 2].isLatinLetter {
                return (Quantity(amount: number.value, unit: .count), sign - 1)
            }
        }
        for measure in Units.measures {
            let unitStart = end - measure.word.count
            guard unitStart > lower, hasWord(r, measure.word, at: unitStart) else { continue }
            let numberEnd = skipSpacesBackward(r, from: unitStart, to: lower)
            if let number = Numbers.ending(r, at: numberEnd, from: lower) {
                return (Quantity(amount: number.value * measure.factor, unit: measure.unit), number.start)
            }
        }
        for counter in Units.japaneseCounters {
            let counterStart = end - counter.count
            guard counterStart > lower, hasWord(r, counter, at: counterStart) else { continue }
            let numberEnd = skipSpacesBackward(r, from: counterStart, to: lower)
            if let number = Numbers.ending(r, at: numberEnd, from: lower, kanji: true) {
                return (Quantity(amount: number.value, unit: .count), number.start)
            }
        }
        for counter in Units.englishCounters {
            let counterStart = end - counter.count
            guard counterStart > lower + 1, hasWord(r, counter, at: counterStart), r[counterStart - 1].isSpace
            else { continue }
            let numberEnd = skipSpacesBackward(r, from: counterStart, to: lower)
            if let number = Numbers.ending(r, at: numberEnd, from: lower),
               number.start == lower || r[number.start - 1].isSpace {
                return (Quantity(amount: number.value, unit: .count), number.start)
            }
        }
        return nil
    }

    /// `x`, `×` or `*` used as "times"; an `x` must not start a word (`3 xylitol`).
    private static func isMultiplier(_ r: [Unicode.Scalar], at i: Int) -> Bool {
        switch r[i] {
        case "×", "*": return true
        case "x", "X": return i + 1 == r.count || !r[i + 1].isLatinLetter
        default: return false
        }
    }

    /// Skips "of " after an English counter or measure (`2 slices of pizza`).
    private static func afterOf(_ r: [Unicode.Scalar], _ index: Int) -> Int {
        if hasWord(r, Units.of, at: index), index + 2 < r.count, r[index + 2].isSpace {
            return skipSpaces(r, from: index + 2)
        }
        return index
    }

    /// Skips the particle の after a Japanese counter (`3枚のピザ`).
    private static func afterNo(_ r: [Unicode.Scalar], _ index: Int) -> Int {
        let i = skipSpaces(r, from: index)
        return i < r.count && r[i] == "の" ? skipSpaces(r, from: i + 1) : i
    }

    private static func skipSpacesBackward(_ r: [Unicode.Scalar], from index: Int, to lower: Int) -> Int {
        var i = index
        while i > lower, r[i - 1].isSpace { i -= 1 }
        return i
    }

    private static func trimmed(_ r: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var lower = 0
        var upper = r.count
        while lower < upper, r[lower].isSpace { lower += 1 }
        while upper > lower, r[upper - 1].isSpace { upper -= 1 }
        return Array(r[lower..<upper])
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
