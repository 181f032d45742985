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
            line == line.rounded(), character == character.rounded()
        else {
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
