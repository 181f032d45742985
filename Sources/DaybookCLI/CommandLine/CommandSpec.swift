import DaybookCore

/// What a subcommand accepts, declared once with its command (`Command.spec`): the parser, help, the man page and
/// the completion scripts are all read from it. Every text a person reads is one field, written whole in each
/// language.
struct CommandSpec {
    var name: String
    /// One sentence: the first line of help, the subcommand's line in lists and completions.
    var abstract: Localized
    var discussion: Localized?
    var arguments: [Argument]
    /// The command's options, without `--color`, `--lang` and `--help`, which every command takes.
    var options: [Option]
    var exclusions: [Exclusion]
    /// Left out of help, the man page, completion and suggestions: commands the completion scripts and the
    /// project's own tooling call.
    var isHidden: Bool

    /// A command whose options are the keys `options` holds (`CommandOptions.keys`), in the order its properties
    /// declare them.
    init(
        name: String, abstract: Localized, discussion: Localized? = nil, arguments: [Argument] = [],
        options: some CommandOptions = NoOptions(), exclusions: [Exclusion] = [], isHidden: Bool = false
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.keys.map { $0.declaration }
        self.exclusions = exclusions
        self.isHidden = isHidden
    }

    /// Every command's spec, in the order help lists them.
    static let all = Commands.all.map { $0.spec }

    /// What help, the man page and completion list.
    static var visible: [CommandSpec] { all.filter { !$0.isHidden } }

    /// Whether the command says anything to a person, so that a language is chosen for it (reading this machine's
    /// config.yaml when `--lang` is not given). The hidden commands answer tools: `__complete` in names, `__manpage`
    /// in the language its `--lang` names, English without.
    var speaks: Bool { !isHidden }

    /// Every option this command accepts, in the order help shows them (`-h, --help` follows).
    var allOptions: [Option] { options + CommonOptions.declarations }

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
