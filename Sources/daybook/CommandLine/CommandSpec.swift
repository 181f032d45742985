/// What a subcommand accepts, for parsing and for its help text.
struct CommandSpec {
    struct Option {
        var name: String
        /// Shown in usage as `<value>`; nil for a flag.
        var valueName: String?
        var help: String
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

    static let all = [status, check, initialize]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    /// Every option this command accepts, its own first.
    var allOptions: [Option] { options + CommandSpec.globalOptions }

    /// `daybook status [--json] [--journal <path>] …`
    var usage: String {
        var parts = ["daybook", name]
        parts += allOptions.map { option in "[\(option.name)\(option.valueName.map { " <\($0)>" } ?? "")]" }
        parts += arguments.map { "[<\($0.name)>]" }
        return parts.joined(separator: " ")
    }
}
