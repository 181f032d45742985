import DaybookCore

/// What the three completion scripts share.
enum CompletionText {
    /// The first sentence of `help` in `language`, without its full stop: what a shell shows beside a candidate.
    static func summary(_ help: Localized, _ language: Language) -> String {
        var text = help[language]
        switch language {
        case .en:
            if let end = text.firstRange(of: ". ") { text = String(text[..<end.lowerBound]) }
            if text.hasSuffix(".") { text.removeLast() }
        case .ja:
            if let end = text.firstIndex(of: "。") { text = String(text[..<end]) }
        }
        return text
    }

    /// Options that take the next word as their value in some command (a name takes one everywhere or nowhere):
    /// a script skips that word when it looks for the subcommand and the arguments.
    static var optionsWithValues: [String] {
        var names: [String] = []
        for command in CommandSpec.all {
            for option in command.allOptions
            where option.value.map({ !$0.isOptional }) == true
                && !names.contains(option.name)
            {
                names.append(option.name)
            }
        }
        return names
    }

    /// `help` and the visible subcommands, each with what it does.
    static func subcommands(_ language: Language) -> [(name: String, help: String)] {
        CommandSpec.visible.map { ($0.name, summary($0.abstract, language)) }
            + [(ProgramSpec.daybook.helpCommand.term, summary(ProgramSpec.daybook.helpCommand.help, language))]
    }
}
