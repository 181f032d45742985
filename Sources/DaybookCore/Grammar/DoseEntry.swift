/// A dose line: `long 12u`.
public struct DoseEntry: Sendable, Hashable {
    /// The configured dose's name, whatever alias was written.
    public var name: String
    public var units: Double
    /// Carbohydrate written beside the dose (`humalog 6u for 60g carbs`, `ノボラピッド 6単位（糖質60g）`): what it
    /// was taken for, as written. It is the dose's meal carbohydrate, never a meal of its own.
    public var carbs: Double?

    public init(name: String, units: Double, carbs: Double? = nil) {
        self.name = name
        self.units = units
        self.carbs = carbs
    }
}
