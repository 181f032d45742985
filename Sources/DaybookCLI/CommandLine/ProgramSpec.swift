/// What daybook as a whole is, for top-level help and the man page: the options most commands take, the
/// environment it reads, its files and its exit codes. Every text a person reads is one field.
struct ProgramSpec {
    /// A term and what it means: a variable, a file, an exit code, an example.
    struct Item {
        var term: String
        var help: String
    }

    var name: String
    var version: String
    var abstract: String
    var discussion: String
    /// Options most commands take, for the top of the help and the man page.
    var globalOptions: [CommandSpec.Option]
    /// What the man page says before the global options.
    var globalOptionsNote: String
    /// `-h, --help`, which every command takes.
    var helpOption: Item
    /// `--version`, taken without a subcommand.
    var versionOption: Item
    /// `daybook help <subcommand>`, listed with the subcommands by the completion scripts.
    var helpCommand: Item
    var environment: [Item]
    var files: [Item]
    var exitCodes: [Item]
    /// A command line and what it does.
    var examples: [Item]
    /// Other man pages, as `name(section)`.
    var seeAlso: [String]

    static let daybook = ProgramSpec(
        name: "daybook",
        version: "0.1.0",
        abstract: "Read a Markdown food and insulin journal: the kcal left today, and whether today's doses are "
            + "taken, missed or doubled.",
        discussion: "The journal is plain Markdown, one list item per meal or dose, written in any editor and synced "
            + "however you like; its files are the only store. daybook reads them, and only ever appends to them. "
            + "Without a subcommand, daybook runs status.",
        globalOptions: [.journal, .now, .color],
        globalOptionsNote: "These options mean the same to every command that takes them; each command's help says "
            + "which it takes.",
        helpOption: Item(term: "-h, --help", help: "Show help information."),
        versionOption: Item(term: "--version", help: "Show the version."),
        helpCommand: Item(term: "help", help: "Show help for a subcommand, the same as 'daybook <subcommand> --help'."),
        environment: [
            Item(term: "DAYBOOK_JOURNAL", help: "The journal folder or file when --journal is not given."),
            Item(term: "DAYBOOK_NOW", help: "The time to take as now (YYYY-MM-DDTHH:MM) when --now is not given."),
            Item(term: "NO_COLOR", help: "Set and not empty: no colour unless --color always."),
            Item(term: "TERM", help: "dumb: no colour unless --color always."),
            Item(term: "VISUAL, EDITOR", help: "The editor 'daybook edit' opens (default: vi)."),
            Item(term: "XDG_CONFIG_HOME", help: "This machine's settings are in $XDG_CONFIG_HOME/daybook (default: "
                     + "~/.config/daybook)."),
            Item(term: "XDG_CACHE_HOME", help: "The folder-listing cache is in $XDG_CACHE_HOME/daybook (default: "
                     + "~/.cache/daybook)."),
            Item(term: "TZ", help: "The local time zone, for the UTC offsets of 'export --format nightscout'."),
        ],
        files: [
            Item(term: "daybook.yaml", help: "The journal's settings, at its root: target, doses, day_starts, layout."),
            Item(term: "foods.yaml", help: "The journal's own foods and their kcal, at its root."),
            Item(term: "*.md", help: "The journal's days: YYYY-MM-DD.md in any folder, daily notes, or "
                     + "'## YYYY-MM-DD' sections of one file."),
            Item(term: ".daybook/estimates.yaml", help: "Estimated kcal pinned so that every device shows the same "
                     + "numbers; synced with the journal."),
            Item(term: "~/.config/daybook/config.yaml", help: "This machine's estimator settings; never synced."),
            Item(term: "~/.config/daybook/consent.yaml", help: "Consent to send food items to that estimator."),
            Item(term: "~/.cache/daybook/", help: "Remembered folder listings; deleting it only costs time."),
        ],
        exitCodes: [
            Item(term: "0", help: "Success."),
            Item(term: "1", help: "A runtime failure, or check found errors."),
            Item(term: "3", help: "dose, add (a dose line) or learn refused: nothing was written."),
            Item(term: "33", help: "status --format i3blocks: a dose is missed or taken twice, today or yesterday, "
                     + "or there are errors (i3blocks shows it as urgent); also when status cannot run at all."),
            Item(term: "64", help: "A usage error, or an entry daybook cannot read: the message is on standard error "
                     + "and nothing was written."),
        ],
        examples: [
            Item(term: "daybook", help: "The kcal left today and where each dose stands."),
            Item(term: "daybook add lunch: ramen 650kcal, gyoza 6個", help: "Log lunch and see what it counted."),
            Item(term: "daybook add --time 17:00 walk -150kcal", help: "Log activity at 17:00."),
            Item(term: "daybook dose long 12", help: "Log the long-acting dose; refused if it is already taken today."),
            Item(term: "daybook learn \"iced latte\" 180 --alias アイスラテ", help: "Teach daybook a food."),
            Item(term: "daybook status --date yesterday", help: "How yesterday ended."),
            Item(term: "daybook report --month last --format md", help: "Last month as a Markdown table."),
            Item(term: "daybook watch --format waybar --journal ~/journal", help: "Feed a Waybar module."),
        ],
        seeAlso: ["cal(1)", "tmux(1)"])
}
