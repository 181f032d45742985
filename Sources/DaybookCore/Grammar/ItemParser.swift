/// Reads one food of a meal line: its quantity, an explicit kcal value, and the name left over.
/// Works on the line's folded scalars within bounds, copying nothing unless a kcal value sits mid-item.
enum ItemParser {
    /// Why an item could not be counted.
    struct Problem: Error, Equatable {
        var message: GrammarMessage
        var hint: GrammarMessage?
    }

    /// Parses `s[range]` (folded scalars) of the line whose original scalars are `original`.
    /// Returns nil for an item that is empty or struck through on its own (`~~gyoza~~`).
    /// `readingParts`: whether a dish's parts with their own amounts are read (`QuantityParser.partsWithAmounts`);
    /// false for those parts themselves, so an item is read two levels deep at most.
    static func parse(
        _ s: [Unicode.Scalar], original: [Unicode.Scalar],
        range: Range<Int>, readingParts: Bool = true
    ) -> Result<MealItem, Problem>? {
        var item = trimmed(s, range)
        guard !item.isEmpty else { return nil }
        if item.count >= 5, s[item.lowerBound] == "~", s[item.lowerBound + 1] == "~",
            s[item.upperBound - 1] == "~", s[item.upperBound - 2] == "~"
        {
            return nil
        }
        let text = string(original[item])
        let offset = item.lowerBound

        let carbs: CarbParser.Found?
        let kcal: EnergyParser.Found?
        var s = s
        do throws(Problem) {
            carbs = try CarbParser.find(s, in: item)
            if let carbs {
                // The rest of the item, with its carbohydrate blanked out: `80g` of it is never grams of the food.
                var rest = Array(s[item])
                for k in carbs.range { rest[k - item.lowerBound] = " " }
                s = rest
                item = trimmed(s, 0..<s.count)
            }
            kcal = try EnergyParser.find(s, in: item)
        } catch {
            return .failure(error)
        }
        // The text without its kcal value: a range of `s`, or a spliced copy when the value sits mid-item.
        var r = s
        var body = item
        if let kcal {
            if kcal.range.lowerBound == item.lowerBound {
                // "200 calories of chips"
                var rest = skipSpaces(s, from: kcal.range.upperBound, to: item.upperBound)
                if hasWord(s, Units.of, at: rest, end: item.upperBound), rest + 2 < item.upperBound, s[rest + 2].isSpace
                {
                    rest += 2
                }
                body = trimmed(s, rest..<item.upperBound)
            } else if kcal.range.upperBound == item.upperBound {
                body = trimmed(s, item.lowerBound..<kcal.range.lowerBound)
            } else {
                r =
                    Array(s[item.lowerBound..<kcal.range.lowerBound]) + [" "]
                    + Array(s[kcal.range.upperBound..<item.upperBound])
                body = trimmed(r, 0..<r.count)
            }
        }

        var quantity = Quantity.one
        var name = body
        var nameKey: String? = nil
        var parts: [MealItem.Part] = []
        let afterVerb = QuantityParser.afterEatingVerb(r, in: body)
        if readingParts, let ranges = QuantityParser.partsWithAmounts(r, in: body) {
            // cheerios w/ 200ml milk: each amount is its part's; a count before the whole dish is the dish's, and the
            // name is the whole dish, amounts and all.
            let count = QuantityParser.leading(r, in: ranges[0]).flatMap { $0.quantity.unit == .count ? $0 : nil }
            parts = Self.parts(r, ranges, headStart: count?.nameStart ?? ranges[0].lowerBound)
            if !parts.isEmpty, let count {
                quantity = count.quantity
                name = count.nameStart..<body.upperBound
            }
        }
        if !parts.isEmpty {
            // The quantity and name are the dish's, read above.
        } else if let leading = QuantityParser.leading(r, in: body)
            ?? afterVerb.flatMap({ QuantityParser.leading(r, in: $0..<body.upperBound) })
        {
            quantity = leading.quantity
            name = leading.nameStart..<body.upperBound
            if let second = QuantityParser.trailing(r, in: name) {
                guard quantity.unit == .count, quantity.amount < 1, second.quantity.unit == .count,
                    QuantityParser.isMultiplied(r, from: second.nameEnd, to: body.upperBound)
                else {
                    let written = string(r[second.nameEnd..<body.upperBound])
                    return .failure(
                        Problem(
                            message: .twoQuantities(item: text, second: written),
                            hint: .oneQuantityPerItem))
                }
                // 1/2 sandwich x2, half a pizza x2: a part, that many times.
                quantity.amount *= second.quantity.amount
                name = leading.nameStart..<second.nameEnd
            }
        } else if let trailing = QuantityParser.trailing(r, in: body) {
            quantity = trailing.quantity
            name = body.lowerBound..<trailing.nameEnd
            if quantity.unit == .count, let nameEnd = QuantityParser.endingHalves(r, in: name) {
                // bagel halves x2: two halves, one bagel.
                quantity.amount *= 0.5
                name = body.lowerBound..<nameEnd
            }
        } else if let inside = QuantityParser.inside(r, in: body) {
            quantity = inside.quantity
            nameKey = TextFolding.matchKey(
                string(r[body.lowerBound..<inside.range.lowerBound]) + " "
                    + string(r[inside.range.upperBound..<body.upperBound]))
        }
        if quantity.unit == .count, let weighed = QuantityParser.weightInParentheses(r, in: body) {
            // sushi 8 pieces (~240g), 2 boiled eggs (~100g): the weight says how much.
            quantity = weighed.quantity
            if name.upperBound > weighed.nameEnd { name = name.lowerBound..<weighed.nameEnd }
        }
        guard quantity.amount <= Quantity.limit(for: quantity.unit) else {
            return .failure(tooLarge(quantity, in: text))
        }
        guard kcal != nil || quantity.unit != .count || quantity.amount <= Bounds.mostPiecesWithoutKcal else {
            return .failure(
                Problem(message: .quantityTooLarge(item: text, limit: .pieces), hint: .checkNumberOrWriteKcal))
        }
        var explicit = kcal?.value
        if let kcal, kcal.each, quantity.unit == .count {
            // パン 2個 (各250kcal): the item's total is the value for one times the count.
            let total = (Double(kcal.value) * quantity.amount).rounded(.toNearestOrAwayFromZero)
            guard abs(total) <= Double(EnergyParser.maximumKcal) else {
                return .failure(
                    Problem(
                        message: .itemKcalTooLarge(item: text, limit: EnergyParser.maximumKcal),
                        hint: .checkNumber))
            }
            explicit = Int(total)
        }
        var meal = MealItem(
            text: text, name: nameKey ?? TextFolding.matchKey(r[name]), quantity: quantity,
            explicitKcal: explicit, offset: offset)
        meal.explicitCarbs = carbs?.grams.double
        meal.parts = parts
        return .success(meal)
    }

    /// The parts of a dish at `ranges` of `r`, the head read from `headStart` (after a count before the whole dish);
    /// empty when a part cannot be read or writes kcal or carbohydrate of its own (then the item is read as one).
    private static func parts(_ r: [Unicode.Scalar], _ ranges: [Range<Int>], headStart: Int) -> [MealItem.Part] {
        var parts: [MealItem.Part] = []
        for (index, written) in ranges.enumerated() {
            let range = index == 0 ? headStart..<written.upperBound : written
            guard case .success(let part)? = parse(r, original: r, range: range, readingParts: false),
                part.explicitKcal == nil, part.explicitCarbs == nil, !part.name.isEmpty
            else { return [] }
            // The head keeps the words of a count before the whole dish (`1 cup cheerios`): they say its portion.
            parts.append(MealItem.Part(text: string(r[written]), name: part.name, quantity: part.quantity))
        }
        // A part's own amount is a measure (`rice 180g`, `1/2 cup milk`), a counter (`納豆1パック`) or a count before
        // it (`2 sugars`): a bare number after a part (`coffee with milk 2`) may count the whole dish, and then it is
        // read as one item.
        let own = zip(ranges, parts).dropFirst().contains { range, part in
            part.quantity.unit != .count || r[range.lowerBound].isDigit
                || (!r[range.upperBound - 1].isDigit && r[range].contains(where: \.isDigit))
        }
        return own ? parts : []
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

    /// `range` without the spaces at its ends, nor an emoji there (`寿司 10貫🍣`, `🍙 おにぎり`): decoration, not the
    /// food or its count.
    private static func trimmed(_ r: [Unicode.Scalar], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, r[lower].isSpace || r[lower].isEmojiDecoration { lower += 1 }
        while upper > lower, r[upper - 1].isSpace || r[upper - 1].isEmojiDecoration { upper -= 1 }
        return lower..<upper
    }
}

extension Unicode.Scalar {
    /// An emoji or a part of one (variation selector, skin tone, joiner) outside ASCII: a line's decoration.
    var isEmojiDecoration: Bool {
        guard !isASCII else { return false }
        return properties.isEmojiPresentation || properties.isEmoji || properties.isEmojiModifier
            || self == "\u{FE0F}" || self == "\u{200D}"
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
