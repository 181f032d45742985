import DaybookTesting
import Testing

@testable import DaybookCore

/// An HTML comment (`<!--` to `-->`) is hidden in every Markdown preview: like a code block, nothing in it is read,
/// and nothing is appended inside one.
struct HTMLCommentTests {
    /// The long dose's count on 2026-11-30 at 23:30, the day file being `text`.
    private func long(_ text: String) -> (state: DoseStatus.State?, count: Int?, eaten: Int) {
        let files = MemoryFileSystem(["daybook.yaml": "", "2026-11-30.md": "# 2026-11-30\n\n" + text])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let summary = DaySummary(
            journal: journal, date: date("2026-11-30"), now: now("2026-11-30T23:30"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        let dose = summary.doses.first { $0.name == "long" }
        return (dose?.state, dose?.count, summary.balance.eaten)
    }

    @Test(arguments: [
        "<!--\n- 22:00 ランタス 12単位\n-->\n", "<!-- draft\n- 22:00 lantus 12u\n- 22:30 long 12u -->\n",
        "   <!--\n- 22:00 long 12u\n\n\n-->\n",
    ])
    func entriesInsideAnHTMLCommentAreNotRead(text: String) {
        #expect(long(text).count == 0)
    }

    @Test func aCommentEndsWithTheLineHoldingItsEnd() {
        #expect(long("<!-- a note -->\n- 22:00 long 12u\n").count == 1)
        #expect(long("<!-->\n- 22:00 long 12u\n").count == 1)
        #expect(long("<!--\nnotes\n--> back\n- 22:00 long 12u\n").count == 1)
        // A fence inside a comment opens no code block.
        #expect(long("<!--\n```\n-->\n- 22:00 long 12u\n").count == 1)
        // An inline comment in an entry hides only itself; indented four spaces it is no comment block.
        #expect(long("- 22:00 long 12u <!-- the pen -->\n").count == 1)
        #expect(long("    <!--\n- 22:00 long 12u\n").count == 1)
    }

    @Test func conflictMarkersAndHeadingsInsideACommentAreText() {
        let files = MemoryFileSystem([
            "food.md": "## 2026-11-30\n<!--\n## 2026-11-29\n<<<<<<< HEAD\n-->\n- 12:00 ramen 500kcal\n"
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(journal.day(date("2026-11-30")).entries.count == 1)
        #expect(journal.days[date("2026-11-29")] == nil)
        #expect(journal.diagnostics.isEmpty)
        #expect(journal.day(date("2026-11-30")).diagnostics.isEmpty)
    }

    @Test func aLineIsNotAppendedToAFileEndingInsideAComment() throws {
        let before = "# 2026-11-30\n\n- 08:00 toast 200kcal\n<!--\n- 22:00 long 12u\n"
        let files = MemoryFileSystem(["2026-11-30.md": before])
        let writer = JournalWriter(fileSystem: files, location: JournalLocation(root: "."), config: Config())
        #expect {
            _ = try writer.append("- 22:00 long 12u", to: date("2026-11-30"))
        } throws: { error in
            guard case .refused(let message) = error as? AppendFailure else { return false }
            return message.en == """
                2026-11-30.md ends inside an HTML comment opened on line 4 (<!--), hidden in every Markdown preview, so \
                a line added at its end would not be read as an entry. Nothing was written; close the comment with --> \
                after its last line (or take out the <!-- that opens it), then try again
                """
        }
        #expect(files.contents("2026-11-30.md") == Array(before.utf8))
    }
}
