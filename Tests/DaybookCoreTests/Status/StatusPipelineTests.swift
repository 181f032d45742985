import DaybookTesting
import Synchronization
import Testing

@testable import DaybookCore

struct StatusPipelineTests {
    private func pipeline(_ files: MemoryFileSystem) -> StatusPipeline {
        StatusPipeline(fileSystem: files, location: JournalLocation(root: "."))
    }

    /// The day after is read for a dose taken after midnight written in its log (`NextDayDoses`), never counted.
    @Test func theDayShownIsTheJournalDayOfNowAndOnlyItAndTheDaysAroundItAreRead() {
        let files = MemoryFileSystem([
            "daybook.yaml": "day_starts: \"05:00\"\n",
            "2026-11-26.md": "- 12:00 soba 300kcal\n",
            "2026-11-27.md": "- 12:00 soba 400kcal\n",
            "2026-11-28.md": "- 12:00 udon 500kcal\n",
            "2026-11-29.md": "- 12:00 ramen 600kcal\n",
            "2026-11-30.md": "- 12:00 ramen 600kcal\n",
        ])
        let result = pipeline(files).run(
            date: nil, now: now("2026-11-29T04:30"), estimation: BuiltInEstimation(pinTime: ""))
        #expect(result.summary.date == date("2026-11-28"))
        #expect(result.summary.balance.eaten == 500)
        #expect(files.reads.contains("2026-11-27.md"))
        #expect(files.reads.contains("2026-11-29.md"))
        #expect(!files.reads.contains("2026-11-26.md"))
        #expect(!files.reads.contains("2026-11-30.md"))
        let asked = pipeline(files).run(
            date: .exact(date("2026-11-29")), now: now("2026-11-29T13:00"),
            estimation: BuiltInEstimation(pinTime: ""))
        #expect(asked.summary.balance.eaten == 600)
    }

    @Test func whatTheTableSaysIsPinnedOnce() throws {
        let files = MemoryFileSystem(["daybook.yaml": "", "2026-11-29.md": "- 08:00 toast\n"])
        let first = pipeline(files).run(
            date: nil, now: now("2026-11-29T09:00"),
            estimation: BuiltInEstimation(pinTime: "2026-11-29T09:00:01"))
        #expect(first.wrotePins)
        #expect(first.summary.entries.first?.items.first?.source == .estimator("stub"))
        let log = String(decoding: try #require(files.contents(".daybook/estimates.yaml")), as: UTF8.self)
        #expect(log.hasPrefix("- {key: toast, kcal: "))
        let second = pipeline(files).run(
            date: nil, now: now("2026-11-29T09:00"),
            estimation: BuiltInEstimation(pinTime: "2026-11-29T09:05:00"))
        #expect(!second.wrotePins)
        #expect(second.summary.entries.first?.items.first?.source == .pinned(from: "stub"))
        #expect(second.summary.balance == first.summary.balance)
    }

    /// An estimator that has no answer until it has been waited for.
    private final class Slow: StatusEstimation, Estimator, @unchecked Sendable {
        let name = "slow"
        let answered = Mutex(false)
        var estimators: (primary: (any Estimator)?, fallback: (any Estimator)?) { (self, StubEstimator()) }

        func estimate(_ request: EstimateRequest) -> EstimateResult {
            answered.withLock { $0 } ? .values(KcalValues(perUnit: 777)) : .pending
        }

        func waitForAnswers() -> Bool {
            answered.withLock { $0 = true }
            return true
        }

        func pinTime() -> String { "2026-11-29T09:00:00" }
        var diagnostics: [Diagnostic] {
            [Diagnostic(.warning, file: "config.yaml", message: Localized.verbatim("slow estimator"))]
        }
    }

    @Test func itWaitsForEstimatesAndResolvesAgain() {
        let files = MemoryFileSystem(["daybook.yaml": "", "2026-11-29.md": "- 08:00 mystery stew\n"])
        let result = pipeline(files).run(date: nil, now: now("2026-11-29T09:00"), estimation: Slow())
        let item = result.summary.entries.first?.items.first
        #expect(item?.kcal == 777)
        #expect(item?.pending == false)
        #expect(item?.source == .estimator("slow"))
        #expect(result.summary.diagnostics.last?.message.en == "slow estimator")
        #expect(result.wrotePins)
    }
}
