/// How a status run puts numbers on foods nobody defined, and how long it waits for them: this machine's
/// estimator behind its consent gate with the built-in table behind it (the CLI's `Estimation`), or only the
/// built-in table (`BuiltInEstimation`).
public protocol StatusEstimation {
    /// The estimator asked first, and the one whose numbers count while its answer is pending.
    var estimators: (primary: (any Estimator)?, fallback: (any Estimator)?) { get }
    /// Waits for the answers asked for; true when some may have come in, so that resolving again can change a
    /// number.
    func waitForAnswers() -> Bool
    /// When pins made now are stamped, `YYYY-MM-DDTHH:MM:SS`.
    func pinTime() -> String
    /// Problems with the estimator's settings, shown with the day's own.
    var diagnostics: [Diagnostic] { get }
}
