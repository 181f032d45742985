/// The lines daybook writes to its logs, `- {key: mystery stew, kcal: 520, estimator: stub, at: "2026-11-29T19:02"}`,
/// read without a YAML parser: `status` reads the whole pin log on every run, and libyaml costs some 75,000
/// instructions a line. Anything this does not recognise for certain — a line a person edited, escapes, single
/// quotes, nested collections, comments — gives nil, and the caller reads the line as YAML instead.
enum LogLine {
    /// The line's fields, keys to values as YAML would read them; nil when unsure.
    static func fields(_ line: ArraySlice<UInt8>) -> LogRecord? {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1] == 0x20 { end -= 1 }
        let start = line.startIndex + 3
        guard end - line.startIndex >= 5, line[line.startIndex] == 0x2D, line[line.startIndex + 1] == 0x20,
            line[line.startIndex + 2] == 0x7B, line[end - 1] == 0x7D
        else { return nil }
        var record = LogRecord()
        var index = start
        let close = end - 1
        while index < close {
            // A key: lower-case letters, digits and underscores, then ": ".
            let keyStart = index
            while index < close, isKeyByte(line[index]) { index += 1 }
            guard index > keyStart, index + 1 < close, line[index] == 0x3A, line[index + 1] == 0x20 else { return nil }
            let key = String(decoding: line[keyStart..<index], as: UTF8.self)
            index += 2
            let value: String
            if line[index] == 0x22 {
                // A double-quoted value without escapes.
                let valueStart = index + 1
                index = valueStart
                while index < close, line[index] != 0x22 {
                    guard line[index] != 0x5C else { return nil }
                    index += 1
                }
                guard index < close else { return nil }
                value = String(decoding: line[valueStart..<index], as: UTF8.self)
                index += 1
            } else {
                // A plain value: up to ", " or the closing brace, with nothing YAML would read differently.
                let valueStart = index
                guard !isIndicator(line[index]) else { return nil }
                while index < close, !(line[index] == 0x2C && index + 1 < close && line[index + 1] == 0x20) {
                    guard !isFlowSpecial(line[index]) else { return nil }
                    if line[index] == 0x3A, index + 1 < close, line[index + 1] == 0x20 { return nil }
                    if line[index] == 0x23, line[index - 1] == 0x20 { return nil }
                    index += 1
                }
                var valueEnd = index
                while valueEnd > valueStart, line[valueEnd - 1] == 0x20 { valueEnd -= 1 }
                guard valueEnd > valueStart else { return nil }
                value = String(decoding: line[valueStart..<valueEnd], as: UTF8.self)
            }
            guard record.add(key, value) else { return nil }
            if index == close { break }
            guard index + 1 < close, line[index] == 0x2C, line[index + 1] == 0x20 else { return nil }
            index += 2
        }
        return record.isEmpty ? nil : record
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
    }

    /// A space, or a character that starts something other than a plain scalar: - ? : , [ ] { } # & * ! | > ' " % @ `
    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x2D, 0x3F, 0x3A, 0x2C, 0x5B, 0x5D, 0x7B, 0x7D, 0x23, 0x26, 0x2A, 0x21, 0x7C, 0x3E, 0x27, 0x22, 0x25,
            0x40, 0x60:
            return true
        default:
            return false
        }
    }

    /// Characters a plain scalar in a flow mapping cannot hold.
    private static func isFlowSpecial(_ byte: UInt8) -> Bool {
        byte == 0x5B || byte == 0x5D || byte == 0x7B || byte == 0x7D || byte == 0x22 || byte == 0x27 || byte == 0x09
    }
}

/// A log line's fields in the order written, found by a look along them: a line holds a handful, and a dictionary
/// hashed every key twice (making it and asking it), a third of what `status` spent on each line of the pin log.
struct LogRecord {
    private(set) var fields: [(key: String, value: String)] = []

    var isEmpty: Bool { fields.isEmpty }

    subscript(key: String) -> String? {
        fields.first { $0.key == key }?.value
    }

    /// Adds `value` under `key`; false, adding nothing, when the record has the key already.
    mutating func add(_ key: String, _ value: String) -> Bool {
        guard self[key] == nil else { return false }
        fields.append((key, value))
        return true
    }

    /// `value` under `key`, in place of any value there (YAML's reading of a key given twice: the last stands).
    mutating func set(_ key: String, _ value: String) {
        if let index = fields.firstIndex(where: { $0.key == key }) {
            fields[index].value = value
        } else {
            fields.append((key, value))
        }
    }

    /// The same fields as a dictionary.
    var dictionary: [String: String] {
        Dictionary(fields, uniquingKeysWith: { _, last in last })
    }
}
