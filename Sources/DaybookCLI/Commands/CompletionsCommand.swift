import DaybookCore

/// `daybook completions bash|zsh|fish`: the completion script for a shell.
enum CompletionsCommand: Command {
    typealias Options = NoOptions

    static let spec = CommandSpec(
        name: "completions",
        abstract: Localized(
            en: "Print a completion script for bash, zsh or fish.",
            ja: "bash、zsh、fish の補完スクリプトを出力します。"),
        discussion: Localized(
            en: "The script completes subcommands, options and their values, dose names and aliases from the journal's "
                + "daybook.yaml and food names from its foods.yaml. 'scripts/install' puts it where each shell looks; "
                + "to try it in the running shell: 'source <(daybook completions bash)' in bash or zsh, 'daybook "
                + "completions fish | source' in fish.",
            ja: "サブコマンド、オプションとその値、ジャーナルの daybook.yaml にある投与の名前と別名、foods.yaml に"
                + "ある食品の名前を補完します。「scripts/install」が各シェルの探す場所に置きます。今のシェルで"
                + "試すには bash や zsh で「source <(daybook completions bash)」、fish で"
                + "「daybook completions fish | source」。"),
        arguments: [
            CommandSpec.Argument(
                name: "shell", kind: .choice(CompletionShell.allCases.map(\.rawValue)),
                help: Localized(en: "bash, zsh or fish.", ja: "bash、zsh、fish のどれか。"))
        ])

    static func run(_ invocation: Invocation<CompletionsCommand>, host: Host) throws(CommandFailure) -> Int32 {
        guard let shell = invocation.arguments.first.flatMap(CompletionShell.init) else {
            throw .usage(.nameTheShell, command: invocation.command)
        }
        host.writeOut(shell.script(host.language))
        return 0
    }
}
