import DaybookTesting
import Testing

@testable import DaybookCore

struct LostLinesTests {
    private let ramen = WrittenLine(
        day: date("2026-11-29"), written: LocalDateTime(date: date("2026-11-29"), time: time("12:30")),
        file: "2026-11-29.md", line: "- 12:30 ramen 650kcal")

    private func journal(_ files: [String: String], days: [String] = ["2026-11-29"]) -> Journal {
        JournalReader(fileSystem: MemoryFileSystem(files))
            .read(JournalLocation(root: "."), selection: .dates(days.map(date)))
    }

    @Test func aLineTheDayNoLongerHoldsIsLost() {
        let read = journal(["2026-11-29.md": "# 2026-11-29\n- 08:00 toast\n"])
        #expect(LostLines.find([ramen], in: read) == [ramen])
    }

    @Test func aLineStillThereIsNot() {
        let read = journal(["2026-11-29.md": "# 2026-11-29\n- 12:30 ramen 650kcal\n- 08:00 toast\n"])
        #expect(LostLines.find([ramen], in: read).isEmpty)
    }

    @Test(arguments: [
        "- ~~12:30 ramen 650kcal~~", "- 12:30 ~~ramen 650kcal~~", "  - 12:30 ramen 650kcal  ",
        "- 12:30 ramen 650kcal\r",
    ])
    func struckThroughIndentedOrWithTrailingSpaceIsStillThere(line: String) {
        let read = journal(["2026-11-29.md": "# 2026-11-29\n- 08:00 toast\n\(line)\n"])
        #expect(LostLines.find([ramen], in: read).isEmpty)
    }

    @Test func anEditedLineIsLost() {
        let read = journal(["2026-11-29.md": "# 2026-11-29\n- 12:30 ramen 600kcal\n"])
        #expect(LostLines.find([ramen], in: read) == [ramen])
    }

    @Test func anotherFileOfTheDayOrItsConflictCopyHoldsIt() {
        let moved = journal(["2026-11-29.md": "# 2026-11-29\n", "food.md": "## 2026-11-29\n- 12:30 ramen 650kcal\n"])
        #expect(LostLines.find([ramen], in: moved).isEmpty)
        let copied = journal([
            "2026-11-29.md": "# 2026-11-29\n",
            "2026-11-29.sync-conflict-20261129-130000-ABCDEF1.md": "- 12:30 ramen 650kcal\n",
        ])
        #expect(LostLines.find([ramen], in: copied).isEmpty)
    }

    @Test func aDayNotReadSaysNothing() {
        let read = journal(["2026-11-29.md": "# 2026-11-29\n"], days: ["2026-11-30"])
        #expect(LostLines.find([ramen], in: read).isEmpty)
        let gone = journal([:])
        #expect(LostLines.find([ramen], in: gone) == [ramen])
    }

    /// An error: what every surface shows lacks a line this machine wrote.
    @Test func theErrorNamesTheLineTheTimeAndWhatToDo() {
        let warning = LostLines.problem(ramen)
        #expect(warning.file == "2026-11-29.md")
        #expect(warning.severity == .error)
        #expect(
            warning.message.en == "a line this machine wrote at 2026-11-29 12:30 is no longer in the file: "
                + "- 12:30 ramen 650kcal")
        #expect(
            warning.hint?.en == "a sync tool may have put back an older copy: 'daybook resolve' appends the line again "
                + "('daybook resolve --forget-lost' if it was removed on purpose)")
    }
}
