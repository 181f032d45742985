/// What a source knows about a food's energy — per unit, per 100 g, per 100 ml — and, beside it, its carbohydrate
/// in grams on the same bases. Any of them may be missing: a missing carbohydrate is unknown, never zero.
public struct KcalValues: Sendable, Hashable {
    public var perUnit: Double?
    public var per100g: Double?
    public var per100ml: Double?
    /// Grams of carbohydrate in one unit, in 100 g, in 100 ml.
    public var carbs = CarbValues()

    public init(
        perUnit: Double? = nil, per100g: Double? = nil, per100ml: Double? = nil, carbs: CarbValues = CarbValues()
    ) {
        self.perUnit = perUnit
        self.per100g = per100g
        self.per100ml = per100ml
        self.carbs = carbs
    }

    /// No kcal: carbohydrate alone does not make a food's values.
    public var isEmpty: Bool { perUnit == nil && per100g == nil && per100ml == nil }

    /// kcal of `quantity`, unrounded; nil when the value this quantity needs is missing (a mass for a food
    /// known only per unit, say).
    public func kcal(for quantity: Quantity) -> Double? {
        Self.amount(perUnit: perUnit, per100g: per100g, per100ml: per100ml, quantity)
    }

    /// Grams of carbohydrate in `quantity`, unrounded; nil when unknown for this kind of quantity.
    public func carbs(for quantity: Quantity) -> Double? {
        Self.amount(perUnit: carbs.perUnit, per100g: carbs.per100g, per100ml: carbs.per100ml, quantity)
    }

    private static func amount(perUnit: Double?, per100g: Double?, per100ml: Double?, _ quantity: Quantity) -> Double? {
        switch quantity.unit {
        case .count: return perUnit.map { $0 * quantity.amount }
        case .gram: return per100g.map { $0 * quantity.amount / 100 }
        case .milliliter: return per100ml.map { $0 * quantity.amount / 100 }
        }
    }
}

/// Grams of carbohydrate per unit, per 100 g and per 100 ml of a food; nil where the source does not say.
public struct CarbValues: Sendable, Hashable {
    public var perUnit: Double?
    public var per100g: Double?
    public var per100ml: Double?

    public init(perUnit: Double? = nil, per100g: Double? = nil, per100ml: Double? = nil) {
        self.perUnit = perUnit
        self.per100g = per100g
        self.per100ml = per100ml
    }

    public var isEmpty: Bool { perUnit == nil && per100g == nil && per100ml == nil }

    /// The most carbohydrate any base may hold: 100 g in 100 g, and a unit no more than a large meal's.
    public static let maximumPer100 = 100.0
    public static let maximumPerUnit = 2_000.0
}
