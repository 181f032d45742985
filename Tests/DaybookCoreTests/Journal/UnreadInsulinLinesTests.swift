import DaybookTesting
import Testing

@testable import DaybookCore

/// The reader keeps each line about insulin not read beside the day's problems, at the problem's line.
struct UnreadInsulinLinesTests {
    private func day(_ text: String, config: String = "doses:\n  long: {aliases: [lantus], per_day: 1}\n") -> Day {
        let files = MemoryFileSystem(["daybook.yaml": config, "2026-12-01.md": text])
        return JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
            .day(date("2026-12-01"))
    }

    @Test func eachLineOnceWithItsDoseAndItsTextAsWritten() {
        let read = day("- 22:00 forgot lantus 12u\n- 12:00 ramen, a 1,1kcal, lantus 12u\n- 22:10 mypen 2u ^k3m9x2\n")
        #expect(
            read.unreadInsulin == [
                UnreadInsulinLine(
                    location: SourceLocation(file: "2026-12-01.md", line: 1), insulin: .dose("long"),
                    sourceLine: "- 22:00 forgot lantus 12u"),
                UnreadInsulinLine(
                    location: SourceLocation(file: "2026-12-01.md", line: 2), insulin: .dose("long"),
                    sourceLine: "- 12:00 ramen, a 1,1kcal, lantus 12u"),
                UnreadInsulinLine(
                    location: SourceLocation(file: "2026-12-01.md", line: 3), insulin: .anyKind,
                    sourceLine: "- 22:10 mypen 2u ^k3m9x2", name: "mypen"),
            ])
        #expect(read.unreadInsulin.allSatisfy { line in read.diagnostics.contains { $0.line == line.location.line } })
    }

    @Test func aLineABlockNeverClosedHidesIsOneToo() {
        let read = day("- 08:00 toast\n<!--\n- 22:00 lantus 12u\n- 22:05 lantus 12u\n- humalog 4u\n")
        #expect(read.unreadInsulin.map(\.insulin) == [.dose("long"), .rapidActing])
        #expect(read.unreadInsulin.map(\.location.line) == [3, 5])
        #expect(read.diagnostics.filter { $0.severity == .warning }.map(\.line) == [2, 3, 5])
    }

    @Test func whichDosesALineMayBe() {
        let read = day("- 22:00 forgot lantus 12u\n- 12:00 novorapid 4u\n- 13:00 mypen 2u\n")
        let long = DoseDefinition(name: "long", aliases: ["lantus"], perDay: 1)
        let rapid = DoseDefinition(name: "rapid", aliases: ["humalog"])
        #expect(read.unreadInsulin(mayBe: long).map(\.location.line) == [1, 3])
        #expect(read.unreadInsulin(mayBe: rapid).map(\.location.line) == [2, 3])
    }

    /// A conflict copy's line the original already holds is folded away, and so is its line about insulin; one the
    /// original lacks stays.
    @Test func aConflictCopyKeepsOnlyTheLinesItAdds() {
        let files = MemoryFileSystem([
            "daybook.yaml": "doses:\n  long: {aliases: [lantus], per_day: 1}\n",
            "2026-12-01.md": "- 22:00 forgot lantus 12u\n",
            "2026-12-01.sync-conflict-20261201-220000-ABCDEFG.md": "- 22:00 forgot lantus 12u\n- 23:00 mypen 2u\n",
        ])
        let read = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
            .day(date("2026-12-01"))
        #expect(
            read.unreadInsulin.map(\.location.file) == [
                "2026-12-01.md", "2026-12-01.sync-conflict-20261201-220000-ABCDEFG.md",
            ])
        #expect(read.unreadInsulin.map(\.location.line) == [1, 2])
    }

    /// A lost dose is a line about insulin on its day: its problem's place, no line to show.
    @Test func aLostDoseIsALineAboutInsulin() {
        let record = WrittenLine(
            day: date("2026-12-01"), written: LocalDateTime(date: date("2026-12-01"), time: time("22:00")),
            file: "2026-12-01.md", line: "- 22:00 long 12u ^k3m9x2")
        let (problem, unread) = LostLines.dayProblem(
            record, grammar: EntryParser(doses: [DoseDefinition(name: "long", perDay: 1)]))
        #expect(
            unread
                == UnreadInsulinLine(
                    location: SourceLocation(file: "2026-12-01.md", line: 0), insulin: .dose("long"), sourceLine: nil))
        #expect(problem.line == 0 && problem.sourceLine == nil)
        let meal = WrittenLine(day: record.day, written: record.written, file: record.file, line: "- 12:30 ramen")
        #expect(LostLines.dayProblem(meal, grammar: EntryParser(doses: [])).unreadInsulin == nil)
    }
}
