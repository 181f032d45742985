/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum Help {
    static let version = "0.1.0"

    static func text(for command: CommandSpec?) -> String {
        guard let command else { return topLevel }
        var out = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { out += "\n" + wrap(discussion, indent: 0) + "\n" }
        out += "\nUSAGE: \(command.usage)\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n" + rows(command.arguments.map { ("<\($0.name)>", $0.help) })
        }
        var options = command.allOptions.map { option in (option.label, option.help) }
        options.append(("-h, --help", "Show help information."))
        out += "\nOPTIONS:\n" + rows(options)
        return out
    }

    private static var topLevel: String {
        var out = """
        OVERVIEW: Read a Markdown food and insulin journal: the kcal left today, and whether today's doses are
        taken, missed or doubled.

        USAGE: daybook [<subcommand>] [<options>]

        OPTIONS:

        """
        out += rows([("--version", "Show the version."), ("-h, --help", "Show help information.")])
        out += "\nSUBCOMMANDS:\n"
        out += rows(CommandSpec.all.map { ($0.name + ($0.name == "status" ? " (default)" : ""), $0.abstract) })
        out += "\n  See 'daybook help <subcommand>' for detailed help.\n"
        return out
    }

    private static let labelWidth = 28
    private static let width = 100

    /// Two-column rows; a long label puts its text on the next line.
    private static func rows(_ rows: [(String, String)]) -> String {
        var out = ""
        for (label, text) in rows {
            let wrapped = wrap(text, indent: labelWidth)
            let lead = "  " + label
            if lead.count + 2 <= labelWidth {
                out += lead + String(repeating: " ", count: labelWidth - lead.count)
                    + wrapped.drop(while: { $0 == " " }) + "\n"
            } else {
                out += lead + "\n" + wrapped + "\n"
            }
        }
        return out
    }

    /// Word-wraps `text` to `width`, every line indented by `indent`.
    private static func wrap(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(pad + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(pad + line) }
        return lines.joined(separator: "\n")
    }
}
