public struct ResolvedItem: Sendable, Hashable {
    public var item: MealItem
    public var kcal: Int
    public var source: KcalSource
    /// An estimator was asked and has not answered yet: `kcal` is the fallback's, shown with `…`.
    public var pending = false
}
