/// A glucose reading written in the journal: `bg 142`, `BG 7.9 mmol/L`, `血糖値 142mg/dL`.
public struct GlucoseEntry: Sendable, Hashable {
    /// The value in mg/dL, whatever unit it was written in.
    public var mgdl: Double
    /// The unit written after the number, else the journal's `glucose_unit`.
    public var unit: GlucoseUnit

    public init(mgdl: Double, unit: GlucoseUnit) {
        self.mgdl = mgdl
        self.unit = unit
    }
}
