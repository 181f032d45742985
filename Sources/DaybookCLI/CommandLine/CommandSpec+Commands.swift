import DaybookCore

/// Every subcommand daybook has, in the order help lists them.
extension CommandSpec {
    static let status = CommandSpec(
        name: "status",
        abstract: "Show the kcal left today and where today's doses stand.",
        discussion: "Reads only the files of the day and the day before, plus undated files. A '≈' marks a balance "
            + "that includes estimated or guessed kcal, a '?' one that lacks a file that could not be read (its "
            + "doses are then 'unknown', not missed); '⚠ N' in the status-bar formats counts errors. When status "
            + "cannot run, the status-bar formats still print their line or object, saying why.",
        options: [
            Option("--format", "format", .choice(StatusFormat.allCases.map(\.rawValue)),
                   help: "text (default), json, line (one short line), tmux (with #[fg=…] colours), waybar (a JSON "
                       + "object for a custom module) or i3blocks (exits 33 when a dose is missed or doubled, today "
                       + "or yesterday, or there are errors)."),
            .json,
            .date("The journal day to show (default: today)."),
            .journal,
            .now,
        ],
        exclusions: [.jsonOrFormat])

    static let watch = CommandSpec(
        name: "watch",
        abstract: "Show the status block and redraw it after every change to the journal, for a tmux pane or a bar.",
        discussion: "Watches the journal's folders (inotify on Linux, kqueue on macOS) and redraws after each "
            + "save, once a burst of changes has settled; also when the day rolls over, a dose window opens or "
            + "closes, and each minute while a relative time is shown. In a terminal it redraws in place; "
            + "otherwise it prints one block per change (text, separated by blank lines) or one line per change "
            + "(json, line, waybar). In a terminal it fits the pane: the day, the balance and the doses first, then "
            + "what problems fit. A journal that is not there, at start or later, is waited for. Stop it with "
            + "Ctrl-C.",
        options: [
            Option("--format", "format", .choice(WatchFormat.allCases.map(\.rawValue)),
                   help: "text (default), json (one status object per line), line or waybar (one line per change)."),
            .json,
            Option("--poll", "seconds", .seconds(0.1...3600),
                   help: "Look for changes every few seconds (default 2) instead of asking the kernel: for "
                       + "network file systems. Used by itself when the kernel cannot watch the journal.",
                   valueIsOptional: true),
            .date("The journal day to show (default: today, following the clock)."),
            .journal,
            .now,
        ],
        exclusions: [.jsonOrFormat])

    static let add = CommandSpec(
        name: "add",
        abstract: "Append an entry to the day's log and show what it counted.",
        discussion: "Writes '- HH:MM TEXT' at the end of the day's file (creating it, following the journal's "
            + "layout, when there is none), then prints what each item resolved to and the new balance. TEXT may "
            + "start with its own time. An entry the journal would not count (a time that is not one, a dose "
            + "without an amount, more than 4,096 bytes) is refused and nothing is written. With '-', one line is "
            + "read from standard input (at most 64 KiB). A word that starts with '-' "
            + "and a digit is text ('walk -150kcal'); put '--' before other words that start with '-'. The line is "
            + "remembered on this machine for four weeks, so that status, watch and check can say if a sync tool "
            + "takes it away. A dose line is refused (exit 3, nothing written) as 'dose' refuses it.",
        arguments: [Argument(name: "text", kind: .food,
                             help: "What was eaten or done, e.g. 'ramen, gyoza 6個', or '-'.", isVariadic: true)],
        options: [
            .time,
            Option("--slot", "slot", .choice(Slot.allCases.map(\.rawValue)), help: "breakfast, lunch, dinner or snack."),
            Option("--again", help: "Log a dose line even though the day's doses are complete."),
            .date("The journal day to write to (default: today)."),
            .journal,
            .now,
        ])

    static let dose = CommandSpec(
        name: "dose",
        abstract: "Log a dose, refusing one that would exceed the dose's per_day.",
        discussion: "Appends '- HH:MM NAME AMOUNTu'. If the day already has per_day doses of it, nothing is "
            + "written: daybook names the earlier dose and exits 3; so it does when a file of the day cannot be "
            + "read, as the dose may be in it. The check and the append happen under one lock, so two devices or "
            + "shells cannot both pass it.",
        arguments: [Argument(name: "name", kind: .dose, help: "The dose or one of its aliases, e.g. long, tresiba, 持効."),
                    Argument(name: "amount", kind: .text, help: "Units, e.g. 12 or 12u.")],
        options: [
            .time,
            Option("--again", help: "Log it even though the day's doses are complete."),
            .date("The journal day to log the dose on (default: today)."),
            .journal,
            .now,
        ])

    static let learn = CommandSpec(
        name: "learn",
        abstract: "Add a food to foods.yaml.",
        discussion: "Appends one line to foods.yaml. If the name or an alias is already there, nothing is written: "
            + "daybook shows where it is defined and exits 3 (changing a food stays your edit to make).",
        arguments: [Argument(name: "name", kind: .food, help: "The food's name, e.g. 'iced latte' or アルフォート."),
                    Argument(name: "kcal", kind: .text,
                             help: "kcal of one unit, or of 100 g or 100 ml with the options below.")],
        options: [
            Option("--per-100g", help: "KCAL is per 100 g."),
            Option("--per-100ml", help: "KCAL is per 100 ml."),
            Option("--alias", "alias", .text, help: "Another name for it; may be given more than once.",
                   isRepeatable: true),
            .journal,
        ],
        exclusions: [Exclusion(choices: [["--per-100g"], ["--per-100ml"]], hint: "give one of them")])

    static let edit = CommandSpec(
        name: "edit",
        abstract: "Open the day's log in $VISUAL or $EDITOR at its last line.",
        discussion: "Creates the day's file first when there is none. Knows how to jump to a line in vim, nvim, "
            + "nano, emacs, micro, helix and VS Code (code -g).",
        options: [.date("The journal day whose file to open (default: today)."), .journal, .now])

    static let check = CommandSpec(
        name: "check",
        abstract: "Check the whole journal and report problems like a compiler.",
        discussion: "Prints each problem as 'file:line:column: error|warning: message' with the line and a caret. "
            + "Exits 1 when there are errors.",
        options: [
            Option("--strict", help: "Count what sync tools and merges leave behind (git conflict markers, Syncthing "
                       + "conflict copies) as errors."),
            .journal,
            .now,
        ])

    static let report = CommandSpec(
        name: "report",
        abstract: "Show a period day by day: intake against target, each dose, averages, streaks and patterns.",
        discussion: "One row per day with a bar of intake against the target, then a summary: average intake, "
            + "days within and over target, how often each scheduled dose was taken exactly, its average time "
            + "(around midnight too), streaks of days with every scheduled dose taken, and when unscheduled doses "
            + "such as rapid-acting insulin are taken by weekday. Averages count complete days: days before today "
            + "with entries. Numbers are the ones status shows. With glucose readings (written in the journal or "
            + "imported with 'daybook import glucose'): per day and for the period the readings, mean, SD, CV, GMI, "
            + "time in, below and above range and the sensor's coverage, and glucose at each dose and around each "
            + "meal. --format html writes one self-contained page to print or send. daybook shows what happened and "
            + "gives no advice on doses.",
        options: [
            Option("--days", "n", .count(1...PeriodRequest.maximumDays),
                   help: "The n days ending on --date (default: the last 7 days)."),
            Option("--week", help: "Monday to Sunday, the week of --date."),
            Option("--month", "month", .month, help: "A whole month."),
            Option("--from", "date", .date,
                   help: "The first day (with --to, or up to --date); a period is at most 100 years."),
            Option("--to", "date", .date, help: "The last day."),
            Option("--format", "format", .choice(ReportFormat.names),
                   help: "text (default), md (a Markdown table to paste into a note), csv (one row per day), json, "
                       + "or html (a printable page with glucose, doses and intake)."),
            .json,
            glucoseProfileOption,
            Option("--by", "row", .choice(["item"]),
                   help: "item: with --format csv, one row per food item, with the source of its kcal, instead of "
                       + "per day."),
            .date("The day --days, --week and --from end with (default: today)."),
            .journal,
            .now,
        ],
        exclusions: [Exclusion(choices: [["--days"], ["--week"], ["--month"], ["--from", "--to"]],
                               hint: "choose one period"),
                     .jsonOrFormat])

    static let calendar = CommandSpec(
        name: "calendar",
        abstract: "Show a month like cal, each day marked by its doses and its intake.",
        discussion: "Marks: ✓ every scheduled dose taken, ✗ one missed, ‼ one taken too often, · nothing written, ○ "
            + "still due, ? unknown (a file of the day could not be read); + after a day over target. A day's number is also green within target and red over it. "
            + "Below the grid: the month's adherence and the average time of each scheduled dose.",
        options: [
            Option("--month", "month", .month, help: "The month (default: the month of --date)."),
            .date("A day of the month to show when --month is not given (default: today)."),
            .journal,
            .now,
        ])

    static let export = CommandSpec(
        name: "export",
        abstract: "Write every entry as CSV or JSON, or the doses and meals as Nightscout treatments.",
        discussion: "csv and json give each entry with its day, time, slot, kind and text, its items with kcal and "
            + "source, and doses with their units. nightscout gives a JSON array for Nightscout's "
            + "/api/v1/treatments: doses with their units and their insulin named as xDrip names it (the brand "
            + "written, else the dose's first alias that is a brand), meals as notes with their kcal, each "
            + "created_at in local time with its UTC offset. Entries without a time are left out, with a warning. "
            + "Uploading is up to you, e.g. with curl.",
        options: [
            Option("--format", "format", .choice(ExportCommand.ExportFormat.allCases.map(\.rawValue)),
                   help: "csv (default), json or nightscout."),
            Option("--from", "date", .date,
                   help: "The first day (default: the journal's first); at most 100 years before the last."),
            Option("--to", "date", .date, help: "The last day (default: the journal's last)."),
            .journal,
            .now,
        ])

    static let resolve = CommandSpec(
        name: "resolve",
        abstract: "Fold Syncthing conflict copies into their originals and remove git conflict markers.",
        discussion: "A conflict copy's lines that its original lacks are appended to the original, and the copy "
            + "is moved to .daybook/backup/. Git conflict markers are removed keeping the lines of both sides (a "
            + "line on both sides once), after the file's previous version is saved to .daybook/backup/: the one "
            + "time daybook rewrites a file, and only when asked. Lines this machine wrote that are no longer in "
            + "their day (a sync tool put back an older copy) are appended again. A file that is a symbolic link, "
            + "or in a linked folder, is left alone with a warning.",
        options: [
            Option("--dry-run", help: "Say what would be done, and do nothing."),
            Option("--forget-lost", help: "Stop reporting the lines this machine wrote that are gone, instead of "
                + "appending them again (they were removed on purpose)."),
            .journal,
            .now,
        ])

    static let consent = CommandSpec(
        name: "consent",
        abstract: "Show, give or take back consent to send food items to this machine's estimator.",
        discussion: "Without consent an external estimator is never asked: no program is started and nothing leaves "
            + "the machine. 'daybook consent' shows exactly what would be sent and to whom; 'grant' records consent "
            + "for that destination (pointing the estimator elsewhere voids it); 'revoke' removes it.",
        arguments: [Argument(name: "action", kind: .choice(["grant", "revoke"]),
                             help: "grant or revoke; leave out to see what consent means here.", isRequired: false)])

    static let initialize = CommandSpec(
        name: "init",
        abstract: "Start a journal: a commented daybook.yaml, an example foods.yaml, today's file, .gitattributes and "
            + ".stignore.",
        discussion: "Never overwrites a file that exists.",
        arguments: [Argument(name: "path", kind: .path,
                             help: "The folder to start the journal in (default: --journal, else the current one).",
                             isRequired: false)],
        options: [
            .date("The journal day whose file to create (default: today)."),
            CommandSpec.Option.journal.describing("The folder to start the journal in when <path> is not given."),
            .now,
        ])

    static let lsp = CommandSpec(
        name: "lsp",
        abstract: "Run the language server: the balance, dose status and check's problems inside your editor.",
        discussion: "Speaks the Language Server Protocol on standard input and output, for the Markdown files of a "
            + "journal (found from each file's folder, as --journal is): diagnostics as you type, kcal and dose "
            + "hints at the end of lines, hover, completion, quick fixes and an outline. Editors start it "
            + "themselves; see the README for Neovim, Helix, VS Code, Emacs and Zed.",
        options: [
            Option("--stdio", help: "Use standard input and output (the default; accepted because some editors pass "
                + "it)."),
            .journal,
            .now,
        ])

    static let completions = CommandSpec(
        name: "completions",
        abstract: "Print a completion script for bash, zsh or fish.",
        discussion: "The script completes subcommands, options and their values, dose names and aliases from the "
            + "journal's daybook.yaml and food names from its foods.yaml. 'scripts/install' puts it where each shell "
            + "looks; to try it in the running shell: 'source <(daybook completions bash)' in bash or zsh, "
            + "'daybook completions fish | source' in fish.",
        arguments: [Argument(name: "shell", kind: .choice(CompletionShell.allCases.map(\.rawValue)),
                             help: "bash, zsh or fish.")])

    /// `daybook __complete doses|foods`: the journal's names for the completion scripts, one a line. Reads no more
    /// than the configuration.
    static let complete = CommandSpec(
        name: "__complete",
        abstract: "Print the journal's dose or food names for shell completion.",
        arguments: [Argument(name: "kind", kind: .choice(CompletionValues.allCases.map(\.rawValue)),
                             help: "doses or foods.")],
        options: [.journal],
        isHidden: true)

    /// `daybook __manpage`: the man page, as kept in docs/daybook.1.
    static let manPage = CommandSpec(
        name: "__manpage",
        abstract: "Print the man page in roff.",
        isHidden: true)

    static let all = [status, watch, add, dose, learn, edit, check, report, calendar, export, importGlucose, resolve,
                      consent, initialize, lsp, completions, complete, manPage]

    /// What help, the man page and completion list.
    static var visible: [CommandSpec] { all.filter { !$0.isHidden } }

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}
