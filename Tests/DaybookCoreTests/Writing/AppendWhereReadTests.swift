import DaybookTesting
import Testing

@testable import DaybookCore

/// `JournalWriter` writes a line only where the reader reads it as a line of the day it is for: the end of a file
/// that would swallow it, a path the reader does not read as the day's log and a single dated file for another
/// day are refused, and nothing is written.
struct AppendWhereReadTests {
    private let day = date("2026-11-29")

    private func writer(_ files: MemoryFileSystem, single: String? = nil, config: Config = Config()) -> JournalWriter {
        JournalWriter(fileSystem: files, location: JournalLocation(root: ".", singleFile: single), config: config)
    }

    private func text(_ files: MemoryFileSystem, _ path: String) -> String {
        String(decoding: files.contents(path) ?? [], as: UTF8.self)
    }

    /// The message a refused append gives, or nil when it was written.
    private func refusal(
        _ files: MemoryFileSystem, single: String? = nil, line: String = "- 22:00 long 12u",
        date: LocalDate? = nil, config: Config = Config()
    ) -> String? {
        do {
            _ = try writer(files, single: single, config: config).append(line, to: date ?? day)
            return nil
        } catch {
            guard case .refused(let message) = error else { return "failed: \(error)" }
            return message.en
        }
    }

    /// Whether the reader reads `line` as an entry of `date`.
    private func counts(_ files: MemoryFileSystem, _ line: String, on date: LocalDate, single: String? = nil) -> Bool {
        let journal = JournalReader(fileSystem: files).read(
            JournalLocation(root: ".", singleFile: single),
            selection: .dates([date]))
        return journal.day(date).entries.contains { $0.sourceLine == line }
    }

    @Test func aFileEndingInsideACodeBlockIsRefusedAndKeptAsItWas() {
        let before = "# 2026-11-29\n\n- 08:00 toast 200kcal\n\n```\nsome code\n"
        let files = MemoryFileSystem(["2026-11-29.md": before])
        #expect(
            refusal(files) == """
                2026-11-29.md ends inside a code block opened on line 5 (```), so a line added at its end would not be read \
                as an entry. Nothing was written; close the block with a line ``` after its last line (or take out the line \
                that opens it), then try again
                """)
        #expect(text(files, "2026-11-29.md") == before)
    }

    @Test func aLongerFenceIsClosedOnlyByOneAsLong() {
        let before = "- 08:00 toast\n~~~~\n~~~\n"
        let files = MemoryFileSystem(["2026-11-29.md": before])
        #expect(refusal(files)?.hasPrefix("2026-11-29.md ends inside a code block opened on line 2 (~~~~)") == true)
        #expect(text(files, "2026-11-29.md") == before)
    }

    @Test func aFileEndingInsideTheCommonAncestorOfAGitConflictIsRefused() {
        let before = "<<<<<<< HEAD\n- 08:00 toast\n||||||| base\n"
        let files = MemoryFileSystem(["2026-11-29.md": before])
        #expect(
            refusal(files) == """
                2026-11-29.md ends inside git conflict markers opened on line 1, where a line added at its end would not be \
                counted. Nothing was written; finish or take out the conflict markers by hand, then try again
                """)
        #expect(text(files, "2026-11-29.md") == before)
    }

    /// On "their" side a line "ours" already has counts once: the same dose written again would not count.
    @Test func aLineTheOtherSideOfAConflictAlreadyHasIsRefused() {
        let before = "<<<<<<< HEAD\n- 22:00 long 12u\n=======\n"
        let files = MemoryFileSystem(["2026-11-29.md": before])
        #expect(refusal(files)?.hasPrefix("2026-11-29.md ends inside git conflict markers opened on line 1") == true)
        #expect(text(files, "2026-11-29.md") == before)
    }

    /// The rule, over endings that swallow a line and endings that do not: whatever a file ends with, the line
    /// is either written and counted for its day, or refused with the file unchanged.
    @Test(arguments: [
        "```\n", "~~~ python\ncode\n", "```\n```\n", "<<<<<<< HEAD\n", "<<<<<<< HEAD\n- a\n||||||| base\n",
        "<<<<<<< HEAD\n- 22:00 long 12u\n=======\n", "<<<<<<< HEAD\n- a\n=======\n", "---\ndate: 2026-11-28\n",
        "## 2026-11-28\n", "## 2026-02-30\n", "    indented code\n", "<!--\n", "> quote\n", "| a |\n",
        "- 19:30 dinner:\n",
        "   ```\n", "    ```\n", "``` `x`\n", "\u{FEFF}", "- tea", "\r\n", "=======\n", ">>>>>>> x\n",
    ])
    func aLineIsWrittenWhereItCountsOrNotAtAll(ending: String) {
        let before = "# 2026-11-29\n- 08:00 toast\n" + ending
        for (path, single) in [("2026-11-29.md", nil), ("food.md", "food.md")] {
            let files = MemoryFileSystem([path: single == nil ? before : "## 2026-11-29\n" + before])
            let original = text(files, path)
            if refusal(files, single: single) == nil {
                #expect(
                    counts(files, "- 22:00 long 12u", on: day, single: single),
                    "\(path) after \(ending.debugDescription)")
            } else {
                #expect(text(files, path) == original)
            }
        }
    }

    /// Past a day's limit of entries in one file, a line is not read: not written either, and the message says why.
    @Test func aLinePastTheDaysLimitInTheFileIsRefused() {
        let full = String(repeating: "- tea\n", count: JournalFileParser.maximumEntriesPerDay)
        let files = MemoryFileSystem(["2026-11-29.md": full])
        #expect(
            refusal(files) == """
                2026-11-29.md already holds 1000 entries for 2026-11-29, the most daybook reads for one day in one file, \
                so a line added at its end would not be counted. Nothing was written; a day holds a few dozen entries; \
                if these are real, split them over several files
                """)
        #expect(text(files, "2026-11-29.md") == full)
    }

    @Test func unclosedFrontMatterIsReadAsPlainMarkdownSoTheLineCounts() {
        let files = MemoryFileSystem(["2026-11-29.md": "---\ntags: [food]\n- 08:00 toast\n"])
        #expect(refusal(files) == nil)
        #expect(counts(files, "- 22:00 long 12u", on: day))
    }

    /// Entries under a heading that is no day count for no day: a single-file journal gets the day's heading again.
    @Test func aHeadingThatIsNoDayGetsTheDaysHeadingAfterIt() throws {
        let files = MemoryFileSystem(["food.md": "## 2026-11-29\n- tea\n## 2026-02-30\n- soba\n"])
        #expect(refusal(files, single: "food.md") == nil)
        #expect(
            text(files, "food.md")
                == "## 2026-11-29\n- tea\n## 2026-02-30\n- soba\n\n## 2026-11-29\n\n- 22:00 long 12u\n")
        #expect(counts(files, "- 22:00 long 12u", on: day, single: "food.md"))
    }

    // MARK: - A single dated file

    @Test func aSingleDatedFileTakesOnlyItsOwnDay() {
        let before = "# 2026-11-29\n- 22:00 long 12u\n"
        let files = MemoryFileSystem(["2026-11-29.md": before])
        #expect(
            refusal(files, single: "2026-11-29.md", date: date("2026-11-30")) == """
                the journal is the one file 2026-11-29.md, whose name or front matter makes it the log of 2026-11-29 alone: \
                a line for 2026-11-30 written there would count for 2026-11-29. Nothing was written; to keep several days, \
                make the journal a folder: move 2026-11-29.md into a folder (daybook init FOLDER makes one) and use \
                --journal FOLDER
                """)
        #expect(text(files, "2026-11-29.md") == before)
        #expect(throws: AppendFailure.self) {
            try writer(files, single: "2026-11-29.md").prepare(for: date("2026-11-30"))
        }
        #expect(text(files, "2026-11-29.md") == before)
        #expect(refusal(files, single: "2026-11-29.md", line: "- 08:00 toast") == nil)
        #expect(text(files, "2026-11-29.md") == before + "- 08:00 toast\n")
    }

    @Test func aSingleFileDatedByItsFrontMatterTakesOnlyThatDay() {
        let before = "---\ndate: 2026-11-29\n---\n- 22:00 long 12u\n"
        let files = MemoryFileSystem(["food.md": before])
        #expect(
            refusal(files, single: "food.md", date: date("2026-11-30"))?
                .hasPrefix(
                    "the journal is the one file food.md, whose name or front matter makes it the log of "
                        + "2026-11-29 alone") == true)
        #expect(text(files, "food.md") == before)
    }

    // MARK: - Which file of the day

    @Test func theDaysCanonicalFileIsPreferredToOthersOfItsDay() throws {
        let files = MemoryFileSystem([
            "2026-11-29-extra.md": "- tea\n", "2026-11-29.md": "# 2026-11-29\n",
            "2026-11-28.md": "- soba\n",
        ])
        #expect(writer(files).targetFile(for: day) == "2026-11-29.md")
        let nested = MemoryFileSystem([
            "2026/11/2026-11-29 notes.md": "- tea\n", "2026/11/2026-11-29.md": "",
            "2026/11/2026-11-28.md": "- soba\n",
        ])
        #expect(writer(nested).targetFile(for: day) == "2026/11/2026-11-29.md")
        let patterned = MemoryFileSystem(["a/2026-11-29.md": "- tea\n", "log/2026/2026-11-29.md": "- soba\n"])
        #expect(
            writer(patterned, config: Config(filePattern: "log/%Y/%Y-%m-%d.md")).targetFile(for: day)
                == "log/2026/2026-11-29.md")
    }

    @Test func aConflictCopyIsNeverWrittenToNorFollowed() throws {
        let copy = "2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md"
        let files = MemoryFileSystem([copy: "- 08:00 toast\n", "2026-11-28.md": "- soba\n"])
        #expect(writer(files).targetFile(for: day) == "2026-11-29.md")
        let newest = MemoryFileSystem(["2026-11-29.md": "- tea\n", copy: "- 08:00 toast\n"])
        #expect(writer(newest).targetFile(for: date("2026-11-30")) == "2026-11-30.md")
    }

    @Test func aFileOfTheDayThatCannotBeAppendedToIsPassedOver() throws {
        let files = MemoryFileSystem([
            "2026-11-29.md": "- tea\n", "2026-11-29 notes.md": "- soba\n",
            "elsewhere.txt": "secret\n",
        ])
        files.link("2026-11-29.md", to: "elsewhere.txt")
        #expect(writer(files).targetFile(for: day) == "2026-11-29 notes.md")
        _ = try writer(files).append("- 12:00 ramen", to: day)
        #expect(text(files, "2026-11-29 notes.md") == "- soba\n- 12:00 ramen\n")
        #expect(text(files, "elsewhere.txt") == "secret\n")
    }

    // MARK: - Paths the reader reads

    @Test(arguments: [
        ("2026-11-29.md", nil), ("2026/11/2026-11-29.md", nil), ("Daily/2026-11-29 Sunday.md", nil),
        (".log/2026-11-29.md", WriteMessage.LogPathProblem.hiddenPart(".log")), ("a//2026-11-29.md", .emptyPart),
        ("20261129.md", .nameLacksDate), ("2026-11-29.md/x.md", .nameLacksDate), ("2026/11/29/.md", .hiddenPart(".md")),
        ("2026-11-29.txt", .notMarkdown), ("12026-11-29.md", .nameLacksDate), ("2026-11-28.md", .nameLacksDate),
        ("2026-11-29.sync-conflict-20261129-101010-ABCDEF1.md", .conflictCopy), ("Templates/2026-11-29.md", .ignored),
    ])
    func aPathIsADaysLogWhenTheReaderReadsItAsOne(path: String, problem: WriteMessage.LogPathProblem?) {
        let ignore = ConfigLoader.load(Array("ignore: [Templates]\n".utf8)).0.ignore
        #expect(DayFileLayout.problem(path: path, date: day, ignoring: ignore) == problem)
    }

    /// The second net: a pattern that passed the sample days but gives an unread path on the day written.
    @Test func theWriterRefusesAPathTheReaderWouldNotReadForTheDay() {
        let files = MemoryFileSystem(["2026-11-28.md": "- soba\n"])
        var config = Config()
        config.filePattern = "%Y-%m-%d.md/%d.md"
        #expect(
            refusal(files, config: config) == """
                daybook would not read 2026-11-29.md/29.md as the log of 2026-11-29: its name does not hold that date as \
                YYYY-MM-DD (on its own, not inside a longer number), which is how a file is known as a day's log. Nothing \
                was written; check 'file' in daybook.yaml
                """)
        #expect(files.paths.sorted() == ["2026-11-28.md"])
    }

    @Test func aLayoutThatWouldGiveAnUnreadPathFallsBackToTheRoot() {
        let ignore = ConfigLoader.load(Array("ignore: [\"2026/12\"]\n".utf8)).0.ignore
        let existing = [JournalFile(path: "2026/11/2026-11-30.md")]
        #expect(
            DayFileLayout.path(for: date("2026-12-01"), pattern: nil, existing: existing, ignoring: ignore)
                == "2026-12-01.md")
        #expect(
            DayFileLayout.path(for: date("2026-12-01"), pattern: nil, existing: existing)
                == "2026/12/2026-12-01.md")
        #expect(
            DayFileLayout.path(
                for: date("2026-12-01"), pattern: nil, existing: existing,
                isRegular: { _ in false }) == "2026-12-01.md")
    }
}
