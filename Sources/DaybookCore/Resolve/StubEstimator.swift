/// The built-in table of common foods and drinks (`StubTable`), in English and Japanese.
public struct StubEstimator: Estimator {
    public static let name = "stub"
    public var name: String { StubEstimator.name }

    public init() {}

    public func estimate(_ request: EstimateRequest) -> EstimateResult {
        StubEstimator.index.find(request.key).map { .values($0.value) } ?? .unavailable(nil)
    }

    /// Every name the built-in table knows (in matching form) with its values, in table order: for completion.
    public static var knownFoods: [(name: String, values: KcalValues)] {
        StubTable.foods.flatMap { food in
            food.names.map {
                (
                    TextFolding.matchKey($0),
                    KcalValues(
                        perUnit: food.serving, per100g: food.per100g,
                        per100ml: food.per100ml)
                )
            }
        }
    }

    /// Built on first use (a status line that needs no estimate never pays for it), then constant.
    private static let index: NameIndex<KcalValues> = {
        var index = NameIndex<KcalValues>(capacity: 512)
        for food in StubTable.foods {
            // A drink weighs about a gram per millilitre: `beer 12oz` (ounces are a mass) resolves too.
            let values = KcalValues(
                perUnit: food.serving, per100g: food.per100g ?? food.per100ml,
                per100ml: food.per100ml)
            for name in food.names { index.add(key: name, values) }
        }
        return index
    }()
}
