import DaybookCore

/// Comma-separated values, quoted as RFC 4180 says (a field with a comma, quote or line break in quotes, its quotes
/// doubled), with lines ending in LF as Unix tools expect.
enum CSV {
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

    private static func isFormula(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        switch first {
        case "=", "@": return true
        case "+", "-":
            guard let second = text.dropFirst().first else { return false }
            return !(second.isASCII && (second.isNumber || second == "."))
        default: return false
        }
    }
}
