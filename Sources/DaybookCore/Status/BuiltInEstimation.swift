/// Only daybook's built-in table of common foods, which answers at once: nothing leaves the machine and nothing is
/// waited for.
public struct BuiltInEstimation: StatusEstimation {
    private let stamp: String

    /// `pinTime` stamps the pins the table's answers become.
    public init(pinTime: String) {
        stamp = pinTime
    }

    public var estimators: (primary: (any Estimator)?, fallback: (any Estimator)?) { (StubEstimator(), nil) }
    public func waitForAnswers() -> Bool { false }
    public func pinTime() -> String { stamp }
    public var diagnostics: [Diagnostic] { [] }
}
