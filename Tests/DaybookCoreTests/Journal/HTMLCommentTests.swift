import DaybookTesting
import Testing

@testable import DaybookCore

/// An HTML comment (`<!--` to `-->`) is hidden in every Markdown preview: like a code block, nothing in it is read,
/// and nothing is appended inside one.
struct HTMLCommentTests {
    @Test(arguments: [
        "<!--\n- 22:00 ランタス 12単位\n-->\n", "<!-- draft\n- 22:00 lantus 12u\n- 22:30 long 12u -->\n",
        "   <!--\n- 22:00 long 12u\n\n\n-->\n",
    ])
    func entriesInsideAnHTMLCommentAreNotRead(text: String) {
        #expect(longDose(text).count == 0)
    }

    @Test func aCommentEndsWithTheLineHoldingItsEnd() {
        #expect(longDose("<!-- a note -->\n- 22:00 long 12u\n").count == 1)
        #expect(longDose("<!-->\n- 22:00 long 12u\n").count == 1)
        #expect(longDose("<!--\nnotes\n--> back\n- 22:00 long 12u\n").count == 1)
        // A fence inside a comment opens no code block.
        #expect(longDose("<!--\n```\n-->\n- 22:00 long 12u\n").count == 1)
        // An inline comment in an entry hides only itself; indented four spaces it is no comment block.
        #expect(longDose("- 22:00 long 12u <!-- the pen -->\n").count == 1)
        #expect(longDose("    <!--\n- 22:00 long 12u\n").count == 1)
    }

    /// What a comment hides inside a line is not read; the rest of the line is, and the line is shown as written.
    @Test(arguments: [
        "- 22:00 ramen <!-- lantus 12u -->\n", "- <!-- 22:00 lantus 12u -->\n", "- 22:00 ramen %%lantus 12u%%\n",
        "- %% 22:00 ランタス 12単位 %%\n", "- 22:00 ramen <!-- a --> 600kcal <!-- lantus 12u -->\n",
        "- 22:00 ramen <!---> 600kcal %% lantus 12u %%\n",
    ])
    func aCommentInsideALineHidesItsText(text: String) {
        #expect(longDose(text).count == 0)
        #expect(longDose(text).state == .due)
    }

    @Test func theRestOfALineWithACommentIsRead() throws {
        let line = "- 22:00 ramen 600kcal <!-- lantus 12u, 大盛り -->"
        let files = MemoryFileSystem(["2026-11-30.md": line + "\n"])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let entry = try #require(journal.day(date("2026-11-30")).entries.first)
        #expect(entry.sourceLine == line)
        #expect(entry.text == "ramen 600kcal")
        #expect(entry.time == time("22:00"))
        #expect(longDose(line + "\n").eaten == 600)
    }

    /// Obsidian hides `%%` to `%%` over any lines, a `%%` left open in a line included.
    @Test func entriesInsideAnObsidianCommentAreNotRead() {
        #expect(longDose("%%\n- 22:00 lantus 12u\n%%\n").count == 0)
        #expect(longDose("%% draft\n- 22:00 lantus 12u\n- 22:30 long 12u %%\n").count == 0)
        #expect(longDose("    %%\n- 22:00 lantus 12u\n%%\n").count == 0)
        #expect(longDose("- 19:00 ramen 600kcal %% notes\n- 22:00 lantus 12u\n%%\n") == (.due, 0, 600))
        #expect(longDose("%%\n- 21:00 lantus 12u\n%%\n- 22:00 lantus 12u\n").count == 1)
        #expect(longDose("%% a note %%\n- 22:00 lantus 12u\n").count == 1)
        // The line that closes one may open another.
        #expect(longDose("%%\nold %% new %%\n- 22:00 lantus 12u\n%%\n").count == 0)
    }

    /// A `<!--` left open inside a line is text, as a CommonMark preview shows it: the line is read whole.
    @Test func anHTMLCommentLeftOpenInsideALineIsText() {
        let files = MemoryFileSystem(["2026-11-30.md": "- 22:00 ramen <!-- new pen\n"])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(journal.day(date("2026-11-30")).entries.map(\.text) == ["ramen <!-- new pen"])
        #expect(longDose("- 19:00 ramen 600kcal <!-- new pen\n- 22:00 lantus 12u\n").count == 1)
    }

    /// A comment or a code block never closed hides the rest of the file: a warning names the line that opens it.
    @Test(arguments: [
        ("<!-- old notes", "<!--", "-->"), ("%% old notes", "%%", "%%"), ("```", "```", "```"),
        ("- 08:00 toast 200kcal %% old", "%%", "%%"),
    ])
    func aBlockNeverClosedIsAWarning(opening: String, opener: String, closer: String) throws {
        let files = MemoryFileSystem([
            "food.md": "## 2026-11-30\n- 22:00 lantus 12u\n\(opening)\n## 2026-12-01\n- 22:00 lantus 12u\n"
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(journal.day(date("2026-12-01")).entries.isEmpty)
        let warning = try #require(journal.diagnostics.first)
        #expect(journal.diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.line == 3)
        #expect(
            warning.message.text(.en)
                == "\(opener) on line 3 opens a block that is never closed: nothing after it in this file is read")
        #expect(
            warning.hint?.text(.en)
                == "close it with \(closer) after its last line, or take out the \(opener) that opens it")
    }

    /// A dose a block never closed hides is unknown on its day, never due: `dose` must not write a second.
    @Test func aDoseHiddenByABlockNeverClosedIsUnknown() throws {
        let files = MemoryFileSystem([
            "food.md": "## 2026-11-30\n- 22:00 lantus 12u\n<!-- old notes\n## 2026-12-01\n- 08:00 toast\n"
                + "- 22:00 ランタス 12単位\n- 22:30 lantus 12u\n"
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let summary = DaySummary(
            journal: journal, date: date("2026-12-01"), now: now("2026-12-01T23:30"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(summary.doses.first { $0.name == "long" }?.state == .unknown)
        let hidden = journal.day(date("2026-12-01")).diagnostics
        #expect(hidden.map(\.line) == [6])
        let warning = try #require(hidden.first)
        #expect(
            warning.message.text(.en)
                == "this line about insulin is hidden by the <!-- on line 3, which is never closed: the dose it may be "
                + "is unknown")
        // The day before the comment is read as written.
        let before = DaySummary(
            journal: journal, date: date("2026-11-30"), now: now("2026-11-30T23:30"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(before.doses.first { $0.name == "long" }?.state == .taken)
    }

    /// Only what the block left open hides is looked at, not a comment closed before it.
    @Test func theLinesHiddenAreThoseAfterTheBlockLeftOpen() {
        let files = MemoryFileSystem(["2026-11-30.md": "%%\n- 21:00 rapid 4u\nold %% new %% draft\n- 22:00 long 12u\n"])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let warnings = journal.day(date("2026-11-30")).diagnostics
        #expect(warnings.map(\.line) == [3, 4])
        #expect(warnings.map { $0.message.text(.en).prefix(7) } == ["%% on l", "this li"])
    }

    @Test func aDoseHiddenByAnObsidianCommentNeverClosedIsUnknown() {
        let files = MemoryFileSystem(["2026-11-30.md": "- 19:00 ramen %% later\n- 22:00 long 12u\n"])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let summary = DaySummary(
            journal: journal, date: date("2026-11-30"), now: now("2026-11-30T23:30"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(summary.doses.first { $0.name == "long" }?.state == .unknown)
    }

    @Test func aBlockNeverClosedInADayFileIsAWarningOfItsDay() {
        let files = MemoryFileSystem(["2026-11-30.md": "<!--\n- 22:00 lantus 12u\n"])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(journal.day(date("2026-11-30")).diagnostics.map(\.severity) == [.warning, .warning])
        #expect(journal.day(date("2026-11-30")).diagnostics.map(\.line) == [1, 2])
        #expect(journal.diagnostics.isEmpty)
    }

    @Test func aLineIsNotAppendedToAFileEndingInsideAnObsidianComment() throws {
        let before = "# 2026-11-30\n\n- 08:00 toast 200kcal %% later\n- 22:00 long 12u\n"
        let files = MemoryFileSystem(["2026-11-30.md": before])
        let writer = JournalWriter(fileSystem: files, location: JournalLocation(root: "."), config: Config())
        #expect {
            _ = try writer.append("- 22:00 long 12u", to: date("2026-11-30"))
        } throws: { error in
            guard case .refused(let message) = error as? AppendFailure else { return false }
            return message.en == """
                2026-11-30.md ends inside an Obsidian comment opened on line 3 (%%), hidden in Obsidian, so a line \
                added at its end would not be read as an entry. Nothing was written; close the comment with %% after \
                its last line (or take out the %% that opens it), then try again
                """
        }
        #expect(files.contents("2026-11-30.md") == Array(before.utf8))
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
