/// Where an item's kcal came from. Everything after `foods` is an estimate and shown as approximate.
public enum KcalSource: Sendable, Hashable, CustomStringConvertible {
    /// Written in the item: `650kcal`.
    case explicit
    /// The person's foods.yaml.
    case foods
    /// A pinned estimate from `.daybook/estimates.yaml`.
    case cache
    /// An estimator, by name (`stub`).
    case estimator(String)
    /// Nothing knew the food: the slot's `guess` value.
    case guess

    public var description: String {
        switch self {
        case .explicit: return "explicit"
        case .foods: return "foods"
        case .cache: return "cache"
        case .estimator(let name): return name
        case .guess: return "guess"
        }
    }

    public var isApproximate: Bool {
        switch self {
        case .explicit, .foods: return false
        case .cache, .estimator, .guess: return true
        }
    }
}

public struct ResolvedItem: Sendable, Hashable {
    public var item: MealItem
    public var kcal: Int
    public var source: KcalSource
}

/// An entry with the kcal of each of its items.
public struct ResolvedEntry: Sendable, Hashable {
    public var entry: Entry
    /// Empty for doses and cancelled lines.
    public var items: [ResolvedItem]

    public var kcal: Int { items.reduce(0) { $0 + $1.kcal } }
}

/// Turns items into kcal, trying each source in order: explicit kcal → foods.yaml → pinned estimates → the
/// estimator → the slot's guess. Remembers each name's lookups, since journals repeat foods.
public final class Resolver {
    private let foods: FoodTable
    private let cache: EstimateCache
    private let estimator: (any Estimator)?
    private let guesses: Guesses
    private var foodMemo: [NameKey: Food?] = [:]
    private var estimateMemo: [NameKey: KcalValues?] = [:]

    public init(foods: FoodTable, cache: EstimateCache = EstimateCache(), estimator: (any Estimator)? = StubEstimator(),
                guesses: Guesses = Guesses()) {
        self.foods = foods
        self.cache = cache
        self.estimator = estimator
        self.guesses = guesses
    }

    /// The entry with its items resolved, and warnings about items that needed a fallback.
    public func resolve(_ entry: Entry) -> (ResolvedEntry, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let items = entry.mealItems.map { item in resolve(item, in: entry, &diagnostics) }
        return (ResolvedEntry(entry: entry, items: items), diagnostics)
    }

    private func resolve(_ item: MealItem, in entry: Entry, _ diagnostics: inout [Diagnostic]) -> ResolvedItem {
        if let kcal = item.explicitKcal {
            return ResolvedItem(item: item, kcal: kcal, source: .explicit)
        }
        var unusable: Food? = nil
        if !item.name.isEmpty {
            let food = lookUpFood(item.name)
            if let food {
                if let kcal = food.kcal.kcal(for: item.quantity) { return resolved(item, kcal, .foods) }
                unusable = food
            }
            if let pinned = cache.find(item.name), let kcal = pinned.kcal(for: item.quantity) {
                return note(unusable, resolved(item, kcal, .cache), entry, &diagnostics)
            }
            if let estimator, let values = estimate(item.name, with: estimator),
               let kcal = values.kcal(for: item.quantity) {
                return note(unusable, resolved(item, kcal, .estimator(estimator.name)), entry, &diagnostics)
            }
        }
        let slot = entry.slot
        let perUnit = Double(guesses.kcal(for: slot))
        let guessed = resolved(item, item.quantity.unit == .count ? perUnit * item.quantity.amount : perUnit, .guess)
        if unusable == nil {
            let slotName = slot?.rawValue ?? "other"
            diagnostics.append(.warning("unknown food '\(item.text)': guessed \(guessed.kcal) kcal (\(slotName))",
                                        at: entry.location, column: entry.column(of: item),
                                        sourceLine: entry.sourceLine,
                                        hint: "add it to foods.yaml, e.g. '\(item.name.isEmpty ? "name" : item.name): "
                                            + "120', or write its kcal, e.g. '\(item.text) 120kcal'"))
        }
        return note(unusable, guessed, entry, &diagnostics)
    }

    /// Warns that a food from foods.yaml could not take this quantity, and says where the number came from.
    private func note(_ unusable: Food?, _ item: ResolvedItem, _ entry: Entry,
                      _ diagnostics: inout [Diagnostic]) -> ResolvedItem {
        guard let food = unusable else { return item }
        let missing: String
        switch item.item.quantity.unit {
        case .count: missing = "kcal per unit"
        case .gram: missing = "kcal_per_100g"
        case .milliliter: missing = "kcal_per_100ml"
        }
        diagnostics.append(.warning("'\(food.name)' in \(food.location.file):\(food.location.line) has no \(missing);"
                                    + " '\(item.item.text)' counted \(item.kcal) kcal from \(item.source)",
                                    at: entry.location, column: entry.column(of: item.item),
                                    sourceLine: entry.sourceLine,
                                    hint: "add \(missing == "kcal per unit" ? "kcal" : missing) to '\(food.name)' "
                                        + "in foods.yaml"))
        return item
    }

    private func resolved(_ item: MealItem, _ kcal: Double, _ source: KcalSource) -> ResolvedItem {
        ResolvedItem(item: item, kcal: roundedKcal(kcal), source: source)
    }

    private func lookUpFood(_ name: String) -> Food? {
        if let known = foodMemo[NameKey(name)] { return known }
        let food = foods.find(name)
        foodMemo[NameKey(name)] = food
        return food
    }

    private func estimate(_ name: String, with estimator: any Estimator) -> KcalValues? {
        if let known = estimateMemo[NameKey(name)] { return known }
        let values = estimator.estimate(name)
        estimateMemo[NameKey(name)] = values
        return values
    }
}

/// Rounds half away from zero to whole kcal; values beyond any real meal are clamped, never trapped.
func roundedKcal(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let limit = 1e12
    return Int(min(max(value, -limit), limit).rounded(.toNearestOrAwayFromZero))
}
