import DaybookCore

/// `textDocument/completion` in a list item: the current time at the start of a new item; dose names and aliases
/// and slot words as the first word after the time; food names and aliases — foods.yaml, then what the journal
/// taught, then the built-in table — with their kcal, anywhere in a meal.
enum Completion {
    /// More would only slow the editor: it narrows as the person types.
    static let maximumItems = 200

    struct Food {
        var label: String
        var detail: String
        /// The label as names are matched (`FoodTable.matchingForm`), in UTF-8: made once per food, not per
        /// keystroke.
        var key: [UInt8]

        init(label: String, detail: String) {
            self.label = label
            self.detail = detail
            key = Array(FoodTable.matchingForm(label).utf8)
        }
    }

    static func complete(
        line: String, at position: TextPosition, config: Config, foods: [Food],
        now: LocalDateTime, language: Language
    ) -> JSON {
        let character = position.character
        let before = String(decoding: Array(line.utf16.prefix(character)), as: UTF16.self)
        guard let marker = listMarkerEnd(before) else { return .array([]) }
        var body = Substring(before.dropFirst(marker))
        var items: [JSON] = []
        let hasTime = dropTime(&body)
        let wordStart = character - body.utf16.count
        if !hasTime, body.isEmpty {
            let time = "\(now.time)"
            items.append(
                item(
                    time, detail: EditorMessage.now.text(language), kind: 21, insert: time + " ",
                    range: TextRange(line: position.line, from: wordStart, to: character), sort: "0"))
        }
        // After the first separator only foods make sense.
        let separators: Set<Character> = [",", "、", "，", ";", "；", "+", ":", "："]
        let firstWord = !body.contains(where: { separators.contains($0) || $0 == " " })
        let lastSeparator = body.lastIndex { separators.contains($0) }
        var prefix = lastSeparator.map { body[body.index(after: $0)...] } ?? body
        prefix = prefix.drop { $0 == " " || $0 == "\u{3000}" }
        prefix = typedName(dropQuantity(prefix))
        let start = character - prefix.utf16.count
        // A name is at most `FoodTable.maximumNameLength` characters: a longer word is no name's part.
        let tooLong = prefix.unicodeScalars.count > FoodTable.maximumNameLength
        let key = Array(FoodTable.matchingForm(String(prefix)).utf8)
        let range = TextRange(line: position.line, from: start, to: character)
        func matches(_ label: String) -> Bool {
            matches(Array(FoodTable.matchingForm(label).utf8))
        }
        func matches(_ label: [UInt8]) -> Bool {
            !tooLong && (key.isEmpty || contains(label, key))
        }
        if firstWord {
            for dose in config.doses {
                for name in ([dose.name] + dose.aliases).map(HintText.visible)
                where items.count < maximumItems && matches(name) {
                    let detail = EditorMessage.doseDetail(dose: HintText.visible(dose.name), perDay: dose.perDay)
                    items.append(
                        item(
                            name, detail: detail.text(language), kind: 23,
                            insert: name + " ",
                            range: range, sort: "1"))
                }
            }
            for slot in Slot.allCases where items.count < maximumItems && matches(slot.rawValue) {
                items.append(
                    item(
                        slot.rawValue + ":", detail: EditorMessage.slot.text(language), kind: 14,
                        insert: slot.rawValue + ": ",
                        range: range, sort: "2"))
            }
        }
        for food in foods where !tooLong && matches(food.key) {
            guard items.count < maximumItems else { break }
            items.append(item(food.label, detail: food.detail, kind: 12, insert: food.label, range: range, sort: "3"))
        }
        return .object([("isIncomplete", .bool(true)), ("items", .array(items))])
    }

    /// The name being typed in `text` (what follows the last separator): all of it while it could be a name, else
    /// the word under the cursor. So a keystroke on a long item without commas matches foods against at most one
    /// name's length, never the rest of the line.
    private static func typedName(_ text: Substring) -> Substring {
        guard text.unicodeScalars.count > FoodTable.maximumNameLength,
            let space = text.lastIndex(where: { $0 == " " || $0 == "\u{3000}" })
        else { return text }
        return text[text.index(after: space)...]
    }

    /// Whether `key` occurs in `label`, byte for byte (both in matching form, UTF-8). Both are at most a name's
    /// length, so looking at each start is enough.
    private static func contains(_ label: [UInt8], _ key: [UInt8]) -> Bool {
        guard key.count <= label.count else { return false }
        guard let first = key.first else { return true }
        for start in 0...(label.count - key.count) where label[start] == first {
            var index = 1
            while index < key.count, label[start + index] == key[index] { index += 1 }
            if index == key.count { return true }
        }
        return false
    }

    /// Every food name to offer, in order and once each: foods.yaml (names, then aliases), what the journal taught,
    /// the built-in table.
    static func foods(
        settings: JournalSettings, taught: [(name: String, values: KcalValues)],
        language: Language
    ) -> [Food] {
        var seen: Set<String> = []
        var out: [Food] = []
        func add(_ label: String, _ detail: EditorMessage) {
            if seen.insert(FoodTable.matchingForm(label)).inserted {
                out.append(Food(label: HintText.visible(label), detail: HintText.visible(detail.text(language))))
            }
        }
        for food in settings.foods.foods {
            add(food.name, .fromFoodsFile(kcal: describe(food.kcal), food: nil))
            for alias in food.aliases { add(alias, .fromFoodsFile(kcal: describe(food.kcal), food: food.name)) }
        }
        for (name, values) in taught { add(name, .fromJournal(kcal: describe(values))) }
        for (name, values) in StubEstimator.knownFoods { add(name, .fromBuiltIn(kcal: describe(values))) }
        return out
    }

    private static func describe(_ values: KcalValues) -> String {
        if let perUnit = values.perUnit { return "\(HintText.number(perUnit)) kcal" }
        if let per100g = values.per100g { return "\(HintText.number(per100g)) kcal/100 g" }
        if let per100ml = values.per100ml { return "\(HintText.number(per100ml)) kcal/100 ml" }
        return ""
    }

    private static func item(
        _ label: String, detail: String, kind: Int, insert: String, range: TextRange,
        sort: String
    ) -> JSON {
        .object([
            ("label", .string(label)), ("kind", .int(kind)), ("detail", .string(detail)),
            ("sortText", .string(sort + label)), ("filterText", .string(label)),
            ("textEdit", .object([("range", range.json), ("newText", .string(insert))])),
        ])
    }

    /// Where a list item's marker and its spaces end, in characters of `text`; nil when `text` is not a list item.
    private static func listMarkerEnd(_ text: String) -> Int? {
        var rest = Substring(text)
        rest = rest.drop { $0 == " " || $0 == "\t" }
        if let first = rest.first, first == "-" || first == "*" || first == "+" {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9 else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let dot = rest.first, dot == "." || dot == ")" else { return nil }
            rest = rest.dropFirst()
        }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        if rest.hasPrefix("[ ] ") || rest.hasPrefix("[x] ") { rest = rest.dropFirst(4) }
        return text.count - rest.count
    }

    /// Drops a leading `HH:MM ` (or `7am `, `19時 `) from the body; true when there was one.
    private static func dropTime(_ body: inout Substring) -> Bool {
        guard let space = body.firstIndex(of: " ") else { return false }
        let word = body[..<space]
        guard let first = word.first, first.isNumber,
            word.contains(where: { $0 == ":" || $0 == "時" || $0 == "m" || $0 == "：" })
        else { return false }
        body = body[body.index(after: space)...].drop { $0 == " " }
        return true
    }

    /// Drops a leading quantity (`2 `, `3x `, `200g `, `½ `) so that the food's name is what is matched.
    private static func dropQuantity(_ text: Substring) -> Substring {
        guard let space = text.firstIndex(of: " "), let first = text.first,
            first.isNumber || "½¼¾⅓⅔".contains(first)
        else { return text }
        return text[text.index(after: space)...].drop { $0 == " " }
    }
}
