/// `daybook completions bash|zsh|fish`: the completion script for a shell.
enum CompletionsCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        guard let shell = invocation.arguments.first.flatMap(CompletionShell.init) else {
            throw .usage(.nameTheShell, command: invocation.runningCommand)
        }
        host.writeOut(shell.script(host.language))
        return 0
    }
}
