/// The built-in food table (`FoodTableData`: USDA SR24 and the Standard Tables of Food Composition in Japan, with
/// typical dishes), read by `BuiltInFoods`: a dish by its head noun, a portion as people say it.
public struct StubEstimator: Estimator {
    public static let name = "stub"
    public var name: String { StubEstimator.name }

    public init() {}

    public func estimate(_ request: EstimateRequest) -> EstimateResult {
        BuiltInFoods.read(
            text: request.text, key: request.key, quantity: request.quantity, parts: request.parts
        ).map { .values($0.values) }
            ?? .unavailable(nil)
    }

    /// Every name the built-in table knows (in matching form) with its values for one serving, in table order:
    /// for completion, never on a status path.
    public static var knownFoods: [(name: String, values: KcalValues)] {
        FoodTableData.allRows().map { row in
            (
                row.name,
                KcalValues(perUnit: row.kcalPerServing, per100g: row.kcalPer100g, per100ml: row.kcalPer100g)
            )
        }
    }
}
