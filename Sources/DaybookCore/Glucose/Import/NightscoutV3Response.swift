/// Nightscout's API v3 answer to `GET /api/v3/entries`: `{"status": 200, "result": [...]}` (`lib/api3/shared/
/// operationTools.js`, `sendJSON`), or for a refusal `{"status": 401, "message": "…"}`. Its members are walked
/// without being parsed, so that the entries in `result` are read one by one like API v1's array; nesting is
/// counted, never recursed into.
struct NightscoutV3Response {
    /// Where the `result` array lies, and the line it starts on.
    var result: (range: Range<Int>, line: Int, lineStart: Int)?
    /// `status`, when it is a number.
    var status: Int?
    /// `message`, when it is a string of at most 200 bytes.
    var message: String?

    /// The members of the object `bytes` hold; nil when they are no JSON object.
    init?(_ bytes: [UInt8]) {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var lineStart = 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        /// The end of the string starting at `index` (after its closing quote); nil when it never closes.
        func stringEnd(_ start: Int) -> Int? {
            var at = start + 1
            while at < bytes.count {
                if bytes[at] == UInt8(ascii: "\\") {
                    at += 2
                    continue
                }
                if bytes[at] == UInt8(ascii: "\"") { return at + 1 }
                if bytes[at] == 0x0A { return nil }
                at += 1
            }
            return nil
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        while true {
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { break }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "\""), let keyEnd = stringEnd(index) else { return nil }
            let key = String(decoding: bytes[(index + 1)..<(keyEnd - 1)], as: UTF8.self)
            index = keyEnd
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            let valueStart = index
            let (valueLine, valueLineStart) = (line, lineStart)
            // The value's end: a string, or everything up to the comma or brace at this depth.
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    guard let end = stringEnd(index) else { return nil }
                    index = end
                    if depth == 0 { break }
                    continue
                }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if byte == UInt8(ascii: ","), depth == 0 { break }
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            guard depth == 0 else { return nil }
            let value = bytes[valueStart..<index]
            switch key {
            case "result" where value.first == UInt8(ascii: "["):
                result = (valueStart..<index, valueLine, valueLineStart)
            case "status":
                status = Int(String(decoding: value, as: UTF8.self).filter { $0 != " " && $0 != "\r" && $0 != "\n" })
            case "message" where value.count <= 200 && value.first == UInt8(ascii: "\""):
                message = String(decoding: value.dropFirst().dropLast(), as: UTF8.self)
            default:
                break
            }
        }
        index += 1
        skipSpace()
        guard index == bytes.count else { return nil }
    }
}
