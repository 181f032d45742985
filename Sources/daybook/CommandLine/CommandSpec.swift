/// What a subcommand accepts, for parsing and for its help text.
struct CommandSpec {
    struct Option {
        var name: String
        /// Shown in usage as `<value>`; nil for a flag.
        var valueName: String?
        var help: String
        /// The value may be left out (`--poll` or `--poll=5`); given, it must be attached with `=`.
        var valueIsOptional = false
    }

    struct Argument {
        var name: String
        var help: String
    }

    var name: String
    var abstract: String
    var discussion: String?
    var arguments: [Argument] = []
    var options: [Option] = []

    /// Options every command takes.
    static let globalOptions = [
        Option(name: "--journal", valueName: "path",
               help: "The journal folder, or a single Markdown file. Default: $DAYBOOK_JOURNAL, else the nearest "
                   + "folder at or above the current one that holds daybook.yaml."),
        Option(name: "--date", valueName: "yyyy-mm-dd",
               help: "The journal day to show. Default: the journal day of now."),
        Option(name: "--now", valueName: "yyyy-mm-ddThh:mm",
               help: "The time to take as now, for looking back and for tests. Default: $DAYBOOK_NOW, else the "
                   + "clock."),
    ]

    static let status = CommandSpec(
        name: "status",
        abstract: "Show the kcal left today and where today's doses stand.",
        discussion: "Reads only the files of the day and the day before, plus undated files. A '≈' marks a balance "
            + "that includes estimated or guessed kcal.",
        options: [
            Option(name: "--format", valueName: "format",
                   help: "text (default), json, line (one short line), tmux (with #[fg=…] colours), waybar (a JSON "
                       + "object for a custom module) or i3blocks (exits 33 when a dose is missed or doubled)."),
            Option(name: "--json", valueName: nil, help: "The same as --format json."),
        ])

    static let check = CommandSpec(
        name: "check",
        abstract: "Check the whole journal and report problems like a compiler.",
        discussion: "Prints each problem as 'file:line:column: error|warning: message' with the line and a caret. "
            + "Exits 1 when there are errors.")

    static let initialize = CommandSpec(
        name: "init",
        abstract: "Start a journal: a commented daybook.yaml, an example foods.yaml and today's file.",
        discussion: "Never overwrites a file that exists. With --date, that day's file is created instead of today's.",
        arguments: [Argument(name: "path", help: "The folder to start the journal in (default: --journal, else the "
                                 + "current one).")])

    static let watch = CommandSpec(
        name: "watch",
        abstract: "Show the status block and redraw it after every change to the journal, for a tmux pane or a bar.",
        discussion: "Watches the journal's folders (inotify on Linux, kqueue on macOS) and redraws after each "
            + "save, once a burst of changes has settled; also when the day rolls over, a dose window opens or "
            + "closes, and each minute while a relative time is shown. In a terminal it redraws in place; "
            + "otherwise it prints one block per change (text, separated by blank lines) or one line per change "
            + "(json, line, waybar). Stop it with Ctrl-C.",
        options: [
            Option(name: "--format", valueName: "format",
                   help: "text (default), json (one status object per line), line or waybar (one line per change)."),
            Option(name: "--json", valueName: nil, help: "The same as --format json."),
            Option(name: "--poll", valueName: "seconds",
                   help: "Look for changes every few seconds (default 2) instead of asking the kernel: for "
                       + "network file systems. Used by itself when the kernel cannot watch the journal.",
                   valueIsOptional: true),
        ])

    static let all = [status, watch, check, initialize]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    /// Every option this command accepts, its own first.
    var allOptions: [Option] { options + CommandSpec.globalOptions }

    /// `daybook status [--format <format>] [--journal <path>] …`
    var usage: String {
        var parts = ["daybook", name]
        parts += allOptions.map { option in "[\(option.label)]" }
        parts += arguments.map { "[<\($0.name)>]" }
        return parts.joined(separator: " ")
    }
}

extension CommandSpec.Option {
    /// `--journal <path>`, `--poll[=<seconds>]`, `--json`.
    var label: String {
        guard let valueName else { return name }
        return valueIsOptional ? "\(name)[=<\(valueName)>]" : "\(name) <\(valueName)>"
    }
}
