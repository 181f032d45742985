import DaybookCore
import DaybookPlatform
import Dispatch

/// The estimator this machine's settings name, behind the consent gate.
public enum ConfiguredEstimator {
    /// The built-in table: nothing leaves the machine.
    case stub
    /// An external estimator the person consented to.
    case external(EstimationService)
    /// An external estimator is configured, but its destination has no consent: it is never asked.
    case needsConsent(destination: String)

    public init(settings: LocalSettings, consent: Consent?) {
        guard let destination = settings.destination else {
            self = .stub
            return
        }
        guard let transport = EstimatorTransport(settings: settings, consent: consent) else {
            self = .needsConsent(destination: destination)
            return
        }
        switch settings.estimator {
        case .stub:
            self = .stub
        case .command(let words):
            let estimator = CommandEstimator(transport: transport, words: words)
            self = .external(EstimationService(name: "command", ask: estimator.ask))
        case .openai(let url, let model, let keyVariable):
            let estimator = OpenAIEstimator(transport: transport, url: url, model: model, keyVariable: keyVariable)
            self = .external(EstimationService(name: "openai", ask: estimator.ask))
        }
    }
}
