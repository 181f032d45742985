import DaybookCore

/// How numbers look in text output.
enum Format {
    /// A whole number with thousands separators: `1,234`, `-150`.
    static func kcal(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// A quantity or amount: `12`, `2.5`, `0.333`; never `12.0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Insulin units: `12u`, `2.5u`.
    static func units(_ value: Double) -> String {
        number(value) + "u"
    }
}
