import DaybookTesting
import Testing

@testable import DaybookCore

/// What `resolve` plans when links are in the way: it leaves them, and says why.
struct ConflictResolutionTests {
    private let copy = "2026-11-29.sync-conflict-20261129-150000-ABCDEF1.md"
    private let location = JournalLocation(root: ".")

    private func plan(_ files: MemoryFileSystem) -> [ConflictResolution.Action] {
        ConflictResolution.plan(location, fileSystem: files)
    }

    /// What `--dry-run` says about each action, in English.
    private func described(_ files: MemoryFileSystem) -> [String] {
        plan(files).map { ConflictResolution.describe($0).localized.en }
    }

    @Test func aPlainCopyIsFolded() {
        let files = MemoryFileSystem(["2026-11-29.md": "- 12:00 ramen\n", copy: "- 12:00 ramen\n- 15:00 cake\n"])
        #expect(plan(files) == [.foldCopy(copy: copy, original: "2026-11-29.md", lines: ["- 15:00 cake"])])
    }

    @Test func aLinkedCopyIsLeft() {
        let files = MemoryFileSystem(["2026-11-29.md": "- 12:00 ramen\n", "/home/.ssh/id_ed25519": "KEY\n"])
        files.link(copy, to: "/home/.ssh/id_ed25519")
        #expect(plan(files) == [.leave(file: copy, reason: .copyIsLink(link: nil))])
        #expect(
            described(files) == [
                "would leave \(copy): it is a symbolic link, and daybook never copies what a "
                    + "link points to into the journal; look at where it points, then delete the link"
            ])
    }

    @Test func aLinkedOriginalIsLeft() {
        let files = MemoryFileSystem([copy: "- 15:00 cake\n", "/home/notes.md": "notes\n"])
        files.link("2026-11-29.md", to: "/home/notes.md")
        #expect(
            described(files) == [
                "would leave \(copy): its original 2026-11-29.md is a symbolic link, and daybook "
                    + "never writes through one; fold the copy in by hand"
            ])
    }

    @Test func aLinkedYAMLCopyIsLeft() {
        let files = MemoryFileSystem(["daybook.yaml": "target: 1800\n", "/home/secrets.yaml": "token: x\n"])
        files.link("daybook.sync-conflict-20261129-150000-ABCDEF1.yaml", to: "/home/secrets.yaml")
        #expect(
            described(files) == [
                "would leave daybook.sync-conflict-20261129-150000-ABCDEF1.yaml: it is a symbolic "
                    + "link, and daybook never copies what a link points to into the journal; "
                    + "look at where it points, then delete the link"
            ])
    }

    @Test func aLinkedFileWithMarkersIsLeftAndOneWithoutIsNotResolvesBusiness() {
        let markers = "<<<<<<< HEAD\n- 12:00 ramen\n=======\n- 12:30 soba\n>>>>>>> other\n"
        let files = MemoryFileSystem(["/home/merge.md": markers, "/home/plain.md": "- 08:00 toast\n"])
        files.link("2026-11-29.md", to: "/home/merge.md")
        files.link("2026-11-28.md", to: "/home/plain.md")
        #expect(
            described(files) == [
                "would leave 2026-11-29.md: it is a symbolic link, and daybook never writes "
                    + "through one; remove the conflict markers by hand"
            ])
    }

    @Test func nothingIsWrittenWhenTheBackupFolderIsALink() {
        let files = MemoryFileSystem([
            "2026-11-29.md": "- 12:00 ramen\n", copy: "- 15:00 cake\n", "/elsewhere/keep": "",
        ])
        files.link(".daybook", to: "/elsewhere")
        let actions = plan(files)
        #expect(throws: FileSystemError(path: ".daybook/backup", reason: .symbolicLink(link: ".daybook"))) {
            try ConflictResolution.prepare(actions, in: location, fileSystem: files)
        }
        #expect(files.paths.sorted() == ["/elsewhere/keep", "2026-11-29.md", copy])
    }
}
