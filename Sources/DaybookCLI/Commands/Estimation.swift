import DaybookCore
import DaybookEstimators

/// How a run puts numbers on foods nobody defined: this machine's estimator (behind the consent gate), the
/// built-in table behind it, how long a person waits for answers, and writing down what was learned.
final class Estimation: StatusEstimation {
    let settings: LocalSettings
    let configured: ConfiguredEstimator
    /// Problems with the local settings, and an estimator waiting for consent.
    let diagnostics: [Diagnostic]
    /// Whether the external estimator is asked; status bars ask none.
    private let asksExternal: Bool
    /// Whether a run waits for its answers (`status`, `add`); `watch` redraws when they land instead.
    private let waits: Bool
    private let host: Host

    init(host: Host, asksExternal: Bool = true, waits: Bool = true) {
        self.host = host
        self.asksExternal = asksExternal
        self.waits = waits
        // This machine's config.yaml, as read (once) when the run's language was chosen.
        let local = host.localSettings
        let settings = local.settings
        var found = local.diagnostics
        let consent = host.configDirectory.flatMap { folder in
            (try? host.fileSystem.read(folder + "/" + Consent.fileName)).flatMap(Consent.load)
        }
        configured = ConfiguredEstimator(settings: settings, consent: consent)
        if case .needsConsent(let destination) = configured {
            found.append(
                Diagnostic(
                    .warning, file: local.path ?? "",
                    message: CommandMessage.estimatorWithoutConsent(
                        estimator: settings.estimatorName,
                        destination: destination),
                    hint: CommandMessage.runConsent))
        }
        self.settings = settings
        diagnostics = found
    }

    /// The estimators for a resolver. Without `askExternal` (status-bar formats, which must never wait) only pins
    /// and the built-in table count; the built-in table's numbers are pinned only when it is the estimator.
    func estimators(askExternal: Bool) -> (primary: (any Estimator)?, fallback: (any Estimator)?) {
        switch configured {
        case .stub: return (StubEstimator(), nil)
        case .external(let service): return askExternal ? (service, StubEstimator()) : (nil, StubEstimator())
        case .needsConsent: return (nil, StubEstimator())
        }
    }

    /// The estimators a status run uses.
    var estimators: (primary: (any Estimator)?, fallback: (any Estimator)?) {
        estimators(askExternal: asksExternal)
    }

    /// Waits (up to the configured `wait`) for estimates asked for; true when some arrived.
    func waitForAnswers() -> Bool {
        guard asksExternal, waits, case .external(let service) = configured, service.isWaiting else { return false }
        service.waitForAnswers(seconds: settings.wait)
        return true
    }

    /// Calls `action` whenever an estimate arrives (watch redraws then).
    func onAnswer(_ action: @escaping @Sendable () -> Void) {
        if case .external(let service) = configured { service.onAnswer(action) }
    }

    /// Writes down what was estimated and what the days read taught; true when something was written. A log
    /// that cannot be written only means asking again next time.
    @discardableResult
    func savePins(_ pins: [PinnedEstimates.Pin], journal: Journal, history: History? = nil) -> Bool {
        let lessons = journal.historyPins(history ?? journal.history)
        return (try? PinnedEstimates.save(pins, lessons: lessons, in: journal.location, fileSystem: host.fileSystem))
            ?? false
    }

    /// Now on the real clock, `YYYY-MM-DDTHH:MM:SS`: when a pin was made.
    func pinTime() -> String {
        let (now, second) = host.wallTime()
        return Timestamp(now, second: second).description
    }
}
