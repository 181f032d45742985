import DaybookTesting
import Testing

@testable import DaybookCore

struct ListingCacheTests {
    private func journal() -> MemoryFileSystem {
        MemoryFileSystem([
            "j/daybook.yaml": "",
            "j/2026/11/2026-11-28.md": "- soba 400kcal\n",
            "j/2026/11/2026-11-29.md": "- ramen 600kcal\n",
            "j/2019/01/2019-01-01.md": "- cake\n",
            "j/notes/food.md": "## 2026-11-29\n- tea 5kcal\n",
        ])
    }

    /// Folders listed while walking the journal (not the root's and .daybook's own looks for conflict copies and pins).
    private func walked(_ files: MemoryFileSystem) -> [String] {
        files.listings.filter { $0.hasPrefix("j/") && !$0.hasPrefix("j/.daybook") }
    }

    private func read(_ files: MemoryFileSystem, now: Int64) -> Journal {
        JournalReader(fileSystem: files).read(
            JournalLocation(root: "j"), selection: .dates([date("2026-11-29")]),
            listingCache: ListingCacheFile(folder: ConfinedPath(root: ".", relative: "cache"), now: now))
    }

    @Test func unchangedFoldersAreNotListedAgain() {
        let files = journal()
        files.advance(seconds: 10)
        let first = read(files, now: files.now)
        #expect(walked(files).count == 5)
        let second = read(files, now: files.now)
        #expect(walked(files).count == 5)
        #expect(second.day(date("2026-11-29")).entries.map(\.text) == first.day(date("2026-11-29")).entries.map(\.text))
        #expect(second.day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal", "tea 5kcal"])
    }

    @Test func aChangedFolderIsListedAgainAndItsNewFileSeen() {
        let files = journal()
        files.advance(seconds: 10)
        _ = read(files, now: files.now)
        files.write("j/2026/11/extra.md", "## 2026-11-29\n- cake 300kcal\n")
        files.advance(seconds: 10)
        let again = read(files, now: files.now)
        #expect(walked(files).suffix(1) == ["j/2026/11"])
        #expect(again.day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal", "cake 300kcal", "tea 5kcal"])
        files.write("j/2026/12/2026-12-01.md", "- tea\n")
        files.advance(seconds: 10)
        _ = read(files, now: files.now)
        #expect(walked(files).suffix(2).sorted() == ["j/2026", "j/2026/12"])
    }

    @Test func aFolderChangedJustBeforeItWasListedIsNotTrusted() {
        let files = journal()
        _ = read(files, now: files.now)
        let count = walked(files).count
        _ = read(files, now: files.now + ListingCache.racyWindow * 2)
        #expect(walked(files).count == count * 2)
        _ = read(files, now: files.now + ListingCache.racyWindow * 3)
        #expect(walked(files).count == count * 2)
    }

    @Test func foldersOfOtherDaysArePassedOverButUndatedFilesAlwaysRead() {
        let files = journal()
        files.advance(seconds: 10)
        _ = read(files, now: files.now)
        files.write("j/2019/01/notes.md", "## 2026-11-29\n- 2019 folder, but today 50kcal\n")
        files.advance(seconds: 10)
        let again = read(files, now: files.now)
        #expect(again.day(date("2026-11-29")).entries.map(\.text).contains("2019 folder, but today 50kcal"))
        #expect(!files.reads.contains("j/2019/01/2019-01-01.md"))
    }

    @Test func aFolderWithALineBreakInANameIsNeverCached() {
        let files = journal()
        files.write("j/odd\nname.md", "## 2026-11-29\n- cake 100kcal\n")
        files.advance(seconds: 10)
        _ = read(files, now: files.now)
        let count = walked(files).count
        let again = read(files, now: files.now)
        #expect(walked(files).count == count)
        #expect(files.listings.filter { $0 == "j" }.count == 4)
        #expect(again.day(date("2026-11-29")).entries.count == 3)
    }

    @Test func aFolderWithNamesButNoDateSummaryIsReadWhole() throws {
        let files = journal()
        files.advance(seconds: 10)
        _ = read(files, now: files.now)
        let cacheFile = try #require(files.paths.first { $0.hasPrefix("cache/listing-") })
        let text = String(decoding: try files.read(cacheFile), as: UTF8.self)
        let stripped = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("D "), line.hasSuffix(" j/2026/11") || line.hasSuffix(" 2026/11") else {
                return String(line)
            }
            var fields = line.split(separator: " ").map(String.init)
            fields[5] = "0"
            fields[6] = "0"
            return fields.joined(separator: " ")
        }.joined(separator: "\n")
        #expect(stripped != text)
        files.write(cacheFile, stripped)
        let again = read(files, now: files.now)
        #expect(again.day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal", "tea 5kcal"])
    }

    @Test func impossibleDatesInTheCacheDiscardIt() {
        let bytes = Array("daybook-listing 3\nD 1 2 3 4 17137 17167 0 2016/12\nf 14\n2016-12-18.md\n".utf8)
        #expect(ListingCache(bytes: bytes).folders.isEmpty)
    }

    @Test(arguments: [
        "D 1 2 3 4 0 0 2 .", "D 1 2 3 .", "D 1 2 3 4 0 1000000 0 .", "D 1 2 99999999999999999999 4 0 0 0 .",
        "D 1 2 3 4 0 0 0",
    ])
    func aMalformedFolderHeaderDiscardsTheCache(header: String) {
        let bytes = Array("daybook-listing 3\nD 1 2 3 4 0 0 1 .\nf 0\n\(header)\nf 0\n".utf8)
        #expect(ListingCache(bytes: bytes).folders.isEmpty)
    }

    @Test func aWellFormedFolderHeaderIsRead() {
        let bytes = Array("daybook-listing 3\nD 1 2 3 4 0 0 1 .\nf 0\nD 5 6 7 8 0 0 0 2026/11\nf 0\n".utf8)
        #expect(ListingCache(bytes: bytes).folders["2026/11"]?.inode == 6)
        #expect(ListingCache(bytes: bytes).folders[""]?.dates.undated == true)
    }

    @Test func aBrokenCacheFileIsIgnored() throws {
        let files = journal()
        files.advance(seconds: 10)
        _ = read(files, now: files.now)
        let cacheFile = try #require(files.paths.first { $0.hasPrefix("cache/listing-") })
        files.write(cacheFile, "daybook-listing 3\nD x y\n")
        let again = read(files, now: files.now)
        #expect(again.day(date("2026-11-29")).entries.count == 2)
    }

    @Test func theFileFormatRoundTrips() {
        var cache = ListingCache()
        let files = ["food.md", "2026-11-29 日曜.md"]
        cache.record(
            "",
            .init(
                device: 1, inode: 2, modified: 3, listedAt: 4, subfolders: ["2026", "a b"],
                markdownFiles: ListingCache.Folder.encode(files), dates: .init(names: files)))
        cache.record(
            "2026",
            .init(
                device: 1, inode: 5, modified: 6, listedAt: 7, subfolders: [], markdownFiles: [],
                dates: .init()))
        let read = ListingCache(bytes: cache.bytes)
        #expect(read.folders.count == 2)
        #expect(read.folders[""]?.subfolders == ["2026", "a b"])
        var names: [String] = []
        read.folders[""]?.forEachMarkdownFile { names.append(String(decoding: $0, as: UTF8.self)) }
        #expect(names == files)
        #expect(read.folders["2026"]?.listedAt == 7)
        #expect(
            read.folders[""]?.dates
                == .init(
                    earliest: date("2026-11-29"), latest: date("2026-11-29"),
                    undated: true))
        #expect(read.folders["2026"]?.dates == .init())
        #expect(ListingCache(bytes: Array("garbage".utf8)).folders.isEmpty)
        #expect(ListingCache(bytes: Array("daybook-listing 3\nD 1 2 3 4 0 0 0 .\nf 999\nx\n".utf8)).folders.isEmpty)
    }
}
