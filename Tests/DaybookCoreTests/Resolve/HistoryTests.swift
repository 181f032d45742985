import DaybookTesting
import Testing

@testable import DaybookCore

/// What the journal teaches: the latest lesson strictly before a position wins, whatever order the lessons were
/// learnt in.
struct HistoryTests {
    private func at(_ day: String, _ minute: Int) -> History.Position {
        History.Position(day: date(day), minute: minute)
    }

    @Test func theLatestLessonBeforeAPositionWinsInAnyOrderOfLearning() {
        let lessons = [("2026-11-20", 600, 500.0), ("2026-11-25", 720, 650.0), ("2026-11-22", 0, 550.0)]
        for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2]] {
            var history = History()
            for index in order {
                let (day, minute, kcal) = lessons[index]
                history.learn("ramen", KcalValues(perUnit: kcal), at: at(day, minute))
            }
            #expect(history.values(for: "ramen", before: at("2026-11-20", 600)) == nil)
            #expect(history.values(for: "ramen", before: at("2026-11-20", 601))?.perUnit == 500)
            #expect(history.values(for: "ramen", before: at("2026-11-22", 0))?.perUnit == 500)
            #expect(history.values(for: "ramen", before: at("2026-11-24", 0))?.perUnit == 550)
            #expect(history.values(for: "ramen", before: at("2026-11-29", 0))?.perUnit == 650)
            #expect(history.values(for: "soba", before: at("2026-11-29", 0)) == nil)
        }
    }

    @Test func aLessonRepeatedAtOnePlaceIsKeptOnceAndADifferentOneBesideIt() {
        var history = History()
        history.learn("tea", KcalValues(perUnit: 5), at: at("2026-11-29", 60))
        history.learn("tea", KcalValues(perUnit: 5), at: at("2026-11-29", 60))
        #expect(history.latest.count == 1)
        history.learn("tea", KcalValues(perUnit: 8), at: at("2026-11-29", 60))
        #expect(history.latest.first?.values.perUnit == 8)
    }

    /// A food written with its kcal every day for a century, learnt in day order as the reader reads it: every
    /// lesson kept, and each answer the day before's.
    @Test func aCenturyOfDailyLessons() throws {
        var history = History()
        let first = date("1926-12-01")
        for offset in 0..<36_525 {
            let day = try #require(first.adding(days: offset))
            history.learn("ramen", KcalValues(perUnit: Double(offset)), at: History.Position(day: day, minute: 0))
        }
        let tenth = try #require(first.adding(days: 10))
        #expect(history.values(for: "ramen", before: History.Position(day: tenth, minute: 0))?.perUnit == 9)
        #expect(history.values(for: "ramen", before: History.Position(day: tenth, minute: 1))?.perUnit == 10)
        #expect(history.values(for: "ramen", before: History.Position(day: first, minute: 0)) == nil)
    }

    private func journal(_ files: [String: String]) -> Journal {
        JournalReader(fileSystem: MemoryFileSystem(files)).read(JournalLocation(root: "."), selection: .all)
    }

    @Test func anExplicitValueTeachesLaterItemsTheMostRecentWinning() {
        let journal = journal([
            "2026-11-27.md": "- 19:00 curry rice 800kcal\n",
            "2026-11-28.md": "- 12:00 curry rice\n- 19:00 2 curry rice 1800kcal\n- 20:00 ~~curry rice 10kcal~~\n",
            "2026-11-29.md": "- 12:00 curry rice\n- 13:00 ごはん200g 300kcal\n- 19:00 ごはん150g\n",
        ])
        let resolver = journal.resolver(estimator: Optional<StubEstimator>.none)
        func kcal(_ date: String) -> [Int] {
            journal.positioned(journal.day(LocalDate(date)!)).flatMap { entry, position in
                resolver.resolve(entry, at: position).0.items.map(\.kcal)
            }
        }
        #expect(kcal("2026-11-28") == [800, 1800])
        #expect(kcal("2026-11-29") == [900, 300, 225])
        let sources = journal.positioned(journal.day(LocalDate("2026-11-29")!)).flatMap { entry, position in
            resolver.resolve(entry, at: position).0.items.map(\.source)
        }
        #expect(sources == [.history, .explicit, .history])
    }

    @Test func whatTheJournalTaughtIsPinnedForStatus() throws {
        let full = journal(["2026-11-20.md": "- 19:00 curry rice 800kcal\n", "2026-11-29.md": "- 12:00 curry rice\n"])
        let lines = full.historyPins(full.history)
        #expect(lines == ["- {key: curry rice, kcal: 800, estimator: history, day: 2026-11-20, minute: 900}"])
        let pinned = PinnedEstimates.load([(Array((lines.joined(separator: "\n") + "\n").utf8), "p")]).0
        #expect(
            pinned.history.values(for: "curry rice", before: History.Position(day: LocalDate("2026-11-29")!, minute: 0))
                == KcalValues(perUnit: 800))
        let files = MemoryFileSystem([
            "2026-11-20.md": "- 19:00 curry rice 800kcal\n", "2026-11-29.md": "- 12:00 curry rice\n",
            ".daybook/estimates.yaml": lines.joined(separator: "\n") + "\n",
        ])
        let today = JournalReader(fileSystem: files).read(
            JournalLocation(root: "."), selection: .dates([LocalDate("2026-11-29")!]))
        #expect(today.historyPins(today.history).isEmpty)
        let summary = DaySummary(
            journal: today, date: LocalDate("2026-11-29")!, now: now("2026-11-29T13:00"),
            resolver: today.resolver(estimator: Optional<StubEstimator>.none))
        #expect(summary.balance.eaten == 800)
        #expect(!summary.balance.approximate)
    }
}
