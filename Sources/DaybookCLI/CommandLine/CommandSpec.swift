import DaybookCore

/// What a subcommand accepts, declared once: the parser, help, the man page and the completion scripts are all read
/// from it. Every text a person reads is one field, written whole in each language.
struct CommandSpec {
    var name: String
    /// One sentence: the first line of help, the subcommand's line in lists and completions.
    var abstract: Localized
    var discussion: Localized?
    var arguments: [Argument] = []
    /// The command's options, without `--color` and `--help`, which every command takes.
    var options: [Option] = []
    var exclusions: [Exclusion] = []
    /// Left out of help, the man page, completion and suggestions: commands the completion scripts and the
    /// project's own tooling call.
    var isHidden = false

    /// Whether the command says anything to a person, so that a language is chosen for it (reading this machine's
    /// config.yaml when `--lang` is not given). The hidden commands answer tools: `__complete` in names, `__manpage`
    /// in the language its `--lang` names, English without.
    var speaks: Bool { !isHidden }

    /// Every option this command accepts, in the order help shows them (`-h, --help` follows).
    var allOptions: [Option] { options + [.color, .lang] }

    func option(named name: String) -> Option? {
        allOptions.first { $0.name == name }
    }

    /// `daybook dose [--time <hh:mm>] [--again] … <name> <amount>`: optional parts in brackets.
    var usage: String {
        usageParts.joined(separator: " ")
    }

    /// The usage's pieces, each kept on one line when help wraps it.
    var usageParts: [String] {
        ["daybook", name] + allOptions.map { option in "[\(option.label)\(option.isRepeatable ? " ..." : "")]" }
            + arguments.map(\.usage)
    }
}
