/// Writing YAML scalars for lines daybook appends (`learn`): plain when that reads back as the same string,
/// double-quoted otherwise.
public enum YAMLScalar {
    public static func render(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    private static let special = Set("-?:,[]{}#&*!|>'\"%@`\\")
    private static let keywords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]

    private static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return true }
        if first == " " || last == " " || keywords.contains(text.lowercased()) || Double(text) != nil { return true }
        return text.contains { special.contains($0) || $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\x" + (hex.count < 2 ? "0" : "") + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
