import DaybookCore
import DaybookTesting
import Foundation
import Testing

/// `report` through this machine's report cache, on real files: byte for byte what it prints without the cache, on a
/// generated journal and after edits of every kind, same-size edits within the same second included.
@Suite(.serialized)
struct ReportCacheTests {
    private static let now = ["--now", "2026-11-29T21:00"]
    private static let period = ["--from", "2026-10-01", "--to", "2026-11-29"]
    /// Ten seconds: files written by the test look that old to the cache (past its two-second rule).
    private static let aged: Int64 = 10_000_000_000

    /// 60 days of mixed entries ending 2026-11-29: English and Japanese meals, doses, foods nobody knows, targets in
    /// front matter, prose, and a notes file with headings of a few days.
    private func generated() throws -> TemporaryJournal {
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 1800\nday_starts: \"04:00\"\ndoses:\n"
                + "  long:  {aliases: [tresiba, 持効], window: \"21:30-23:30\", per_day: 1}\n"
                + "  rapid: {aliases: [novorapid, 速効]}\n",
            "foods.yaml": "rice: {aliases: [ごはん], kcal: 234, kcal_per_100g: 156}\nlatte: {kcal: 150}\n",
            "notes/ideas.md": "# ideas\n\n## 2026-10-15\n- 16:00 cake 320kcal\n\n## 2026-11-02\n- 15:00 latte\n",
        ])
        let meals = [
            "breakfast: oats, latte", "朝: 納豆、ごはん150g", "lunch: ramen 650kcal, gyoza 6個", "昼食：カレーライス",
            "dinner: salmon, rice 200g", "snack: mystery cake", "夕食: 餃子 8個", "lunch: soba, 2 onigiri",
        ]
        // 2026-10-01 to 2026-11-29.
        for index in 0..<60 {
            let day = try #require(LocalDate(dayNumber: 20_727 + index))
            var lines: [String] = []
            if index % 10 == 0 { lines += ["---", "target: \(2000 + index % 3 * 100)", "---"] }
            lines += ["# \(day)", "", index % 4 == 0 ? "Slept well." : "雨。", ""]
            lines.append("- 07:\(10 + index % 50) \(meals[index % meals.count])")
            lines.append("- 07:\(11 + index % 48) rapid \(3 + index % 4)u")
            lines.append("- 12:\(20 + index % 30) \(meals[(index + 3) % meals.count])")
            lines.append("- 19:05 \(meals[(index + 5) % meals.count])")
            if index % 9 != 4 { lines.append("- 22:\(10 + index % 40) \(["long", "tresiba", "持効"][index % 3]) 12u") }
            if index % 7 == 0 { lines.append("- ~~23:00 cake~~") }
            if index % 5 == 0 { lines.append("- 06:50 " + (index % 2 == 0 ? "体重 58.\(index % 10)kg" : "wt 130.5 lb")) }
            let path = String(format: "%04d/%02d/%@.md", day.year, day.month, day.description)
            try journal.write(path, lines.joined(separator: "\n") + "\n")
        }
        return journal
    }

    private func report(
        _ journal: TemporaryJournal, _ cache: OutsideFolder, _ extra: [String] = [], ahead: Int64 = aged
    ) -> Run {
        runOnDisk(
            ["report", "--journal", journal.url.path] + Self.period + Self.now + extra, in: journal.url.path,
            environment: ["XDG_CACHE_HOME": cache.url.path], ahead: ahead)
    }

    /// The report with the cache and without, in `formats`: the same bytes and exit code.
    private func expectSame(
        _ journal: TemporaryJournal, _ cache: OutsideFolder, formats: [String] = ["text", "md", "csv", "json"],
        ahead: Int64 = aged, _ comment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for format in formats {
            let cached = report(journal, cache, ["--format", format], ahead: ahead)
            let read = report(journal, cache, ["--format", format, "--no-cache"], ahead: ahead)
            let what = Comment(rawValue: "\(comment) (\(format))")
            #expect(cached.stdout == read.stdout, what, sourceLocation: sourceLocation)
            #expect(cached.stderr == read.stderr, what, sourceLocation: sourceLocation)
            #expect(cached.status == read.status, what, sourceLocation: sourceLocation)
        }
    }

    private func cacheFile(_ cache: OutsideFolder) -> URL? {
        let folder = cache.url.appendingPathComponent("daybook")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.first { $0.hasPrefix("report-") }.map { folder.appendingPathComponent($0) }
    }

    private func status(_ url: URL) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: url.path)
    }

    /// Changes a file by `change` so that its status shows it: a write in the same clock tick as the last one can
    /// leave every time as it was, which only the cache's two-second rule guards against (see the test below).
    private func edit(_ journal: TemporaryJournal, _ path: String, _ change: (String) -> String) throws {
        let url = journal.url.appendingPathComponent(path)
        let before = try status(url)
        let text = try journal.read(path)
        for _ in 0..<200 {
            try journal.write(path, change(text))
            let after = try status(url)
            if after[.modificationDate] as? Date != before[.modificationDate] as? Date
                || after[.size] as? Int != before[.size] as? Int
            {
                return
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        Issue.record("the file system's clock did not move")
    }

    @Test func aCachedReportIsTheReportOfTheFiles() throws {
        let journal = try generated()
        let cache = try OutsideFolder()
        let first = report(journal, cache)
        #expect(first.status == 0)
        #expect(first.stdout.contains("2026-10-01 Thu"))
        #expect(first.stdout.contains("2026-11-29 Sun"))
        let file = try #require(cacheFile(cache))
        // Records of 58 settled days, not just a header.
        #expect(try (status(file)[.size] as? Int ?? 0) > 58 * 40)
        expectSame(journal, cache, "unchanged")
    }

    @Test func afterEditsOfEveryKind() throws {
        let journal = try generated()
        let cache = try OutsideFolder()
        _ = report(journal, cache)
        let edits: [(String, () throws -> Void)] = [
            (
                "a line appended to an old day",
                { try self.edit(journal, "2026/10/2026-10-05.md") { $0 + "- 23:10 cake 410kcal\n" } }
            ),
            (
                "a number changed, same size",
                {
                    try self.edit(journal, "2026/10/2026-10-06.md") {
                        $0.replacingOccurrences(of: " 12u", with: " 13u")
                    }
                }
            ),
            (
                "a dose taken out, same size, its time put back",
                {
                    let path = "2026/10/2026-10-07.md"
                    let url = journal.url.appendingPathComponent(path)
                    let modified = try self.status(url)[.modificationDate]
                    try self.edit(journal, path) { $0.replacingOccurrences(of: "- 22:", with: "x 22:") }
                    try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: url.path)
                }
            ),
            (
                "a day file removed",
                { try FileManager.default.removeItem(at: journal.url.appendingPathComponent("2026/10/2026-10-08.md")) }
            ),
            (
                "a day file renamed",
                {
                    try FileManager.default.moveItem(
                        at: journal.url.appendingPathComponent("2026/10/2026-10-09.md"),
                        to: journal.url.appendingPathComponent("2026/10/2026-10-09 diary.md"))
                }
            ),
            (
                "a second file for an old day",
                { try journal.write("notes/more.md", "## 2026-10-10\n- 15:00 tea 40kcal\n") }
            ),
            (
                "a conflict copy",
                {
                    try journal.write(
                        "2026/10/2026-10-11.sync-conflict-20261011-101010-ABCDEFG.md",
                        journal.read("2026/10/2026-10-11.md") + "- 23:30 long 12u\n")
                }
            ),
            (
                "a lesson on an old day about a food later days ask about",
                { try self.edit(journal, "2026/10/2026-10-12.md") { $0 + "- 23:00 gyoza 6個 300kcal\n" } }
            ),
            (
                "a lesson on an old day about a food nobody asks about",
                { try self.edit(journal, "2026/10/2026-10-13.md") { $0 + "- 23:00 durian 500kcal\n" } }
            ),
            ("foods.yaml", { try self.edit(journal, "foods.yaml") { $0 + "soba: {kcal: 480}\n" } }),
            (
                "daybook.yaml",
                { try self.edit(journal, "daybook.yaml") { $0.replacingOccurrences(of: "1800", with: "1700") } }
            ),
            (
                "a pin from another device",
                {
                    let log = (try? journal.read(".daybook/estimates.yaml")) ?? ""
                    try journal.write(
                        ".daybook/estimates.yaml",
                        "- {key: mystery cake, kcal: 777, estimator: stub, at: \"2000-01-01T00:00:00\"}\n" + log)
                }
            ),
            (
                "the notes file",
                { try self.edit(journal, "notes/ideas.md") { $0 + "\n## 2026-10-16\n- 15:00 latte\n" } }
            ),
            (
                "a day file replaced by a folder",
                {
                    let url = journal.url.appendingPathComponent("2026/10/2026-10-20.md")
                    try FileManager.default.removeItem(at: url)
                    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
                }
            ),
        ]
        for (name, change) in edits {
            try change()
            expectSame(journal, cache, formats: ["text"], "after \(name)")
        }
        expectSame(journal, cache, formats: ["md", "csv", "json"], "after every edit")
    }

    @Test func aSameSizeEditInTheSameSecondIsSeen() throws {
        // The real clock: every file was written just now, so none is kept yet, and an edit within the same clock
        // tick (same size, same times) cannot hide behind a kept record.
        let journal = try generated()
        let cache = try OutsideFolder()
        _ = report(journal, cache, ahead: 0)
        try journal.write(
            "2026/10/2026-10-06.md",
            try journal.read("2026/10/2026-10-06.md").replacingOccurrences(of: " 12u", with: " 13u"))
        expectSame(journal, cache, formats: ["text"], ahead: 0, "same size, same second")
        // Within two seconds of the write, still not kept.
        try journal.write(
            "2026/10/2026-10-06.md",
            try journal.read("2026/10/2026-10-06.md").replacingOccurrences(of: " 13u", with: " 14u"))
        expectSame(journal, cache, formats: ["text"], ahead: 1_500_000_000, "same size, 1.5 s later")
    }

    @Test func theCacheIsNotWrittenThroughALink() throws {
        let journal = try generated()
        let cache = try OutsideFolder()
        _ = report(journal, cache)
        let file = try #require(cacheFile(cache))
        let elsewhere = try OutsideFolder(["target": "keep me\n"])
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: elsewhere.path("target"))
        expectSame(journal, cache, formats: ["text"], "a link where the cache was")
        #expect(try String(contentsOfFile: elsewhere.path("target"), encoding: .utf8) == "keep me\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == elsewhere.path("target"))
    }

    @Test func aCacheFolderInsideTheJournalIsNeverMade() throws {
        let journal = try generated()
        let run = runOnDisk(
            ["report", "--journal", journal.url.path] + Self.period + Self.now, in: journal.url.path,
            environment: ["XDG_CACHE_HOME": journal.url.appendingPathComponent(".cache").path], ahead: Self.aged)
        #expect(run.status == 0)
        let folder = journal.url.appendingPathComponent(".cache/daybook").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(!names.contains { $0.hasPrefix("report-") })
    }

    @Test func checkReadsEveryFileWhateverTheCache() {
        var files: [String: String] = ["j/daybook.yaml": ""]
        for day in 1...20 { files["j/2026/10/2026-10-\(day < 10 ? "0" : "")\(day).md"] = "- 12:00 ramen 600kcal\n" }
        let memory = MemoryFileSystem(files)
        let environment = ["XDG_CACHE_HOME": "/cache"]
        let month = ["report", "--journal", "j", "--month", "2026-10"] + Self.now
        let first = runInProcess(month, fileSystem: memory, environment: environment)
        let before = memory.reads.count
        let second = runInProcess(month, fileSystem: memory, environment: environment)
        #expect(second.stdout == first.stdout)
        #expect(memory.reads.dropFirst(before).filter { $0.hasSuffix(".md") }.isEmpty)
        let checked = memory.reads.count
        let check = runInProcess(["check", "--journal", "j"], fileSystem: memory, environment: environment)
        #expect(check.status == 0)
        #expect(memory.reads.dropFirst(checked).filter { $0.hasSuffix(".md") }.count == 20)
    }
}
