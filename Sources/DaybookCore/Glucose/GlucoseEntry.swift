/// A glucose reading written in the journal: `bg 142`, `BG 7.9 mmol/L`, `血糖値 142mg/dL`.
public struct GlucoseEntry: Sendable, Hashable {
    /// The value in mg/dL, whatever unit it was written in.
    public var mgdl: Double
    /// The unit written after the number, else the journal's `glucose_unit`.
    public var unit: GlucoseUnit
    /// Read off a sensor: the line starts with its name (`libre 156`, `リブレ 約156`, `dexcom 165`). Otherwise a
    /// meter's reading (a finger-stick), as far as the line says.
    public var fromSensor: Bool

    public init(mgdl: Double, unit: GlucoseUnit, fromSensor: Bool = false) {
        self.mgdl = mgdl
        self.unit = unit
        self.fromSensor = fromSensor
    }
}
