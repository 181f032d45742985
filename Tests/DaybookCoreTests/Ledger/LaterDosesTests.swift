import DaybookTesting
import Testing

@testable import DaybookCore

/// A dose written for a time later than now has not happened: it is not counted, and it is warned about.
struct LaterDosesTests {
    private let boundary = DayBoundary.standard
    private let long = DoseDefinition(name: "long", window: DoseWindow("21:30-23:30"), perDay: 1)

    private func status(_ lines: [String], on day: String = "2026-11-26", at moment: String) -> DoseStatus {
        let entries = lines.compactMap { parseLine($0).entry }
        return DoseStatus(long, entries: entries, date: date(day), now: now(moment), boundary: boundary)
    }

    @Test func aDoseLaterTodayIsNotTakenYet() {
        let morning = status(["- 22:10 long 12u"], at: "2026-11-26T10:00")
        #expect(morning.state == .upcoming)
        #expect(morning.count == 0)
        #expect(morning.units == 0)
        #expect(morning.times.isEmpty)
        #expect(morning.later == [time("22:10")])
        #expect(status(["- 22:10 long 12u"], at: "2026-11-26T22:09").state == .due)
        #expect(status(["- 22:10 long 12u"], at: "2026-11-26T22:10").state == .taken)
    }

    /// 02:00 on today's log, at 09:00, is the night to come (day_starts 04:00), not the night gone.
    @Test func aTimeAfterMidnightOnTodaysLogIsTheNightToCome() {
        #expect(status(["- 02:00 long 12u"], at: "2026-11-26T09:00").count == 0)
        #expect(status(["- 02:00 long 12u"], at: "2026-11-27T02:00").count == 1)
        #expect(status(["- 02:00 long 12u"], on: "2026-11-25", at: "2026-11-26T09:00").state == .taken)
    }

    @Test func everyDoseOfADayToComeIsLater() {
        let ahead = status(["- 08:00 long 12u", "- long 12u"], on: "2026-11-27", at: "2026-11-26T23:00")
        #expect(ahead.count == 0)
        #expect(ahead.later == [time("08:00")])
        #expect(status(["- long 12u"], at: "2026-11-26T10:00").state == .taken)
    }

    /// The warning names the moment itself: the night after the log's date before day_starts, whatever it is.
    @Test(arguments: [
        ("04:00", "2026-11-26T09:00", "- 02:00 long 12u", "2026-11-27 02:00"),
        ("12:00", "2026-11-27T10:00", "- 11:00 long 12u", "2026-11-27 11:00"),
        ("12:00", "2026-11-26T13:00", "- 23:00 long 12u", "2026-11-26 23:00"),
    ])
    func theWarningNamesTheMoment(dayStarts: String, moment: String, line: String, written: String) {
        let files = MemoryFileSystem(["2026-11-26.md": "# 2026-11-26\n\n" + line + "\n"])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let boundary = DayBoundary(dayStarts: time(dayStarts))
        let warnings = LaterDoses.warnings(in: journal.day(date("2026-11-26")), now: now(moment), boundary: boundary)
        #expect(warnings.first?.message.en.hasPrefix("this dose is written for \(written), later than now") == true)
    }

    @Test func theWarningSaysWhenAndHowToMoveIt() {
        let files = MemoryFileSystem([
            "2026-11-26.md": "# 2026-11-26\n\n- 08:00 toast 200kcal\n- 02:00 long 12u\n- 23:50 rapid 2u\n"
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let warnings = LaterDoses.warnings(
            in: journal.day(date("2026-11-26")), now: now("2026-11-26T09:00"), boundary: boundary)
        #expect(warnings.map(\.line) == [5, 4])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.column == 3 })
        #expect(
            warnings.last?.message.en
                == "this dose is written for 2026-11-27 02:00, later than now (2026-11-26 09:00): it is not counted as "
                + "taken until then")
        #expect(
            warnings.last?.hint?.en
                == "a time before 04:00 (day_starts) is the night after the day's date: if it was taken last night, "
                + "move the line to the day before's log (or 'daybook dose … --date yesterday')")
        #expect(
            warnings.first?.hint?.en
                == "it counts once its time comes; if it was taken already, write the time it was taken")
    }

    @Test func statusShowsTheWarning() {
        let files = MemoryFileSystem([
            "daybook.yaml": "doses:\n  long:\n    per_day: 1\n    window: 21:30-23:30\n",
            "2026-11-26.md": "# 2026-11-26\n\n- 22:10 long 12u\n",
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let summary = DaySummary(
            journal: journal, date: date("2026-11-26"), now: now("2026-11-26T10:00"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(summary.doses.first?.state == .upcoming)
        #expect(summary.diagnostics.map(\.line) == [3])
        #expect(summary.nextChange() == now("2026-11-26T21:30"))
    }
}
