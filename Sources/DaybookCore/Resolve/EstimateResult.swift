public enum EstimateResult: Sendable, Equatable {
    /// What the food is worth, per unit or per 100 g/ml.
    case values(KcalValues)
    /// Asked, not answered yet: count the fallback for now, marked `…`.
    case pending
    /// No answer; the message (if any) is worth a warning.
    case unavailable(Localized?)
}
