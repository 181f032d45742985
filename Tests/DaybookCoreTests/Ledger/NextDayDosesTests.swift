import DaybookTesting
import Testing

@testable import DaybookCore

/// A dose taken after midnight and written in the log of the new calendar date may be the day before's: while it
/// stands there, that dose is unknown on the day before, with a warning to move the line.
struct NextDayDosesTests {
    private func summary(
        _ files: [String: String], date day: String = "2026-12-01", at moment: String,
        config: String = "doses:\n  long:\n    per_day: 1\n  rapid: {}\n"
    ) -> DaySummary {
        let journal = JournalReader(fileSystem: MemoryFileSystem(files.merging(["daybook.yaml": config]) { $1 }))
            .read(JournalLocation(root: "."), selection: DaySummary.selection(for: date(day)))
        return DaySummary(
            journal: journal, date: date(day), now: now(moment), resolver: Resolver(foods: FoodTable(), estimator: nil))
    }

    private func long(_ summary: DaySummary) -> DoseStatus.State? {
        summary.doses.first { $0.name == "long" }?.state
    }

    private let afterMidnight = ["2026-12-02.md": "# 2026-12-02\n\n- 00:30 lantus 12u\n"]

    @Test func aDoseAfterMidnightInTheNextLogMakesTodaysUnknown() {
        let today = summary(afterMidnight, at: "2026-12-02T01:00")
        #expect(long(today) == .unknown)
        let warning = today.diagnostics.first { $0.file == "2026-12-02.md" }
        #expect(warning?.severity == .warning)
        #expect(warning?.line == 3)
        #expect(
            warning?.message.en
                == "this long dose is in 2026-12-02's log, which reads 00:30 as 2026-12-03 00:30 (the night after); "
                + "if it was taken at 2026-12-02 00:30, it is 2026-12-01's dose: until the line is moved, long is "
                + "unknown on 2026-12-01")
        #expect(
            warning?.hint?.en
                == "a time before 04:00 (day_starts) belongs to the day before: move the line to 2026-12-01's log; if "
                + "the dose is for the coming night, leave it")
    }

    /// Before that moment on the log's date the line can only be the night to come; a time after day_starts, food,
    /// and a dose moved to today's log change nothing.
    @Test func onlyADoseWhoseMomentOnItsLogsDateHasPassed() {
        #expect(long(summary(afterMidnight, at: "2026-12-02T00:20")) == .due)
        #expect(long(summary(afterMidnight, at: "2026-12-01T23:00")) == .due)
        #expect(
            long(summary(["2026-12-02.md": "# 2026-12-02\n\n- 00:30 ramen 500kcal\n"], at: "2026-12-02T01:00")) == .due)
        let moved = ["2026-12-01.md": "# 2026-12-01\n\n- 00:30 lantus 12u\n"]
        #expect(long(summary(moved, at: "2026-12-02T01:00")) == .taken)
        #expect(summary(moved, at: "2026-12-02T01:00").diagnostics.isEmpty)
    }

    /// day_starts 12:00: 10:00 on 12-02's log is 12-03 10:00; at 12-02 11:00 (journal day 12-01) its moment on
    /// 12-02 has passed.
    @Test func anyDayStarts() {
        let files = ["2026-12-02.md": "# 2026-12-02\n\n- 10:00 lantus 12u\n"]
        let config = "day_starts: \"12:00\"\ndoses:\n  long:\n    per_day: 1\n  rapid: {}\n"
        #expect(long(summary(files, at: "2026-12-02T11:00", config: config)) == .unknown)
        #expect(long(summary(files, at: "2026-12-02T09:00", config: config)) == .due)
    }

    /// The day after, status of the day before (yesterday) is not missed while the line may be its dose.
    @Test func yesterdayIsNotMissedWhileTheLineMayBeItsDose() {
        let files = afterMidnight.merging(["2026-12-01.md": "# 2026-12-01\n\n- 12:00 ramen 500kcal\n"]) { $1 }
        #expect(summary(files, date: "2026-12-02", at: "2026-12-02T09:00").missedYesterday.isEmpty)
        let elsewhere = ["2026-12-01.md": "# 2026-12-01\n\n- 12:00 ramen 500kcal\n"]
        #expect(summary(elsewhere, date: "2026-12-02", at: "2026-12-02T09:00").missedYesterday == ["long"])
    }
}
