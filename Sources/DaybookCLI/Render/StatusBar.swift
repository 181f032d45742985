import DaybookCore

/// A status bar fed by `status` or `watch`, and what it shows when daybook cannot run at all (no journal, a bad
/// option): one well-formed line or object naming the trouble, in the bar's alarm colour, never nothing — a bar
/// that goes blank or drops the module looks like a day with nothing to report.
enum StatusBar {
    case line
    case tmux
    case waybar
    case i3blocks

    /// The bar `arguments` ask `status` or `watch` to feed, read from the words themselves: for a command line the
    /// parser refused (a bad `--now` in a bar's configuration), which must still give the bar its line.
    static func requested(by arguments: [String]) -> StatusBar? {
        var command: String?
        var format: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            if word == "--" { break }
            if word == "--json" {
                return nil  // JSON was asked for, for a script, which reads stderr and the exit code.
            } else if word == "--format", index + 1 < arguments.endIndex {
                format = arguments[index + 1]
                index += 1
            } else if word.hasPrefix("--format=") {
                format = String(word.dropFirst("--format=".count))
            } else if word.hasPrefix("-") {
                // An option's value is no command (`--lang ja status`): skipped as the parser skips it.
                if !word.contains("="), index + 1 < arguments.endIndex,
                    let value = CommandSpec.all.lazy.compactMap({ $0.option(named: word) }).first?.value,
                    !value.isOptional, !CommandLineParser.isOption(arguments[index + 1])
                {
                    index += 1
                }
            } else if command == nil {
                command = word
            }
            index += 1
        }
        switch command ?? Commands.standard.spec.name {
        case StatusCommand.spec.name: return format.flatMap(StatusFormat.init(rawValue:))?.bar
        case WatchCommand.spec.name: return format.flatMap(WatchFormat.init(rawValue:))?.bar
        default: return nil
        }
    }

    /// `daybook: no journal at 'x': no such file or folder`: the failure's first line.
    static func summary(_ failure: CommandFailure, _ language: Language) -> String {
        "daybook: " + failure.headline(language)
    }

    /// The output for `failure`, ending with a newline.
    func render(_ failure: CommandFailure, language: Language) -> String {
        let text = StatusBar.summary(failure, language)
        switch self {
        case .line:
            return text + "\n"
        case .tmux:
            return StatusLine.tmuxPainted(text, .urgent) + "\n"
        case .waybar:
            var tooltip = failure.message(language)
            while tooltip.last == "\n" { tooltip.removeLast() }
            return WaybarStatus.object(text: text, tooltip: tooltip, attention: .urgent, percentage: 0) + "\n"
        case .i3blocks:
            return I3BlocksStatus.lines(full: text, short: "daybook ⚠", attention: .urgent)
        }
    }

    /// Waybar drops a module whose command fails, and i3blocks shows its own error instead of the output: so they
    /// get 0 and urgency. Elsewhere the failure's own code.
    func exitCode(_ failure: CommandFailure) -> Int32 {
        switch self {
        case .line, .tmux: return failure.exitCode
        case .waybar: return 0
        case .i3blocks: return I3BlocksStatus.urgentExitCode
        }
    }
}
