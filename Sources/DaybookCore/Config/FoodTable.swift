/// The person's foods, found by name or alias.
public struct FoodTable: Sendable {
    public private(set) var foods: [Food] = []
    private var index = NameIndex<Int>()

    public init(_ foods: [Food] = []) {
        for food in foods { add(food) }
    }

    /// Adds a food; returns the names (its own or aliases) that an earlier food already had.
    @discardableResult
    mutating func add(_ food: Food) -> [String] {
        foods.append(food)
        return ([food.name] + food.aliases).filter { !index.add($0, foods.count - 1) }
    }

    /// The food a matching-form name refers to.
    public func find(_ key: String) -> Food? {
        index.find(key).map { foods[$0.value] }
    }

    /// A name in the form names are compared in (full-width folded, lower-cased, spaces collapsed), for code
    /// outside the core that must match names the way the resolver does.
    public static func matchingForm(_ name: String) -> String {
        TextFolding.matchKey(name)
    }

    /// The food with exactly this name or alias (any case or width), not one merely resembling it.
    public func food(named name: String) -> Food? {
        index.exactly(TextFolding.matchKey(name)).map { foods[$0] }
    }

    /// The line `learn` appends: `name: {kcal: 120, aliases: [a, b]}`.
    public static func line(name: String, kcal: Double, per: Quantity.Unit, aliases: [String]) -> String {
        let key: String
        switch per {
        case .count: key = "kcal"
        case .gram: key = "kcal_per_100g"
        case .milliliter: key = "kcal_per_100ml"
        }
        var fields = "\(key): \(kcal == kcal.rounded() && abs(kcal) < 1e9 ? String(Int(kcal)) : String(kcal))"
        if !aliases.isEmpty {
            fields += ", aliases: [" + aliases.map(YAMLScalar.render).joined(separator: ", ") + "]"
        }
        return "\(YAMLScalar.render(name)): {\(fields)}"
    }

    public static let fileName = "foods.yaml"

    /// Longer names and aliases are refused. An item is searched for every name it contains, so the longest name
    /// sets how many runs of words each item's search tries: without a bound, one synced name of thousands of words
    /// makes every item cost millions of lookups. No food's name is longer.
    public static let maximumNameLength = 64

    /// Reads `foods.yaml`: `name: 55` (kcal per unit) or `name: {kcal, kcal_per_100g, kcal_per_100ml, carbs,
    /// carbs_per_100g, carbs_per_100ml, aliases}` (carbs in grams, per unit or per 100 g or ml).
    public static func load(_ bytes: [UInt8], file: String = fileName) -> (FoodTable, [Diagnostic]) {
        var report = YAMLReport(file: file, bytes: bytes)
        let table = load(report.parse(), file: file, &report)
        return (table, report.diagnostics)
    }

    /// The foods in a parsed document; problems go to `report`.
    static func load(_ document: YAMLNode?, file: String, _ report: inout YAMLReport) -> FoodTable {
        var table = FoodTable()
        guard let pairs = report.topMapping(of: document) else { return table }
        for pair in pairs {
            guard let name = pair.key.scalar, !name.trimmingSpaces.isEmpty else {
                report.error(ConfigMessage.foodNeedsName, at: pair.key)
                continue
            }
            guard fitsLength(name, at: pair.key, &report) else { continue }
            guard let food = food(named: name, pair.value, file: file, &report) else { continue }
            for taken in table.add(food) {
                let owner = table.find(TextFolding.matchKey(taken))?.name ?? taken
                report.warning(
                    ConfigMessage.foodNameTaken(name: taken, owner: owner), at: pair.key,
                    hint: ConfigMessage.eachFoodOwnNames)
            }
        }
        return table
    }

    private static let valueRange = 0.0...100_000.0
    private static let carbsPerUnitRange = 0.0...CarbValues.maximumPerUnit
    private static let carbsPer100Range = 0.0...CarbValues.maximumPer100

    /// True for a name of at most `maximumNameLength` characters; an error otherwise.
    private static func fitsLength(_ name: String, at node: YAMLNode, _ report: inout YAMLReport) -> Bool {
        guard name.count > maximumNameLength else { return true }
        report.error(
            ConfigMessage.foodNameTooLong(start: String(name.prefix(20)), limit: maximumNameLength), at: node,
            hint: ConfigMessage.shorterFoodName)
        return false
    }

    private static func food(
        named name: String, _ node: YAMLNode, file: String,
        _ report: inout YAMLReport
    ) -> Food? {
        var food = Food(name: name, kcal: KcalValues(), location: SourceLocation(file: file, line: node.mark.line))
        if node.scalar != nil, !node.isNull {
            food.kcal.perUnit = report.number(node, key: name, in: valueRange)
            return food.kcal.isEmpty ? nil : food
        }
        guard let settings = node.mapping else {
            report.error(ConfigMessage.foodNeedsKcal(name: name), at: node)
            return nil
        }
        var statesKcal = false
        for setting in settings {
            let key = setting.key.scalar ?? ""
            if key.hasPrefix("kcal") { statesKcal = true }
            switch key {
            case "kcal": food.kcal.perUnit = report.number(setting.value, key: key, in: valueRange)
            case "kcal_per_100g": food.kcal.per100g = report.number(setting.value, key: key, in: valueRange)
            case "kcal_per_100ml": food.kcal.per100ml = report.number(setting.value, key: key, in: valueRange)
            case "carbs": food.kcal.carbs.perUnit = report.number(setting.value, key: key, in: carbsPerUnitRange)
            case "carbs_per_100g":
                food.kcal.carbs.per100g = report.number(setting.value, key: key, in: carbsPer100Range)
            case "carbs_per_100ml":
                food.kcal.carbs.per100ml = report.number(setting.value, key: key, in: carbsPer100Range)
            case "aliases":
                food.aliases = (report.strings(setting.value, key: key) ?? []).filter { alias in
                    fitsLength(alias, at: setting.value, &report)
                }
            default:
                report.warning(
                    ConfigMessage.unknownFoodSetting(key: key, food: name), at: setting.key,
                    hint: ConfigMessage.foodSettings)
            }
        }
        guard !food.kcal.isEmpty else {
            if statesKcal { return nil }
            report.error(ConfigMessage.foodHasNoKcal(name: name), at: node)
            return nil
        }
        return food
    }
}
