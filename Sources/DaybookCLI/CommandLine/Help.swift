import DaybookCore

/// Help text in swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS), read from the
/// specs and wrapped to `width` terminal cells. Top-level help ends with the global options, the environment, the
/// files and the exit codes.
enum Help {
    /// The narrowest width help is wrapped to, however narrow the terminal.
    static let minimumWidth = 40
    /// Where the text of a two-column row starts.
    private static let labelWidth = 28

    static func text(for command: CommandSpec?, width: Int) -> String {
        let width = max(width, minimumWidth)
        guard let command else { return topLevel(ProgramSpec.daybook, width: width) }
        var out = "OVERVIEW: " + wrap(command.abstract, width: width, indent: 0, firstIndent: "OVERVIEW: ".count) + "\n"
        if let discussion = command.discussion { out += "\n" + wrap(discussion, width: width, indent: 0) + "\n" }
        out += "\n" + usage(command, width: width) + "\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n" + rows(command.arguments.map { ("<\($0.name)>", $0.help) }, width: width)
        }
        var options = command.allOptions.map { option in (option.label, option.fullHelp) }
        options.append(help)
        out += "\nOPTIONS:\n" + rows(options, width: width)
        return out
    }

    private static var help: (String, String) {
        (ProgramSpec.daybook.helpOption.term, ProgramSpec.daybook.helpOption.help)
    }

    private static func topLevel(_ program: ProgramSpec, width: Int) -> String {
        var out = "OVERVIEW: " + wrap(program.abstract, width: width, indent: 0, firstIndent: "OVERVIEW: ".count) + "\n"
        out += "\n" + wrap(program.discussion, width: width, indent: 0) + "\n"
        out += "\nUSAGE: " + wrap([program.name, "[<subcommand>]", "[<options>]"], width: width, indent: 7, firstIndent: 7)
            + "\n"
        out += "\nSUBCOMMANDS:\n"
        out += rows(CommandSpec.visible.map { ($0.name + ($0.name == CommandSpec.status.name ? " (default)" : ""),
                                               $0.abstract) }, width: width)
        out += "\n  " + wrap("See '\(program.name) help <subcommand>' for detailed help.", width: width, indent: 2,
                           firstIndent: 2) + "\n"
        var options = program.globalOptions.map { option in (option.label, option.fullHelp) }
        options += [(program.versionOption.term, program.versionOption.help), help]
        out += "\nOPTIONS:\n" + rows(options, width: width)
        out += "\nENVIRONMENT:\n" + rows(program.environment.map { ($0.term, $0.help) }, width: width)
        out += "\nFILES:\n" + rows(program.files.map { ($0.term, $0.help) }, width: width)
        out += "\nEXIT CODES:\n" + rows(program.exitCodes.map { ($0.term, $0.help) }, width: width)
        return out
    }

    /// `USAGE: daybook add [--time <hh:mm>] …`, continued under `daybook` when it is wider than `width`.
    private static func usage(_ command: CommandSpec, width: Int) -> String {
        let lead = "USAGE: "
        return lead + wrap(command.usageParts, width: width, indent: lead.count, firstIndent: lead.count)
    }

    /// Two-column rows; a label too wide for its column puts its text on the next line.
    private static func rows(_ rows: [(String, String)], width: Int) -> String {
        let column = width >= 2 * labelWidth ? labelWidth : 6
        var out = ""
        for (label, text) in rows {
            let lead = "  " + label
            let leadWidth = TerminalWidth.of(lead)
            if leadWidth + 2 <= column {
                out += lead + String(repeating: " ", count: column - leadWidth)
                    + wrap(text, width: width, indent: column, firstIndent: column) + "\n"
            } else {
                out += lead + "\n" + String(repeating: " ", count: column)
                    + wrap(text, width: width, indent: column, firstIndent: column) + "\n"
            }
        }
        return out
    }

    /// Word-wraps `text` to `width` cells: the first line starts at column `firstIndent` (its indent already
    /// written), the others are indented by `indent`.
    static func wrap(_ text: String, width: Int, indent: Int, firstIndent: Int = 0) -> String {
        wrap(text.split(separator: " ").map(String.init), width: width, indent: indent, firstIndent: firstIndent)
    }

    private static func wrap(_ words: [String], width: Int, indent: Int, firstIndent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var out = ""
        var column = firstIndent
        var lineIsEmpty = true
        for word in words {
            let wordWidth = TerminalWidth.of(word)
            if !lineIsEmpty, column + 1 + wordWidth > width {
                out += "\n" + pad
                column = indent
                lineIsEmpty = true
            }
            if !lineIsEmpty {
                out += " "
                column += 1
            }
            out += word
            column += wordWidth
            lineIsEmpty = false
        }
        return out
    }
}
