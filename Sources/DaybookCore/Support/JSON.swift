/// A JSON value with object keys in the order they were written, so output is stable and reads well. Written
/// and read by hand: Foundation would cost every command its start-up time.
public enum JSON: Sendable, Equatable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case int(Int)
    /// Written as `Double.decimalText`: no binary noise (`300`, never `300.00000000000006`).
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        lhs.text == rhs.text
    }

    public static func optional(_ value: String?) -> JSON {
        value.map(JSON.string) ?? .null
    }

    /// Compact, on one line.
    public var text: String {
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
            // Most strings need no escape: appended whole, a long export writes several times faster.
            // 0x7F is DEL; 0xC2 and 0xE2 lead the UTF-8 of C1 controls and of bidirectional controls.
            guard
                text.utf8.contains(where: {
                    $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2
                })
            else {
                out += text
                out += "\""
                return
            }
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if VisibleText.isControl(scalar) {
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
            out += value.isFinite ? value.decimalText : "null"
        case .bool(let value):
            out += value ? "true" : "false"
        case .null:
            out += "null"
        }
    }
}

// MARK: - Reading

extension JSON {
    /// Parses a JSON text; nil when it is not valid JSON (or nests deeper than 64).
    public init?(parsing text: String) {
        var parser = JSONParser(Array(text.utf8))
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        guard parser.atEnd else { return nil }
        self = value
    }

    public subscript(key: String) -> JSON? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A number, integral or not.
    public var double: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }
}

private struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool { index >= bytes.count }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) -> JSON? {
        guard depth < 64 else { return nil }
        skipSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSON.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSON) -> JSON? {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            return nil
        }
        index += expected.count
        return value
    }

    private mutating func object(depth: Int) -> JSON? {
        index += 1
        var pairs: [(String, JSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(pairs)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = value(depth: depth + 1) else { return nil }
            pairs.append((key, value))
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            return .object(pairs)
        }
    }

    private mutating func array(depth: Int) -> JSON? {
        index += 1
        var items: [JSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            guard let item = value(depth: depth + 1) else { return nil }
            items.append(item)
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            return .array(items)
        }
    }

    /// Runs without escapes are decoded whole: a language server's `didOpen` carries a whole file in one string.
    private mutating func string() -> String? {
        index += 1
        var out = ""
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                out += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                return out
            }
            guard byte != UInt8(ascii: "\\") else {
                out += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                guard let scalar = escape() else { return nil }
                out.unicodeScalars.append(scalar)
                runStart = index
                continue
            }
            guard byte >= 0x20 else { return nil }
            index += 1
        }
        return nil
    }

    /// The character a backslash escape stands for; `index` is just past the backslash.
    private mutating func escape() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "u"):
            guard var code = hex4() else { return nil }
            if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            {
                index += 2
                guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            return Unicode.Scalar(code) ?? "\u{FFFD}"
        default: return Unicode.Scalar(escape)
        }
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count,
            let value = UInt32(
                String(decoding: bytes[index..<index + 4], as: UTF8.self),
                radix: 16)
        else { return nil }
        index += 4
        return value
    }

    private mutating func number() -> JSON? {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let integer = Int(text) { return .int(integer) }
        guard let value = Double(text), value.isFinite else { return nil }
        return .number(value)
    }
}
