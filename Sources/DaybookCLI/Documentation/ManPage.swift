import DaybookCore

/// docs/daybook.1 and docs/daybook.ja.1: the man page in roff, in each language, generated from the same specs as
/// help. Every character outside ASCII is written as a groff glyph escape, with a plain fallback for output devices
/// whose fonts lack it, so that `groff -man -ww -z` has nothing to say and a UTF-8 terminal shows the real
/// character. Japanese, written without spaces, gets a break point (`\:`) wherever `LineBreaks` allows one, and is
/// set ragged-right: roff can neither break it nor stretch it by itself.
enum ManPage {
    static func render(_ program: ProgramSpec = .daybook, language: Language = .en) -> String {
        let page = Page(language: language)
        let section = { (title: HelpWords) in ".SH " + escaped(title.text(language)) + "\n" }
        var body = ""
        body += section(.manName)
        body +=
            page.text(
                Localized(
                    en: "\(program.name) - \(lowercasedFirst(program.abstract.en))",
                    ja: "\(program.name) - \(program.abstract.ja)")) + "\n"
        body += section(.manSynopsis) + ".B \(program.name)\n.RI [ subcommand \"] [\" options ]\n"
        body += section(.manDescription) + page.text(program.discussion) + "\n"
        body += section(.manCommands)
        for command in CommandSpec.visible {
            body += ".SS \(program.name) \(command.name)\n"
            body += synopsis(command) + "\n"
            body += ".PP\n" + page.text(command.abstract) + "\n"
            if let discussion = command.discussion { body += ".PP\n" + page.text(discussion) + "\n" }
            for argument in command.arguments {
                body += ".TP\n" + "\\fI\(argument.name)\\fR\n" + page.text(argument.help) + "\n"
            }
            for option in command.options
            where !program.globalOptions.contains(where: { $0.name == option.name })
                || option.help != program.globalOptions.first(where: { $0.name == option.name })?.help
            {
                body += ".TP\n" + label(option) + "\n" + page.text(option.fullHelp) + "\n"
            }
        }
        body += section(.manOptions)
        body += ".PP\n" + page.text(program.globalOptionsNote) + "\n"
        for option in program.globalOptions {
            body += ".TP\n" + label(option) + "\n" + page.text(option.fullHelp) + "\n"
        }
        body += ".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\n" + page.text(program.helpOption.help) + "\n"
        body += ".TP\n\\fB\\-\\-version\\fR\n" + page.text(program.versionOption.help) + "\n"
        body += section(.manEnvironment) + items(program.environment, bold: true, page)
        body += section(.manFiles) + items(program.files, bold: false, page)
        body += section(.manExitStatus) + items(program.exitCodes, bold: false, page)
        body += section(.manExamples)
        for example in program.examples {
            body += ".PP\n" + page.text(example.help) + "\n.PP\n.RS\n.nf\n" + text("$ " + example.term) + "\n.fi\n.RE\n"
        }
        body +=
            section(.manSeeAlso)
            + program.seeAlso.map { page in
                let parts = page.split(separator: "(", maxSplits: 1)
                return ".BR \(parts[0]) (\(parts.count > 1 ? parts[1] : ")")"
            }.joined(separator: " ,\n") + "\n"
        let title =
            ".TH \(program.name.uppercased()) 1 \"\" \"\(program.name) \(program.version)\" \""
            + escaped(HelpWords.manUserCommands.text(language)) + "\"\n"
        // No hyphenation: paths and options are copied from man pages. Japanese is set ragged-right.
        let adjust = language == .ja ? ".ad l\n" : ""
        return title + ".nh\n" + adjust + fallbacks(for: title + body) + body
    }

    /// Running text in one language.
    private struct Page {
        var language: Language

        func text(_ localized: Localized) -> String {
            guard language == .ja else { return ManPage.text(localized.en) }
            // Each piece escaped, joined by a space or by roff's break point.
            let line = LineBreaks.pieces(localized.ja).enumerated().map { index, piece in
                (index == 0 ? "" : piece.spaceBefore ? " " : "\\:") + escaped(piece.text)
            }.joined()
            return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
        }
    }

    // MARK: - Pieces

    /// `\fBdaybook dose\fR [\fB\-\-time\fR \fIhh:mm\fR] … \fIname\fR \fIamount\fR`.
    private static func synopsis(_ command: CommandSpec) -> String {
        var parts = ["\\fBdaybook \(command.name)\\fR"]
        for option in command.allOptions {
            parts.append("[" + label(option) + (option.isRepeatable ? " ..." : "") + "]")
        }
        for argument in command.arguments {
            let word = "\\fI\(argument.name)\\fR" + (argument.isVariadic ? " ..." : "")
            parts.append(argument.isRequired ? word : "[\(word)]")
        }
        return parts.joined(separator: " ")
    }

    /// `\fB\-\-journal\fR \fIpath\fR`.
    private static func label(_ option: CommandSpec.Option) -> String {
        let name = "\\fB\(escaped(option.name))\\fR"
        guard let value = option.value else { return name }
        let valueText = "\\fI\(escaped(value.name))\\fR"
        return value.isOptional ? "\(name)[=\(valueText)]" : "\(name) \(valueText)"
    }

    private static func items(_ items: [ProgramSpec.Item], bold: Bool, _ page: Page) -> String {
        items.map { item in
            ".TP\n" + (bold ? "\\fB\(escaped(item.term))\\fR" : text(item.term)) + "\n" + page.text(item.help) + "\n"
        }.joined()
    }

    /// Running text: escaped, and never a line that roff would take for a request.
    private static func text(_ text: String) -> String {
        let line = escaped(text)
        return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// Backslashes and hyphens escaped, and every character outside ASCII as `\[uXXXX]`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default: out += "\\[\(glyphName(scalar))]"
            }
        }
        return out
    }

    private static func glyphName(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// What a device without the glyph shows instead.
    private static let plain: [Unicode.Scalar: String] = [
        "≈": "~", "✓": "v", "✗": "x", "‼": "!!", "·": ".", "○": "o", "…": "...", "–": "-", "—": "--", "│": "|",
        "▓": "#", "█": "#", "×": "x",
    ]

    /// `.if !c\[u2713] .char \[u2713] v` for every glyph the page uses: groff's PostScript fonts lack many.
    private static func fallbacks(for body: String) -> String {
        var seen: Set<String> = []
        var out = ""
        var rest = Substring(body)
        while let start = rest.firstRange(of: "\\[u") {
            guard let end = rest[start.upperBound...].firstIndex(of: "]") else { break }
            let name = "u" + rest[start.upperBound..<end]
            rest = rest[rest.index(after: end)...]
            guard seen.insert(name).inserted, let value = UInt32(name.dropFirst(), radix: 16),
                let scalar = Unicode.Scalar(value)
            else { continue }
            out += ".if !c\\[\(name)] .char \\[\(name)] \(plain[scalar] ?? "?")\n"
        }
        return out
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
