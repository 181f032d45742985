import Foundation
import Testing

/// The command line as a person meets it: the built binary, its exit codes and what it prints where. One test per
/// way the hand-written parser used to fall short.
struct CommandLineTests {
    private let journal: TemporaryJournal

    init() throws {
        journal = try TemporaryJournal(["daybook.yaml": "target: 2000\n"])
    }
    private let now = ["--now", "2026-11-29T20:00"]

    @Test func versionGoesToStdout() throws {
        let run = try journal.run(["--version"])
        #expect(run.stdout == "daybook 0.1.0\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func topLevelHelpListsSubcommandsThenOptionsEnvironmentFilesAndExitCodes() throws {
        let run = try journal.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("\nUSAGE: daybook [<subcommand>] [<options>]\n"))
        #expect(run.stdout.contains("\nSUBCOMMANDS:\n  status (default)  "))
        #expect(
            run.stdout.contains(
                "\n  See 'daybook help <subcommand>' for detailed help.\n\nOPTIONS:\n  --journal <path> "))
        #expect(run.stdout.contains("\nENVIRONMENT:\n  DAYBOOK_JOURNAL "))
        #expect(run.stdout.contains("\nFILES:\n  daybook.yaml "))
        #expect(
            run.stdout.hasSuffix(
                """

                EXIT CODES:
                  0                         Success.
                  1                         A runtime failure, or check found errors.
                  3                         dose, add, edit or learn refused (a dose already
                                            taken, a line the journal would not count where it
                                            would go): nothing was written.
                  33                        status --format i3blocks: a dose is missed or taken
                                            twice, today or yesterday, or there are errors
                                            (i3blocks shows it as urgent); also when status
                                            cannot run at all.
                  64                        A usage error, or an entry daybook cannot read: the
                                            message is on standard error and nothing was
                                            written.

                """))
        #expect(try journal.run(["help"]).stdout == run.stdout)
    }

    @Test func helpForASubcommandThreeWays() throws {
        let direct = try journal.run(["add", "--help"])
        #expect(direct.status == 0)
        #expect(direct.stdout.hasPrefix("OVERVIEW: Append an entry to the day's log and show what it counted.\n"))
        #expect(
            direct.stdout.contains("\nUSAGE: daybook add [--time <hh:mm>] [--slot <slot>] [--again] [--later]\n"))
        #expect(direct.stdout.hasSuffix("  -h, --help                Show help information.\n"))
        #expect(try journal.run(["help", "add"]).stdout == direct.stdout)
        #expect(try journal.run(["add", "-h"]).stdout == direct.stdout)
    }

    @Test func requiredArgumentsAreRequired() throws {
        let dose = try journal.run(["dose", "long"] + now)
        #expect(dose.status == 64)
        #expect(dose.stdout == "")
        #expect(
            dose.stderr == """
                Error: Missing expected argument '<amount>'
                Usage: daybook dose [--time <hh:mm>] [--again] [--later] [--date <date>] [--journal <path>] [--now <yyyy-mm-ddThh:mm>] [--color <mode>] [--lang <lang>] <name> <amount>
                  See 'daybook dose --help' for more information.

                """)
        let learn = try journal.run(["learn"])
        #expect(learn.status == 64)
        #expect(learn.stderr.hasPrefix("Error: Missing expected argument '<name>'\nUsage: daybook learn "))
        #expect(learn.stderr.contains(" <name> <kcal>\n"))
        #expect(
            try journal.run(["dose", "--help"]).stdout.contains(
                "[--color <mode>]\n       [--lang <lang>] <name> <amount>\n"))
    }

    @Test func anOptionDoesNotSwallowTheNextOption() throws {
        let run = try journal.run(["status", "--journal", "--date", "2026-11-29"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Missing value for '--journal <path>'\n"))
    }

    @Test func theReadmesActivityLineIsAdded() throws {
        let run = try journal.run(["add", "--time", "17:00", "walk", "-150kcal"] + now)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("created 2026-11-29.md:3\n  walk -150kcal   -150 kcal  explicit\n"))
        #expect(withoutWriteIDs(try journal.read("2026-11-29.md")) == "# 2026-11-29\n\n- 17:00 walk -150kcal\n")
        let learn = try journal.run(["learn", "foo", "-5"])
        #expect(learn.status == 64)
        #expect(learn.stderr.hasPrefix("Error: '-5' is not a kcal value from 0 to 100000\n"))
        let dashed = try journal.run(["add", "-x"] + now)
        #expect(
            dashed.stderr.hasPrefix("Error: Unknown option '-x'; put '--' before an argument that starts with '-'\n"))
    }

    @Test func pollTakesItsSecondsAsTheNextWord() throws {
        let watched = try TemporaryJournal([
            "daybook.yaml": "target: 2000\n", "2026-11-29.md": "- 12:00 ramen 600kcal\n",
        ])
        let watch = try WatchProcess(
            ["--format", "line", "--poll", "0.2", "--now", "2026-11-29T20:00"], in: watched.url)
        #expect(watch.nextLine() == "1,400 kcal left · long ○")
        try watched.write("2026-11-29.md", "- 12:00 ramen 900kcal\n")
        #expect(watch.nextLine() == "1,100 kcal left · long ○")
        watch.stop()
        let bad = try watched.run(["watch", "--poll", "0"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: --poll takes a number of seconds from 0.1 to 3600, not '0'\n"))
    }

    @Test func jsonAndAnotherFormatConflict() throws {
        let run = try journal.run(["status", "--json", "--format", "tmux"] + now)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix(
                "Error: --json and --format cannot be used together; --json is the same as --format json\n"))
    }

    @Test func aRepeatedTimeIsAnError() throws {
        let run = try journal.run(["add", "--time", "17:00", "--time", "18:00", "tea"] + now)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: '--time' is given more than once; give it once\n"))
        #expect((try? journal.read("2026-11-29.md")) == nil, "nothing was written")
    }

    @Test func mistakesGetDidYouMean() throws {
        let command = try journal.run(["stauts"])
        #expect(command.status == 64)
        #expect(
            command.stderr == """
                Error: Unknown subcommand 'stauts'; did you mean 'status'?
                Usage: daybook <subcommand>
                  See 'daybook --help' for more information.

                """)
        let option = try journal.run(["report", "--mnth", "2026-11"])
        #expect(option.status == 64)
        #expect(
            option.stderr.hasPrefix("Error: Unknown option '--mnth'; did you mean '--month'?\nUsage: daybook report "))
        #expect(option.stderr.hasSuffix("  See 'daybook report --help' for more information.\n"))
    }

    @Test func dateIsDescribedForEachCommand() throws {
        let expected = [
            "status": "The journal day to show (default: today).",
            "add": "The journal day to write to (default: today).",
            "dose": "The journal day to log the dose on (default:",
            "edit": "The journal day whose file to open (default:",
            "init": "The journal day whose file to create (default:",
        ]
        for (command, text) in expected {
            let help = try journal.run([command, "--help"]).stdout
            #expect(help.contains("\n  --date <date>             \(text)"), "\(command): \(help)")
        }
        for command in ["export", "consent", "check"] {
            #expect(!(try journal.run([command, "--help"]).stdout.contains("--date")), "\(command)")
            #expect(try journal.run([command, "--date", "2026-11-29"]).status == 64, "\(command)")
        }
    }

    @Test func datesPeopleSay() throws {
        try journal.write("2026-11-28.md", "- 12:00 ramen 600kcal\n")
        try journal.write("2026-11-23.md", "- 12:00 ramen 700kcal\n")
        let yesterday = try journal.run(["status", "--date", "yesterday", "--format", "line"] + now)
        #expect(yesterday.stdout == "1,400 kcal left · long ✗\n")
        #expect(try journal.run(["status", "--date=-1", "--format", "line"] + now).stdout == yesterday.stdout)
        #expect(try journal.run(["status", "--date", "saturday", "--format", "line"] + now).stdout == yesterday.stdout)
        let monday = try journal.run(["status", "--date", "monday", "--format", "line"] + now)
        #expect(monday.stdout == "1,300 kcal left · long ✗\n")
        #expect(try journal.run(["status", "--date", "昨日", "--format", "line"] + now).stdout == yesterday.stdout)
        #expect(try journal.run(["status", "--date", "月曜日", "--format", "line"] + now).stdout == monday.stdout)
        #expect(try journal.run(["status", "--date", "6日前", "--format", "line"] + now).stdout == monday.stdout)
        // Before day_starts (04:00) it is still the day before: "yesterday" is the 27th.
        let early = try journal.run(["status", "--date", "yesterday", "--format", "json", "--now", "2026-11-29T03:00"])
        #expect(early.stdout.contains("\"date\":\"2026-11-27\""))
        let month = try journal.run(["report", "--month", "last", "--format", "csv", "--now", "2026-12-02T10:00"])
        #expect(month.stdout.split(separator: "\n").count == 31)
        let japaneseMonth = try journal.run(["report", "--month", "先月", "--format", "csv", "--now", "2026-12-02T10:00"])
        #expect(japaneseMonth.stdout == month.stdout)
        let bad = try journal.run(["status", "--date", "someday"] + now)
        #expect(bad.status == 64)
        #expect(
            bad.stderr.hasPrefix(
                "Error: --date 'someday' is not a date; write YYYY-MM-DD, today, yesterday, -N (N "
                    + "days back) or a weekday, e.g. 2026-11-29 or friday\n"))
    }

    @Test func missingAndMalformedValues() throws {
        let badNow = try journal.run(["status", "--now", "yesterday"])
        #expect(badNow.status == 64)
        #expect(
            badNow.stderr.hasPrefix(
                "Error: --now 'yesterday' is not a time; write YYYY-MM-DDTHH:MM, e.g. 2026-11-29T14:05\n"))
        let badEnvironment = try journal.run(["status"], environment: ["DAYBOOK_NOW": "soon"])
        #expect(badEnvironment.status == 64)
        let extra = try journal.run(["check", "surplus"])
        #expect(extra.status == 64)
        #expect(extra.stderr.hasPrefix("Error: Unexpected argument 'surplus'\n"))
        let flagValue = try journal.run(["status", "--json=yes"])
        #expect(flagValue.status == 64)
        #expect(flagValue.stderr.hasPrefix("Error: The option '--json' does not take a value\n"))
    }

    @Test func colorAlwaysNeverAndAuto() throws {
        try journal.write("2026-11-29.md", "- 12:00 feast 2500kcal\n")
        let always = try journal.run(["status", "--color", "always"] + now)
        #expect(always.stdout.contains("\u{1B}[31m"))
        let never = try journal.run(["status", "--color=never"] + now, environment: ["TERM": "xterm"])
        #expect(!never.stdout.contains("\u{1B}"))
        #expect(never.stdout.contains("500 kcal over"))
        // Piped, auto means no colour.
        #expect(!(try journal.run(["status"] + now).stdout.contains("\u{1B}")))
        #expect(try journal.run(["check", "--color", "always"]).status == 0)
        // Over target: red with colour, and marked with '+' with or without it.
        let calendar = try journal.run(["calendar", "--color", "always"] + now)
        #expect(calendar.stdout.contains("\u{1B}[31m+\u{1B}[0m"))
        let plain = try journal.run(["calendar", "--color", "never"] + now, environment: ["TERM": "xterm"])
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(plain.stdout.contains("29○+"))
    }

    @Test func noJournalIsARuntimeError() throws {
        let empty = try TemporaryJournal()
        let run = try empty.run(["status", "--now", "2026-11-29T10:00"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                Error: no journal found: no daybook.yaml in \(empty.url.path) or any folder above it
                run 'daybook init' to start one here, pass --journal PATH, or set DAYBOOK_JOURNAL

                """)
        let missing = try empty.run(["status", "--journal", "nowhere"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("Error: no journal at 'nowhere': no such file or folder\n"))
    }
}
