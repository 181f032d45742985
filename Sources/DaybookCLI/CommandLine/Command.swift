import DaybookCore

/// A subcommand: its declaration and its run, in one type. `Commands.all` lists them, and help, the man page, the
/// completion scripts and dispatch are all read from that list.
protocol Command: Sendable {
    /// The options the command reads, each a stored `OptionKey` (`CommandOptions`).
    associatedtype Options: CommandOptions
    static var spec: CommandSpec { get }
    static func run(_ invocation: Invocation<Self>, host: Host) throws(CommandFailure) -> Int32
}

extension Command {
    /// Runs the command on a command line parsed against its spec.
    static func run(_ parsed: ParsedCommandLine, host: Host) throws(CommandFailure) -> Int32 {
        try run(Invocation<Self>(parsed), host: host)
    }
}

/// A command's options: every stored property is an `OptionKey`, one option, declared in the order help lists
/// them, and `keys` names them in that order. The spec is read from `keys` (`CommandSpec.init`), and the command
/// reads each value through the same property (`invocation.journal`), so an option is declared once and one not
/// declared cannot be read. `keys` is written out rather than found by reflection: a `Mirror` of the options cost a
/// fifth of `status`'s instructions (docs/PERFORMANCE.md); a test holds `keys` to the stored properties.
protocol CommandOptions {
    init()
    /// Every stored key, in the order the properties are declared.
    var keys: [any DeclaredOption] { get }
}

/// The options of a command that takes none but `--color` and `--lang`.
struct NoOptions: CommandOptions {
    var keys: [any DeclaredOption] { [] }
}

/// Every subcommand, in the order help lists them.
enum Commands {
    static let all: [any Command.Type] = [
        StatusCommand.self, ShowCommand.self, WatchCommand.self, AddCommand.self, DoseCommand.self, LearnCommand.self,
        EditCommand.self,
        CheckCommand.self, ReportCommand.self, CalendarCommand.self, ExportCommand.self, ImportCommand.self,
        ResolveCommand.self, ConsentCommand.self, InitCommand.self, LSPCommand.self, CompletionsCommand.self,
        CompleteCommand.self, ManPageCommand.self,
    ]

    /// What runs when no subcommand is named.
    static let standard: any Command.Type = StatusCommand.self

    static func named(_ name: String) -> (any Command.Type)? {
        all.first { $0.spec.name == name }
    }
}
