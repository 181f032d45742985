import DaybookTesting
import Testing

@testable import DaybookCore

struct GlucoseReportTests {
    private let config = "target: 2000\ndoses:\n  long: {per_day: 1}\n  rapid: {}\n"

    private func report(_ files: [String: String], from first: String, to last: String, at moment: String)
        -> (GlucoseReport, [Diagnostic])
    {
        let fileSystem = MemoryFileSystem(files.merging(["daybook.yaml": config]) { a, _ in a })
        let journal = JournalReader(fileSystem: fileSystem).read(JournalLocation(root: "."), selection: .all)
        let resolved = journal.resolvedDays { journal.resolver(estimator: nil) }
        guard let period = Period(first: date(first), last: date(last)) else {
            preconditionFailure("bad test period \(first)...\(last)")
        }
        let report = Report(
            journal: journal, period: period,
            now: now(moment), resolved: resolved.days)
        return GlucoseReport.read(report, journal: journal, fileSystem: fileSystem)
    }

    /// Every 5 minutes from `start` for `count` readings, with values from `value`.
    private func rows(from start: String, count: Int, value: (Int) -> Int) -> String {
        let first = now(start).minuteNumber
        return (0..<count).map { index in
            let time = LocalDateTime(minuteNumber: first + index * 5)?.description ?? ""
            return "\(time):00,\(value(index)),dexcom"
        }.joined(separator: "\n")
    }

    @Test func readingsBelongToTheirJournalDayAndSensorDaysCountSensorReadingsOnly() throws {
        let (glucose, problems) = report(
            [
                // 01:00 on the 29th belongs to the 28th (day_starts 04:00); the journal's own reading on a sensor day is
                // drawn but not counted.
                "glucose/2026-11.csv":
                    "time,mg_dl,source\n2026-11-28T12:00:00,100,dexcom\n2026-11-28T12:05:00,200,dexcom\n"
                    + "2026-11-29T01:00:00,300,dexcom\n2026-11-29T12:00:00,150,dexcom\n",
                "2026-11-28.md": "- 12:02 bg 90\n",
                // A day with only a meter reading counts it.
                "2026-11-27.md": "- 08:00 bg 110\n- 20:00 bg 130\n",
            ], from: "2026-11-27", to: "2026-11-29", at: "2026-11-29T13:00")
        #expect(problems.isEmpty)
        #expect(glucose.days.map(\.readings.count) == [2, 4, 1])
        #expect(glucose.days.map(\.statistics.readings) == [2, 3, 1])
        #expect(glucose.days.map(\.statistics.mean) == [120, 200, 150])
        #expect(glucose.period.readings == 6)
        #expect(glucose.period.mean == (110 + 130 + 100 + 200 + 300 + 150) / 6.0)
        #expect(glucose.interval == 5)
    }

    @Test func coverageCountsWholeDaysBeforeTodayAndTodayUpToNow() throws {
        let (glucose, _) = report(
            [
                // The 28th from 04:00: 144 of 288 readings; the 29th up to 10:00 (6 hours after day_starts): 72 of 72.
                "glucose/2026-11.csv": "time,mg_dl,source\n"
                    + rows(from: "2026-11-28T04:00", count: 144) { 100 + $0 % 50 }
                    + "\n" + rows(from: "2026-11-29T04:00", count: 72) { _ in 120 } + "\n"
            ], from: "2026-11-28", to: "2026-11-30", at: "2026-11-29T10:00")
        #expect(glucose.days.map(\.statistics.coverage) == [50, 100, nil])
        #expect(glucose.period.coverage == Double(144 + 72) / Double(288 + 72) * 100)
    }

    @Test func withoutSensorDataThereIsNoCoverage() {
        let (glucose, _) = report(
            ["2026-11-28.md": "- 08:00 bg 110\n"], from: "2026-11-28", to: "2026-11-28",
            at: "2026-11-29T10:00")
        #expect(glucose.interval == nil)
        #expect(glucose.period.coverage == nil)
        #expect(glucose.hasReadings)
    }

    @Test func theIntervalIsTheMostCommonGap() {
        let fifteen = (0..<10).map { GlucoseReading(second: $0 * 900, mgdl: 100, source: .libreview) }
        let withGaps = fifteen + [GlucoseReading(second: 100_000, mgdl: 100, source: .libreview)]
        #expect(GlucoseReport.interval(withGaps[...]) == 15)
        #expect(GlucoseReport.interval([GlucoseReading(second: 0, mgdl: 1, source: .dexcom)][...]) == nil)
    }

    @Test func glucoseAroundDosesAndMeals() throws {
        let (glucose, _) = report(
            [
                "glucose/2026-11.csv": "time,mg_dl,source\n" + rows(from: "2026-11-28T11:00", count: 60) { 100 + $0 }
                    + "\n",
                "2026-11-28.md": "- 12:00 lunch: ramen 650kcal\n- 12:10 rapid 4u\n- 21:00 long 12u\n- 12:30 bg 180\n",
            ], from: "2026-11-28", to: "2026-11-28", at: "2026-11-29T10:00")
        let day = try #require(glucose.days.first)
        // Readings run 11:00 (100) to 15:55 (159), one a minute's value per 5 minutes.
        #expect(day.around.count == 3)
        let lunch = day.around[0]
        #expect(lunch.kind == .meal(slot: .lunch, kcal: 650))
        #expect(lunch.before?.mgdl == 112)  // 12:00
        #expect(lunch.after?.mgdl == 136)  // 14:00
        let rapid = day.around[1]
        #expect(rapid.kind == .dose(name: "rapid", units: 4))
        #expect(rapid.before?.mgdl == 114)  // 12:10
        #expect(rapid.after?.mgdl == 138)  // 14:10
        let long = day.around[2]
        #expect(long.before == nil && long.after == nil)
        #expect(glucose.around.map(\.name) == ["long", "rapid", "lunch"])
        #expect(glucose.around[1].meanBefore == 114 && glucose.around[1].withAfter == 1)
    }

    @Test func nearestAndLastLookUps() {
        // A day's readings are a slice of the period's: indices need not start at 0.
        let readings = [-600, 0, 600, 1200].map { GlucoseReading(second: $0, mgdl: Double($0), source: .dexcom) }[1...]
        #expect(GlucoseAround.nearest(readings, to: 850, within: 900)?.second == 600)
        #expect(GlucoseAround.nearest(readings, to: 900, within: 900)?.second == 600)
        #expect(GlucoseAround.nearest(readings, to: 5000, within: 900) == nil)
        #expect(GlucoseAround.last(readings, from: 100, through: 1199)?.second == 600)
        #expect(GlucoseAround.last(readings, from: 700, through: 1100) == nil)
    }
}
