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
        /// Takes every remaining argument (`TEXT…`).
        var variadic = false
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
            + "Exits 1 when there are errors.",
        options: [Option(name: "--strict", valueName: nil,
                         help: "Count what sync tools and merges leave behind (git conflict markers, Syncthing "
                             + "conflict copies) as errors.")])

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

    static let writingOptions = [
        Option(name: "--time", valueName: "hh:mm", help: "The time to write (default: now)."),
    ]

    static let add = CommandSpec(
        name: "add",
        abstract: "Append an entry to the day's log and show what it counted.",
        discussion: "Writes '- HH:MM TEXT' at the end of the day's file (creating it, following the journal's "
            + "layout, when there is none), then prints what each item resolved to and the new balance. TEXT may "
            + "start with its own time. An entry the journal would not count (a time that is not one, a dose "
            + "without an amount, more than 4,096 bytes) is refused and nothing is written. With '-', one line is "
            + "read from standard input (at most 64 KiB).",
        arguments: [Argument(name: "text", help: "What was eaten or done, e.g. 'ramen, gyoza 6個', or '-'.",
                             variadic: true)],
        options: writingOptions + [
            Option(name: "--slot", valueName: "slot", help: "breakfast, lunch, dinner or snack."),
        ])

    static let dose = CommandSpec(
        name: "dose",
        abstract: "Log a dose, refusing one that would exceed the dose's per_day.",
        discussion: "Appends '- HH:MM NAME AMOUNTu'. If the day already has per_day doses of it, nothing is "
            + "written: daybook names the earlier dose and exits 3. The check and the append happen under one "
            + "lock, so two devices or shells cannot both pass it.",
        arguments: [Argument(name: "name", help: "The dose or one of its aliases, e.g. long, tresiba, 持効."),
                    Argument(name: "amount", help: "Units, e.g. 12 or 12u.")],
        options: writingOptions + [
            Option(name: "--again", valueName: nil, help: "Log it even though the day's doses are complete."),
        ])

    static let learn = CommandSpec(
        name: "learn",
        abstract: "Add a food to foods.yaml.",
        discussion: "Appends one line to foods.yaml. If the name or an alias is already there, nothing is written: "
            + "daybook shows where it is defined and exits 3 (changing a food stays your edit to make).",
        arguments: [Argument(name: "name", help: "The food's name, e.g. 'iced latte' or アルフォート."),
                    Argument(name: "kcal", help: "kcal of one unit, or of 100 g or 100 ml with the options below.")],
        options: [
            Option(name: "--per-100g", valueName: nil, help: "KCAL is per 100 g."),
            Option(name: "--per-100ml", valueName: nil, help: "KCAL is per 100 ml."),
            Option(name: "--alias", valueName: "alias", help: "Another name for it; may be given more than once."),
        ])

    static let edit = CommandSpec(
        name: "edit",
        abstract: "Open the day's log in $VISUAL or $EDITOR at its last line.",
        discussion: "Creates the day's file first when there is none. Knows how to jump to a line in vim, nvim, "
            + "nano, emacs, micro, helix and VS Code (code -g).")

    static let resolve = CommandSpec(
        name: "resolve",
        abstract: "Fold Syncthing conflict copies into their originals and remove git conflict markers.",
        discussion: "A conflict copy's lines that its original lacks are appended to the original, and the copy "
            + "is moved to .daybook/backup/. Git conflict markers are removed keeping the lines of both sides (a "
            + "line on both sides once), after the file's previous version is saved to .daybook/backup/: the one "
            + "time daybook rewrites a file, and only when asked.",
        options: [Option(name: "--dry-run", valueName: nil, help: "Say what would be done, and do nothing.")])

    static let consent = CommandSpec(
        name: "consent",
        abstract: "Show, give or take back consent to send food items to this machine's estimator.",
        discussion: "Without consent an external estimator is never asked: no program is started and nothing leaves "
            + "the machine. 'daybook consent' shows exactly what would be sent and to whom; 'grant' records consent "
            + "for that destination (pointing the estimator elsewhere voids it); 'revoke' removes it.",
        arguments: [Argument(name: "action", help: "grant or revoke; leave out to see what consent means here.")])

    static let periodOptions = [
        Option(name: "--days", valueName: "n", help: "The n days ending on --date (default: the last 7 days)."),
        Option(name: "--week", valueName: nil, help: "Monday to Sunday, the week of --date."),
        Option(name: "--month", valueName: "yyyy-mm", help: "A whole month."),
        Option(name: "--from", valueName: "yyyy-mm-dd", help: "The first day (with --to, or up to --date)."),
        Option(name: "--to", valueName: "yyyy-mm-dd", help: "The last day."),
    ]

    static let report = CommandSpec(
        name: "report",
        abstract: "Show a period day by day: intake against target, each dose, averages, streaks and patterns.",
        discussion: "One row per day with a bar of intake against the target, then a summary: average intake, "
            + "days within and over target, how often each scheduled dose was taken exactly, its average time "
            + "(around midnight too), streaks of days with every scheduled dose taken, and when unscheduled doses "
            + "such as rapid-acting insulin are taken by weekday. Averages count complete days: days before today "
            + "with entries. Numbers are the ones status shows.",
        options: periodOptions + [
            Option(name: "--format", valueName: "format",
                   help: "text (default), md (a Markdown table to paste into a note), csv (one row per day) or "
                       + "json."),
            Option(name: "--json", valueName: nil, help: "The same as --format json."),
            Option(name: "--by", valueName: "item",
                   help: "With --format csv: one row per food item, with the source of its kcal, instead of per day."),
        ])

    static let calendar = CommandSpec(
        name: "calendar",
        abstract: "Show a month like cal, each day marked by its doses and coloured by its intake.",
        discussion: "Marks: ✓ every scheduled dose taken, ✗ one missed, ‼ one taken too often, · nothing written, ○ "
            + "still due. A day's number is green within target and red over it. Below the grid: the month's "
            + "adherence and the average time of each scheduled dose.",
        options: [Option(name: "--month", valueName: "yyyy-mm", help: "The month (default: the month of --date).")])

    static let export = CommandSpec(
        name: "export",
        abstract: "Write every entry as CSV or JSON, or the doses and meals as Nightscout treatments.",
        discussion: "csv and json give each entry with its day, time, slot, kind and text, its items with kcal and "
            + "source, and doses with their units. nightscout gives a JSON array for Nightscout's "
            + "/api/v1/treatments: doses with their units and their insulin named as xDrip names it (the brand "
            + "written, else the dose's first alias that is a brand), meals as notes with their kcal, each "
            + "created_at in local time with its UTC offset. Entries "
            + "without a time are left out, with a warning. Uploading is up to you, e.g. with curl.",
        options: [
            Option(name: "--format", valueName: "format", help: "csv (default), json or nightscout."),
            Option(name: "--from", valueName: "yyyy-mm-dd", help: "The first day (default: the journal's first)."),
            Option(name: "--to", valueName: "yyyy-mm-dd", help: "The last day (default: the journal's last)."),
        ])

    static let all = [status, watch, add, dose, learn, edit, check, report, calendar, export, resolve, consent,
                      initialize]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    /// Every option this command accepts, its own first.
    var allOptions: [Option] { options + CommandSpec.globalOptions }

    /// `daybook status [--format <format>] [--journal <path>] …`
    var usage: String {
        var parts = ["daybook", name]
        parts += allOptions.map { option in "[\(option.label)]" }
        parts += arguments.map { "[<\($0.name)>\($0.variadic ? " ..." : "")]" }
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
