import DaybookCore

/// The command line, parsed and checked against the command's spec: which command, its options and arguments.
/// Values have been checked against their kind (`ValueKind`) by the time a command reads them.
struct Invocation {
    enum Action: Equatable {
        case run
        case help
        case version
    }

    /// nil when no subcommand was named: `status` runs, and help describes the whole program.
    var command: CommandSpec?
    var action: Action = .run
    /// Values of options that take one, by name (`--journal`), in the order given.
    var values: [String: [String]] = [:]
    /// Flags given (`--json`), and options with an optional value given without one (`--poll`).
    var flags: Set<String> = []
    var arguments: [String] = []

    /// The command that runs.
    var runningCommand: CommandSpec { command ?? .status }

    /// The option's value. Only repeatable options can have more than one.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option (`--alias a --alias b`).
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A date option's value (`--date yesterday`), to be resolved once today is known.
    func date(_ name: String) -> RelativeDate? { value(name).flatMap(RelativeDate.init) }

    /// A month option's value (`--month last`), to be resolved once today is known.
    func month(_ name: String) -> RelativeMonth? { value(name).flatMap(RelativeMonth.init) }

    /// `--color`; auto when not given.
    var colorMode: ColorMode { value("--color").flatMap(ColorMode.init) ?? .auto }

    /// `--format` as one of `Format`'s names (`fallback` when not given); `--json` where a command offers it.
    func format<Format: RawRepresentable & CaseIterable>(_ fallback: Format) throws(CommandFailure) -> Format
    where Format.RawValue == String {
        let name = flag("--json") ? "json" : value("--format") ?? fallback.rawValue
        guard let format = Format(rawValue: name) else {
            throw .usage(.unknownFormat(name, choices: Format.allCases.map(\.rawValue)), command: runningCommand)
        }
        return format
    }

    /// Parses the arguments after the program name. Without a subcommand, `status` runs.
    static func parse(_ arguments: [String]) throws(CommandFailure) -> Invocation {
        try CommandLineParser(arguments).parse()
    }
}
