import Foundation
import Testing

/// `daybook watch` against real files changed the way editors, sync tools and git change them. Every wait is
/// bounded. A save is followed until its final state shows; renders on the way may show only states the files
/// really passed through (the settling window usually hides them, but a loaded machine can stretch a save past it),
/// and renders after it only the final state. "No render" is checked by waiting a bounded time for a line that must
/// not come, only where nothing relevant changed at all.
@Suite(.serialized)
struct WatchCommandTests {
    private let day = "2026/11/2026-11-29.md"

    private func journal() throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": "target: 2000\n",
            "2026/11/2026-11-29.md": "# 2026-11-29\n- 12:00 ramen 600kcal\n",
        ])
    }

    private func watch(
        _ journal: TemporaryJournal, _ extra: [String] = ["--json"],
        now: String = "2026-11-29T20:00"
    ) throws -> WatchProcess {
        try WatchProcess(extra + ["--now", now], in: journal.url)
    }

    private func eaten(_ line: String?) -> String? { field("eaten", in: line) }

    /// Waits for `final` kcal eaten; renders before it may show only `passing` (the states the save went through),
    /// and renders soon after it only `final` again.
    private func expectSettles(
        _ watch: WatchProcess, on final: String, passing: Set<String>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (line, before) = watch.waitFor { eaten($0) == final }
        #expect(line != nil, "no render showed \(final) kcal", sourceLocation: sourceLocation)
        #expect(
            before.allSatisfy { eaten($0).map(passing.contains) == true }, "renders on the way: \(before)",
            sourceLocation: sourceLocation)
        let after = watch.lines(within: 0.3)
        #expect(after.allSatisfy { eaten($0) == final }, "renders after: \(after)", sourceLocation: sourceLocation)
    }

    @Test func eachSaveStyleEndsInItsFinalState() throws {
        let journal = try journal()
        let watch = try watch(journal)
        #expect(eaten(watch.nextLine()) == "600")

        // Append in place.
        let handle = try FileHandle(forWritingTo: journal.url.appendingPathComponent(day))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("- 13:00 cake 100kcal\n".utf8))
        try handle.close()
        expectSettles(watch, on: "700", passing: ["600"])

        // Truncate and rewrite (VS Code, nano).
        try journal.write(day, "# 2026-11-29\n- 12:00 ramen 500kcal\n")
        expectSettles(watch, on: "500", passing: ["700", "0"])

        // Rename over the original (vim, Emacs, JetBrains): backup, new file, backup removed.
        let path = journal.url.appendingPathComponent(day).path
        FileManager.default.createFile(atPath: journal.url.appendingPathComponent("2026/11/4913").path, contents: nil)
        try FileManager.default.removeItem(atPath: journal.url.appendingPathComponent("2026/11/4913").path)
        try FileManager.default.moveItem(atPath: path, toPath: path + "~")
        try "# 2026-11-29\n- 12:00 ramen 400kcal\n".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: path + "~")
        expectSettles(watch, on: "400", passing: ["500", "0"])

        // Syncthing: a temporary, then renamed over.
        let temporary = journal.url.appendingPathComponent("2026/11/.syncthing.2026-11-29.md.tmp").path
        try "# 2026-11-29\n- 12:00 ramen 300kcal\n".write(toFile: temporary, atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: temporary, toPath: path + ".moving")
        _ = rename(path + ".moving", path)
        expectSettles(watch, on: "300", passing: ["400"])

        // git checkout: removed and written anew.
        try FileManager.default.removeItem(atPath: path)
        try "# 2026-11-29\n- 12:00 ramen 200kcal\n".write(toFile: path, atomically: false, encoding: .utf8)
        expectSettles(watch, on: "200", passing: ["300", "0"])
    }

    @Test func temporariesGiveNoRender() throws {
        let journal = try journal()
        let watch = try watch(journal)
        #expect(watch.nextLine() != nil)
        for name in [
            ".2026-11-29.md.swp", ".2026-11-29.md.swx", "2026-11-29.md~", "4913", ".#2026-11-29.md",
            ".syncthing.2026-11-29.md.tmp", "~syncthing~2026-11-29.md.tmp",
        ] {
            try journal.write("2026/11/" + name, "x")
            try FileManager.default.removeItem(at: journal.url.appendingPathComponent("2026/11/" + name))
        }
        try journal.write(".git/index", "x")
        try journal.write(".git/refs/heads/main", "x")
        #expect(watch.nextLine(within: 0.5) == nil)
    }

    @Test func aNewDayFileInANewFolder() throws {
        let journal = try journal()
        let watch = try watch(journal, now: "2026-12-01T09:00")
        #expect(eaten(watch.nextLine()) == "0")
        try journal.write("2026/12/2026-12-01.md", "- 08:00 toast 250kcal\n")
        expectSettles(watch, on: "250", passing: ["0"])
    }

    @Test func aGitPullTouchingManyFilesGivesOneRender() throws {
        let journal = try journal()
        let watch = try watch(journal)
        #expect(watch.nextLine() != nil)
        for day in 1...28 {
            try journal.write(String(format: "2026/11/2026-11-%02d.md", day), "- 12:00 soba 400kcal\n")
        }
        try journal.write(day, "# 2026-11-29\n- 12:00 ramen 650kcal\n")
        expectSettles(watch, on: "650", passing: ["600", "0"])
    }

    @Test func theRootDeletedAndRecreated() throws {
        let journal = try journal()
        let watch = try watch(journal, ["--json", "--journal", journal.url.path])
        #expect(eaten(watch.nextLine()) == "600")
        try FileManager.default.removeItem(at: journal.url)
        // Removing a folder removes its files first: on a loaded machine a render may fall between them, showing a
        // state the journal passed through (the day's 600 kcal, or none of them), before the root is gone.
        let (waiting, before) = watch.waitFor { field("status", in: $0) == "waiting" }
        #expect(waiting != nil)
        #expect(before.allSatisfy { eaten($0).map { ["600", "0"].contains($0) } == true }, "on the way: \(before)")
        try journal.write("daybook.yaml", "")
        try journal.write(day, "- 12:00 udon 450kcal\n")
        var line = watch.nextLine()
        while let current = line, eaten(current) != "450" { line = watch.nextLine() }
        #expect(eaten(line) == "450")
    }

    @Test func aBrokenLineShowsUpAndTheFixClearsIt() throws {
        let journal = try journal()
        let watch = try watch(journal)
        #expect(watch.nextLine() != nil)
        // Each save is followed until its final state shows: a loaded machine may render the file half-written.
        try journal.write(day, "# 2026-11-29\n- 12:00 ramen 600kcal\n- 19:00 long\n")
        let broken = watch.waitFor { $0.contains("has no amount") }.final
        #expect(
            broken?.contains(#""line":3,"column":9,"severity":"error","message":"dose 'long' has no amount""#) == true)
        #expect(eaten(broken) == "600")
        try journal.write(day, "# 2026-11-29\n- 12:00 ramen 600kcal\n- 19:00 long 12u\n")
        let fixed = watch.waitFor { $0.contains(#""status":"taken""#) }.final
        #expect(fixed?.contains(#""warnings":[]"#) == true)
    }

    @Test func aFileTurnedIntoAFIFOOrAFolderIsReportedAndTheWatcherCarriesOn() throws {
        let journal = try journal()
        let watch = try watch(journal)
        #expect(watch.nextLine() != nil)
        let path = journal.url.appendingPathComponent(day).path
        // A FIFO where the day file was: reading it must not block the watcher.
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        var fifo = watch.nextLine()
        while let line = fifo, !line.contains("not a regular file") { fifo = watch.nextLine() }
        #expect(fifo?.contains(#""message":"cannot read: not a regular file""#) == true)
        // A folder in its place.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.removeItem(atPath: path)
        try journal.write(day, "# 2026-11-29\n- 12:00 ramen 700kcal\n")
        var fixed = watch.nextLine()
        while let line = fixed, eaten(line) != "700" { fixed = watch.nextLine() }
        #expect(eaten(fixed) == "700")
        #expect(fixed?.contains(#""warnings":[]"#) == true)
    }

    @Test func textBlocksAreSeparatedByABlankLine() throws {
        let journal = try journal()
        let watch = try watch(journal, [])
        #expect(watch.nextBlock()?.prefix(2) == ["2026-11-29 Sun · 20:00", "1,400 kcal left"])
        try journal.write(day, "- 12:00 ramen 700kcal\n")
        #expect(watch.nextBlock()?.prefix(2) == ["2026-11-29 Sun · 20:00", "1,300 kcal left"])
    }

    /// In Japanese: the blocks and lines, and the wait for a journal that is not there; the JSON stays as it is.
    @Test func inJapanese() throws {
        let journal = try journal()
        let japanese = ["LANG": "ja_JP.UTF-8"]
        let text = try WatchProcess(["--now", "2026-11-29T20:00"], in: journal.url, environment: japanese)
        #expect(text.nextBlock()?.prefix(3) == ["11月29日(日) · 20:00", "残り 1,400 kcal", "摂取 600 · 目標 2,000"])
        let line = try WatchProcess(
            ["--format", "line", "--now", "2026-11-29T20:00"], in: journal.url,
            environment: japanese)
        #expect(line.nextLine() == "残り 1,400 kcal · long ○")
        let missing = journal.url.appendingPathComponent("elsewhere").path
        let waiting = try WatchProcess(
            ["--format", "line", "--journal", missing, "--now", "2026-11-29T20:00"],
            in: journal.url, environment: japanese)
        #expect(waiting.nextLine() == "ジャーナルを待っています…")
        let json = try WatchProcess(
            ["--json", "--journal", missing, "--now", "2026-11-29T20:00"], in: journal.url,
            environment: japanese)
        #expect(json.nextLine() == #"{"status":"waiting","journal":"\#(missing)"}"#)
    }

    @Test func lineFormatPrintsOneLinePerUpdate() throws {
        let journal = try journal()
        let watch = try watch(journal, ["--format", "line"])
        #expect(watch.nextLine() == "1,400 kcal left · long ○")
        try journal.write(day, "- 12:00 ramen 600kcal\n- 19:00 long 12u\n")
        #expect(watch.nextLine() == "1,400 kcal left · long ✓ 19:00")
    }

    @Test func pollingSeesChangesToo() throws {
        let journal = try journal()
        let watch = try watch(journal, ["--json", "--poll=0.2"])
        #expect(eaten(watch.nextLine()) == "600")
        try journal.write(day, "- 12:00 ramen 900kcal\n")
        #expect(eaten(watch.nextLine()) == "900")
    }

    @Test func terminationEndsIt() throws {
        let journal = try journal()
        let watch = try watch(journal)
        #expect(watch.nextLine() != nil)
        watch.stop()
        #expect(watch.terminationReason == .uncaughtSignal)
    }
}
