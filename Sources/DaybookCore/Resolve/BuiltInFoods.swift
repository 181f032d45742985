/// What the built-in table (`FoodTableData`) makes of one item: the dish read by its head noun (`DishReader`), the
/// portion said in words (`PortionWords`: `a handful of`, `2 squares`, `大盛り`, `8枚切り`), and the values for one
/// unit as written, so the item's count multiplies once.
enum BuiltInFoods {
    struct Reading: Equatable {
        struct Part: Equatable {
            var row: FoodTableData.Row
            /// What this part of one unit weighs.
            var grams: Double
        }

        /// The head first, then the foods joined to it.
        var parts: [Part]

        var kcalPerUnit: Double { parts.reduce(0) { $0 + $1.row.kcalPer100g * $1.grams / 100 } }
        /// Nil when a part's carbohydrate is unknown.
        var carbsPerUnit: Double? {
            var total = 0.0
            for part in parts {
                guard let carbs = part.row.carbsPer100g else { return nil }
                total += carbs * part.grams / 100
            }
            return total
        }

        /// How many of the head the item counts: the foods joined to it are one serving each, whatever the count
        /// (`3 pancakes with butter and syrup` is three pancakes and one serving of each).
        var count = 1.0

        /// Per unit as written; per 100 g (and ml: a drink weighs about a gram a millilitre) of the whole dish.
        var values: KcalValues {
            let head = parts.first.map { $0.row.kcalPer100g * $0.grams / 100 } ?? 0
            let joined = kcalPerUnit - head
            // To a hundredth of a kcal: 180 kcal in 110 g stays 180, not 180.00004.
            let perUnit = ((head + (count > 0 ? joined / count : joined)) * 100).rounded() / 100
            let grams = parts.reduce(0) { $0 + $1.grams }
            let per100 = parts.count == 1 ? parts[0].row.kcalPer100g : (grams > 0 ? kcalPerUnit * 100 / grams : nil)
            return KcalValues(perUnit: perUnit, per100g: per100, per100ml: per100, carbs: carbs)
        }

        /// The carbohydrate beside `values`, counted the same way; unknown when any part's is.
        private var carbs: CarbValues {
            guard let total = carbsPerUnit, let headRow = parts.first?.row, let headCarbs = headRow.carbsPer100g
            else { return CarbValues() }
            let head = headCarbs * (parts.first?.grams ?? 0) / 100
            let joined = total - head
            let perUnit = ((head + (count > 0 ? joined / count : joined)) * 10).rounded() / 10
            let grams = parts.reduce(0) { $0 + $1.grams }
            let per100 = parts.count == 1 ? headCarbs : (grams > 0 ? total * 100 / grams : nil)
            return CarbValues(perUnit: perUnit, per100g: per100, per100ml: per100)
        }
    }

    /// Reads the item `text` (as written) whose name in matching form is `key`; nil when no food in it is known. A
    /// dish whose parts write their own amounts (`parts`) is read part by part when every part is known.
    static func read(text: String, key: String, quantity: Quantity, parts: [MealItem.Part] = []) -> Reading? {
        if parts.count > 1, var reading = read(parts) {
            if quantity.unit == .count, quantity.amount > 0 { reading.count = quantity.amount }
            return reading
        }
        let reader = DishReader<FoodTableData.Row>(lookup: FoodTableData.row, byHead: true)
        let written = TextFolding.matchKey(text)
        let portions = Portions(in: written)
        var name = DishName(key)
        var parts: [DishReader<FoodTableData.Row>.Part]?
        // `burrito (rice, beans, cheese)`, `焼き鮭定食（ご飯・味噌汁・漬物）`: what parentheses after a dish hold is what it
        // is made of, or a note; the dish is the name outside them, when that is known.
        let outside = Self.outsideParentheses(key)
        if outside.count < key.count, !outside.isEmpty, let found = reader.read(DishName(outside)) {
            name = DishName(outside)
            parts = found
        } else {
            parts = reader.read(name)
        }
        if parts == nil || parts?.first.map({ head in !portions.words.contains { head.name.contains($0) } }) == true {
            // `large fries`, `ラーメン大盛り`: the portion words are not the food.
            let bare = DishName(tokens: Portions.stripped(name.tokens))
            if bare.count < name.count, !bare.isEmpty, let found = reader.read(bare) {
                name = bare
                parts = found
            }
        }
        guard let parts, let head = parts.first else { return nil }
        var grams = head.value.servingGrams
        // A portion word that is part of the food's own name (`牛丼大盛`, `茶碗蒸し`) says nothing more.
        let applying = portions.excluding(head.name)
        if let measure = applying.measure {
            if let own = measure.names.lazy.compactMap(head.value.grams(of:)).first {
                grams = own
            } else if measure.names.contains("bowl"), let cup = head.value.grams(of: "cup") {
                // A bowl of a food measured by the cup (cereal, soup) holds about one and a half cups of it: light
                // flakes weigh less than the usual bowl's grams.
                grams = cup * PortionWords.cupsInABowl
            } else {
                grams = max(measure.grams ?? grams, measure.atLeast)
            }
        } else if quantity.unit == .count, quantity.amount < 1, let whole = head.value.grams(of: "whole") {
            // half a pizza is half of a whole one, not half a slice.
            grams = whole
        } else if quantity == .one, !written.unicodeScalars.contains(where: \.isDigit),
            let usual = head.value.grams(of: "usual")
        {
            // `gyoza` with no count is the usual plate of them (一人前), not one.
            grams = usual
        }
        if let size = applying.size {
            grams = size.measure.flatMap(head.value.grams(of:)) ?? grams * size.factor
        }
        if let servings = applying.servings { grams *= servings }
        if let slices = applying.loafSlices { grams = PortionWords.loafGrams / slices }
        var result = [Reading.Part(row: head.value, grams: grams)]
        for part in parts.dropFirst() {
            result.append(
                Reading.Part(row: part.value, grams: part.value.grams(of: "usual") ?? part.value.servingGrams))
        }
        var reading = Reading(parts: result)
        if quantity.unit == .count, quantity.amount > 0 { reading.count = quantity.amount }
        return reading
    }

    /// A dish of `parts` each with its own amount (`cheerios w/ 200ml milk`): each read as an item of its own, its
    /// grams those of its amount (a count of its portion, or the grams or millilitres written); nil when a part is
    /// not known. A part is read by name only, so this goes one level deep.
    private static func read(_ parts: [MealItem.Part]) -> Reading? {
        var result: [Reading.Part] = []
        for part in parts {
            guard let one = read(text: part.text, key: part.name, quantity: part.quantity) else { return nil }
            let grams = one.parts.reduce(0) { $0 + $1.grams }
            let factor: Double
            switch part.quantity.unit {
            case .count: factor = one.count
            case .gram, .milliliter: factor = grams > 0 ? part.quantity.amount / grams : 0
            }
            result += one.parts.map { Reading.Part(row: $0.row, grams: $0.grams * factor) }
        }
        return Reading(parts: result)
    }

    /// `key` without what its parentheses hold, the parentheses and the spaces around them (one pass; a parenthesis
    /// never closed holds the rest).
    static func outsideParentheses(_ key: String) -> String {
        var depth = 0
        var kept = String.UnicodeScalarView()
        for scalar in key.unicodeScalars {
            if scalar == "(" {
                depth += 1
            } else if scalar == ")" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                kept.append(scalar)
            }
        }
        return String(kept).split(separator: " ").joined(separator: " ")
    }

    /// The portion words in an item as written.
    struct Portions {
        var measure: (names: [String], grams: Double?, atLeast: Double)?
        var size: (measure: String?, factor: Double)?
        var servings: Double?
        /// `8枚切り`: the loaf was cut into this many slices.
        var loafSlices: Double?
        /// The words found, to leave out those that are part of the food's name.
        var words: [String] = []
        private var found: [(word: String, meaning: PortionWord.Meaning)] = []

        init(in written: String) {
            let tokens = DishName(written).tokens
            var index = 0
            while index < tokens.count {
                var matched = 1
                for length in stride(from: min(PortionWords.maximumWords, tokens.count - index), through: 1, by: -1) {
                    let phrase = DishName(tokens: Array(tokens[index..<index + length])).text
                    if let word = Portions.english(phrase) {
                        found.append((phrase, word))
                        matched = length
                        break
                    }
                }
                index += matched
            }
            let scalars = Array(written.unicodeScalars)
            index = 0
            // Each position compares only the words that start with its scalar, longest first.
            while index < scalars.count {
                var step = 1
                if scalars[index].isCJK {
                    for word in Portions.japanese
                    where word.scalars.first == scalars[index] && index + word.scalars.count <= scalars.count
                        && scalars[index..<index + word.scalars.count].elementsEqual(word.scalars)
                    {
                        found.append((word.text, word.meaning))
                        step = word.scalars.count
                        break
                    }
                }
                index += step
            }
            loafSlices = Portions.loafSlices(in: written)
            apply()
        }

        /// These portions without the words that are part of `name`.
        func excluding(_ name: String) -> Portions {
            var copy = self
            copy.found = found.filter { !name.contains($0.word) }
            copy.measure = nil
            copy.size = nil
            copy.servings = nil
            copy.apply()
            if PortionWords.loafCuts.contains(where: name.contains) { copy.loafSlices = nil }
            return copy
        }

        private mutating func apply() {
            words = found.map(\.word)
            for (_, meaning) in found {
                switch meaning {
                case .measure(let names, let grams, let atLeast):
                    if measure == nil { measure = (names, grams, atLeast) }
                case .size(let name, let factor): if size == nil { size = (name, factor) }
                case .servings(let count): if servings == nil { servings = count }
                }
            }
        }

        /// The Japanese words as scalars, longest first. A few dozen words are compared in a loop: building a
        /// dictionary of them would cost a status run more than the look-ups it saves.
        private static let japanese: [(text: String, scalars: [Unicode.Scalar], meaning: PortionWord.Meaning)] =
            PortionWords.inRuns.map { ($0.text, Array($0.text.unicodeScalars), $0.meaning) }
            .sorted { $0.scalars.count > $1.scalars.count }

        private static func english(_ word: String) -> PortionWord.Meaning? {
            PortionWords.wholeWords.first { $0.text == word }?.meaning
        }

        /// The N of `N枚切り` (ASCII digits, the text being folded), when it is a plausible loaf (2–12 slices): the
        /// first loaf cut (`PortionWords.loafCuts`) written decides.
        static func loafSlices(in written: String) -> Double? {
            let characters = Array(written)
            for cut in PortionWords.loafCuts {
                let mark = Array(cut)
                guard characters.count > mark.count else { continue }
                for end in mark.count...characters.count where Array(characters[end - mark.count..<end]) == mark {
                    var start = end - mark.count
                    while start > 0, characters[start - 1].isASCII, characters[start - 1].isNumber { start -= 1 }
                    let digits = characters[start..<end - mark.count]
                    guard !digits.isEmpty, digits.count <= 2, let slices = Double(String(digits)),
                        (2...12).contains(slices)
                    else { return nil }
                    return slices
                }
            }
            return nil
        }

        /// `tokens` without portion words and fillers at either end (`a handful of almonds` → `almonds`), and
        /// without Japanese portion words and `N枚切り` at either end of a CJK run.
        static func stripped(_ tokens: [DishName.Token]) -> [DishName.Token] {
            var start = 0
            var end = tokens.count
            func isNoise(_ token: DishName.Token) -> Bool {
                !token.isCJK && (english(token.text) != nil || PortionWords.fillers.contains(token.text))
                    || token.text.allSatisfy(\.isNumber)
            }
            while start < end, isNoise(tokens[start]) { start += 1 }
            while end > start, isNoise(tokens[end - 1]) { end -= 1 }
            var text = DishName(tokens: Array(tokens[start..<end])).text
            var changed = true
            while changed {
                changed = false
                for word in PortionWords.runEnds {
                    if text.hasSuffix(word), text.count > word.count {
                        text.removeLast(word.count)
                        changed = true
                    } else if text.hasPrefix(word), text.count > word.count {
                        text.removeFirst(word.count)
                        changed = true
                    }
                }
                while let last = text.last, last.isNumber, text.count > 1 {
                    text.removeLast()
                    changed = true
                }
            }
            return DishName(text).tokens
        }
    }
}

extension BuiltInFoods {
    /// What an estimate for the item is pinned under: its name, and the portion words written with it, if any
    /// (`almonds (handful)`), so a handful and one almond are kept apart.
    /// A dish of joined parts is pinned with its count too: its value per unit depends on it.
    static func pinKey(name: String, text: String, quantity: Quantity) -> String {
        let written = TextFolding.matchKey(text)
        // Most items are their name alone (`coffee`): nothing is written around it to read.
        if written == name, quantity == .one { return name }
        var words = Portions(in: written).words.filter { !name.contains($0) }
        if quantity.unit == .count, quantity.amount != 1,
            DishName(name).tokens.contains(where: { PortionWords.joiners.contains($0.text) })
        {
            // A count is at most `Quantity.limit` (1000), so a whole one fits an Int.
            let amount = quantity.amount
            words.append("×" + (amount == amount.rounded() ? String(Int(amount)) : String(amount)))
        }
        return words.isEmpty ? name : name + " (" + words.joined(separator: " ") + ")"
    }
}
