/// What a subcommand accepts, declared once: the parser, help, the man page and the completion scripts are all read
/// from it. Every text a person reads is one field, so that it can be translated whole.
struct CommandSpec {
    var name: String
    /// One sentence: the first line of help, the subcommand's line in lists and completions.
    var abstract: String
    var discussion: String?
    var arguments: [Argument] = []
    /// The command's options, without `--color` and `--help`, which every command takes.
    var options: [Option] = []
    var exclusions: [Exclusion] = []
    /// Left out of help, the man page, completion and suggestions: commands the completion scripts and the
    /// project's own tooling call.
    var isHidden = false

    /// Every option this command accepts, in the order help shows them (`-h, --help` follows).
    var allOptions: [Option] { options + [.color] }

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
