import DaybookCore

/// Every way a run can fail, and the one place that decides what is printed and the exit code.
enum CommandFailure: Error {
    /// The command line is wrong: exit 64 with the usage line.
    case usage(UsageMessage, command: CommandSpec?)
    /// The command could not do its job: exit 1.
    case runtime(CommandMessage)
    /// The command would make things wrong (a dose already taken) and did nothing: exit 3.
    case refused(Localized)
    /// The input cannot be used, shown as diagnostics with the line and a caret (already in the run's language):
    /// exit 64.
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
    func message(_ language: Language) -> String {
        let error = HelpWords.error.text(language)
        switch self {
        case .usage(let message, let command):
            let usage = command.map(\.usage) ?? "daybook <subcommand>"
            let help = command.map { "daybook \($0.name) --help" } ?? "daybook --help"
            return
                "\(error) \(Self.visible(message.text(language)))\n\(HelpWords.usageLine.text(language)) \(usage)\n  "
                + HelpWords.seeHelp(help).text(language) + "\n"
        case .runtime(let message):
            return "\(error) \(Self.visible(message.text(language)))\n"
                + (message.hint.map { "\(Self.visible($0[language]))\n" } ?? "")
        case .refused(let message):
            return "\(error) \(Self.visible(message[language]))\n"
        case .badInput(let rendered):
            return rendered
        }
    }

    /// What went wrong in one line, without `Error: `: what a status bar shows.
    func headline(_ language: Language) -> String {
        switch self {
        case .usage(let message, _): return Self.visible(message.text(language))
        case .runtime(let message): return Self.visible(message.text(language))
        case .refused(let message): return Self.visible(message[language])
        case .badInput(let rendered):
            return rendered.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        }
    }

    /// A message quotes what it was given — an argument, a path, a value from this machine's settings — and
    /// even trusted text may hold an escape that a terminal would obey: every one is shown (`VisibleText`).
    /// (`badInput` is rendered already, through the diagnostics' own escaping, and may hold colour.)
    private static func visible(_ text: String) -> String {
        VisibleText.escapedLines(text)
    }
}

extension CommandFailure {
    /// A write that was refused or failed: nothing was written.
    init(_ failure: AppendFailure) {
        switch failure {
        case .refused(let message):
            self = .refused(message)
        case .fileSystem(let error):
            self = .runtime(.cannotWrite(path: error.path, reason: error.reasonText, refusal: error.isRefusal))
        }
    }
}
