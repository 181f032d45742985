/// Walks a JSON array's elements without parsing them, so that each can be parsed (and reported on) by itself
/// with its line and column: a bad entry costs that entry, not the file. Nesting is counted, not recursed into,
/// so depth costs nothing; each element's JSON is parsed later with the depth limit `JSON` has.
struct JSONArrayScanner {
    enum Next {
        case element(ArraySlice<UInt8>, line: Int)
        case end
        /// The array's structure is broken at this position: an unclosed string or bracket, a missing comma, text
        /// after the array.
        case broken(line: Int, column: Int)
    }

    private let bytes: [UInt8]
    /// Where the array's text ends: the end of the bytes, or of the value holding it (API v3's `result`).
    private let end: Int
    private var index: Int
    private var line: Int
    private var lineStart: Int
    /// After an element: a comma or the closing bracket must come next.
    private var afterElement = false
    private var afterComma = false

    init(_ bytes: [UInt8]) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.init(bytes, range: start..<bytes.count, line: 1, lineStart: start)
    }

    /// The array at `range` of `bytes`, which starts on `line` (the line starting at `lineStart`).
    init(_ bytes: [UInt8], range: Range<Int>, line: Int, lineStart: Int) {
        self.bytes = bytes
        end = range.upperBound
        index = range.lowerBound
        self.line = line
        self.lineStart = lineStart
    }

    /// Consumes the opening bracket; false when the text does not start with one.
    mutating func open() -> Bool {
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "[") else { return false }
        index += 1
        return true
    }

    mutating func nextElement() -> Next {
        skipSpace()
        guard index < end else { return broken }
        if bytes[index] == UInt8(ascii: "]") {
            guard !afterComma else { return broken }
            index += 1
            skipSpace()
            return index == end ? .end : broken
        }
        if afterElement {
            guard bytes[index] == UInt8(ascii: ",") else { return broken }
            index += 1
            afterElement = false
            afterComma = true
            return nextElement()
        }
        let start = index
        let startLine = line
        var depth = 0
        var inString = false
        while index < end {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if byte == 0x0A {
                    return broken
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return finish(start, startLine) }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 { return finish(start, startLine) }
                case 0x0A:
                    line += 1
                    lineStart = index + 1
                    if depth == 0 { return finish(start, startLine) }
                case 0x20, 0x09, 0x0D:
                    if depth == 0 { return finish(start, startLine) }
                default:
                    break
                }
            }
            index += 1
        }
        return depth == 0 && !inString && index > start ? finish(start, startLine) : broken
    }

    /// The line of the current position, for a message; nil when it is longer than 200 bytes (a minified export
    /// is one line of megabytes).
    func shortLineText() -> String? {
        var end = lineStart
        while end < bytes.count, bytes[end] != 0x0A {
            guard end - lineStart < 200 else { return nil }
            end += 1
        }
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }

    private mutating func finish(_ start: Int, _ startLine: Int) -> Next {
        afterElement = true
        afterComma = false
        return .element(bytes[start..<index], line: startLine)
    }

    private var broken: Next {
        .broken(line: line, column: index - lineStart + 1)
    }

    private mutating func skipSpace() {
        while index < end {
            switch bytes[index] {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x20, 0x09, 0x0D:
                break
            default:
                return
            }
            index += 1
        }
    }
}
