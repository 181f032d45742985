import DaybookCore

/// `textDocument/publishDiagnostics`: `check`'s problems for the document, placed in UTF-16 as LSP counts.
enum Diagnostics {
    static func params(_ document: TextDocument, _ diagnostics: [Diagnostic], language: Language) -> JSON {
        .object([
            ("uri", .string(document.uri)), ("version", .int(document.version)),
            ("diagnostics", .array(diagnostics.map { json($0, in: document, language: language) })),
        ])
    }

    static func json(_ diagnostic: Diagnostic, in document: TextDocument, language: Language) -> JSON {
        .object([
            ("range", range(of: diagnostic, in: document).json),
            ("severity", .int(diagnostic.severity == .error ? 1 : 2)),
            ("source", .string("daybook")),
            (
                "message",
                .string(
                    HintText.visible(diagnostic.message[language])
                        + (diagnostic.hint.map { "\n" + HintText.visible($0[language]) } ?? ""))
            ),
        ])
    }

    /// From the column `check` points at to the end of that item (the next separator) or of the line; a problem
    /// without a column covers its line, one about the whole file the first line.
    static func range(of diagnostic: Diagnostic, in document: TextDocument) -> TextRange {
        let line = max(0, diagnostic.line - 1)
        let text = document.line(line)
        guard diagnostic.column > 0 else { return TextRange(line: line, from: 0, to: text.utf16.count) }
        let start = document.position(line: line, column: diagnostic.column).character
        var end = start
        var content = start
        for unit in text.utf16.dropFirst(start) {
            if separators.contains(unit) { break }
            end += 1
            if unit != 0x20 { content = end }
        }
        return TextRange(line: line, from: start, to: max(start, content))
    }

    /// `,` `、` `，` `;` `；`: where a meal's items end.
    private static let separators: Set<UInt16> = [0x2C, 0x3001, 0xFF0C, 0x3B, 0xFF1B]
}
