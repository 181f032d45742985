import DaybookCore
import DaybookPlatform

/// Parses the command line, runs the command, and turns every failure into its text and exit code.
public enum Runner {
    public static func run(_ arguments: [String], host: Host) -> Int32 {
        var host = host
        do {
            let invocation = try Invocation.parse(arguments)
            switch invocation.action {
            case .help:
                // Help is asked for before every option is read (`--lang ja help dose`): look for --lang in the words.
                host.language = LanguageChoice.language(
                    option: invocation.value("--lang") ?? LanguageChoice.requested(in: arguments), host: host)
                host.writeOut(
                    Help.text(
                        for: invocation.command, width: host.stdoutIsTerminal ? Terminal.width() : 80,
                        language: host.language))
                return 0
            case .version:
                host.writeOut("\(ProgramSpec.daybook.name) \(ProgramSpec.daybook.version)\n")
                return 0
            case .run:
                host.colorMode = invocation.colorMode
                if invocation.runningCommand.speaks {
                    host.language = LanguageChoice.language(option: invocation.value("--lang"), host: host)
                }
                return try dispatch(invocation, host: host)
            }
        } catch {
            host.language = LanguageChoice.language(option: LanguageChoice.requested(in: arguments), host: host)
            // A status bar shows what it is given: even a command line it was set up with wrongly gets its line.
            if let bar = StatusBar.requested(by: arguments) {
                host.writeOut(bar.render(error, language: host.language))
                host.writeError(error.message(host.language))
                return bar.exitCode(error)
            }
            host.writeError(error.message(host.language))
            return error.exitCode
        }
    }

    private static func dispatch(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        switch invocation.runningCommand.name {
        case CommandSpec.check.name: return try CheckCommand.run(invocation, host: host)
        case CommandSpec.initialize.name: return try InitCommand.run(invocation, host: host)
        case CommandSpec.watch.name: return try WatchCommand.run(invocation, host: host)
        case CommandSpec.add.name: return try AddCommand.run(invocation, host: host)
        case CommandSpec.dose.name: return try DoseCommand.run(invocation, host: host)
        case CommandSpec.learn.name: return try LearnCommand.run(invocation, host: host)
        case CommandSpec.edit.name: return try EditCommand.run(invocation, host: host)
        case CommandSpec.resolve.name: return try ResolveCommand.run(invocation, host: host)
        case CommandSpec.consent.name: return try ConsentCommand.run(invocation, host: host)
        case CommandSpec.report.name: return try ReportCommand.run(invocation, host: host)
        case CommandSpec.calendar.name: return try CalendarCommand.run(invocation, host: host)
        case CommandSpec.export.name: return try ExportCommand.run(invocation, host: host)
        case CommandSpec.completions.name: return try CompletionsCommand.run(invocation, host: host)
        case CommandSpec.complete.name: return CompleteCommand.run(invocation, host: host)
        case CommandSpec.manPage.name: return ManPageCommand.run(invocation, host: host)
        case CommandSpec.lsp.name: return try LSPCommand.run(invocation, host: host)
        case CommandSpec.importGlucose.name: return try ImportCommand.run(invocation, host: host)
        default: return try StatusCommand.run(invocation, host: host)
        }
    }
}
