import DaybookCore

/// Options several commands take.
extension CommandSpec.Option {
    static let journal = CommandSpec.Option(
        "--journal", "path", .path,
        help: "The journal folder, or a single Markdown file. Default: $DAYBOOK_JOURNAL, else the nearest folder at "
            + "or above the current one that holds daybook.yaml.")

    static let now = CommandSpec.Option(
        "--now", "yyyy-mm-ddThh:mm", .moment,
        help: "The time to take as now, for looking back and for tests. Default: $DAYBOOK_NOW, else the clock.")

    static let color = CommandSpec.Option(
        "--color", "mode", .choice(ColorMode.allCases.map(\.rawValue)),
        help: "When to colour output: auto (the default: on a terminal, unless TERM is dumb or NO_COLOR is set), "
            + "always or never.")

    /// `--date`, described by each command for what the day is to it.
    static func date(_ help: String) -> CommandSpec.Option {
        CommandSpec.Option("--date", "date", .date, help: help)
    }

    /// `--json`, the short way to say `--format json`.
    static let json = CommandSpec.Option("--json", help: "The same as --format json.")

    static let time = CommandSpec.Option("--time", "hh:mm", .time, help: "The time to write (default: now).")
}

extension CommandSpec.Exclusion {
    /// `--json` and `--format` say the same thing twice.
    static let jsonOrFormat = CommandSpec.Exclusion(choices: [["--json"], ["--format"]],
                                                    hint: "--json is the same as --format json")
}
