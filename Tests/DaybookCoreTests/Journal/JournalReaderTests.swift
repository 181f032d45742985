import DaybookTesting
import Testing

@testable import DaybookCore

struct JournalReaderTests {
    private let journal = MemoryFileSystem([
        "daybook.yaml": "target: 1800\n",
        "foods.yaml": "alfort: {aliases: [アルフォート], kcal: 55}\n",
        "2026/11/2026-11-28.md": "# 2026-11-28\n- 22:10 long 12u\n",
        "2026/11/2026-11-29.md": "# 2026-11-29\n- 01:30 ramen\n- 12:00 soba\n- tea\n- 10:00 toast\n",
        "2019/01/2019-01-01.md": "- 12:00 ramen\n",
        "notes/food.md": "## 2026-11-29\n- 15:00 アルフォート2枚\n## 2019-01-01\n- cake\n",
        ".git/2026-11-29.md": "- hidden\n",
        "2026/11/2026-11-29.txt": "- not markdown\n",
    ])

    @Test func readsOnlyWhatTheSelectionNeeds() {
        let selection = DaySelection.dates([date("2026-11-29"), date("2026-11-28")])
        let read = JournalReader(fileSystem: journal).read(JournalLocation(root: "."), selection: selection)
        #expect(read.config.target == 1800)
        #expect(Set(read.days.keys) == [date("2026-11-28"), date("2026-11-29")])
        #expect(!journal.reads.contains("2019/01/2019-01-01.md"))
        #expect(!journal.reads.contains(".git/2026-11-29.md"))
        #expect(read.filesRead == 3)
    }

    /// From 64 files the reader reads on several threads: every file is read once and every day counts, and the
    /// double records each read (under ThreadSanitizer, a race in either fails the run).
    @Test func manyFilesAreReadOnSeveralThreadsEachOnce() {
        var files = ["daybook.yaml": "target: 1800\n"]
        let days =
            (1...28).map { "2026-02-\($0 < 10 ? "0" : "")\($0)" }
            + (1...31).map { "2026-03-\($0 < 10 ? "0" : "")\($0)" }
            + (1...30).map { "2026-04-\($0 < 10 ? "0" : "")\($0)" }
        for day in days { files["\(day).md"] = "- 12:00 ramen 500kcal\n" }
        let journal = MemoryFileSystem(files)
        let read = JournalReader(fileSystem: journal).read(JournalLocation(root: "."), selection: .all)
        #expect(read.filesRead == days.count)
        #expect(read.days.count == days.count)
        #expect(journal.reads.filter { $0.hasSuffix(".md") }.sorted() == days.map { "\($0).md" })
    }

    @Test func ordersADaysEntriesFromDayStarts() {
        let read = JournalReader(fileSystem: journal).read(JournalLocation(root: "."), selection: .all)
        let day = read.day(date("2026-11-29"))
        #expect(day.entries.map(\.text) == ["toast", "soba", "tea", "アルフォート2枚", "ramen"])
        #expect(day.files == ["2026/11/2026-11-29.md", "notes/food.md"])
        #expect(day.diagnostics.first?.message.en == "2026-11-29 is also in 2026/11/2026-11-29.md; both are read")
        #expect(read.days.count == 3)
    }

    /// A link to a day file, in the journal or below a folder of it, is the same file: its dose is one dose.
    @Test(arguments: ["notes-2026-11-30.md", "sub/2026-11-30.md", "0/2026-11-30.md"])
    func aFileReachedByTwoNamesIsCountedOnce(link: String) {
        let files = MemoryFileSystem([
            "2026-11-30.md": "- 22:00 long 12u\n- 12:00 ramen 600kcal\n", "sub/notes.txt": "", "0/notes.txt": "",
        ])
        files.link(link, to: "2026-11-30.md")
        let read = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let day = read.day(date("2026-11-30"))
        #expect(day.entries.map(\.text) == ["ramen 600kcal", "long 12u"])
        let warnings = read.diagnostics.map { "\($0.file ?? ""): \($0.message.en)" }
        let other = link < "2026-11-30.md" ? "2026-11-30.md" : link
        let first = link < "2026-11-30.md" ? link : "2026-11-30.md"
        #expect(
            warnings == [
                "\(other): the same file as \(first) (one name is a link to the other); its entries are counted once"
            ])
        #expect(day.diagnostics.isEmpty)
    }

    /// A file that repeats a day's heading (as `add` to a single-file journal writes it) is read whole, once.
    @Test func aFileHoldingOneDayUnderTwoHeadingsCountsAllOfIt() {
        let files = MemoryFileSystem([
            "food.md": "## 2026-11-29\n- 12:00 ramen 500kcal\n\n## 2026-11-29\n- 22:00 long 12u\n",
            "notes.md": "## 2026-11-28\n- toast\n## 2026-11-29\n- tea\n## 2026-11-28\n- cake\n",
        ])
        let read = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(read.day(date("2026-11-29")).entries.map(\.text).sorted() == ["long 12u", "ramen 500kcal", "tea"])
        #expect(read.day(date("2026-11-28")).entries.map(\.text).sorted() == ["cake", "toast"])
        #expect(!read.diagnostics.contains { $0.message.en.contains("the same file") })
    }

    /// A file that claims a day another file holds, under many headings, is warned about once, at its first.
    @Test func aDayInAnotherFileIsWarnedAboutOncePerFile() {
        let files = MemoryFileSystem([
            "2026-11-29.md": "- toast\n",
            "notes.md": "## 2026-11-29\n- tea\n## 2026-11-28\n- cake\n## 2026-11-29\n- soup\n## 2026-11-29\n- rice\n",
        ])
        let read = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let day = read.day(date("2026-11-29"))
        #expect(day.entries.count == 4)
        #expect(day.files == ["2026-11-29.md", "notes.md"])
        #expect(day.diagnostics.map { "\($0.file ?? ""):\($0.line ?? 0)" } == ["notes.md:1"])
    }

    @Test func twoFilesOfOneDayAreStillBothRead() {
        let files = MemoryFileSystem(["2026-11-30.md": "- tea\n", "notes/2026-11-30.md": "- toast\n"])
        let read = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        #expect(read.day(date("2026-11-30")).entries.count == 2)
    }

    @Test func anUnreadableFileIsReportedAndTheRestCounts() {
        let failing = MemoryFileSystem([
            "2026-11-29.md": "- tea\n",
            "food.md": "## 2026-11-29\n- ramen\n",
        ])
        failing.failures["food.md"] = 13
        let read = JournalReader(fileSystem: failing).read(JournalLocation(root: "."), selection: .all)
        #expect(read.day(date("2026-11-29")).entries.map(\.text) == ["tea"])
        #expect(read.diagnostics.first?.message.en == "cannot read: Permission denied")
        #expect(read.diagnostics.first?.file == "food.md")
    }

    @Test func brokenConfigurationFallsBackToDefaults() {
        let broken = MemoryFileSystem(["daybook.yaml": "target: [\n", "2026-11-29.md": "- tea\n"])
        let read = JournalReader(fileSystem: broken).read(JournalLocation(root: "."), selection: .all)
        #expect(read.config.target == 2000)
        #expect(read.diagnostics.first?.file == "daybook.yaml")
        #expect(read.day(date("2026-11-29")).entries.count == 1)
    }

    @Test func aSingleFileJournal() {
        let single = MemoryFileSystem([
            "j/food.md": "## 2026-11-29\n- tea\n", "j/other.md": "## 2026-11-29\n- cake\n",
            "j/daybook.yaml": "target: 1500\n",
        ])
        let read = JournalReader(fileSystem: single).read(
            JournalLocation(root: "j", singleFile: "food.md"),
            selection: .all)
        #expect(read.day(date("2026-11-29")).entries.map(\.text) == ["tea"])
        #expect(read.config.target == 1500)
    }
}

struct JournalLocatorTests {
    private let files = MemoryFileSystem([
        "home/me/journal/daybook.yaml": "", "home/me/journal/food.md": "",
        "home/me/notes.txt": "",
    ])

    @Test func explicitBeatsEnvironmentBeatsSearch() throws {
        let explicit = try JournalLocator.locate(
            explicit: "home/me/journal", environment: "elsewhere",
            currentDirectory: "/", fileSystem: files)
        #expect(explicit == JournalLocation(root: "home/me/journal"))
        let environment = try JournalLocator.locate(
            explicit: nil, environment: "home/me/journal/food.md",
            currentDirectory: "/", fileSystem: files)
        #expect(environment == JournalLocation(root: "home/me/journal", singleFile: "food.md"))
    }

    @Test func searchesUpwardForDaybookYAML() throws {
        let files = MemoryFileSystem(["/j/daybook.yaml": "", "/j/2026/11/2026-11-29.md": ""])
        #expect(
            try JournalLocator.locate(
                explicit: nil, environment: nil, currentDirectory: "/j/2026/11",
                fileSystem: files) == JournalLocation(root: "../.."))
        #expect(
            try JournalLocator.locate(
                explicit: nil, environment: nil, currentDirectory: "/j",
                fileSystem: files) == JournalLocation(root: "."))
        #expect(throws: LocateFailure.notFound(searchedFrom: "/elsewhere")) {
            try JournalLocator.locate(
                explicit: nil, environment: nil, currentDirectory: "/elsewhere", fileSystem: files)
        }
    }

    /// A daybook.yaml that is a folder (or a FIFO) synced in still marks the root: the journal is read and the file
    /// reported as unreadable, rather than every surface saying there is no journal.
    @Test func aDaybookYAMLThatIsNoFileStillMarksTheRoot() throws {
        let files = MemoryFileSystem(["/j/daybook.yaml/x": "", "/j/2026-11-29.md": "- ramen 500kcal\n"])
        let location = try JournalLocator.locate(
            explicit: nil, environment: nil, currentDirectory: "/j", fileSystem: files)
        #expect(location == JournalLocation(root: "."))
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "/j"), selection: .all)
        #expect(journal.day(date("2026-11-29")).entries.count == 1)
        #expect(journal.diagnostics.contains { $0.file == "daybook.yaml" && $0.severity == .error })
    }

    @Test func reportsMissingPathsAndNonMarkdownFiles() {
        #expect(throws: LocateFailure.missing("nope")) {
            try JournalLocator.locate(explicit: "nope", environment: nil, currentDirectory: "/", fileSystem: files)
        }
        #expect(throws: LocateFailure.notMarkdown("home/me/notes.txt")) {
            try JournalLocator.locate(
                explicit: "home/me/notes.txt", environment: nil, currentDirectory: "/",
                fileSystem: files)
        }
    }
}
