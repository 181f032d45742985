/// What a source knows about a food's energy: per unit, per 100 g, per 100 ml — any of them may be missing.
public struct KcalValues: Sendable, Hashable {
    public var perUnit: Double?
    public var per100g: Double?
    public var per100ml: Double?

    public init(perUnit: Double? = nil, per100g: Double? = nil, per100ml: Double? = nil) {
        self.perUnit = perUnit
        self.per100g = per100g
        self.per100ml = per100ml
    }

    public var isEmpty: Bool { perUnit == nil && per100g == nil && per100ml == nil }

    /// kcal of `quantity`, unrounded; nil when the value this quantity needs is missing (a mass for a food
    /// known only per unit, say).
    public func kcal(for quantity: Quantity) -> Double? {
        switch quantity.unit {
        case .count: return perUnit.map { $0 * quantity.amount }
        case .gram: return per100g.map { $0 * quantity.amount / 100 }
        case .milliliter: return per100ml.map { $0 * quantity.amount / 100 }
        }
    }
}
