import DaybookCore
import Testing

/// `add` and `dose` write what has happened: an entry later than now is refused (exit 64) unless `--later` says it
/// is meant, and a dose written for later is not counted until its time.
struct LaterEntryTests {
    private let files = [
        "daybook.yaml": "doses:\n  long:\n    aliases: [ランタス]\n    per_day: 1\n    window: 21:30-23:30\n",
        "2026-11-29.md": "# 2026-11-29\n\n- 08:00 toast 200kcal\n",
    ]

    /// At 09:00, 02:00 on today's day is the night to come: the tester meant 2 a.m. last night.
    @Test func twoAMWrittenAtNineIsRefusedAndSaysHowToWriteLastNight() {
        let (run, written) = runInProcess(["add", "--now", "2026-11-30T09:00", "02:00", "ランタス", "12単位"], files: files)
        #expect(run.status == 64)
        #expect(
            run.stderr.split(separator: "\n").first
                == """
                Error: 2026-12-01 02:00 is later than now (2026-11-30 09:00); an entry is written once it has happened. \
                The journal day 2026-11-30 runs until 04:00 the next morning, so 02:00 is the night to come. For last \
                night, write it on the day before: 'daybook add … --date yesterday'; to write it ahead on purpose, add \
                --later
                """)
        #expect(written.contents("2026-11-30.md") == nil)
        let yesterday = runInProcess(
            ["add", "--now", "2026-11-30T09:00", "--date", "yesterday", "02:00", "ランタス", "12単位"], files: files)
        #expect(yesterday.run.status == 0)
        #expect(yesterday.run.stdout.hasSuffix("long ✓ 02:00\n"))
    }

    @Test(arguments: [
        ["dose", "long", "12", "--time", "23:00"], ["dose", "long", "12", "--date", "2027-01-01"],
        ["add", "--time", "10:00", "ramen"], ["add", "--date", "2026-12-01", "--time", "05:00", "ramen"],
    ])
    func laterThanNowIsRefused(arguments: [String]) {
        let (run, written) = runInProcess(arguments + ["--now", "2026-11-30T09:00"], files: files)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: "))
        #expect(run.stderr.contains("is later than now (2026-11-30 09:00)"))
        #expect(written.contents("2026-11-30.md") == nil)
        #expect(written.contents("2027-01-01.md") == nil)
    }

    @Test func nowItselfIsNotLater() {
        let (run, _) = runInProcess(
            ["dose", "long", "12", "--time", "22:00", "--now", "2026-11-30T22:00"], files: files)
        #expect(run.status == 0)
        #expect(run.stdout.contains("long ✓ 22:00 ·"))
    }

    /// Written ahead on purpose, a dose does not count until its time, yet a second one is refused.
    @Test func laterWritesAheadAndTheDoseCountsOnlyFromItsTime() {
        let files = files.merging(["2026-11-30.md": "# 2026-11-30\n\n- 22:10 long 12u\n"]) { $1 }
        let ahead = runInProcess(["status", "--now", "2026-11-30T10:00"], files: files).run
        #expect(ahead.stdout.contains("long  · upcoming 21:30-23:30\n"))
        #expect(ahead.stdout.contains("2026-11-30.md:3:3: warning: this dose is written for 2026-11-30 22:10, later"))
        let second = runInProcess(["dose", "long", "12", "--now", "2026-11-30T10:00", "--time", "09:50"], files: files)
        #expect(second.run.status == 3)
        let planned = runInProcess(
            ["dose", "long", "12", "--time", "22:10", "--later", "--now", "2026-11-30T10:00"],
            files: ["daybook.yaml": files["daybook.yaml"] ?? ""])
        #expect(planned.run.status == 0)
        #expect(
            withoutWriteIDs(planned.files.contents("2026-11-30.md")) == Array("# 2026-11-30\n\n- 22:10 long 12u\n".utf8)
        )
    }
}
