import DaybookTesting
import Testing

@testable import DaybookCore

/// A line that says a dose was not taken never counts as taken: the grammar calls it an error, and the dose is
/// unknown until the line is struck through or corrected.
struct DoseNotTakenTests {
    private func summary(_ lines: String) -> DaySummary {
        let files = MemoryFileSystem([
            "daybook.yaml": "doses:\n  long:\n    per_day: 1\n", "2026-11-30.md": "# 2026-11-30\n\n" + lines,
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        return DaySummary(
            journal: journal, date: date("2026-11-30"), now: now("2026-11-30T23:00"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
    }

    private func read(_ lines: String) -> (state: DoseStatus.State?, errors: [Diagnostic]) {
        let summary = summary(lines)
        return (
            summary.doses.first { $0.name == "long" }?.state,
            summary.diagnostics.filter { $0.severity == .error }
        )
    }

    @Test(arguments: [
        "forgot lantus 12u", "skipped long", "no lantus tonight", "ランタス 打ち忘れ", "ランタス忘れた", "ランタス 12単位 なし",
        "lantus 12u skipped", "Forgot Lantus 12u", "long 12u - none", "long 12u no", "ランタス 12単位なし", "ランタス 12 未投与",
    ])
    func aDoseNotTakenIsNeverTaken(line: String) {
        let (state, errors) = read("- 22:00 \(line)\n")
        #expect(state != .taken)
        #expect(state != .due)
        #expect(!errors.isEmpty)
    }

    /// The grammar reads the line as one about the dose, not read, so the ledger does not call it taken, due or
    /// missed.
    @Test func theErrorIsTaggedWithTheDose() {
        let errors = read("- 22:00 forgot lantus 12u\n").errors
        #expect(
            errors.map(\.message.en) == [
                "'forgot' says the dose was not taken: the line is not counted as a dose or as food"
            ])
        #expect(summary("- 22:00 forgot lantus 12u\n").unreadInsulin.map(\.insulin) == [.dose("long")])
    }

    @Test(arguments: [
        "lantus 12u", "ランタス 12単位 忘れずに", "ランタス 12単位 補食なし", "long 12u now", "lantus 12u note: new pen", "long 12u",
    ])
    func aDoseWithANoteIsStillADose(line: String) {
        #expect(read("- 22:00 \(line)\n") == (.taken, []))
    }

    @Test func struckThroughItIsANote() {
        #expect(read("- ~~22:00 forgot lantus 12u~~\n").state == .due)
    }
}
