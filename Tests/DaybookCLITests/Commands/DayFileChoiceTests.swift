import Foundation
import Testing

/// Where `add`, `dose` and `edit` write: the day's own file, never a Syncthing conflict copy or what daybook cannot
/// append to, and never a path the reader would not read as the day's log — whatever a synced daybook.yaml says.
@Suite(.serialized)
struct DayFileChoiceTests {
    @Test func aNewDayIsNotNamedAfterAConflictCopy() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "", "2026/11/2026-11-29.md": "- 08:00 toast\n",
            "2026/11/2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md": "- 08:00 toast\n- 12:00 soba\n",
        ])
        #expect(try journal.run(["add", "--now", "2026-11-30T12:30", "ramen"]).status == 0)
        #expect(withoutWriteIDs(try journal.read("2026/11/2026-11-30.md")) == "# 2026-11-30\n\n- 12:30 ramen\n")
    }

    @Test func theDaysOwnFileIsPreferredAndAFIFOIsPassedOver() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "# 2026-11-29\n"])
        #expect(mkfifo(journal.url.appendingPathComponent("2026-11-29-extra.md").path, 0o644) == 0)
        let add = try journal.run(["add", "--now", "2026-11-29T12:30", "ramen"])
        #expect(add.status == 0)
        #expect(add.stdout.hasPrefix("added to 2026-11-29.md:2\n"))
        #expect(withoutWriteIDs(try journal.read("2026-11-29.md")) == "# 2026-11-29\n- 12:30 ramen\n")
    }

    @Test func aConflictCopyAloneDoesNotGetTheAppend() throws {
        let copy = "2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md"
        let journal = try TemporaryJournal(["daybook.yaml": "", copy: "- 08:00 toast\n"])
        #expect(try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"]).status == 0)
        #expect(try journal.read(copy) == "- 08:00 toast\n")
        #expect(withoutWriteIDs(try journal.read("2026-11-29.md")) == "# 2026-11-29\n\n- 22:00 long 12u\n")
        #expect(try journal.run(["dose", "--now", "2026-11-29T22:05", "long", "12"]).status == 3)
    }

    /// A synced `file:` that would send every write where the reader never looks is an error, and new files
    /// follow the layout: what is written counts, and a second dose is refused.
    @Test(arguments: [
        ".log/%Y-%m-%d.md", ".daybook/%Y-%m-%d.md", "%Y%m%d.md", "%Y-%m-%d.md/x.md", "%Y/%m/%d/.md",
        "%Y//%m-%d.md", "log/%Y-%m-%d.md",
    ])
    func aFilePatternTheReaderWouldNotReadIsNotFollowed(pattern: String) throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "file: \"\(pattern)\"\nignore: [log]\n",
            "2026/11/2026-11-28.md": "- 08:00 toast\n",
        ])
        #expect(try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"]).status == 0)
        #expect(withoutWriteIDs(try journal.read("2026/11/2026-11-29.md")) == "# 2026-11-29\n\n- 22:00 long 12u\n")
        #expect(try journal.run(["dose", "--now", "2026-11-29T22:05", "long", "12"]).status == 3)
        let check = try journal.run(["check", "--now", "2026-11-29T23:00"])
        #expect(check.status == 1)
        #expect(
            check.stdout.hasPrefix(
                "daybook.yaml:1:7: error: 'file' gives paths daybook would not read as their "
                    + "day's log (for 2026-11-30: "))
    }
}
