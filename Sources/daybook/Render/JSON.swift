/// A JSON value with object keys in the order they were written, so output is stable and reads well.
enum JSON {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case int(Int)
    case number(Double)
    case bool(Bool)
    case null

    static func optional(_ value: String?) -> JSON {
        value.map(JSON.string) ?? .null
    }

    /// Compact, on one line.
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .object(let pairs):
            out += "{"
            for (index, (key, value)) in pairs.enumerated() {
                if index > 0 { out += "," }
                JSON.string(key).write(to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .string(let text):
            out += "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            out += "\""
        case .int(let value):
            out += String(value)
        case .number(let value):
            out += Format.number(value)
        case .bool(let value):
            out += value ? "true" : "false"
        case .null:
            out += "null"
        }
    }
}
