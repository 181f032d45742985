public struct ResolvedItem: Sendable, Hashable {
    public var item: MealItem
    public var kcal: Int
    public var source: KcalSource
    /// Grams of carbohydrate: written in the line, else from the source that gave `kcal`; nil when unknown (never
    /// zero for unknown).
    public var carbs: Double?
    /// An estimator was asked and has not answered yet: `kcal` is the fallback's, shown with `…`.
    public var pending = false
    /// The key the pin log was asked under (`BuiltInFoods.pinKey`), when it was asked: what a report cache checks
    /// the log for before it trusts the day's numbers again.
    public internal(set) var pinKey: String?

    /// The carbohydrate is an estimate's: not written in the line, and from a source whose kcal is approximate.
    public var carbsAreApproximate: Bool { item.explicitCarbs == nil && source.isApproximate }

    public init(item: MealItem, kcal: Int, source: KcalSource, carbs: Double? = nil, pending: Bool = false) {
        self.item = item
        self.kcal = kcal
        self.source = source
        self.carbs = carbs
        self.pending = pending
    }
}
