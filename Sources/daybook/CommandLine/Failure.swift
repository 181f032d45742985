/// Every way a run can fail, and the one place that decides what is printed and the exit code.
enum Failure: Error {
    /// The command line is wrong: exit 64 with the usage line.
    case usage(String, command: CommandSpec?)
    /// The command could not do its job: exit 1.
    case runtime(String, hint: String? = nil)

    static let usageExitCode: Int32 = 64
    static let runtimeExitCode: Int32 = 1

    var exitCode: Int32 {
        switch self {
        case .usage: return Failure.usageExitCode
        case .runtime: return Failure.runtimeExitCode
        }
    }

    /// The text for stderr, ending with a newline.
    var message: String {
        switch self {
        case .usage(let message, let command):
            let usage = command.map(\.usage) ?? "daybook <subcommand>"
            let help = command.map { "daybook \($0.name) --help" } ?? "daybook --help"
            return "Error: \(message)\nUsage: \(usage)\n  See '\(help)' for more information.\n"
        case .runtime(let message, let hint):
            return "Error: \(message)\n" + (hint.map { "\($0)\n" } ?? "")
        }
    }
}
