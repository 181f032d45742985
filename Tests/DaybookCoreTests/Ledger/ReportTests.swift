import DaybookTesting
import Testing

@testable import DaybookCore

struct CircularTimeTests {
    @Test func timesAroundMidnightAverageToMidnight() throws {
        let average = try #require(CircularTime([time("23:50"), time("00:10")]))
        #expect(average.mean == time("00:00"))
        #expect(average.spread == 10)
    }

    @Test func anEveningAverage() throws {
        let average = try #require(CircularTime([time("22:00"), time("22:30"), time("22:15")]))
        #expect(average.mean == time("22:15"))
        #expect((10...13).contains(average.spread))
    }

    @Test func oneTimeHasNoSpread() throws {
        let average = try #require(CircularTime([time("21:45")]))
        #expect(average.mean == time("21:45"))
        #expect(average.spread == 0)
    }

    @Test func timesEvenlyAroundTheClockHaveNoMean() {
        #expect(CircularTime([time("06:00"), time("18:00")]) == nil)
        #expect(CircularTime([]) == nil)
    }

    @Test func theArithmeticMeanWouldBeWrong() throws {
        // 23:00, 23:30, 00:30, 01:00: the arithmetic mean of the clock readings is 12:00.
        let average = try #require(CircularTime([time("23:00"), time("23:30"), time("00:30"), time("01:00")]))
        #expect(average.mean == time("00:00"))
    }
}

struct PeriodTests {
    @Test func daysWeeksAndMonths() throws {
        let days = try #require(Period(days: 7, endingOn: date("2026-11-29")))
        #expect(days.first == date("2026-11-23"))
        #expect(days.count == 7)
        let week = try #require(Period(weekOf: date("2026-11-26")))
        #expect((week.first, week.last) == (date("2026-11-23"), date("2026-11-29")))
        let sunday = try #require(Period(weekOf: date("2026-11-29")))
        #expect(sunday.first == date("2026-11-23"))
        // A week that starts on Sunday, as a Japanese calendar (or week_starts: sunday) shows it.
        let fromSunday = try #require(Period(weekOf: date("2026-11-26"), startingOn: .sunday))
        #expect((fromSunday.first, fromSunday.last) == (date("2026-11-22"), date("2026-11-28")))
        let onSunday = try #require(Period(weekOf: date("2026-11-29"), startingOn: .sunday))
        #expect((onSunday.first, onSunday.last) == (date("2026-11-29"), date("2026-12-05")))
        let february = try #require(Period(month: "2028-02"))
        #expect(february.count == 29)
        #expect(Period(month: "2026-13") == nil)
        #expect(Period(month: "2026-1") == nil)
        #expect(Period(first: date("2026-11-29"), last: date("2026-11-28")) == nil)
        #expect(Period(days: 0, endingOn: date("2026-11-29")) == nil)
    }

    @Test func entriesAfterMidnightHappenOnTheNextDate() {
        let boundary = DayBoundary.standard
        #expect(boundary.moment(of: time("01:30"), inJournalDay: date("2026-11-28")) == now("2026-11-29T01:30"))
        #expect(boundary.moment(of: time("23:30"), inJournalDay: date("2026-11-28")) == now("2026-11-28T23:30"))
    }
}

struct ReportTests {
    private let config = "target: 2000\ndoses:\n  long: {per_day: 1, window: \"21:00-23:00\"}\n  rapid: {}\n"

    private func report(_ files: [String: String], from first: String, to last: String, at moment: String) -> Report {
        let journal = JournalReader(fileSystem: MemoryFileSystem(files.merging(["daybook.yaml": config]) { a, _ in a }))
            .read(JournalLocation(root: "."), selection: .all)
        let resolved = journal.resolvedDays { journal.resolver(estimator: nil) }
        guard let period = Period(first: date(first), last: date(last)) else {
            preconditionFailure("bad test period \(first)...\(last)")
        }
        return Report(
            journal: journal, period: period, now: now(moment),
            resolved: resolved.days)
    }

    @Test func rowsUseTheSameBalanceAndDoseStatusAsStatus() {
        let files = ["2026-11-28.md": "- 12:00 ramen 700kcal\n- 22:10 long 12u\n- 18:00 walk -200kcal\n"]
        let report = report(files, from: "2026-11-28", to: "2026-11-28", at: "2026-11-29T12:00")
        let journal = JournalReader(fileSystem: MemoryFileSystem(files.merging(["daybook.yaml": config]) { a, _ in a }))
            .read(JournalLocation(root: "."), selection: .all)
        let status = DaySummary(
            journal: journal, date: date("2026-11-28"), now: now("2026-11-29T12:00"),
            resolver: journal.resolver(estimator: nil))
        #expect(report.days.map(\.balance) == [status.balance])
        #expect(report.days.map(\.doses) == [status.doses])
    }

    @Test func averagesCountCompleteDaysOnly() {
        let report = report(
            [
                "2026-11-26.md": "- 12:00 ramen 1800kcal\n- 22:00 long 12u\n",
                "2026-11-27.md": "- 12:00 ramen 2400kcal\n- 22:00 long 12u\n",
                // Today: still eating.
                "2026-11-29.md": "- 08:00 toast 200kcal\n",
            ], from: "2026-11-26", to: "2026-11-29", at: "2026-11-29T09:00")
        let intake = report.summary.intake
        #expect(intake.days == 2)
        #expect(intake.averageEaten == 2100)
        #expect((intake.withinTarget, intake.overTarget) == (1, 1))
        #expect(intake.notLogged == 1)
    }

    @Test func adherenceMissesAndDuplicates() throws {
        let report = report(
            [
                "2026-11-24.md": "- 22:00 long 12u\n",
                "2026-11-25.md": "- 21:50 long 12u\n- 22:40 long 12u\n",
                "2026-11-26.md": "- 12:00 toast\n",
                "2026-11-27.md": "- 22:20 long 12u\n",
            ], from: "2026-11-24", to: "2026-11-28", at: "2026-11-29T12:00")
        let long = try #require(report.summary.scheduled.first)
        #expect(long.name == "long")
        // The 28th has nothing written: not decided, not a miss.
        #expect((long.decided, long.taken, long.missed, long.duplicate) == (4, 2, 1, 1))
        #expect(long.adherence == 0.5)
        // 22:00, 21:50, 22:40 and 22:20: around 22:12.
        #expect(long.time.map { (time("22:12")...time("22:13")).contains($0.mean) } == true)
        #expect(report.days.map(\.outcome) == [.taken, .duplicate, .missed, .taken, .notLogged])
    }

    @Test func todayNotYetDueDoesNotBreakAStreak() {
        let files = [
            "2026-11-27.md": "- 22:00 long 12u\n", "2026-11-28.md": "- 22:00 long 12u\n",
            "2026-11-29.md": "- 12:00 toast\n",
        ]
        let morning = report(files, from: "2026-11-27", to: "2026-11-29", at: "2026-11-29T12:00")
        #expect(morning.days.last?.outcome == .open)
        #expect(morning.summary.streaks == ReportSummary.Streaks(current: 2, longest: 2))
        let lateNight = report(files, from: "2026-11-27", to: "2026-11-29", at: "2026-11-29T23:30")
        #expect(lateNight.days.last?.outcome == .missed)
        #expect(lateNight.summary.streaks == ReportSummary.Streaks(current: 0, longest: 2))
    }

    @Test func aDayWithNothingWrittenBreaksAStreak() {
        let streaks = ReportSummary.streaks([.taken, .taken, .taken, .notLogged, .taken, .open])
        #expect(streaks == ReportSummary.Streaks(current: 1, longest: 3))
        #expect(
            ReportSummary.streaks([.taken, .duplicate, .taken, .taken]) == ReportSummary.Streaks(current: 2, longest: 2)
        )
        #expect(ReportSummary.streaks([]) == ReportSummary.Streaks(current: 0, longest: 0))
    }

    @Test func monthsWithMissingDaysHaveEveryDate() {
        let report = report(
            ["2026-02-03.md": "- 22:00 long 12u\n"], from: "2026-02-01", to: "2026-02-28",
            at: "2026-03-05T12:00")
        #expect(report.days.count == 28)
        #expect(report.days.filter(\.isLogged).map(\.date) == [date("2026-02-03")])
        #expect(report.summary.intake.notLogged == 27)
    }

    @Test func rapidDosesByWeekdayAndPartOfDay() throws {
        // 2026-11-23 is a Monday.
        let report = report(
            [
                "2026-11-23.md": "- 07:30 rapid 4u\n- 12:30 rapid 6u\n- 19:00 rapid 5u\n",
                "2026-11-24.md": "- 12:10 rapid 6u\n- 02:30 rapid 2u\n",
            ], from: "2026-11-23", to: "2026-11-24", at: "2026-11-29T12:00")
        let rapid = try #require(report.summary.unscheduled.first)
        #expect(rapid.count == 5)
        #expect(rapid.units == 23)
        #expect(rapid.perDay == 2.5)
        #expect(rapid.pattern[0] == [1, 1, 0, 1, 0])
        // 02:30 in Tuesday's log is Tuesday night.
        #expect(rapid.pattern[1] == [0, 1, 0, 0, 1])
    }

    @Test func aConflictCopyCountsOnce() throws {
        let report = report(
            [
                "2026-11-28.md": "- 12:00 ramen 700kcal\n- 22:00 long 12u\n",
                "2026-11-28.sync-conflict-20261128-230000-ABCDEF1.md":
                    "- 12:00 ramen 700kcal\n- 22:00 long 12u\n- 15:00 cake 300kcal\n",
            ], from: "2026-11-28", to: "2026-11-28", at: "2026-11-29T12:00")
        let day = try #require(report.days.first)
        #expect(day.balance.eaten == 1000)
        #expect(day.outcome == .taken)
        #expect(report.diagnostics.contains { $0.topic == .conflict && $0.file.contains("sync-conflict") })
    }
}
