import Foundation
import Testing

/// A day file over 64 MiB is not read; the hint says what would make it readable.
struct FileTooLargeTests {
    @Test func check() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "- soba 400kcal\n"])
        let large = try FileHandle(forWritingTo: journal.url.appendingPathComponent("2026-11-29.md"))
        try large.truncate(atOffset: 64 * 1024 * 1024 + 1)
        try large.close()
        try journal.write("2026-11-28.md", "- tea 5kcal\n")
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md: error: cannot read: larger than 64 MiB
                split it into smaller files, e.g. one a month; the rest of the journal still counts
                1 file, 1 day: 1 error

                """)
    }
}
