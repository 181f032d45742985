/// Something that can put a number on a food nobody defined: the built-in table, and (later) external
/// estimators. Passed into the resolver, never looked up globally.
public protocol Estimator: Sendable {
    /// Recorded as the item's source, e.g. `stub`.
    var name: String { get }
    /// What is known about the food named `key` (matching form), or nil.
    func estimate(_ key: String) -> KcalValues?
}

/// The built-in table of common foods and drinks (`StubTable`), in English and Japanese.
public struct StubEstimator: Estimator {
    public let name = "stub"

    public init() {}

    public func estimate(_ key: String) -> KcalValues? {
        StubEstimator.index.find(key)?.value
    }

    /// Built on first use (a status line that needs no estimate never pays for it), then constant.
    private static let index: NameIndex<KcalValues> = {
        var index = NameIndex<KcalValues>(capacity: 512)
        for food in StubTable.foods {
            let values = KcalValues(perUnit: food.serving, per100g: food.per100g, per100ml: food.per100ml)
            for name in food.names { index.add(key: name, values) }
        }
        return index
    }()
}
