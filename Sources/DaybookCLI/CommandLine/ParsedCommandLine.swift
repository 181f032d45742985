import DaybookCore

/// The command line, parsed and checked against the command's spec: which command, its options and arguments.
/// Values have been checked against their kind (`ValueKind`) by the time a command reads them, through its typed
/// keys (`Invocation`).
struct ParsedCommandLine {
    enum Action: Equatable {
        case run
        case help
        case version
    }

    /// nil when no subcommand was named: `status` runs, and help describes the whole program.
    var command: (any Command.Type)?
    var action: Action = .run
    /// Values of options that take one, by name (`--journal`), in the order given.
    var values: [String: [String]] = [:]
    /// Flags given (`--json`), and options with an optional value given without one (`--poll`).
    var flags: Set<String> = []
    var arguments: [String] = []

    /// The command that runs.
    var running: any Command.Type { command ?? Commands.standard }

    /// Whether the option named `name` was given, with a value or without.
    func given(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

    /// Parses the arguments after the program name. Without a subcommand, `status` runs.
    static func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedCommandLine {
        try CommandLineParser(arguments).parse()
    }
}
