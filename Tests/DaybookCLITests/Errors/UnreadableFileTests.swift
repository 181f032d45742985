import Foundation
import Testing

/// A file that cannot be read is named, and the rest of the journal still counts.
struct UnreadableFileTests {
    @Test func check() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-28.md": "- soba 400kcal\n"])
        try FileManager.default.createSymbolicLink(
            atPath: journal.url.appendingPathComponent("2026-11-29.md").path,
            withDestinationPath: "gone.md")
        try FileManager.default.createDirectory(
            at: journal.url.appendingPathComponent("folder.md"),
            withIntermediateDirectories: true)
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md: error: cannot read: No such file or directory
                fix the file's permissions or type; the rest of the journal still counts
                1 file, 1 day: 1 error

                """)
    }

    @Test func aFIFONamedLikeADayDoesNotBlock() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        #expect(mkfifo(journal.url.appendingPathComponent("2026-11-29.md").path, 0o644) == 0)
        let run = try journal.run(["status", "--now", "2026-11-29T12:00"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("2026-11-29.md: error: cannot read: not a regular file\n"))
    }

    @Test func aSymlinkLoopIsNamedAndTheRestCounts() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-28.md": "- soba 400kcal\n"])
        let loop = journal.url.appendingPathComponent("2026-11-29.md").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "2026-11-30.md")
        try FileManager.default.createSymbolicLink(
            atPath: journal.url.appendingPathComponent("2026-11-30.md").path,
            withDestinationPath: "2026-11-29.md")
        // A folder that links to its own parent: walked once.
        try FileManager.default.createSymbolicLink(
            atPath: journal.url.appendingPathComponent("again").path,
            withDestinationPath: ".")
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("2026-11-29.md: error: cannot read: Too many levels of symbolic links\n"))
        #expect(run.stdout.contains("2026-11-30.md: error: cannot read: Too many levels of symbolic links\n"))
        #expect(run.stdout.hasSuffix("1 file, 1 day: 2 errors\n"))
    }
}
