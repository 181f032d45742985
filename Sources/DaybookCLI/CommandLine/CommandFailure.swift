import DaybookCore

/// Every way a run can fail, and the one place that decides what is printed and the exit code.
enum CommandFailure: Error {
    /// The command line is wrong: exit 64 with the usage line.
    case usage(String, command: CommandSpec?)
    /// The command could not do its job: exit 1.
    case runtime(String, hint: String? = nil)
    /// The command would make things wrong (a dose already taken) and did nothing: exit 3.
    case refused(String, hint: String? = nil)
    /// The input cannot be used, shown as diagnostics with the line and a caret: exit 64.
    case badInput(String)

    static let usageExitCode: Int32 = 64
    static let runtimeExitCode: Int32 = 1
    static let refusedExitCode: Int32 = 3

    var exitCode: Int32 {
        switch self {
        case .usage, .badInput: return CommandFailure.usageExitCode
        case .runtime: return CommandFailure.runtimeExitCode
        case .refused: return CommandFailure.refusedExitCode
        }
    }

    /// The text for stderr, ending with a newline.
    var message: String {
        switch self {
        case .usage(let message, let command):
            let usage = command.map(\.usage) ?? "daybook <subcommand>"
            let help = command.map { "daybook \($0.name) --help" } ?? "daybook --help"
            return "Error: \(message)\nUsage: \(usage)\n  See '\(help)' for more information.\n"
        case .runtime(let message, let hint), .refused(let message, let hint):
            return "Error: \(message)\n" + (hint.map { "\($0)\n" } ?? "")
        case .badInput(let rendered):
            return rendered
        }
    }
}

extension CommandFailure {
    /// A write that was refused or failed: nothing was written.
    init(_ failure: AppendFailure) {
        switch failure {
        case .refused(let message):
            self = .refused(message)
        case .fileSystem(let error) where error.isRefusal:
            self = .runtime("cannot write \(error.path): \(error.reasonText)",
                            hint: "nothing was written; daybook writes only to regular files inside the journal")
        case .fileSystem(let error):
            self = .runtime("cannot write \(error.path): \(error.reasonText)",
                            hint: "the file is as it was or holds the whole line; look at it before trying again")
        }
    }
}
