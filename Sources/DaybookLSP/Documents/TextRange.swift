import DaybookCore

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
