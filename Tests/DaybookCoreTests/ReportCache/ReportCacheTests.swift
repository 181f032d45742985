import DaybookTesting
import Testing

@testable import DaybookCore

/// The report cache on a journal in memory: which files a report reads, and that a report from the cache says
/// what one from the files says.
struct ReportCacheTests {
    private let period = DaybookCoreTests.period("2026-11-01", "2026-11-29")
    private let now = DaybookCoreTests.now("2026-11-29T21:00")
    private let cacheFolder = ConfinedPath(root: "/cache", relative: "daybook")

    private func journal() -> MemoryFileSystem {
        var files = [
            "j/daybook.yaml": "target: 1800\n",
            "j/foods.yaml": "rice: {kcal: 234}\n",
            "j/notes.md": "# notes\n\n## 2026-11-03\n- 12:00 cake 300kcal\n- soup\n",
        ]
        for day in 1...29 where day != 3 {
            let name = "2026-11-\(day < 10 ? "0" : "")\(day)"
            files["j/2026/11/\(name).md"] =
                "- 08:00 rice\n- 12:00 ramen \(600 + day)kcal\n- 13:00 ramen\n- 22:00 long 12u\n"
        }
        files["j/2026/11/2026-11-05.md", default: ""] += "- 14:00 mystery stew\n"
        files["j/2026/11/2026-11-25.md", default: ""] += "- 18:00 soup\n"
        return MemoryFileSystem(files)
    }

    /// A report over `period`, through the cache (written afterwards) or not.
    @discardableResult
    private func report(_ files: MemoryFileSystem, cached: Bool = true, maximumBytes: Int = ReportCache.maximumBytes)
        -> Report
    {
        let location = JournalLocation(root: "j")
        let reader = JournalReader(fileSystem: files)
        let settings = reader.readSettings(location)
        let cache =
            cached
            ? ReportCache.load(
                ReportCacheFile(folder: cacheFolder, now: files.now, program: "test"), location: location,
                settings: settings, estimators: "builtin", today: date("2026-11-29"), fileSystem: files,
                maximumBytes: maximumBytes) : nil
        let journal = reader.read(location, settings: settings, selection: .range(period.range), reportCache: cache)
        let history = journal.history
        let resolved = journal.resolvedDays { journal.resolver(history: history, pinTime: "2026-11-29T21:00:00") }
        // As the commands do: what was estimated and taught is pinned.
        let written =
            (try? PinnedEstimates.save(
                resolved.pins, lessons: journal.historyPins(history), in: location, fileSystem: files)) ?? false
        let report = Report(journal: journal, period: period, now: now, resolved: resolved.days)
        if cached { ReportCache.save(journal, report: report, pinsWritten: written, fileSystem: files) }
        return report
    }

    /// Everything a report shows, as text.
    private func shown(_ report: Report) -> [String] {
        report.days.map { day in
            "\(day.date) \(day.isLogged) \(day.isComplete) \(day.outcome) \(day.balance) \(String(describing: day.carbs)) "
                + "\(day.doses) \(day.unreadInsulin) " + day.diagnostics.map(describe).joined(separator: "|")
        } + ["\(report.summary.intake) \(report.summary.scheduled) \(String(describing: report.summary.streaks))"]
            + report.diagnostics.map(describe)
    }

    private func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column) \(diagnostic.severity) \(diagnostic.message.en) "
            + "\(diagnostic.message.ja) \(diagnostic.sourceLine ?? "-") \(diagnostic.hint?.en ?? "-") "
            + "\(String(describing: diagnostic.topic))"
    }

    /// Day files read (not the settings), in the order read.
    private func dayFilesRead(_ files: MemoryFileSystem, after count: Int) -> [String] {
        files.reads.dropFirst(count).filter { $0.hasSuffix(".md") }
    }

    @Test func aSecondReportReadsOnlyTheDaysThatAreNotSettled() {
        let files = journal()
        files.advance(seconds: 10)
        let first = report(files)
        #expect(first.hasEntries)
        let before = files.reads.count
        let second = report(files)
        // 11-28 and 11-29 are not settled: their numbers still change with the time and the day after.
        #expect(dayFilesRead(files, after: before) == ["j/2026/11/2026-11-28.md", "j/2026/11/2026-11-29.md"])
        #expect(!second.hasEntries)
        #expect(shown(second) == shown(first))
        #expect(shown(second) == shown(report(files, cached: false)))
    }

    @Test func aFileChangedJustBeforeTheCacheWasWrittenIsNotKept() {
        let files = journal()
        report(files)
        let before = files.reads.count
        report(files)
        #expect(dayFilesRead(files, after: before).count == 29)
        files.advance(seconds: 10)
        report(files)
        let after = files.reads.count
        report(files)
        #expect(dayFilesRead(files, after: after).count == 2)
    }

    @Test func aChangedFileIsReadAgainAndTheRestServed() {
        let files = journal()
        files.advance(seconds: 10)
        report(files)
        files.write(
            "j/2026/11/2026-11-10.md",
            "- 08:00 rice\n- 12:00 ramen 610kcal\n- 13:00 ramen\n- 22:00 long 12u\n- 22:30 long 12u\n")
        files.advance(seconds: 10)
        let before = files.reads.count
        let again = report(files)
        #expect(
            dayFilesRead(files, after: before).sorted() == [
                "j/2026/11/2026-11-10.md", "j/2026/11/2026-11-28.md", "j/2026/11/2026-11-29.md",
            ])
        #expect(shown(again) == shown(report(files, cached: false)))
        #expect(again.day(date("2026-11-10"))?.outcome == .duplicate)
    }

    @Test func aLessonRereadsTheLaterDaysThatAskedAboutItsFood() {
        let files = journal()
        files.advance(seconds: 10)
        report(files)
        // Soup is unknown until 11-20 teaches it: 11-25's soup is read again; 11-03's, before it, and the days
        // without soup are not.
        files.write(
            "j/2026/11/2026-11-20.md",
            "- 08:00 rice\n- 12:00 ramen 620kcal\n- 13:00 ramen\n- 22:00 long 12u\n"
                + "- 23:00 soup 150kcal\n")
        files.advance(seconds: 10)
        let before = files.reads.count
        let again = report(files)
        #expect(
            dayFilesRead(files, after: before).sorted() == [
                "j/2026/11/2026-11-20.md", "j/2026/11/2026-11-25.md", "j/2026/11/2026-11-28.md",
                "j/2026/11/2026-11-29.md",
            ])
        #expect(shown(again) == shown(report(files, cached: false)))
        #expect(again.day(date("2026-11-25"))?.balance.eaten == 234 + 625 + 625 + 150)
        #expect(report(files, cached: false).day(date("2026-11-03"))?.balance.eaten != 300 + 150)
    }

    @Test func aNewPinRereadsTheDaysThatAskedForIt() {
        let files = journal()
        files.advance(seconds: 10)
        report(files)
        // Nothing knew the stew (a guess); another device's estimate for it arrives in the log.
        let log = (try? files.read("j/.daybook/estimates.yaml")).map { String(decoding: $0, as: UTF8.self) } ?? ""
        files.write(
            "j/.daybook/estimates.yaml",
            "- {key: mystery stew, kcal: 321, estimator: test, at: \"2000-01-01T00:00:00\"}\n" + log)
        files.advance(seconds: 10)
        let before = files.reads.count
        let again = report(files)
        #expect(
            dayFilesRead(files, after: before).sorted() == [
                "j/2026/11/2026-11-05.md", "j/2026/11/2026-11-28.md", "j/2026/11/2026-11-29.md",
            ])
        #expect(shown(again) == shown(report(files, cached: false)))
        #expect(again.day(date("2026-11-05"))?.balance.eaten == 234 + 605 + 605 + 321)
    }

    @Test func aFileHoldingADayAnotherFileHoldsIsRead() {
        let files = journal()
        files.advance(seconds: 10)
        report(files)
        files.write("j/more.md", "## 2026-11-07\n- 15:00 cake 250kcal\n")
        files.advance(seconds: 10)
        let before = files.reads.count
        let again = report(files)
        #expect(dayFilesRead(files, after: before).contains("j/2026/11/2026-11-07.md"))
        #expect(shown(again) == shown(report(files, cached: false)))
    }

    @Test func aConflictCopyAndItsOriginalAreRead() {
        let files = journal()
        files.advance(seconds: 10)
        report(files)
        files.write(
            "j/2026/11/2026-11-08.sync-conflict-20261108-101010-ABCDEFG.md", "- 12:00 ramen 608kcal\n- 23:00 tea\n")
        files.advance(seconds: 10)
        let before = files.reads.count
        let again = report(files)
        #expect(dayFilesRead(files, after: before).contains("j/2026/11/2026-11-08.md"))
        #expect(shown(again) == shown(report(files, cached: false)))
        let after = files.reads.count
        report(files)
        #expect(dayFilesRead(files, after: after).contains("j/2026/11/2026-11-08.md"))
    }

    @Test func anUnreadableFileThatMayHoldADayMeansThatDayIsRead() {
        let files = journal()
        files.advance(seconds: 10)
        report(files)
        files.write("j/2026/11/2026-11-12.sync.md", "## 2026-11-12\n- tea\n")
        files.failures["j/2026/11/2026-11-12.sync.md"] = 5
        files.advance(seconds: 10)
        let again = report(files)
        #expect(again.day(date("2026-11-12"))?.balance.incomplete == true)
        #expect(shown(again) == shown(report(files, cached: false)))
    }

    @Test func changedSettingsMeanEveryFileIsRead() {
        let files = journal()
        files.advance(seconds: 10)
        report(files)
        files.write("j/foods.yaml", "rice: {kcal: 240}\n")
        files.advance(seconds: 10)
        let before = files.reads.count
        let again = report(files)
        #expect(dayFilesRead(files, after: before).count == 29)
        #expect(shown(again) == shown(report(files, cached: false)))
        #expect(again.day(date("2026-11-02"))?.balance.eaten == 240 + 602 + 602)
    }

    @Test func aCacheOfAnotherProgramOrRootIsNotUsed() {
        let files = journal()
        files.advance(seconds: 10)
        report(files)
        let location = JournalLocation(root: "j")
        let settings = JournalReader(fileSystem: files).readSettings(location)
        let other = ReportCache.load(
            ReportCacheFile(folder: cacheFolder, now: files.now, program: "another build"), location: location,
            settings: settings, estimators: "builtin", today: date("2026-11-29"), fileSystem: files)
        #expect(other?.stored == nil)
        let same = ReportCache.load(
            ReportCacheFile(folder: cacheFolder, now: files.now, program: "test"), location: location,
            settings: settings, estimators: "builtin", today: date("2026-11-29"), fileSystem: files)
        #expect(same?.stored != nil)
    }

    @Test func aCorruptCacheIsNoCache() throws {
        let files = journal()
        files.advance(seconds: 10)
        let first = report(files)
        let path = try #require(files.paths.first { $0.hasPrefix("/cache/daybook/report-") })
        var bytes = try #require(files.contents(path))
        for index in stride(from: bytes.count / 3, to: bytes.count, by: 97) { bytes[index] ^= 0x5A }
        files.write(path, bytes: bytes)
        #expect(shown(report(files)) == shown(first))
        files.write(path, bytes: Array(bytes.prefix(bytes.count / 2)))
        #expect(shown(report(files)) == shown(first))
    }

    /// A cache written before a day kept its lines about insulin (format 3) is no cache: every file is read again,
    /// never a day misread without them.
    @Test func aCacheOfAnEarlierFormatIsReadAgain() throws {
        let files = journal()
        files.write("j/2026/11/2026-11-10.md", "- 22:00 forgot lantus 12u\n")
        files.advance(seconds: 10)
        let first = report(files)
        let path = try #require(files.paths.first { $0.hasPrefix("/cache/daybook/report-") })
        var bytes = try #require(files.contents(path))
        #expect(bytes.starts(with: Array("daybook-report 4\n".utf8)))
        bytes[15] = UInt8(ascii: "3")
        files.write(path, bytes: bytes)
        let before = files.reads.count
        #expect(shown(report(files)) == shown(first))
        #expect(dayFilesRead(files, after: before).count == 29)
    }

    @Test func aCacheTooLargeIsNotWritten() {
        let files = journal()
        files.advance(seconds: 10)
        report(files, maximumBytes: 100)
        #expect(!files.paths.contains { $0.hasPrefix("/cache/daybook/report-") })
    }

    @Test func aCacheFolderInsideTheJournalIsNotUsed() {
        let files = journal()
        files.write("j/.cache/daybook/other", "")
        let location = JournalLocation(root: "j")
        let settings = JournalReader(fileSystem: files).readSettings(location)
        let inside = ReportCache.load(
            ReportCacheFile(folder: ConfinedPath(root: "j/.cache", relative: "daybook"), now: files.now, program: "t"),
            location: location, settings: settings, estimators: "", today: date("2026-11-29"), fileSystem: files)
        #expect(inside == nil)
    }

    @Test func daysWithGlucoseAreAlwaysRead() {
        let files = journal()
        files.write("j/2026/11/2026-11-15.md", "- 08:00 bg 142\n- 22:00 long 12u\n")
        files.advance(seconds: 10)
        report(files)
        let before = files.reads.count
        report(files)
        #expect(dayFilesRead(files, after: before).contains("j/2026/11/2026-11-15.md"))
    }

    /// A settled day whose only line is about insulin and could not be read is kept and served with that line, so a
    /// report from the cache says what one from the file says: the dose unknown, and the day not one with nothing
    /// written.
    @Test func aDayOfOnlyALineAboutInsulinNotReadIsServedAsRead() {
        let files = journal()
        files.write("j/2026/11/2026-11-10.md", "- 22:00 forgot lantus 12u\n")
        files.write("j/2026/11/2026-11-11.md", "- 22:00 lantis 12u\n```\n- 22:30 lantus 12u\n")
        files.advance(seconds: 10)
        let first = report(files)
        let before = files.reads.count
        let second = report(files)
        #expect(dayFilesRead(files, after: before) == ["j/2026/11/2026-11-28.md", "j/2026/11/2026-11-29.md"])
        #expect(shown(second) == shown(first))
        let served = second.days.filter { ["2026-11-10", "2026-11-11"].contains("\($0.date)") }
        #expect(served.map(\.outcome) == [.unknown, .unknown])
        #expect(served.map { $0.unreadInsulin.map(\.insulin) } == [[.dose("long")], [.anyKind, .dose("long")]])
        #expect(served.map { $0.unreadInsulin.map(\.location.line) } == [[1], [1, 3]])
    }

    @Test func aFileWithDaysOutsideThePeriodIsRead() {
        let files = journal()
        files.write("j/notes.md", "## 2026-10-30\n- tea 5kcal\n## 2026-11-03\n- 12:00 cake 300kcal\n")
        files.advance(seconds: 10)
        report(files)
        let before = files.reads.count
        let again = report(files)
        #expect(dayFilesRead(files, after: before).contains("j/notes.md"))
        #expect(shown(again) == shown(report(files, cached: false)))
    }
}
