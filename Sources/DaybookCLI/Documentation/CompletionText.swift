import DaybookCore

/// What the three completion scripts share.
enum CompletionText {
    /// The first sentence of `help`, without its full stop: what a shell shows beside a candidate.
    static func summary(_ help: String) -> String {
        var text = help
        if let end = text.firstRange(of: ". ") { text = String(text[..<end.lowerBound]) }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Options that take the next word as their value in some command (a name takes one everywhere or nowhere):
    /// a script skips that word when it looks for the subcommand and the arguments.
    static var optionsWithValues: [String] {
        var names: [String] = []
        for command in CommandSpec.all {
            for option in command.allOptions where option.value.map({ !$0.isOptional }) == true
                && !names.contains(option.name) {
                names.append(option.name)
            }
        }
        return names
    }

    /// `help` and the visible subcommands, each with what it does.
    static var subcommands: [(name: String, help: String)] {
        CommandSpec.visible.map { ($0.name, summary($0.abstract)) }
            + [(ProgramSpec.daybook.helpCommand.term, summary(ProgramSpec.daybook.helpCommand.help))]
    }
}
