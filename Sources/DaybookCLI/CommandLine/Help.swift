import DaybookCore

/// Help text in swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS), read from the
/// specs in the run's language and wrapped to `width` terminal cells. Top-level help ends with the global options,
/// the environment, the files and the exit codes.
enum Help {
    /// The narrowest width help is wrapped to, however narrow the terminal.
    static let minimumWidth = 40
    /// Where the text of a two-column row starts.
    private static let labelWidth = 28

    static func text(for command: CommandSpec?, width: Int, language: Language) -> String {
        let width = max(width, minimumWidth)
        let layout = Layout(width: width, language: language)
        guard let command else { return topLevel(ProgramSpec.daybook, layout) }
        var out = layout.titled(HelpWords.overview, command.abstract) + "\n"
        if let discussion = command.discussion { out += "\n" + layout.wrap(discussion[language], indent: 0) + "\n" }
        out += "\n" + layout.titled(HelpWords.usage, parts: command.usageParts) + "\n"
        if !command.arguments.isEmpty {
            out +=
                "\n" + HelpWords.arguments.text(language) + "\n"
                + layout.rows(command.arguments.map { ("<\($0.name)>", $0.help) })
        }
        var options = command.allOptions.map { option in (option.label, option.fullHelp) }
        options.append(help)
        out += "\n" + HelpWords.options.text(language) + "\n" + layout.rows(options)
        return out
    }

    private static var help: (String, Localized) {
        (ProgramSpec.daybook.helpOption.term, ProgramSpec.daybook.helpOption.help)
    }

    private static func topLevel(_ program: ProgramSpec, _ layout: Layout) -> String {
        let language = layout.language
        var out = layout.titled(HelpWords.overview, program.abstract) + "\n"
        out += "\n" + layout.wrap(program.discussion[language], indent: 0) + "\n"
        out += "\n" + layout.titled(HelpWords.usage, parts: [program.name, "[<subcommand>]", "[<options>]"]) + "\n"
        out += "\n" + HelpWords.subcommands.text(language) + "\n"
        out += layout.rows(
            CommandSpec.visible.map { command in
                (
                    command.name
                        + (command.name == Commands.standard.spec.name ? HelpWords.defaultCommand.text(language) : ""),
                    command.abstract
                )
            })
        out +=
            "\n  "
            + layout.wrap(
                HelpWords.seeSubcommandHelp(program: program.name).text(language), indent: 2,
                firstIndent: 2) + "\n"
        var options = program.globalOptions.map { option in (option.label, option.fullHelp) }
        options += [(program.versionOption.term, program.versionOption.help), help]
        out += "\n" + HelpWords.options.text(language) + "\n" + layout.rows(options)
        for (title, items) in [
            (HelpWords.environment, program.environment), (.files, program.files),
            (.exitCodes, program.exitCodes),
        ] {
            out += "\n" + title.text(language) + "\n" + layout.rows(items.map { ($0.term, $0.help) })
        }
        return out
    }

    /// How help is laid out for one terminal and one language.
    private struct Layout {
        var width: Int
        var language: Language

        /// `OVERVIEW: text`, the text wrapped after the title.
        func titled(_ title: HelpWords, _ text: Localized) -> String {
            let lead = title.text(language) + " "
            return lead + wrap(text[language], indent: 0, firstIndent: TerminalWidth.of(lead))
        }

        /// `USAGE: daybook add [--time <hh:mm>] …`, continued under `daybook` when it is wider than `width`.
        func titled(_ title: HelpWords, parts: [String]) -> String {
            let lead = title.text(language) + " "
            let indent = TerminalWidth.of(lead)
            return lead
                + Help.wrap(
                    parts.map { LineBreaks.Piece(text: $0, spaceBefore: true) }, width: width,
                    indent: indent, firstIndent: indent)
        }

        /// Two-column rows; a label too wide for its column puts its text on the next line.
        func rows(_ rows: [(String, Localized)]) -> String {
            let column = width >= 2 * labelWidth ? labelWidth : 6
            var out = ""
            for (label, text) in rows {
                let lead = "  " + label
                let leadWidth = TerminalWidth.of(lead)
                if leadWidth + 2 <= column {
                    out +=
                        lead + String(repeating: " ", count: column - leadWidth)
                        + wrap(text[language], indent: column, firstIndent: column) + "\n"
                } else {
                    out +=
                        lead + "\n" + String(repeating: " ", count: column)
                        + wrap(text[language], indent: column, firstIndent: column) + "\n"
                }
            }
            return out
        }

        func wrap(_ text: String, indent: Int, firstIndent: Int = 0) -> String {
            Help.wrap(text, width: width, indent: indent, firstIndent: firstIndent, language: language)
        }
    }

    /// Word-wraps `text` to `width` cells: the first line starts at column `firstIndent` (its indent already
    /// written), the others are indented by `indent`. English breaks at spaces; Japanese also between two Japanese
    /// characters (`LineBreaks`).
    static func wrap(
        _ text: String, width: Int, indent: Int, firstIndent: Int = 0,
        language: Language = .en
    ) -> String {
        let pieces =
            language == .ja
            ? LineBreaks.pieces(text)
            : text.split(separator: " ").map { LineBreaks.Piece(text: String($0), spaceBefore: true) }
        return wrap(pieces, width: width, indent: indent, firstIndent: firstIndent)
    }

    private static func wrap(_ pieces: [LineBreaks.Piece], width: Int, indent: Int, firstIndent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var out = ""
        var column = firstIndent
        var lineIsEmpty = true
        for piece in pieces {
            let pieceWidth = TerminalWidth.of(piece.text)
            let space = piece.spaceBefore && !lineIsEmpty ? 1 : 0
            if !lineIsEmpty, column + space + pieceWidth > width {
                out += "\n" + pad
                column = indent
                lineIsEmpty = true
            }
            if piece.spaceBefore && !lineIsEmpty {
                out += " "
                column += 1
            }
            out += piece.text
            column += pieceWidth
            lineIsEmpty = false
        }
        return out
    }
}
