import DaybookCore
import DaybookPlatform

/// Parses the command line, runs the command, and turns every failure into its text and exit code.
public enum Runner {
    public static func run(_ arguments: [String], host: Host) -> Int32 {
        var host = host
        do {
            let invocation = try ParsedCommandLine.parse(arguments)
            switch invocation.action {
            case .help:
                // Help is asked for before every option is read (`--lang ja help dose`): look for --lang in the words.
                host.language = LanguageChoice.language(
                    option: invocation.language?.rawValue ?? LanguageChoice.requested(in: arguments), host: host)
                host.writeOut(
                    Help.text(
                        for: invocation.command?.spec, width: host.stdoutIsTerminal ? Terminal.width() : 80,
                        language: host.language))
                return 0
            case .version:
                host.writeOut("\(ProgramSpec.daybook.name) \(ProgramSpec.daybook.version)\n")
                return 0
            case .run:
                host.colorMode = invocation.colorMode
                if invocation.running.spec.speaks {
                    host.language = LanguageChoice.language(option: invocation.language?.rawValue, host: host)
                }
                return try invocation.running.run(invocation, host: host)
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
}
