/// Grams of carbohydrate in some items, and how many of them hold an unknown amount: a total with unknowns is a
/// lower bound, shown as such, never as if complete.
public struct CarbTotal: Sendable, Hashable {
    public var grams: Double
    public var unknownItems: Int
    /// Some item's carbohydrate is an estimate's (a pin, an estimator, the built-in table), not written or defined.
    public var isApproximate: Bool

    public init(grams: Double = 0, unknownItems: Int = 0, isApproximate: Bool = false) {
        self.grams = grams
        self.unknownItems = unknownItems
        self.isApproximate = isApproximate
    }

    /// The total of the eaten items (kcal ≥ 0); nil when there are none. Carbohydrate written on its own beside
    /// the foods (`sandwich, carbs 90g`) is the meal's, and stands for all of them.
    public init?(_ items: [ResolvedItem]) {
        let eaten = items.filter { $0.kcal >= 0 }
        guard !eaten.isEmpty else { return nil }
        self.init()
        let written = eaten.filter { $0.source == .carbohydrate }
        for item in written.isEmpty ? eaten : written {
            add(item.carbs)
            if item.carbs != nil, item.carbsAreApproximate { isApproximate = true }
        }
    }

    /// Every item's carbohydrate is known.
    public var isComplete: Bool { unknownItems == 0 }
    /// Nothing is known: only unknown items.
    public var isUnknown: Bool { grams == 0 && unknownItems > 0 }

    public mutating func add(_ carbs: Double?) {
        if let carbs { grams = roundedCarbs(grams + carbs) } else { unknownItems += 1 }
    }

    public mutating func add(_ other: CarbTotal) {
        grams = roundedCarbs(grams + other.grams)
        unknownItems += other.unknownItems
        isApproximate = isApproximate || other.isApproximate
    }

    /// `62g`; `≈62g` when an estimate's; `62g+?` when some item's is unknown (at least 62 g); `?g` when none is
    /// known. Never `0g` for unknown. Every surface shows carbohydrate through this.
    public var text: String {
        if isUnknown { return "?g" }
        return (isApproximate ? "≈" : "") + grams.decimalText + "g" + (isComplete ? "" : "+?")
    }
}
