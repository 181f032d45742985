import DaybookTesting
import Testing

@testable import DaybookCore

/// `resolve` changes nothing the day counts: it takes out only the conflicts the reader counts, folds a copy only
/// when each line it appends is read in the original as it is in the copy, and never copies in a file that has
/// other names.
struct ConflictFoldTests {
    private let copy = "2026-11-29.sync-conflict-20261129-150000-ABCDEF1.md"
    private let location = JournalLocation(root: ".")

    private func plan(_ files: MemoryFileSystem) -> [ConflictResolution.Action] {
        ConflictResolution.plan(location, fileSystem: files)
    }

    /// The entries of 2026-11-29 as the reader counts them, as (time, source line), sorted.
    private func counted(_ files: MemoryFileSystem) -> [String] {
        JournalReader(fileSystem: files).read(location, selection: .all).day(date("2026-11-29")).entries
            .map { "\($0.time.map(String.init(describing:)) ?? "-") \($0.slot?.rawValue ?? "-") \($0.text)" }.sorted()
    }

    /// Plans and carries out `resolve` on `files`.
    private func resolve(_ files: MemoryFileSystem) throws {
        let actions = plan(files)
        try ConflictResolution.prepare(actions, in: location, fileSystem: files)
        try ConflictResolution.apply(actions, in: location, fileSystem: files, stamp: "20261129-160000") { _ in }
    }

    // MARK: - Git markers: the reader's own

    @Test func markersInACodeBlockAreNotAConflict() throws {
        let text = "# 2026-11-29\n```\n<<<<<<< HEAD\n- a\n=======\n- b\n>>>>>>> x\n```\n- 12:00 ramen\n"
        let files = MemoryFileSystem(["2026-11-29.md": text])
        #expect(plan(files) == [])
        #expect(GitConflicts.union(Array(text.utf8)) == nil)
    }

    @Test func onlyTheConflictOutsideTheCodeBlockIsTakenOut() throws {
        let fenced = "```\n<<<<<<< HEAD\n- a\n=======\n- b\n>>>>>>> x\n```\n"
        let text = "# 2026-11-29\n" + fenced + "<<<<<<< HEAD\n- 12:00 ramen\n=======\n- 12:30 soba\n>>>>>>> other\n"
        let files = MemoryFileSystem(["2026-11-29.md": text])
        let before = counted(files)
        try resolve(files)
        #expect(
            String(decoding: files.contents("2026-11-29.md") ?? [], as: UTF8.self)
                == "# 2026-11-29\n" + fenced + "- 12:00 ramen\n- 12:30 soba\n")
        #expect(counted(files) == before)
    }

    /// The rule, over files where marker-like lines stand in code blocks, front matter, indented or inside a
    /// conflict: `resolve` takes out as many conflicts as the reader counts closed, and the day counts the same.
    @Test(arguments: [
        "<<<<<<< HEAD\n- 12:00 a\n=======\n- 12:00 b\n>>>>>>> x\n",
        "~~~\n<<<<<<< HEAD\n~~~\n- 12:00 a\n=======\n- 12:00 b\n>>>>>>> x\n",
        "---\nx: |\n  <<<<<<< HEAD\n---\n<<<<<<< HEAD\n- 12:00 a\n=======\n>>>>>>> x\n",
        "<<<<<<< HEAD\n- 12:00 a\n```\n=======\n- 12:00 b\n>>>>>>> x\n",
        "<<<<<<< HEAD\r\n- 12:00 a\r\n=======\r\n>>>>>>> x\r\n",
        "<<<<<<< HEAD\n- 12:00 a\n||||||| base\n- 12:00 old\n=======\n- 12:00 b\n>>>>>>> x\n```\n=======\n```\n",
        "    <<<<<<< HEAD\n- 12:00 a\n=======\n>>>>>>> x\n",
    ])
    func resolveTakesOutWhatTheReaderCountsAsConflicts(text: String) throws {
        let files = MemoryFileSystem(["2026-11-29.md": "# 2026-11-29\n" + text])
        let conflicts = JournalReader(fileSystem: files).read(location, selection: .all).day(date("2026-11-29"))
            .diagnostics.filter { $0.topic == .conflict && $0.message.en.contains("(lines ") }.count
        let before = counted(files)
        #expect(
            plan(files).compactMap { action -> Int? in
                if case .removeMarkers(_, _, let count) = action { return count }
                return nil
            }.reduce(0, +) == conflicts)
        try resolve(files)
        #expect(counted(files) == before)
    }

    /// A heading on both sides is kept once: the line after it on "their" side would move to another day.
    @Test func markersWhoseUnionWouldMoveALineAreLeft() {
        let text =
            "<<<<<<< HEAD\n## 2026-11-30\n- 08:00 a\n## 2026-11-29\n- 09:00 b\n=======\n## 2026-11-30\n"
            + "- 10:00 c\n>>>>>>> x\n"
        let files = MemoryFileSystem(["food.md": text])
        #expect(
            ConflictResolution.describe(plan(files)[0]).localized.en == """
                would leave food.md: keeping each line once would change what its entries count for (a heading or a group \
                line on both sides moves the lines after it); remove the conflict markers by hand
                """)
    }

    // MARK: - Conflict copies: folded only where each line keeps its meaning

    @Test func aNestedItemIsLeftForThePerson() {
        let original = "# 2026-11-29\n- 19:30 dinner:\n  - rice\n- 22:00 long 12u\n"
        let files = MemoryFileSystem([
            "2026-11-29.md": original,
            copy: "# 2026-11-29\n- 19:30 dinner:\n  - rice\n  - mystery dish\n",
        ])
        #expect(
            plan(files) == [
                .leave(
                    file: copy,
                    reason: .nestedLine(
                        original: "2026-11-29.md",
                        line: "  - mystery dish"))
            ])
        #expect(
            ConflictResolution.describe(plan(files)[0]).localized.en == """
                would leave \(copy): its line '  - mystery dish' is nested under an entry, and appended at the end of \
                2026-11-29.md without it, it would lose that entry's time and slot; merge it by hand, then delete the copy
                """)
    }

    @Test func aWholeNewGroupIsFoldedAndCountsTheSame() throws {
        let files = MemoryFileSystem([
            "2026-11-29.md": "# 2026-11-29\n- 08:00 toast\n",
            copy: "# 2026-11-29\n- 08:00 toast\n- 19:30 dinner:\n  - rice\n  - soup\n",
        ])
        let before = counted(files)
        #expect(
            plan(files) == [
                .foldCopy(
                    copy: copy, original: "2026-11-29.md",
                    lines: ["- 19:30 dinner:", "  - rice", "  - soup"])
            ])
        try resolve(files)
        #expect(counted(files) == before)
        #expect(before.contains("19:30 dinner rice"))
    }

    @Test(arguments: [
        // A code block the copy opens and never closes would hide every line written after it.
        ("## 2026-11-30\n## 2026-11-29\n- 08:00 toast\n```\n", "```"),
        // Under 2026-11-30 in the copy; appended, it would fall under the original's last heading, 2026-11-29.
        ("## 2026-11-30\n- 09:00 tea\n## 2026-11-29\n- 08:00 toast\n", "- 09:00 tea"),
    ])
    func aCopyWhoseFoldWouldChangeALineIsLeft(copyText: String, line: String) {
        let files = MemoryFileSystem([
            "food.md": "## 2026-11-30\n## 2026-11-29\n- 08:00 toast\n",
            "food.sync-conflict-20261129-150000-ABCDEF1.md": copyText,
        ])
        #expect(
            plan(files) == [
                .leave(
                    file: "food.sync-conflict-20261129-150000-ABCDEF1.md",
                    reason: .foldChangesMeaning(original: "food.md", line: line))
            ])
    }

    /// An entry the reader counts from the copy whose line the original holds only inside a code block would be
    /// lost by a fold that appends nothing.
    @Test func anEntryTheOriginalHasOnlyAsOtherTextIsNotDropped() {
        let files = MemoryFileSystem([
            "2026-11-29.md": "```\n- 12:00 ramen\n```\n",
            copy: "- 12:00 ramen\n```\n```\n",
        ])
        #expect(
            plan(files) == [
                .leave(
                    file: copy,
                    reason: .foldChangesMeaning(
                        original: "2026-11-29.md",
                        line: "- 12:00 ramen"))
            ])
    }

    @Test func twoCopiesAddingOneLineAddItOnce() throws {
        let second = "2026-11-29.sync-conflict-20261129-160000-ABCDEF1.md"
        let files = MemoryFileSystem([
            "2026-11-29.md": "- 08:00 toast\n", copy: "- 08:00 toast\n- 15:00 cake\n",
            second: "- 15:00 cake\n- 08:00 toast\n",
        ])
        let before = counted(files)
        try resolve(files)
        #expect(
            String(decoding: files.contents("2026-11-29.md") ?? [], as: UTF8.self)
                == "- 08:00 toast\n- 15:00 cake\n")
        #expect(counted(files) == before)
    }

    // MARK: - Files with other names

    @Test func aHardLinkedCopyIsNeverFolded() {
        let files = MemoryFileSystem(["2026-11-29.md": "- 12:00 ramen\n", copy: "- 12:00 ramen\nsecret\n"])
        files.hardLink(copy)
        #expect(plan(files) == [.leave(file: copy, reason: .copyHasOtherNames(count: 2))])
        #expect(
            ConflictResolution.describe(plan(files)[0]).localized.en == """
                would leave \(copy): it has 2 names (hard links), any of which may be outside the journal, and daybook never \
                copies such a file into the journal; look at it, then delete it
                """)
    }

    @Test func aHardLinkedPinLogIsNeitherUsedNorSavedAndSaysSo() {
        let files = MemoryFileSystem([".daybook/estimates.yaml": "- {key: ramen, kcal: 650, estimator: stub, at: x}\n"])
        files.hardLink(".daybook/estimates.yaml")
        let settings = JournalReader(fileSystem: files).readSettings(location)
        #expect(
            settings.diagnostics.map(\.message.en) == [
                "pinned estimates are not used or saved: it has 2 hard links, so writing to it would change the same file "
                    + "under its other names, which may be outside the journal"
            ])
        #expect(settings.diagnostics.first?.severity == .warning)
    }
}
