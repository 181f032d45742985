import DaybookTesting
import Testing

@testable import DaybookCore

/// A report's days read a run at a time (`JournalReader.readSummaries`): the same numbers and problems as reading
/// the journal whole, with no more days held at once than a run's, however long the journal.
struct SummaryRunsTests {
    private let now = DaybookCoreTests.now("2026-11-29T21:00")

    /// `days` days ending 2026-11-29, with what crosses runs: lessons taught early and used late, an undated file
    /// with headings spread over the period, a conflict copy, a dose after midnight in the next day's log, an
    /// unknown food, targets.
    private func journal(days: Int) -> MemoryFileSystem {
        var files = [
            "j/daybook.yaml": "target: 1800\n",
            "j/foods.yaml": "rice: {kcal: 234}\n",
        ]
        var notes = "# notes\n\n"
        for back in 0..<days {
            guard let day = date("2026-11-29").adding(days: -back) else { continue }
            var text = back % 10 == 0 ? "---\ntarget: 2000\n---\n" : ""
            text += "- 08:00 rice\n- 12:00 \(back % 17 == 0 ? "ramen \(600 + back % 50)kcal" : "ramen")\n"
            text += back % 5 == 0 ? "- 15:00 mystery stew\n" : "- 15:00 soup\n"
            if back % 9 != 3 { text += "- 22:00 long 12u\n" }
            if back % 13 == 0 { text += "- 02:00 long 12u\n" }
            files["j/\(day.year)/\(day.description).md"] = text
            if back % 11 == 0 { notes += "## \(day)\n- 16:00 cake 300kcal\n- soup\n\n" }
        }
        files["j/notes/ideas.md"] = notes + "- no day\n"
        if let copied = date("2026-11-29").adding(days: -(days / 2)) {
            files["j/\(copied.year)/\(copied).sync-conflict-20261101-101010-ABCDEFG.md"] = "- 21:00 long 12u\n"
        }
        return MemoryFileSystem(files)
    }

    /// The summaries of the last `days` days, through a report cache (written afterwards, as `report` does) when
    /// `cached`.
    private func summaries(
        _ files: MemoryFileSystem, days: Int, runDays: Int, cached: Bool = false
    ) -> JournalReader.Summaries {
        let location = JournalLocation(root: "j")
        let reader = JournalReader(fileSystem: files)
        let settings = reader.readSettings(location)
        guard let first = date("2026-11-29").adding(days: -(days - 1)),
            let period = Period(first: first, last: date("2026-11-29"))
        else { preconditionFailure("bad test period") }
        let cache =
            cached
            ? ReportCache.load(
                ReportCacheFile(
                    folder: ConfinedPath(root: "/cache", relative: "daybook"), now: files.now, program: "test"),
                location: location, settings: settings, estimators: "builtin", today: date("2026-11-29"),
                fileSystem: files) : nil
        let read = reader.readSummaries(
            location, settings: settings, period: period, now: now, reportCache: cache, runDays: runDays
        ) { journal, history in journal.resolver(history: history, pinTime: "2026-11-29T21:00:00") }
        if cached {
            let written =
                (try? PinnedEstimates.save(
                    read.pins, lessons: read.journal.historyPins(read.history), in: location, fileSystem: files))
                ?? false
            ReportCache.save(
                read.journal, report: Report(journal: read.journal, period: period, now: now, summaries: read.days),
                pinsWritten: written, fileSystem: files)
        }
        return read
    }

    /// The first pin of each food, as the log keeps them.
    private func firstPins(_ read: JournalReader.Summaries) -> [String] {
        var seen: Set<String> = []
        return read.pins.filter { seen.insert($0.key).inserted }.map(\.line)
    }

    /// Everything a report of `read` shows, as text.
    private func shown(_ read: JournalReader.Summaries) -> [String] {
        guard let period = Period(first: read.days[0].date, last: read.days[read.days.count - 1].date) else {
            return []
        }
        let report = Report(journal: read.journal, period: period, now: now, summaries: read.days)
        return report.days.map { day in
            "\(day.date) \(day.isLogged) \(day.outcome) \(day.balance) \(String(describing: day.carbs)) \(day.doses) "
                + "\(day.unreadInsulin) " + day.diagnostics.map(describe).joined(separator: "|")
        } + ["\(report.summary.intake) \(report.summary.scheduled) \(String(describing: report.summary.streaks))"]
            + report.diagnostics.map(describe) + ["files read: \(read.journal.filesRead)"]
    }

    private func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column) \(diagnostic.severity) \(diagnostic.message.en) "
            + "\(diagnostic.sourceLine ?? "-") \(String(describing: diagnostic.topic))"
    }

    @Test func runsGiveTheNumbersOfAWholeRead() {
        let files = journal(days: 100)
        let whole = summaries(files, days: 100, runDays: 1000)
        let inRuns = summaries(files, days: 100, runDays: 7)
        #expect(whole.mostDaysHeld == 100)
        #expect(inRuns.mostDaysHeld <= 14)
        #expect(shown(inRuns) == shown(whole))
        // Each run's resolvers pin again what earlier runs pinned; the log keeps the first pin of each food.
        #expect(firstPins(inRuns) == firstPins(whole))
        #expect(inRuns.journal.historyPins(inRuns.history) == whole.journal.historyPins(whole.history))
        #expect(!inRuns.days.contains { !$0.entriesDropped })
    }

    @Test func runsThroughTheReportCache() {
        let files = journal(days: 60)
        files.advance(seconds: 10)
        let first = summaries(files, days: 60, runDays: 7, cached: true)
        #expect(first.mostDaysHeld <= 14)
        // Many files changed: runs again, the others served.
        for back in stride(from: 5, to: 55, by: 3) {
            guard let day = date("2026-11-29").adding(days: -back) else { continue }
            files.write("j/\(day.year)/\(day.description).md", "- 08:00 rice\n- 12:00 soup 99kcal\n- 22:00 long 12u\n")
        }
        files.advance(seconds: 10)
        let before = files.reads.count
        let again = summaries(files, days: 60, runDays: 7, cached: true)
        let read = files.reads.dropFirst(before).filter { $0.hasSuffix(".md") }
        #expect(read.count < 60)
        #expect(again.mostDaysHeld <= 14)
        #expect(shown(again) == shown(summaries(files, days: 60, runDays: 1000)))
        #expect(shown(summaries(files, days: 60, runDays: 1000, cached: true)) == shown(again))
    }

    @Test func runsHoldNoMoreDaysForALongerJournal() {
        let short = summaries(journal(days: 60), days: 60, runDays: 10)
        let long = summaries(journal(days: 400), days: 400, runDays: 10)
        #expect(short.mostDaysHeld <= 20)
        #expect(long.mostDaysHeld <= 20)
        #expect(long.days.count == 400)
    }

    @Test func glucoseLinesMeanAWholeRead() {
        let files = journal(days: 60)
        files.write("j/2026/2026-10-15.md", "- 08:00 bg 142\n- 22:00 long 12u\n")
        let read = summaries(files, days: 60, runDays: 7)
        #expect(read.mostDaysHeld == 60)
        #expect(read.days.contains { !$0.entriesDropped })
    }

    @Test func anUndatedConflictCopyMeansAWholeRead() {
        let files = journal(days: 60)
        files.write("j/notes/ideas.sync-conflict-20261101-101010-ABCDEFG.md", "## 2026-10-15\n- soup\n")
        #expect(summaries(files, days: 60, runDays: 7).mostDaysHeld == 60)
    }

    @Test func runsEndBeforeTheDaysThatStillChange() {
        guard let period = Period(first: date("2026-11-01"), last: date("2026-11-29")) else { return }
        let runs = JournalReader.runs(period, today: date("2026-11-29"), days: 7)
        #expect(runs.map(\.lowerBound.description) == ["2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22"])
        #expect(runs.last?.upperBound == date("2026-11-29"))
        // A run may end three days before today; one that would end later reaches the period's end instead.
        let later = JournalReader.runs(period, today: date("2026-12-01"), days: 7)
        #expect(
            later.map(\.upperBound.description) == [
                "2026-11-07", "2026-11-14", "2026-11-21", "2026-11-28", "2026-11-29",
            ])
        let near = JournalReader.runs(period, today: date("2026-11-29"), days: 9)
        #expect(near.map(\.upperBound.description) == ["2026-11-09", "2026-11-18", "2026-11-29"])
    }
}
