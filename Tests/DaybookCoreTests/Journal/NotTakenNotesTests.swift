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
        #expect(error?.topic == .unreadInsulin(.dose("long")))
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
