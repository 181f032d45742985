import Testing

/// Every day of a period is summarised, so a period is at most 100 years (36,600 days), as `--days` is.
struct PeriodLimitTests {
    static let usage =
        "Usage: daybook report [--days <n>] [--week] [--month <month>] [--from <date>] [--to <date>] "
        + "[--format <format>] [--json] [--glucose-profile] [--by <row>] [--date <date>] [--no-cache] [--journal <path>] "
        + "[--now <yyyy-mm-ddThh:mm>] "
        + "[--color <mode>] [--lang <lang>]\n  See 'daybook report --help' for more information.\n"

    /// Took 35 s and 7 GB.
    @Test func reportFromTheFirstToTheLastDate() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let run = try journal.run(["report", "--from", "0001-01-01", "--to", "9999-12-31"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "Error: 0001-01-01 to 9999-12-31 is 3652059 days; a period is at most 36600 days "
                + "(100 years)\n" + Self.usage)
    }

    /// `--from` alone runs to today: 36,600 days are a report, one more is not.
    @Test func reportFromLongAgoToToday() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "- soba 400kcal\n"])
        let now = ["--now", "2026-11-29T12:00"]
        let longest = try journal.run(["report", "--from", "1926-09-16", "--format", "csv"] + now)
        #expect(longest.status == 0)
        #expect(longest.stdout.split(separator: "\n").count == 1 + 36_600)
        let tooLong = try journal.run(["report", "--from", "1926-09-15"] + now)
        #expect(tooLong.status == 64)
        #expect(
            tooLong.stderr == "Error: 1926-09-15 to 2026-11-29 is 36601 days; a period is at most 36600 days "
                + "(100 years)\n" + Self.usage)
        let later = try journal.run(["report", "--from", "2030-01-01"] + now)
        #expect(later.stderr.hasPrefix("Error: --from 2030-01-01 comes after the last day, 2026-11-29\n"))
    }

    @Test func exportOfAJournalSpanningMillennia() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "0001-01-01.md": "- 08:00 toast 200kcal\n",
            "2026-11-29.md": "- 08:00 soba 400kcal\n",
            "9999-12-31.md": "- 08:00 toast 200kcal\n",
        ])
        let whole = try journal.run(["export"])
        #expect(whole.status == 1)
        #expect(
            whole.stderr == "Error: the days to export run from 0001-01-01 to 9999-12-31, more than 36600 days "
                + "(100 years)\nexport them in parts with --from and --to\n")
        let given = try journal.run(["export", "--from", "0001-01-01", "--to", "9999-12-31"])
        #expect(given.status == 64)
        #expect(
            given.stderr.hasPrefix(
                "Error: 0001-01-01 to 9999-12-31 is 3652059 days; a period is at most 36600 "
                    + "days (100 years)\n"))
        let part = try journal.run(["export", "--from", "2000-01-01", "--to", "2099-12-31"])
        #expect(part.status == 0)
        #expect(part.stdout.hasSuffix(",soba 400kcal,soba 400kcal,1,,400,explicit,,,2026-11-29.md,1,,\n"))
    }
}
