import DaybookTesting
import Testing

@testable import DaybookCore

/// A note nested under a dose line that says the dose was not taken is no food, and the dose is unknown.
struct NotTakenNotesTests {
    private func summary(_ lines: String) -> DaySummary {
        let files = MemoryFileSystem([
            "daybook.yaml": "doses:\n  long:\n    per_day: 1\n  rapid: {}\n",
            "2026-12-01.md": "# 2026-12-01\n\n" + lines,
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        return DaySummary(
            journal: journal, date: date("2026-12-01"), now: now("2026-12-01T23:30"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
    }

    @Test(arguments: [
        "- 22:00 lantus 12u\n  - skipped, pen broken\n", "- 22:00 lantus 12u\n  - not taken\n",
        "- 22:00 ランタス 12単位\n  - 打ち忘れ\n", "- 22:00 lantus 12u\n  - pen new\n  - forgot\n",
    ])
    func aNotTakenNoteMakesTheDoseUnknownAndIsNoFood(lines: String) {
        let day = summary(lines)
        #expect(day.doses.first { $0.name == "long" }?.state == .unknown)
        #expect(day.entries.allSatisfy { $0.entry.dose != nil || $0.entry.text == "pen new" })
        let error = day.diagnostics.first { $0.severity == .error }
        #expect(day.unreadInsulin.map(\.insulin) == [.dose("long")])
        #expect(day.unreadInsulin.map(\.location.line) == [error?.line])
        // The line to strike through is the dose's.
        #expect(error?.hint?.en.hasSuffix("e.g. '- ~~\(lines.prefix { $0 != "\n" }.dropFirst(2))~~'") == true)
    }

    /// The line right after a nested dose line, at its depth, is read as its note too.
    @Test func theNextLineInTheDosesGroup() {
        let day = summary("- 22:00 bedtime:\n  - lantus 12u\n  - forgot\n")
        #expect(day.doses.first { $0.name == "long" }?.state == .unknown)
        // `bedtime:` names no slot: it is food, as before.
        #expect(day.entries.map(\.entry.text) == ["bedtime:", "lantus 12u"])
        let error = day.diagnostics.first { $0.severity == .error }
        #expect(error?.line == 5)
        #expect(error?.hint?.en.hasSuffix("e.g. '- ~~lantus 12u~~'") == true)
    }

    @Test func theErrorIsOnTheNotesLine() {
        let error = summary("- 22:00 lantus 12u\n  - skipped, pen broken\n").diagnostics.first { $0.severity == .error }
        #expect(error?.line == 4)
        #expect(error?.column == 5)
        #expect(error?.sourceLine == "  - skipped, pen broken")
        #expect(
            error?.message.en == "'skipped' says the dose was not taken: the line is not counted as a dose or as food")
    }

    /// A line of only a time under the dose passes the dose down, as it passes its time.
    @Test func throughALineOfOnlyATime() {
        let day = summary("- 22:00 lantus 12u\n  - 22:30\n    - forgot\n")
        #expect(day.doses.first { $0.name == "long" }?.state == .unknown)
        #expect(day.diagnostics.first { $0.severity == .error }?.line == 5)
    }

    /// Once a later dose line is read, only it has notes: the lines nested under the first are what they were.
    @Test func onlyTheLastDoseLineHasNotes() {
        let day = summary("- 22:00 lantus 12u\n  - humalog 4u\n  - tea 0kcal\n  - forgot\n")
        #expect(day.doses.first { $0.name == "long" }?.state == .taken)
        #expect(day.diagnostics.allSatisfy { $0.severity != .error })
    }

    /// The grammar decides it in one parse: a note read with the dose line it is under is the error, with its dose.
    @Test func theGrammarReadsANoteWithItsDose() {
        let grammar = EntryParser(doses: DoseDefinition.standard)
        let location = SourceLocation(file: "2026-12-01.md", line: 4)
        let dose = grammar.parse(
            line: "- 22:00 lantus 12u", contentStart: 2, location: SourceLocation(file: "2026-12-01.md", line: 3))
        let context = dose.context
        #expect(context?.dose?.name == "long")
        let note = grammar.parse(
            line: "  - skipped, pen broken", contentStart: 4, location: location, inherited: context)
        #expect(note.entry == nil)
        #expect(note.diagnostics.count == 1)
        #expect(note.unreadInsulin == .dose("long"))
        let alone = grammar.parse(line: "  - skipped, pen broken", contentStart: 4, location: location)
        #expect(alone.diagnostics.isEmpty && alone.entry != nil)
    }

    /// Which dose a line about insulin in error may be is part of what the grammar reads of it, for every surface.
    @Test func theParseSaysWhichDoseAnUnreadLineMayBe() {
        let grammar = EntryParser(doses: DoseDefinition.standard)
        func read(_ line: String) -> EntryParser.Result {
            grammar.parse(line: line, contentStart: 2, location: SourceLocation(file: "2026-12-01.md", line: 3))
        }
        #expect(read("- forgot lantus 12u").unreadInsulin == .dose("long"))
        #expect(read("- novolog 70/30 10u").unreadInsulin == .anyKind)
        #expect(read("- lantus 12u").unreadInsulin == nil)
        #expect(read("- ramen 12:99").unreadInsulin == nil)
    }

    /// Other notes under a dose, and not-taken words under a meal or after the dose's list ended, are what they were.
    @Test func otherNotesAreLeftAlone() {
        #expect(summary("- 22:00 lantus 12u\n  - pen new 0kcal\n").doses.first?.state == .taken)
        let meal = summary("- 22:00 lantus 12u\n- 22:30 ramen 500kcal\n  - forgot the egg\n")
        #expect(meal.doses.first?.state == .taken)
        #expect(meal.diagnostics.allSatisfy { $0.severity != .error })
        let group = summary("- 22:00 bedtime:\n  - lantus 12u\n  - tea 0kcal\n  - skipped dessert\n")
        #expect(group.doses.first?.state == .taken)
    }
}
