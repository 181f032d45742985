/// The unit a glucose value is written in. daybook keeps every reading in mg/dL and shows it in the journal's unit
/// (`glucose_unit` in daybook.yaml).
public enum GlucoseUnit: String, Sendable, Hashable, CaseIterable {
    case milligramsPerDeciliter = "mg/dL"
    case millimolesPerLiter = "mmol/L"

    /// mg/dL in one mmol/L of glucose (molar mass 180.16 g/mol).
    public static let milligramsPerMillimole = 18.016

    /// `value` written in this unit, in mg/dL.
    public func milligramsPerDeciliter(_ value: Double) -> Double {
        self == .milligramsPerDeciliter ? value : value * GlucoseUnit.milligramsPerMillimole
    }

    /// `mgdl` in this unit.
    public func value(fromMilligramsPerDeciliter mgdl: Double) -> Double {
        self == .milligramsPerDeciliter ? mgdl : mgdl / GlucoseUnit.milligramsPerMillimole
    }

    /// `mg/dL`, `mmol/L`, and the spellings people write (`mg/dl`, `mgdl`, `mmol/l`, `mmol`), any case.
    public init?(written text: some StringProtocol) {
        switch String(text).lowercased() {
        case "mg/dl", "mgdl": self = .milligramsPerDeciliter
        case "mmol/l", "mmol": self = .millimolesPerLiter
        default: return nil
        }
    }

    /// How many decimals a value in this unit is shown with: whole mg/dL, mmol/L to one decimal.
    public var decimals: Int {
        self == .milligramsPerDeciliter ? 0 : 1
    }

    /// `mgdl` in this unit, rounded for showing: `142`, `7.9`.
    public func format(_ mgdl: Double) -> String {
        let value = self.value(fromMilligramsPerDeciliter: mgdl)
        guard decimals > 0 else { return String(Int(value.rounded())) }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
