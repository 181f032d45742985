import DaybookCore

/// Comma-separated values, quoted as RFC 4180 says (a field with a comma, quote or line break in quotes, its quotes
/// doubled), with lines ending in LF as Unix tools expect.
package enum CSV {
    static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\n"
    }

    /// A field, its control characters shown as escapes (CSV itself has no way to escape them; a raw NUL or ESC
    /// would reach whatever opens the file), and text a spreadsheet would run as a formula (`=HYPERLINK(…)`,
    /// `@SUM(…)`, `+cmd|…`) kept as text with a leading `'`. Numbers stay numbers: `-305` and `+1,400` are left alone.
    private static func field(_ text: String) -> String {
        var text = VisibleText.escaped(text)
        if isFormula(text) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        var out = "\""
        for character in text { out += character == "\"" ? "\"\"" : String(character) }
        return out + "\""
    }

    /// Whether a spreadsheet would run the field: it starts with `=`, `@`, `+`, `-`, a tab or a carriage return,
    /// and is not wholly a number. The exemption is for the whole field, never for its first characters: `-1+cmd|…`
    /// and `+1+HYPERLINK(…)` start like numbers and are formulas.
    package static func isFormula(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        switch first {
        case "=", "@", "\t", "\r": return true
        case "+", "-": return !isPlainNumber(text.unicodeScalars.dropFirst())
        default: return false
        }
    }

    /// Digits, optionally grouped by commas in threes (`1,400`), optionally followed by `.` and digits; or `.` and
    /// digits alone. Nothing else: no exponent, no second sign, no space.
    static func isPlainNumber(_ scalars: Substring.UnicodeScalarView) -> Bool {
        var integer: [Unicode.Scalar] = []
        var fraction: [Unicode.Scalar]? = nil
        for scalar in scalars {
            if scalar == "." {
                guard fraction == nil else { return false }
                fraction = []
            } else if fraction != nil {
                guard isDigit(scalar) else { return false }
                fraction?.append(scalar)
            } else {
                guard isDigit(scalar) || scalar == "," else { return false }
                integer.append(scalar)
            }
        }
        if let fraction, fraction.isEmpty { return false }
        if integer.isEmpty { return fraction != nil }
        let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.count > 1 else { return true }
        guard let head = groups.first, (1...3).contains(head.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }
}
