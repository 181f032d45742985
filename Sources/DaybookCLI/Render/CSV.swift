import DaybookCore

/// Comma-separated values, quoted as RFC 4180 says (a field with a comma, quote or line break in quotes, its quotes
/// doubled), with lines ending in LF as Unix tools expect.
enum CSV {
    static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\n"
    }

    /// A field, its control characters shown as escapes (CSV itself has no way to escape them; a raw NUL or ESC
    /// would reach whatever opens the file).
    private static func field(_ text: String) -> String {
        let text = VisibleText.escaped(text)
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        var out = "\""
        for character in text { out += character == "\"" ? "\"\"" : String(character) }
        return out + "\""
    }
}
