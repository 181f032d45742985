import DaybookCore

/// Diagnostics as a compiler prints them, in the run's language. Everything in a diagnostic may come from a synced
/// file (its path, the line, names quoted in the message), so each part is shown through `VisibleText`.
enum DiagnosticText {
    /// `path:line:column: severity: message`.
    static func header(_ diagnostic: Diagnostic, path: String, style: Style, language: Language) -> String {
        var position = VisibleText.escaped(path)
        if diagnostic.line > 0 {
            position += ":\(diagnostic.line)"
            if diagnostic.column > 0 { position += ":\(diagnostic.column)" }
        }
        let severity =
            diagnostic.severity == .error
            ? style.red(StatusWords.error.text(language)) : style.yellow(StatusWords.warning.text(language))
        return style.bold(position + ":") + " " + severity + " " + VisibleText.escaped(diagnostic.message[language])
    }

    /// The header and the hint, without colour, wrapped to `width` cells (the hint indented by two): for a pane too
    /// narrow for a problem on one line. A word wider than the pane (a long path) is cut across rows.
    static func wrapped(_ diagnostic: Diagnostic, path: String, width: Int, language: Language)
        -> (message: [String], fix: [String])
    {
        let plain = Style(enabled: false)
        let message = Help.wrap(
            header(diagnostic, path: path, style: plain, language: language), width: width, indent: 2,
            language: language
        ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fix: [String] = []
        if let hint = diagnostic.hint {
            fix = Help.wrap(
                VisibleText.escapedLines(hint[language]), width: width, indent: 2, firstIndent: 2, language: language
            ).split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, row in
                index == 0 ? "  " + row : String(row)
            }
        }
        return (message.flatMap { cutAcross($0, width: width) }, fix.flatMap { cutAcross($0, width: width) })
    }

    /// `row` in pieces of at most `width` cells.
    private static func cutAcross(_ row: String, width: Int) -> [String] {
        guard width > 0, TerminalWidth.of(row) > width else { return [row] }
        var pieces: [String] = []
        var current = ""
        var cells = 0
        for character in row {
            let cellWidth = TerminalWidth.of(character)
            if cells + cellWidth > width {
                pieces.append(current)
                current = ""
                cells = 0
            }
            current.append(character)
            cells += cellWidth
        }
        return pieces + [current]
    }

    /// The header, then the line with a caret under the column, then the hint.
    static func full(_ diagnostic: Diagnostic, path: String, style: Style, language: Language) -> String {
        var out = header(diagnostic, path: path, style: style, language: language) + "\n"
        if let line = diagnostic.sourceLine {
            out += VisibleText.escaped(line) + "\n"
            if diagnostic.column > 0 {
                out += caretIndent(line, column: diagnostic.column) + style.green("^") + "\n"
            }
        }
        if let hint = diagnostic.hint { out += VisibleText.escapedLines(hint[language]) + "\n" }
        return out
    }

    /// For commands that show days rather than problems: how many errors and warnings the days read hold, for
    /// stderr; nil when there are none.
    static func tally(_ diagnostics: [Diagnostic], _ language: Language) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }.count
        guard !diagnostics.isEmpty else { return nil }
        return CommandMessage.tally(errors: errors, warnings: diagnostics.count - errors).text(language) + "\n"
    }

    /// Spaces (and tabs, where the line has them) that reach the column in the line as shown, counting wide
    /// characters as two cells and an escaped control character as its escape's width.
    private static func caretIndent(_ line: String, column: Int) -> String {
        var indent = ""
        for character in line.prefix(column - 1) {
            if character == "\t" {
                indent += "\t"
            } else if character.unicodeScalars.contains(where: VisibleText.isControl) {
                indent += String(repeating: " ", count: VisibleText.escaped(String(character)).count)
            } else {
                indent += String(repeating: " ", count: TerminalWidth.of(character))
            }
        }
        return indent
    }
}
