/// The records of a CSV file, read from its bytes: fields split by the delimiter, double-quoted fields with `""`
/// for a quote and line breaks inside quotes, LF or CRLF, a byte-order mark dropped. Linear in the file's size.
struct CSVRecords {
    struct Record {
        /// The line the record starts on, 1-based.
        var line: Int
        /// Each field's bytes, quotes removed.
        var fields: [ArraySlice<UInt8>]
        /// The record as written, for messages (its first line).
        var text: ArraySlice<UInt8>
        /// Set when the record cannot be read: longer than `maximumBytes`, or a quote never closed.
        var problem: Problem?

        func field(_ index: Int) -> ArraySlice<UInt8> {
            fields.indices.contains(index) ? fields[index] : []
        }

        func string(_ index: Int) -> String {
            String(decoding: field(index), as: UTF8.self)
        }
    }

    enum Problem {
        case tooLong
        case unclosedQuote
    }

    /// No export writes a row this long; a longer one is reported, which bounds the work one row can cause.
    static let maximumBytes = 64 * 1024

    private let bytes: [UInt8]
    let delimiter: UInt8
    private var position: Int
    private var line = 1

    init(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) {
        self.bytes = bytes
        self.delimiter = delimiter
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The next record; nil at the end of the file. Empty lines are skipped.
    mutating func next() -> Record? {
        while position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D {
            if bytes[position] == 0x0A { line += 1 }
            position += 1
        }
        guard position < bytes.count else { return nil }
        let start = position
        let startLine = line
        var fields: [ArraySlice<UInt8>] = []
        var problem: Problem?
        var fieldStart = position
        var quoted = false
        var inQuotes = false
        var escapes = false
        var firstLineEnd: Int?
        var index = position
        func endField(at end: Int) {
            if quoted {
                let inner = bytes[(fieldStart + 1)..<max(fieldStart + 1, end - 1)]
                fields.append(escapes ? CSVRecords.unescaped(inner) : inner)
            } else {
                fields.append(bytes[fieldStart..<end])
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        escapes = true
                        index += 2
                        continue
                    }
                    inQuotes = false
                } else if byte == 0x0A {
                    line += 1
                    if firstLineEnd == nil { firstLineEnd = index }
                }
            } else if byte == UInt8(ascii: "\"") && index == fieldStart {
                quoted = true
                inQuotes = true
            } else if byte == delimiter {
                endField(at: index)
                fieldStart = index + 1
                quoted = false
                escapes = false
            } else if byte == 0x0A {
                break
            }
            index += 1
            if index - start > CSVRecords.maximumBytes {
                problem = .tooLong
                break
            }
        }
        if problem == nil && inQuotes { problem = .unclosedQuote }
        if problem == nil {
            var end = index
            if end > fieldStart, bytes[end - 1] == 0x0D, !quoted { end -= 1 }
            if quoted, end > fieldStart, bytes[end - 1] == 0x0D { end -= 1 }
            endField(at: end)
        } else {
            // Skip to the end of the line the problem was found on.
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        }
        var textEnd = firstLineEnd ?? min(index, bytes.count)
        if textEnd > start, bytes[textEnd - 1] == 0x0D { textEnd -= 1 }
        position = index
        return Record(
            line: startLine, fields: problem == nil ? fields : [], text: bytes[start..<textEnd],
            problem: problem)
    }

    /// The field's bytes with each `""` as one `"`.
    private static func unescaped(_ inner: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var out: [UInt8] = []
        out.reserveCapacity(inner.count)
        var index = inner.startIndex
        while index < inner.endIndex {
            out.append(inner[index])
            index += inner[index] == UInt8(ascii: "\"") ? 2 : 1
        }
        return out[...]
    }

    /// `,`, `;` or a tab: whichever of them the line holds most of (outside quotes), comma when none.
    static func delimiter(of line: ArraySlice<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [:]
        var inQuotes = false
        for byte in line {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes, byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == 0x09 {
                counts[byte, default: 0] += 1
            }
        }
        let comma = counts[UInt8(ascii: ","), default: 0]
        let semicolon = counts[UInt8(ascii: ";"), default: 0]
        let tab = counts[0x09, default: 0]
        if semicolon > comma && semicolon >= tab { return UInt8(ascii: ";") }
        return tab > comma ? 0x09 : UInt8(ascii: ",")
    }
}
