import Foundation
import Testing

/// The bundled example journal, as the README runs it.
struct ExampleJournalTests {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    @Test func theReadmeCommand() throws {
        let run = try daybook(["status", "--journal", "journal", "--now", "2026-11-29T21:45"], in: examples)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                2026-11-29 Sun · 21:45
                ≈214 kcal left
                1,586 eaten · target 1,800
                long   ○ due until 23:30
                rapid  2 doses · 10u · last 19:05 (2h40m ago)

                """)
    }

    @Test func theMissedAndTheDuplicateDose() throws {
        let missed = try daybook(["status", "--journal", "journal", "--now", "2026-11-22T08:00"], in: examples)
        #expect(missed.stdout.contains("✗ missed yesterday: long\n"))
        let duplicate = try daybook(
            [
                "status", "--journal", "journal", "--date", "2026-11-25",
                "--now", "2026-11-29T21:45",
            ], in: examples)
        #expect(duplicate.stdout.contains("long   ‼ 2 doses at 21:45, 23:10 (expected 1) · 24u\n"))
    }

    @Test func checkFindsOnlyTheUnknownFood() throws {
        let run = try daybook(["check", "--journal", "journal"], in: examples)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("journal/2026/11/2026-11-20.md:8:17: warning: unknown food 'mystery stew'"))
        #expect(run.stdout.hasSuffix("14 files, 14 days: 1 warning\n"))
    }
}
