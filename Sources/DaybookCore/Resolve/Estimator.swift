/// Something that can put a number on a food nobody defined: the built-in table, a local program, an
/// OpenAI-compatible endpoint. Passed into the resolver, never looked up globally.
public protocol Estimator: Sendable {
    /// Recorded as the item's source and in pins, e.g. `stub`.
    var name: String { get }
    func estimate(_ request: EstimateRequest) -> EstimateResult
}
