import Testing

@testable import DaybookCore

/// Every line of `GrammarCorpus` read with the default doses, compared with what its writer meant.
struct GrammarCorpusTests {
    /// One line of the corpus and what it means.
    struct Record: Sendable, CustomTestStringConvertible {
        struct Item: Sendable {
            var name: String
            var amount: Double
            var unit: Quantity.Unit
            var kcal: Int?
        }

        var line: String
        var time: TimeOfDay?
        var slot: Slot?
        var dose: DoseEntry?
        /// A glucose reading, in mg/dL.
        var glucose: Double?
        var error = false
        /// The catalogue case the error must be (`error doseNotTaken`), when the record names one.
        var errorCase: String?
        var cancelled = false
        var header = false
        var items: [Item] = []
        /// A line that is no food (`not weight 58.6`): its kind, and the value where one is meant.
        var notFood: NotFoodEntry?

        var testDescription: String { line }
    }

    static let records: [Record] = GrammarCorpus.text.split(separator: "\n").compactMap { line in
        let text = line.trimmingSpaces
        guard !text.isEmpty, !text.hasPrefix("##") else { return nil }
        return record(text)
    }

    @Test(arguments: GrammarCorpusTests.records)
    func readAsMeant(_ record: Record) {
        #expect(Self.misreading(record) == nil, "\(record.line)")
    }

    @Test func theCorpusIsLargeAndHalfJapanese() {
        let japanese = Self.records.filter { $0.line.unicodeScalars.contains(where: \.isCJK) }
        #expect(Self.records.count >= 250)
        #expect(japanese.count * 2 >= Self.records.count)
    }

    @Test func everyErrorNamesItsCatalogueCase() {
        for record in Self.records where record.error {
            #expect(record.errorCase != nil, "name the error's case: \(record.line)")
        }
    }

    @Test func everyExpectationIsWellFormed() {
        // A field the corpus reader did not understand would turn into a line that expects nothing.
        for record in Self.records {
            #expect(
                record.dose != nil || record.glucose != nil || record.error || record.cancelled || record.header
                    || !record.items.isEmpty || record.notFood != nil, "\(record.line)")
        }
    }

    // MARK: - Comparing

    /// What differs between the reading and the meaning, or nil when the line is read as meant.
    static func misreading(_ record: Record) -> String? {
        let result = parseLine("- " + record.line)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if record.error != !errors.isEmpty {
            return record.error ? "expected an error" : "unexpected errors \(errors.map(\.message.en))"
        }
        if let meant = record.errorCase {
            let cases = errors.compactMap(\.grammarMessage).map(Self.caseName)
            guard cases.contains(meant) else { return "errors \(cases), not \(meant)" }
        }
        if record.header {
            guard result.entry == nil, let context = result.context else { return "expected a header line" }
            if context.time != record.time { return "time \(String(describing: context.time))" }
            if context.slot != record.slot { return "slot \(String(describing: context.slot))" }
            return nil
        }
        guard let entry = result.entry else {
            return record.dose != nil || record.glucose != nil || record.cancelled || !record.items.isEmpty
                || record.notFood != nil ? "no entry" : nil
        }
        if entry.time != record.time { return "time \(String(describing: entry.time))" }
        if entry.slot != record.slot { return "slot \(String(describing: entry.slot))" }
        if entry.dose != record.dose { return "dose \(String(describing: entry.dose))" }
        if let meant = record.glucose {
            guard let mgdl = entry.glucose?.mgdl, abs(mgdl - meant) < 0.01 else {
                return "glucose \(String(describing: entry.glucose?.mgdl))"
            }
        } else if entry.glucose != nil {
            return "a glucose reading"
        }
        if let meant = record.notFood {
            guard let found = entry.notFood, found.kind == meant.kind else {
                return "not \(meant.kind.rawValue): \(entry.content)"
            }
            if let value = meant.value, !(found.value.map { abs($0 - value) < 0.05 } ?? false) {
                return "value \(String(describing: found.value))"
            }
            if let second = meant.second, found.second != second { return "second \(String(describing: found.second))" }
        } else if let found = entry.notFood {
            return "read as \(found.kind.rawValue)"
        }
        if (entry.content == .cancelled) != record.cancelled { return "cancelled: \(entry.content == .cancelled)" }
        let items = entry.mealItems
        guard items.count == record.items.count else { return "items \(items.map(\.text))" }
        for (found, meant) in zip(items, record.items) {
            let amount = found.quantity.amount
            guard found.name.contains(TextFolding.matchKey(meant.name)),
                found.quantity.unit == meant.unit,
                abs(amount - meant.amount) <= 1e-9 * max(1, abs(meant.amount)),
                found.explicitKcal == meant.kcal
            else {
                return "item '\(found.name)' \(amount) \(found.quantity.unit) \(String(describing: found.explicitKcal))"
            }
        }
        return nil
    }

    /// A catalogue case's name without its values: `doseNotTaken` of `doseNotTaken(written: "…")`.
    static func caseName(_ message: GrammarMessage) -> String {
        String(String(describing: message).prefix { $0 != "(" })
    }

    // MARK: - Reading the corpus

    static func record(_ text: String) -> Record? {
        let parts = text.split(separator: "=>", maxSplits: 1).map { $0.trimmingSpaces }
        guard parts.count == 2 else { return nil }
        var record = Record(line: parts[0])
        for field in parts[1].split(separator: "|").map({ $0.trimmingSpaces }) {
            if field.hasPrefix("@") {
                record.time = TimeOfDay(String(field.dropFirst()))
            } else if field.hasPrefix("#") {
                record.slot = Slot(rawValue: String(field.dropFirst()))
            } else if field.hasPrefix("dose ") {
                let words = field.split(separator: " ")
                if words.count == 3 || words.count == 4, let units = Double(words[2]) {
                    // `dose rapid 6 60g`: with the carbohydrate written beside it.
                    let carbs = words.count == 4 ? Double(words[3].dropLast()) : nil
                    record.dose = DoseEntry(name: String(words[1]), units: units, carbs: carbs)
                }
            } else if field.hasPrefix("glucose "), let mgdl = Double(field.dropFirst(8)) {
                record.glucose = mgdl
            } else if field == "error" {
                record.error = true
            } else if field.hasPrefix("error ") {
                record.error = true
                record.errorCase = String(field.dropFirst(6))
            } else if field == "cancelled" {
                record.cancelled = true
            } else if field == "header" {
                record.header = true
            } else if field.hasPrefix("not ") {
                let words = field.split(separator: " ")
                guard words.count >= 2, let kind = NotFoodEntry.Kind(rawValue: String(words[1])) else { continue }
                var entry = NotFoodEntry(kind: kind)
                if words.count == 3 {
                    let values = words[2].split(separator: "/").compactMap { Double($0) }
                    entry.value = values.first
                    entry.second = values.count == 2 ? values[1] : nil
                }
                record.notFood = entry
            } else if let item = item(field) {
                record.items.append(item)
            }
        }
        return record
    }

    /// `NAME: QUANTITY[g|ml][, KCALkcal]`.
    static func item(_ field: String) -> Record.Item? {
        let characters = Array(field)
        guard
            let colon = characters.indices.dropLast().last(where: { characters[$0] == ":" && characters[$0 + 1] == " " }
            )
        else { return nil }
        let name = String(characters[..<colon])
        let values = String(characters[(colon + 2)...]).split(separator: ",").map { $0.trimmingSpaces }
        guard let written = values.first else { return nil }
        var kcal: Int? = nil
        if values.count == 2 {
            guard values[1].hasSuffix("kcal"), let value = Int(values[1].dropLast(4)) else { return nil }
            kcal = value
        }
        var unit = Quantity.Unit.count
        var number = Substring(written)
        if written.hasSuffix("ml") {
            unit = .milliliter
            number = number.dropLast(2)
        } else if written.hasSuffix("g") {
            unit = .gram
            number = number.dropLast(1)
        }
        guard let amount = amount(number) else { return nil }
        return Record.Item(name: name, amount: amount, unit: unit, kcal: kcal)
    }

    /// `2`, `1.5`, `1/2`, `1 1/2`.
    static func amount(_ text: Substring) -> Double? {
        let words = text.split(separator: " ")
        if words.count == 2, let whole = Double(words[0]), let part = amount(words[1]) { return whole + part }
        let fraction = text.split(separator: "/")
        if fraction.count == 2, let top = Double(fraction[0]), let bottom = Double(fraction[1]) { return top / bottom }
        return Double(text)
    }
}
