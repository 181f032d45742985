import DaybookTesting
import Testing

@testable import DaybookCore

/// What is nested under a dose line is a note on it (where it was injected), never food; a line there with kcal,
/// carbohydrate or a dose of its own is read as itself.
struct NotesOnDoseTests {
    private func day(_ lines: String) -> Day {
        let files = MemoryFileSystem(["2026-11-30.md": "# 2026-11-30\n\n" + lines])
        return JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all).day(
            date("2026-11-30"))
    }

    @Test func notesUnderADoseAreNotes() {
        let found = day("- 22:00 lantus 12u\n  - left arm\n  - 右腹\n- 22:30 toast\n")
        #expect(found.entries.map(\.kindName) == ["dose", "note", "note", "meal"])
        #expect(found.diagnostics.isEmpty)
    }

    @Test func aNestedLineWithItsOwnNumbersIsReadAsItself() {
        let found = day("- 12:30 rapid 6u\n  - ramen 650kcal\n  - 糖質 60g\n  - rapid 2u\n")
        #expect(found.entries.map(\.kindName) == ["dose", "meal", "meal", "dose"])
    }

    @Test func notesUnderAMealStayItsItems() {
        let found = day("- 12:30 lunch:\n  - ramen\n  - gyoza\n")
        #expect(found.entries.map(\.kindName) == ["meal", "meal"])
    }
}

extension Entry {
    /// `meal`, `dose`, `note` …: what kind of line this is, for these tests.
    fileprivate var kindName: String {
        switch content {
        case .meal: return "meal"
        case .dose: return "dose"
        case .glucose: return "glucose"
        case .cancelled: return "cancelled"
        case .notFood(let other): return other.kind.rawValue
        }
    }
}
