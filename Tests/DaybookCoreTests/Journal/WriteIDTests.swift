import DaybookTesting
import Testing

@testable import DaybookCore

/// The write id that ends each line `add` and `dose` write (` ^k3m9x2`): read out of the line before the grammar,
/// the line's identity when conflict copies are folded, never part of a name or a note.
struct WriteIDTests {
    private let location = JournalLocation(root: ".")
    private let copy = "2026-11-29.sync-conflict-20261129-150000-ABCDEF1.md"

    @Test(arguments: [
        ("- 22:00 long 12u ^k3m9x2", "- 22:00 long 12u", "k3m9x2"),
        ("- 22:00 long 12u ^k3m9x2  ", "- 22:00 long 12u", "k3m9x2"),
        ("- ramen\t^Block-1", "- ramen", "Block-1"),
        ("  - left arm ^a", "  - left arm", "a"),
    ])
    func aLineEndingWithOneIsSplit(line: String, text: String, id: String) {
        let split = WriteID.split(line)
        #expect(split.text == text)
        #expect(split.id?.value == id)
    }

    @Test(arguments: [
        "- 12:00 2^3 cake", "- 12:00 cake ^", "- 12:00 cake^abc", "- ^", "- e = mc ^2x!",
        "- 12:00 cake ^" + String(repeating: "a", count: 65), "- 12:00 ケーキ ^ケーキ",
    ])
    func aLineWithoutOneIsLeftAlone(line: String) {
        #expect(WriteID.split(line).id == nil)
        #expect(WriteID.split(line).text == line)
    }

    @Test func aNewIDIsSixLettersOrDigits() {
        var ids: Set<String> = []
        for seed in [0, 1, 2, UInt64.max, 0x1234_5678_9ABC_DEF0] as [UInt64] {
            let id = WriteID(random: seed).value
            #expect(id.count == WriteID.newLength)
            #expect(id.unicodeScalars.allSatisfy { WriteID.alphabet.contains($0) })
            #expect(WriteID.split("- tea ^\(id)").id?.value == id)
            ids.insert(id)
        }
        #expect(ids.count == 5)
    }

    @Test func theGrammarNeverSeesIt() {
        let files = MemoryFileSystem([
            "2026-11-29.md": "# 2026-11-29\n- 12:30 ramen 650kcal ^k3m9x2\n- 22:00 long 12u ^a1b2c3\n- 13:00 tea ^x9\n"
        ])
        let entries = JournalReader(fileSystem: files).read(location, selection: .all).day(date("2026-11-29")).entries
            .sorted { $0.location.line < $1.location.line }
        #expect(entries.map(\.text) == ["ramen 650kcal", "long 12u", "tea"])
        #expect(entries.map(\.writeID?.value) == ["k3m9x2", "a1b2c3", "x9"])
        #expect(entries.first?.mealItems.map(\.name) == ["ramen"])
        #expect(entries.first?.mealItems.first?.explicitKcal == 650)
        #expect(entries.dropFirst().first?.dose == DoseEntry(name: "long", units: 12))
        // Shown as written.
        #expect(entries.dropFirst().first?.sourceLine == "- 22:00 long 12u ^a1b2c3")
    }

    // MARK: - Folding conflict copies

    /// The doses of 2026-11-29 the reader counts, with an original and a copy.
    private func doses(original: String, copy copied: String) -> Int {
        let files = MemoryFileSystem(["2026-11-29.md": original, copy: copied])
        return JournalReader(fileSystem: files).read(location, selection: .all).day(date("2026-11-29")).entries
            .filter { $0.dose != nil }.count
    }

    @Test func theSameTextWithTwoIDsIsTwoWrites() {
        #expect(doses(original: "- 22:53 long 12u ^aaaaaa\n", copy: "- 22:53 long 12u ^bbbbbb\n") == 2)
    }

    @Test func oneIDIsOneWriteEvenWhenOneSideEditedIt() {
        #expect(doses(original: "- 22:53 long 12u ^aaaaaa\n", copy: "- 22:53 long 12u ^aaaaaa\n") == 1)
        #expect(doses(original: "- 21:00 long 12u ^aaaaaa\n", copy: "- 22:53 long 12u ^aaaaaa\n") == 1)
    }

    @Test func withoutIDsTheSameTextIsOneLineAsBefore() {
        #expect(doses(original: "- 22:53 long 12u\n", copy: "- 22:53 long 12u\n") == 1)
        #expect(doses(original: "- 22:53 long 12u\n", copy: "- 22:53 long 12u\n- 22:53 long 12u\n") == 2)
    }

    @Test func resolveFoldsTheOtherWriteIn() throws {
        let files = MemoryFileSystem([
            "2026-11-29.md": "# 2026-11-29\n- 22:53 long 12u ^aaaaaa\n",
            copy: "# 2026-11-29\n- 22:53 long 12u ^bbbbbb\n",
        ])
        let actions = ConflictResolution.plan(location, fileSystem: files)
        #expect(actions == [.foldCopy(copy: copy, original: "2026-11-29.md", lines: ["- 22:53 long 12u ^bbbbbb"])])
    }

    @Test func gitMarkersKeepBothWritesOfTheSameText() {
        let text =
            "# 2026-11-29\n<<<<<<< HEAD\n- 22:53 long 12u ^aaaaaa\n=======\n- 22:53 long 12u ^bbbbbb\n>>>>>>> x\n"
        let resolved = GitConflicts.union(Array(text.utf8)).map { String(decoding: $0.0, as: UTF8.self) }
        #expect(resolved == "# 2026-11-29\n- 22:53 long 12u ^aaaaaa\n- 22:53 long 12u ^bbbbbb\n")
    }
}
