import DaybookTesting
import Testing

@testable import DaybookCore

struct GlucoseStoreTests {
    private let location = JournalLocation(root: ".")

    private func reading(
        _ time: String, second: Int = 0, _ mgdl: Double, bound: GlucoseReading.Bound? = nil,
        _ source: GlucoseSource = .dexcom
    ) -> GlucoseReading {
        GlucoseReading(at: now(time), second: second, mgdl: mgdl, bound: bound, source: source)
    }

    @Test func rowsAreTimeToTheSecondMilligramsAndSource() {
        #expect(GlucoseStoreRow.text(reading("2026-11-29T12:30", second: 5, 142)) == "2026-11-29T12:30:05,142,dexcom")
        #expect(
            GlucoseStoreRow.text(reading("2026-11-29T12:30", 7.9 * 18.016, .libreviewScan))
                == "2026-11-29T12:30:00,142.3,libreview-scan")
        #expect(
            GlucoseStoreRow.text(reading("2026-11-29T00:05", 40, bound: .below)) == "2026-11-29T00:05:00,<40,dexcom")
        #expect(
            GlucoseStoreRow.text(reading("2026-11-29T00:05", 400, bound: .above)) == "2026-11-29T00:05:00,>400,dexcom")
        for row in [
            "2026-11-29T12:30:05,142,dexcom", "2026-11-29T12:30:00,142.3,libreview-scan",
            "2026-11-29T00:05:00,<40,nightscout",
        ] {
            var dates = DayNumberCache()
            guard let parsed = GlucoseStoreRow.parse(Array(row.utf8)[...], dates: &dates) else {
                Issue.record("\(row) did not parse")
                continue
            }
            #expect(GlucoseStoreRow.text(parsed) == row)
        }
    }

    @Test func rowsThatAreNotReadingsSayWhy() {
        let rows: [(String, GlucoseStoreRow.Problem)] = [
            ("2026-11-29T12:30:05,142", .shape), ("2026-11-29T12:30:05,142,dexcom,x", .shape),
            ("2026-11-29 12:30:05,142,dexcom", .time), ("2026-02-30T12:30:05,142,dexcom", .time),
            ("1970-01-01T00:00:00,142,dexcom", .time), ("2026-11-29T24:00:00,142,dexcom", .time),
            ("2026-11-29T12:30:05,0,dexcom", .value), ("2026-11-29T12:30:05,10000,dexcom", .value),
            ("2026-11-29T12:30:05,-5,dexcom", .value), ("2026-11-29T12:30:05,1e3,dexcom", .value),
            ("2026-11-29T12:30:05,142,Dexcom", .source("Dexcom")), ("2026-11-29T12:30:05,142,", .source("")),
        ]
        for (row, problem) in rows {
            var dates = DayNumberCache()
            #expect(GlucoseStoreRow.parse(Array(row.utf8)[...], dates: &dates) == nil, "\(row)")
            #expect(GlucoseStoreRow.problem(Array(row.utf8)[...]) == problem, "\(row)")
        }
    }

    @Test func writesEachMonthOnceAndNeverTwice() {
        let files = MemoryFileSystem()
        let writer = GlucoseStoreWriter(fileSystem: files, location: location)
        let readings = [
            reading("2026-11-30T23:55", 120), reading("2026-12-01T00:00", 118),
            reading("2026-11-30T23:50", 125), reading("2026-11-30T23:50", 125),
        ]
        let first = writer.append(readings)
        #expect(first.failure == nil)
        #expect(
            first.outcomes.map { "\($0.path) +\($0.added) =\($0.present)" }
                == ["glucose/2026-11.csv +2 =0", "glucose/2026-12.csv +1 =0"])
        #expect(
            String(decoding: files.contents("glucose/2026-11.csv") ?? [], as: UTF8.self) == """
                time,mg_dl,source
                2026-11-30T23:50:00,125,dexcom
                2026-11-30T23:55:00,120,dexcom

                """)
        let again = writer.append(readings + [reading("2026-11-30T23:45", 130)])
        #expect(
            again.outcomes.map { "\($0.path) +\($0.added) =\($0.present)" }
                == ["glucose/2026-11.csv +1 =2", "glucose/2026-12.csv +0 =1"])
        #expect(
            String(decoding: files.contents("glucose/2026-11.csv") ?? [], as: UTF8.self) == """
                time,mg_dl,source
                2026-11-30T23:50:00,125,dexcom
                2026-11-30T23:55:00,120,dexcom
                2026-11-30T23:45:00,130,dexcom

                """)
        let (read, problems) = GlucoseStore.read(
            GlucoseMonth(date("2026-11-01"))...GlucoseMonth(date("2026-12-01")),
            in: location, fileSystem: files)
        #expect(problems.isEmpty)
        #expect(
            read.map(\.second).sorted()
                == [
                    reading("2026-11-30T23:45", 0), reading("2026-11-30T23:50", 0),
                    reading("2026-11-30T23:55", 0), reading("2026-12-01T00:00", 0),
                ].map(\.second))
    }

    @Test func theSameTimeFromAnotherSourceIsAnotherReading() {
        let files = MemoryFileSystem()
        let writer = GlucoseStoreWriter(fileSystem: files, location: location)
        _ = writer.append([reading("2026-11-30T08:00", 120, .dexcom)])
        let outcome = writer.append([reading("2026-11-30T08:00", 121, .nightscout)])
        #expect(outcome.outcomes.first?.added == 1)
    }

    @Test func aFailedWriteWritesNothingOfThatMonthAndStops() {
        let files = MemoryFileSystem(["glucose/2026-11.csv": "time,mg_dl,source\n"])
        files.appendFailures["glucose/2026-11.csv"] = 28
        let writer = GlucoseStoreWriter(fileSystem: files, location: location)
        let outcome = writer.append([
            reading("2026-10-31T08:00", 100), reading("2026-11-01T08:00", 120),
            reading("2026-12-01T08:00", 130),
        ])
        #expect(outcome.outcomes.map(\.path) == ["glucose/2026-10.csv"])
        #expect(outcome.failure?.0 == GlucoseMonth(date("2026-11-01")))
        #expect(String(decoding: files.contents("glucose/2026-11.csv") ?? [], as: UTF8.self) == "time,mg_dl,source\n")
        #expect(files.contents("glucose/2026-12.csv") == nil)
    }

    @Test func conflictCopiesAreReadAndEachReadingCountsOnce() {
        let files = MemoryFileSystem([
            "glucose/2026-11.csv": "time,mg_dl,source\n2026-11-29T08:00:00,120,dexcom\n",
            "glucose/2026-11.sync-conflict-20261129-101010-ABCDEF1.csv":
                "time,mg_dl,source\n2026-11-29T08:00:00,120,dexcom\n2026-11-29T08:05:00,125,dexcom\n",
            "glucose/2026-10.csv": "time,mg_dl,source\n2026-10-29T08:00:00,99,dexcom\n",
            "glucose/notes.csv": "not glucose\n",
        ])
        let month = GlucoseMonth(date("2026-11-29"))
        let (read, problems) = GlucoseStore.read(month...month, in: location, fileSystem: files)
        #expect(problems.isEmpty)
        #expect(read.map(\.mgdl).sorted() == [120, 125])
    }

    @Test func badRowsAreReportedWithTheirLinesAndTheRestRead() {
        let files = MemoryFileSystem([
            "glucose/2026-11.csv": """
            time,mg_dl,source
            2026-11-29T08:00:00,120,dexcom
            2026-11-29T08:05:00,0,dexcom
            1970-01-01T00:00:00,120,dexcom
            2026-11-29T08:10:00,120,\u{1B}[31mevil
            garbage

            """
        ])
        let month = GlucoseMonth(date("2026-11-29"))
        let (read, problems) = GlucoseStore.read(month...month, in: location, fileSystem: files)
        #expect(read.count == 1)
        #expect(
            problems.map { "\($0.file):\($0.line): \($0.message.en)" } == [
                "glucose/2026-11.csv:3: this row's glucose is not a number of mg/dL from 10 to 1000; it is not read",
                "glucose/2026-11.csv:4: this row's time is not a time from 2000 to 2099 like 2026-11-29T12:30:05; it is not read",
                "glucose/2026-11.csv:5: this row's source '\\e[31mevil' is unknown; it is not read",
                "glucose/2026-11.csv:6: this row is not 'time,mg_dl,source' and is not read",
            ])
        #expect(problems[2].sourceLine == "2026-11-29T08:10:00,120,\\e[31mevil")
    }

    @Test func manyBadRowsAreCountedNotListed() {
        let rows = (0..<100).map { "bad row \($0)" }.joined(separator: "\n")
        let (read, problems) = GlucoseStore.parse(Array(rows.utf8), file: "g.csv")
        #expect(read.isEmpty)
        #expect(problems.count == RowProblems.reportedLimit + 1)
        #expect(problems.last?.message.en == "80 more rows cannot be read")
    }

    @Test func sortingKeepsEachReadingOnce() {
        var readings = [
            reading("2026-11-29T08:05", 2), reading("2026-11-29T08:00", 1), reading("2026-11-29T08:05", 3),
            reading("2026-11-29T08:00", 4, .libreview), reading("2026-11-29T07:55", 5),
        ]
        GlucoseReading.sortUnique(&readings)
        // In time order; within a second by source (LibreView before Dexcom); one of the two 08:05 Dexcom readings.
        #expect(readings.map(\.mgdl).prefix(3) == [5, 4, 1])
        #expect(readings.count == 4 && [2, 3].contains(readings[3].mgdl))
        var sorted = readings
        GlucoseReading.sortUnique(&sorted)
        #expect(sorted == readings)
    }

    @Test func mergingTwoRunsKeepsTimeOrderAndEachReadingOnce() {
        let sensor = [reading("2026-11-29T08:00", 1), reading("2026-11-29T08:05", 2), reading("2026-11-29T08:10", 3)]
        let journal = [
            reading("2026-11-29T07:00", 10, .journal), reading("2026-11-29T08:05", 20, .journal),
            reading("2026-11-29T09:00", 30, .journal),
        ]
        #expect(GlucoseReading.merged(sensor[...], journal[...]).map(\.mgdl) == [10, 1, 20, 2, 3, 30])
        #expect(GlucoseReading.merged(sensor[...], sensor[...]).map(\.mgdl) == [1, 2, 3])
        #expect(GlucoseReading.merged([], journal[...]).map(\.mgdl) == [10, 20, 30])
    }

    @Test func theMonthsAPeriodReaches() {
        let period = Period(first: date("2026-10-15"), last: date("2026-11-30"))
        #expect(period.map(GlucoseStore.months) == GlucoseMonth(date("2026-10-01"))...GlucoseMonth(date("2026-12-01")))
    }
}
