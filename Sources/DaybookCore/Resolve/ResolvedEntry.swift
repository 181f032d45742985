/// An entry with the kcal of each of its items.
public struct ResolvedEntry: Sendable, Hashable {
    public var entry: Entry
    /// Empty for doses and cancelled lines.
    public var items: [ResolvedItem]

    public var kcal: Int { items.reduce(0) { $0 + $1.kcal } }

    /// The carbohydrate of what was eaten (activity left out); nil when nothing was.
    public var carbs: CarbTotal? { CarbTotal(items) }
}
