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
        try offset(of: position, resumingFrom: nil)
    }

    /// As `offset(of:)`, walking on from `mark` (an earlier position of the same line and its offset) rather than
    /// from the line's start: finding many positions of one long line in order costs the line once.
    private func offset(of position: TextPosition, resumingFrom mark: (position: TextPosition, offset: Int)?)
        throws(ResponseError) -> Int
    {
        if position.line == lineStarts.count, position.character == 0 { return bytes.count }
        guard position.line < lineStarts.count else {
            throw .invalidParams("line \(position.line) is past the end of the document (\(lineStarts.count) lines)")
        }
        let line = lineBytes(position.line)
        var units = 0
        var index = line.startIndex
        if let mark, mark.position.line == position.line, mark.position.character <= position.character,
            mark.offset >= line.startIndex, mark.offset <= line.endIndex
        {
            units = mark.position.character
            index = mark.offset
        }
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

    /// Applies one `didChange`'s changes in order, as LSP says: each range is in the document as the changes
    /// before it left it. Changes that run through the document in one direction — each after the text the one
    /// before it put in (an editor's replace-all, top to bottom), or each before the one before it (bottom to top)
    /// — are placed on the document as it was before them and applied in one pass, so 20,000 ranged edits cost the
    /// document's length plus their own, not 20,000 copies of the document (docs/SECURITY.md, "Costs").
    mutating func apply(_ changes: [(range: TextRange?, text: String)]) throws(ResponseError) {
        var run: [Placed] = []
        var direction: Direction?
        for change in changes {
            guard let range = change.range else {
                try flush(&run, direction)
                direction = nil
                bytes = Array(change.text.utf8)
                indexLines()
                continue
            }
            guard range.start <= range.end else {
                try flush(&run, direction)
                throw .invalidParams("the range ends before it starts")
            }
            if let last = run.last {
                if direction != .backward, range.start >= last.newEnd {
                    direction = .forward
                } else if direction != .forward, range.end <= last.range.start {
                    direction = .backward
                } else {
                    try flush(&run, direction)
                    direction = nil
                }
            }
            // Where the change's range was before the run: a later change of a forward run is shifted by what
            // the changes before it put in and took out; a backward run leaves what is before it as it was.
            var original = range
            if direction == .forward, let last = run.last {
                original = TextRange(start: last.unshift(range.start), end: last.unshift(range.end))
            }
            run.append(Placed(range: range, original: original, text: change.text))
        }
        try flush(&run, direction)
    }

    private enum Direction { case forward, backward }

    /// A change of a run, its range as sent and as it was before the run, and where the text it puts in ends.
    private struct Placed {
        var range: TextRange
        var original: TextRange
        var text: String
        var newEnd: TextPosition {
            var lines = 0
            var tail = 0
            for unit in text.utf16 {
                if unit == 0x0A {
                    lines += 1
                    tail = 0
                } else {
                    tail += 1
                }
            }
            return lines == 0
                ? TextPosition(line: range.start.line, character: range.start.character + tail)
                : TextPosition(line: range.start.line + lines, character: tail)
        }

        /// A position of the document after this change (at or after where its text ends) as it was before the run.
        func unshift(_ position: TextPosition) -> TextPosition {
            let end = newEnd
            if position.line == end.line {
                return TextPosition(
                    line: original.end.line, character: original.end.character + (position.character - end.character))
            }
            return TextPosition(line: original.end.line + (position.line - end.line), character: position.character)
        }
    }

    /// Applies a run of changes in one pass over the bytes: those up to the first whose range cannot be placed,
    /// which is then the error.
    private mutating func flush(_ run: inout [Placed], _ direction: Direction?) throws(ResponseError) {
        defer { run = [] }
        guard !run.isEmpty else { return }
        // In the order they stand in the document; a backward run's later change of one place goes first.
        let ordered = direction == .backward ? Array(run.indices.reversed()) : Array(run.indices)
        var points: [(position: TextPosition, change: Int, isEnd: Bool)] = []
        for index in ordered {
            points.append((run[index].original.start, index, false))
            points.append((run[index].original.end, index, true))
        }
        var starts = [Int](repeating: 0, count: run.count)
        var ends = [Int](repeating: 0, count: run.count)
        var failed: (change: Int, error: ResponseError)?
        var mark: (position: TextPosition, offset: Int)?
        for point in points {
            do {
                let offset = try offset(of: point.position, resumingFrom: mark)
                mark = (point.position, offset)
                if point.isEnd { ends[point.change] = offset } else { starts[point.change] = offset }
            } catch {
                if failed.map({ point.change < $0.change }) ?? true { failed = (point.change, error) }
            }
        }
        let applied = ordered.filter { index in failed.map { index < $0.change } ?? true }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for index in applied {
            result += bytes[cursor..<starts[index]]
            result += run[index].text.utf8
            cursor = ends[index]
        }
        result += bytes[cursor...]
        bytes = result
        indexLines()
        if let failed { throw failed.error }
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
