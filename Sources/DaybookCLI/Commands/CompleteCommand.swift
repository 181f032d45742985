import DaybookCore

/// `daybook __complete doses|foods`: the journal's dose or food names, one a line, for the completion scripts.
/// Reads only the configuration file it needs; prints nothing, and succeeds, when there is no journal or the file
/// cannot be read, since a completion has nobody to tell.
enum CompleteCommand {
    static func run(_ invocation: Invocation, host: Host) -> Int32 {
        guard let values = invocation.arguments.first.flatMap(CompletionValues.init),
            let location = try? JournalLocator.locate(
                explicit: invocation.value("--journal"),
                environment: host.variable("DAYBOOK_JOURNAL"),
                currentDirectory: host.currentDirectory,
                fileSystem: host.fileSystem)
        else { return 0 }
        let names = values.names(in: location, reader: JournalReader(fileSystem: host.fileSystem))
        host.writeOut(names.map { $0 + "\n" }.joined())
        return 0
    }
}
