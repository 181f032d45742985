import Foundation
import Testing

/// A journal that is one dated file (`--journal 2026-11-29.md`) is that day's log: every line in it counts for
/// 2026-11-29. Writing another day there used to add a `## 2026-11-30` section whose entries counted for 11-29, so
/// two doses "on 11-30" were both accepted. Now it is refused, naming the file and how to make a journal folder.
struct SingleDatedFileTests {
    private let before = "# 2026-11-29\n\n- 22:00 long 12u\n"

    @Test func anotherDayIsRefusedAndNothingIsWritten() throws {
        let journal = try TemporaryJournal(["2026-11-29.md": before])
        for _ in 0..<2 {
            let run = try journal.run(["dose", "--journal", "2026-11-29.md", "--now", "2026-11-30T22:00", "long", "12"])
            #expect(run.status == 3)
            #expect(
                run.stderr == """
                    Error: the journal is the one file 2026-11-29.md, whose name or front matter makes it the log of \
                    2026-11-29 alone: a line for 2026-11-30 written there would count for 2026-11-29. Nothing was written; to \
                    keep several days, make the journal a folder: move 2026-11-29.md into a folder (daybook init FOLDER makes \
                    one) and use --journal FOLDER

                    """)
        }
        #expect(try journal.read("2026-11-29.md") == before)
        #expect(
            try journal.run(
                ["edit", "--journal", "2026-11-29.md", "--now", "2026-11-30T22:00"],
                environment: ["EDITOR": "true"]
            ).status == 3)
        #expect(try journal.read("2026-11-29.md") == before)
    }

    @Test func itsOwnDayIsWrittenAndGuardedAsUsual() throws {
        let journal = try TemporaryJournal(["2026-11-29.md": before])
        let second = try journal.run(["dose", "--journal", "2026-11-29.md", "--now", "2026-11-29T22:30", "long", "12"])
        #expect(second.status == 3)
        #expect(second.stderr.hasPrefix("Error: long is already taken on 2026-11-29 (22:00 12u)"))
        #expect(try journal.run(["add", "--journal", "2026-11-29.md", "--now", "2026-11-29T23:00", "tea"]).status == 0)
        #expect(withoutWriteIDs(try journal.read("2026-11-29.md")) == before + "- 23:00 tea\n")
    }
}
