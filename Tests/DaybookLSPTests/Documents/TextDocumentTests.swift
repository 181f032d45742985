import Testing

@testable import DaybookLSP

struct TextDocumentTests {
    /// `a😀b`: the emoji is two UTF-16 units and four UTF-8 bytes; `ご` three bytes and one unit.
    private let document = TextDocument(uri: "file:///x.md", path: "/x.md", version: 1, text: "a😀b\r\nごはん\n")

    @Test func positionsCountUTF16() throws {
        #expect(try document.offset(of: TextPosition(line: 0, character: 1)) == 1)
        #expect(try document.offset(of: TextPosition(line: 0, character: 3)) == 5)
        #expect(try document.offset(of: TextPosition(line: 1, character: 1)) == 11)
        #expect(document.line(0) == "a😀b")
        #expect(document.length(ofLine: 0) == 4)
    }

    @Test func aCharacterPastTheLineEndMeansTheLineEnd() throws {
        #expect(try document.offset(of: TextPosition(line: 0, character: 99)) == 6)
        #expect(try document.offset(of: TextPosition(line: 2, character: 0)) == 18)
    }

    @Test func anOffsetInsideASurrogatePairOrPastTheEndIsAnError() {
        #expect(throws: ResponseError.self) { try document.offset(of: TextPosition(line: 0, character: 2)) }
        #expect(throws: ResponseError.self) { try document.offset(of: TextPosition(line: 4, character: 0)) }
        #expect(throws: ResponseError.self) { try document.offset(of: TextPosition(line: 5, character: 1)) }
    }

    @Test func incrementalEditsAcrossLines() throws {
        var edited = document
        try edited.replace(
            TextRange(start: TextPosition(line: 0, character: 3), end: TextPosition(line: 1, character: 1)),
            with: "B\n- 12:30 ご")
        #expect(edited.line(0) == "a😀B")
        #expect(edited.line(1) == "- 12:30 ごはん")
        #expect(edited.lineCount == 3)
        try edited.replace(nil, with: "whole")
        #expect(edited.line(0) == "whole" && edited.lineCount == 1)
    }

    @Test func coreColumnsBecomeUTF16() {
        let line = TextDocument(uri: "u", path: "/u", version: 0, text: "- 😀 ごはん, 🇯🇵 tea")
        // Column 13 (in characters, 1-based) is "tea": the flag is one character of four UTF-16 units.
        #expect(line.position(line: 0, column: 13) == TextPosition(line: 0, character: 16))
    }
}
