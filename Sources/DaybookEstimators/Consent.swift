import DaybookCore

/// A person's consent to send food items to one destination, `consent.yaml` beside the local settings. It names
/// the destination, so pointing the estimator elsewhere voids it.
public struct Consent: Sendable, Equatable {
    public static let fileName = "consent.yaml"

    public var destination: String
    public var granted: LocalDate

    public init(destination: String, granted: LocalDate) {
        self.destination = destination
        self.granted = granted
    }

    /// Whether this consent covers sending to `settings`' estimator.
    public func covers(_ settings: LocalSettings) -> Bool {
        settings.destination == destination
    }

    public static func load(_ bytes: [UInt8]) -> Consent? {
        guard let root = try? YAMLParser.parse(bytes), let pairs = root.mapping else { return nil }
        var fields: [String: String] = [:]
        for pair in pairs { if let key = pair.key.scalar, let value = pair.value.scalar { fields[key] = value } }
        guard let destination = fields["destination"], let granted = fields["granted"].flatMap(LocalDate.init) else {
            return nil
        }
        return Consent(destination: destination, granted: granted)
    }

    public var bytes: [UInt8] {
        Array("destination: \(YAMLScalar.render(destination))\ngranted: \(granted)\n".utf8)
    }
}
