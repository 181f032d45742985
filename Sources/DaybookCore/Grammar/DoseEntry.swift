/// A dose line: `long 12u`.
public struct DoseEntry: Sendable, Hashable {
    /// The configured dose's name, whatever alias was written.
    public var name: String
    public var units: Double

    public init(name: String, units: Double) {
        self.name = name
        self.units = units
    }
}
