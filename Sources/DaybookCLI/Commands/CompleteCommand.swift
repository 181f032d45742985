import DaybookCore

/// `daybook __complete doses|foods`: the journal's dose or food names, one a line, for the completion scripts.
/// Reads only the configuration file it needs; prints nothing, and succeeds, when there is no journal or the file
/// cannot be read, since a completion has nobody to tell.
enum CompleteCommand: Command {
    struct Options: JournalOption {
        let journal = OptionKey.journal

        var keys: [any DeclaredOption] { [journal] }
    }

    static let spec = CommandSpec(
        name: "__complete",
        abstract: Localized(
            en: "Print the journal's dose or food names for shell completion.",
            ja: "シェルの補完用に、ジャーナルの投与名か食品名を出力します。"),
        arguments: [
            CommandSpec.Argument(
                name: "kind", kind: .choice(CompletionValues.allCases.map(\.rawValue)),
                help: Localized(en: "doses or foods.", ja: "doses か foods。"))
        ],
        options: Options(),
        isHidden: true)

    static func run(_ invocation: Invocation<CompleteCommand>, host: Host) -> Int32 {
        guard let values = invocation.arguments.first.flatMap(CompletionValues.init),
            let location = try? JournalLocator.locate(
                explicit: invocation.journal,
                environment: host.variable("DAYBOOK_JOURNAL"),
                currentDirectory: host.currentDirectory,
                fileSystem: host.fileSystem, configured: host.configuredJournal)
        else { return 0 }
        let names = values.names(in: location, reader: JournalReader(fileSystem: host.fileSystem))
        host.writeOut(names.map { $0 + "\n" }.joined())
        return 0
    }
}
