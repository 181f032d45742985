import DaybookCore

/// An open document as the editor holds it: the buffer's UTF-8 bytes, which win over the file on disk.
struct TextDocument {
    let uri: String
    /// The absolute path the URI names.
    let path: String
    var version: Int
    private(set) var bytes: [UInt8]
    /// Where each line starts in `bytes` (a line ends at `\n`; a `\r` before it is not part of the line).
    private(set) var lineStarts: [Int] = [0]

    init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        bytes = Array(text.utf8)
        indexLines()
    }

    var lineCount: Int { lineStarts.count }

    /// Line `number` (0-based) without its line ending; empty past the end.
    func line(_ number: Int) -> String {
        guard number >= 0, number < lineStarts.count else { return "" }
        return String(decoding: lineBytes(number), as: UTF8.self)
    }

    private func lineBytes(_ number: Int) -> ArraySlice<UInt8> {
        let start = lineStarts[number]
        var end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// The byte offset of an LSP position. A character past the line's end means the line's end (as LSP says); a
    /// line past the document's end, or an offset that splits a character's UTF-16 pair, is an error.
    func offset(of position: TextPosition) throws(ResponseError) -> Int {
        if position.line == lineStarts.count, position.character == 0 { return bytes.count }
        guard position.line < lineStarts.count else {
            throw .invalidParams("line \(position.line) is past the end of the document (\(lineStarts.count) lines)")
        }
        let line = lineBytes(position.line)
        var units = 0
        var index = line.startIndex
        while index < line.endIndex, units < position.character {
            let length = TextDocument.sequenceLength(line[index])
            units += length == 4 ? 2 : 1
            index = min(line.endIndex, index + length)
        }
        guard units <= position.character else {
            throw .invalidParams(
                "character \(position.character) of line \(position.line) falls inside a "
                    + "character's UTF-16 surrogate pair")
        }
        return index
    }

    /// The position of the 1-based character column `column` of line `line` (both as the core counts them).
    func position(line: Int, column: Int) -> TextPosition {
        TextPosition(line: line, character: self.line(line).utf16Offset(ofCharacter: column - 1))
    }

    /// The UTF-16 length of a line.
    func length(ofLine number: Int) -> Int {
        line(number).utf16.count
    }

    /// Replaces `range` (or everything) with `text`.
    mutating func replace(_ range: TextRange?, with text: String) throws(ResponseError) {
        guard let range else {
            bytes = Array(text.utf8)
            indexLines()
            return
        }
        let start = try offset(of: range.start)
        let end = try offset(of: range.end)
        guard start <= end else { throw .invalidParams("the range ends before it starts") }
        bytes.replaceSubrange(start..<end, with: text.utf8)
        indexLines()
    }

    private mutating func indexLines() {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    /// Bytes in the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
