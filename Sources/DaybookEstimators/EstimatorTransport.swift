import DaybookCore
import DaybookPlatform

/// The only way an estimator reaches anything outside daybook: it runs the configured program, or `curl` to the
/// configured endpoint, and nothing else. It cannot be made without a consent that names the destination: so
/// whatever command or code path asks, without consent no program starts and no byte leaves the machine.
public struct EstimatorTransport: Sendable {
    public let settings: LocalSettings
    /// Whatever a request may carry besides the item: nothing but this is ever given to the program.
    static let allowedFields: Set<String> = ["text", "locale"]

    /// nil unless `consent` covers `settings`' destination.
    public init?(settings: LocalSettings, consent: Consent?) {
        guard settings.destination != nil, let consent, consent.covers(settings) else { return nil }
        self.settings = settings
    }

    /// Runs `arguments` with `input` on stdin (and `secret` on descriptor 3, for an API key), within `timeout`.
    func run(_ arguments: [String], input: [UInt8], secret: [UInt8]? = nil) -> Subprocess.Output? {
        Subprocess.run(arguments, input: input, descriptor3: secret, timeout: settings.timeout)
    }

    /// The one body an external estimator is sent for an item: its text as written and its language.
    static func itemJSON(_ request: EstimateRequest) -> JSON {
        .object([("text", .string(request.text)), ("locale", .string(request.locale))])
    }
}
