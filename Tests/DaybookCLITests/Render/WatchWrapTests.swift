import DaybookCore
import DaybookTesting
import Testing

@testable import DaybookCLI

/// In a narrow pane `watch` wraps each problem to the pane's width, with its fix, and names files as the journal
/// does; `status` keeps one line per problem.
struct WatchWrapTests {
    @Test func aProblemWrapsWithItsFixInFortyColumns() throws {
        let files = MemoryFileSystem([
            "daybook.yaml": "doses:\n  long: {aliases: [lantus], per_day: 1}\n",
            "2026/12/2026-12-01.md": "- 08:00 toast 200kcal\n- 12:00 lantus\n",
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let summary = DaySummary(
            journal: journal, date: try #require(LocalDate("2026-12-01")),
            now: try #require(LocalDateTime("2026-12-01T13:00")), resolver: journal.resolver())
        let block = StatusText.block(
            summary, path: { $0 }, style: Style(enabled: false), language: .en, width: 40)
        let problem = try #require(block.problems.first)
        #expect(problem.rows.allSatisfy { TerminalWidth.of($0) <= 40 })
        #expect(problem.message == ["2026/12/2026-12-01.md:2:9: error: dose", "  'lantus' has no amount"])
        #expect(problem.fix == ["  write the units after the name, e.g.", "  'lantus 12u'"])
        let status = StatusText.block(summary, path: { $0 }, style: Style(enabled: false), language: .en)
        #expect(
            status.problems == [.init(message: ["2026/12/2026-12-01.md:2:9: error: dose 'lantus' has no amount"])])
    }
}
