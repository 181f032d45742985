public struct Quantity: Sendable, Hashable {
    public enum Unit: String, Sendable {
        /// Units, pieces, servings: a counter only counts.
        case count
        case gram = "g"
        case milliliter = "ml"
    }

    public var amount: Double
    public var unit: Unit

    public init(amount: Double, unit: Unit) {
        self.amount = amount
        self.unit = unit
    }

    public static let one = Quantity(amount: 1, unit: .count)

    /// Above these a quantity is a typo, not a meal: reported and not counted.
    static func limit(for unit: Unit) -> Double {
        switch unit {
        case .count: return 1000
        case .gram, .milliliter: return 100_000
        }
    }
}
