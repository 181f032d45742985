import DaybookCore

/// A place in a document as LSP counts it: 0-based line, and UTF-16 code units into the line.
struct TextPosition: Hashable, Comparable {
    var line: Int
    var character: Int

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    var json: JSON { .object([("line", .int(line)), ("character", .int(character))]) }

    /// Reads `{"line": L, "character": C}`; negative or missing numbers are the client's mistake.
    init(_ json: JSON?) throws(ResponseError) {
        guard let line = json?["line"]?.double, let character = json?["character"]?.double,
              line >= 0, character >= 0, line < 1e9, character < 1e9,
              line == line.rounded(), character == character.rounded() else {
            throw .invalidParams("a position needs a 'line' and a 'character', whole numbers from 0")
        }
        self.line = Int(line)
        self.character = Int(character)
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A span of a document, end exclusive.
struct TextRange: Hashable {
    var start: TextPosition
    var end: TextPosition

    var json: JSON { .object([("start", start.json), ("end", end.json)]) }

    init(_ json: JSON?) throws(ResponseError) {
        start = try TextPosition(json?["start"])
        end = try TextPosition(json?["end"])
        guard start <= end else { throw .invalidParams("a range must not end before it starts") }
    }

    init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// A whole line, or a place on it.
    init(line: Int, from start: Int, to end: Int) {
        self.init(start: TextPosition(line: line, character: start), end: TextPosition(line: line, character: end))
    }

    func contains(_ position: TextPosition) -> Bool {
        start <= position && position <= end
    }
}

extension String {
    /// UTF-16 code units in the first `count` characters (grapheme clusters): the core's 1-based columns count
    /// characters, LSP counts UTF-16.
    func utf16Offset(ofCharacter count: Int) -> Int {
        var units = 0
        for character in prefix(max(0, count)) { units += character.utf16.count }
        return units
    }

    /// UTF-16 code units in the first `count` Unicode scalars (how the core places items in a line).
    func utf16Offset(ofScalar count: Int) -> Int {
        var units = 0
        for scalar in unicodeScalars.prefix(max(0, count)) { units += scalar.utf16.count }
        return units
    }
}
