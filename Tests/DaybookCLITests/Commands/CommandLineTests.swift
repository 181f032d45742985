import Testing

struct CommandLineTests {
    private let journal = try! TemporaryJournal(["daybook.yaml": ""])

    @Test func versionGoesToStdout() throws {
        let run = try journal.run(["--version"])
        #expect(run.stdout == "daybook 0.1.0\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func topLevelHelpListsSubcommands() throws {
        let run = try journal.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("USAGE: daybook [<subcommand>] [<options>]"))
        #expect(run.stdout.contains("SUBCOMMANDS:\n  status (default)"))
        #expect(run.stdout.contains("  check "))
        #expect(run.stdout.contains("  init "))
        #expect(run.stdout.hasSuffix("  See 'daybook help <subcommand>' for detailed help.\n"))
    }

    @Test func helpForASubcommandThreeWays() throws {
        let direct = try journal.run(["status", "--help"])
        #expect(direct.status == 0)
        #expect(direct.stdout.hasPrefix("OVERVIEW: Show the kcal left today and where today's doses stand.\n"))
        #expect(direct.stdout.contains("\nUSAGE: daybook status [--format <format>] [--json] [--journal <path>] "
                                       + "[--date <yyyy-mm-dd>] [--now <yyyy-mm-ddThh:mm>]\n"))
        #expect(direct.stdout.contains("\nOPTIONS:\n  --format <format>  "))
        #expect(direct.stdout.hasSuffix("  -h, --help                Show help information.\n"))
        #expect(try journal.run(["help", "status"]).stdout == direct.stdout)
        #expect(try journal.run(["status", "-h"]).stdout == direct.stdout)
        let initHelp = try journal.run(["help", "init"])
        #expect(initHelp.stdout.contains("ARGUMENTS:\n  <path> "))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let run = try journal.run(["status", "--frobnicate"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == """
        Error: Unknown option '--frobnicate'
        Usage: daybook status [--format <format>] [--json] [--journal <path>] [--date <yyyy-mm-dd>] [--now <yyyy-mm-ddThh:mm>]
          See 'daybook status --help' for more information.

        """)
    }

    @Test func unknownSubcommandIsAUsageError() throws {
        let run = try journal.run(["stats"])
        #expect(run.status == 64)
        #expect(run.stderr == """
        Error: Unknown subcommand 'stats'
        Usage: daybook <subcommand>
          See 'daybook --help' for more information.

        """)
    }

    @Test func missingAndMalformedValues() throws {
        let missing = try journal.run(["status", "--journal"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing value for '--journal'\n"))
        let badNow = try journal.run(["status", "--now", "yesterday"])
        #expect(badNow.status == 64)
        #expect(badNow.stderr.hasPrefix("Error: 'yesterday' is not a time; write YYYY-MM-DDTHH:MM, e.g. 2026-11-29T14:05\n"))
        let badDate = try journal.run(["status", "--date=2026-02-30", "--now", "2026-11-29T10:00"])
        #expect(badDate.status == 64)
        #expect(badDate.stderr.hasPrefix("Error: '2026-02-30' is not a date; write YYYY-MM-DD, e.g. 2026-11-29\n"))
        let badEnvironment = try journal.run(["status"], environment: ["DAYBOOK_NOW": "soon"])
        #expect(badEnvironment.status == 64)
        let extra = try journal.run(["check", "surplus"])
        #expect(extra.status == 64)
        #expect(extra.stderr.hasPrefix("Error: Unexpected argument 'surplus'\n"))
        let flagValue = try journal.run(["status", "--json=yes"])
        #expect(flagValue.status == 64)
    }

    @Test func noJournalIsARuntimeError() throws {
        let empty = try TemporaryJournal()
        let run = try empty.run(["status", "--now", "2026-11-29T10:00"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
        Error: no journal found: no daybook.yaml in \(empty.url.path) or any folder above it
        run 'daybook init' to start one here, pass --journal PATH, or set DAYBOOK_JOURNAL

        """)
        let missing = try empty.run(["status", "--journal", "nowhere"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("Error: no journal at 'nowhere': no such file or folder\n"))
    }
}
