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
        files.write("j/2019/01/notes.md", "## 2026-11-29\n- from the 2019 folder, but today 50kcal\n")
        files.advance(seconds: 10)
        let again = read(files, now: files.now)
        #expect(again.day(date("2026-11-29")).entries.map(\.text).contains("from the 2019 folder, but today 50kcal"))
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

    /// The listing cache file's bytes with `UInt32` fields of the record for `path` set: (field offset, value).
    private func patched(_ bytes: [UInt8], record path: String, _ fields: [(Int, UInt32)]) throws -> [UInt8] {
        let records = try #require(ListingCacheRecords(bytes))
        let index = try #require((0..<records.count).first { records.path($0).elementsEqual(path.utf8) })
        var bytes = bytes
        for (field, value) in fields {
            let at = ListingCacheRecords.headerSize + index * ListingCacheRecords.recordSize + field
            for byte in 0..<4 { bytes[at + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(byte))) }
        }
        return bytes
    }

    @Test func aFolderWithNamesButNoDateSummaryIsReadWhole() throws {
        let files = journal()
        files.advance(seconds: 10)
        _ = read(files, now: files.now)
        let cacheFile = try #require(files.paths.first { $0.hasPrefix("cache/listing-") })
        var bytes = try files.read(cacheFile)
        bytes = try patched(bytes, record: "2026/11", [(32, 0), (36, 0)])
        files.write(cacheFile, bytes: bytes)
        let again = read(files, now: files.now)
        #expect(again.day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal", "tea 5kcal"])
        #expect(walked(files).count == 5)
    }

    /// A cache of two folders, the root and 2026/11, as a walk would write it.
    private func twoFolders() -> [UInt8] {
        var cache = ListingCache()
        cache.record(
            "",
            .init(
                device: 1, inode: 2, modified: 3, listedAt: 4, subfolders: ["2026/11"], markdownFiles: [],
                dates: .init()))
        let names = ["2026-11-28.md", "2026-11-29.md"]
        cache.record(
            "2026/11",
            .init(
                device: 1, inode: 6, modified: 7, listedAt: 8, subfolders: [],
                markdownFiles: ListingCache.Folder.encode(names), dates: .init(names: names)))
        return cache.bytes
    }

    @Test func aWellFormedCacheIsRead() {
        let cache = ListingCache(bytes: twoFolders())
        #expect(cache.folders["2026/11"]?.inode == 6)
        #expect(cache.folders["2026/11"]?.dates.latest == date("2026-11-29"))
        #expect(cache.folders[""]?.subfolders == ["2026/11"])
    }

    @Test func impossibleDatesInTheCacheDiscardIt() throws {
        // Day numbers without the offset: before year 1.
        var bytes = try patched(twoFolders(), record: "2026/11", [(32, 17137), (36, 17167)])
        #expect(ListingCache(bytes: bytes).folders.isEmpty)
        // The latest before the earliest.
        let earliest = UInt32(date("2026-11-29").dayNumber + ListingCacheRecords.dateOffset)
        bytes = try patched(twoFolders(), record: "2026/11", [(32, earliest + 1)])
        #expect(ListingCache(bytes: bytes).folders.isEmpty)
    }

    @Test func theCheckedDayNumbersAreTheDatesThereAre() {
        let days = ListingCacheRecords.dayNumbers
        #expect(LocalDate(dayNumber: days.lowerBound) != nil)
        #expect(LocalDate(dayNumber: days.upperBound) != nil)
        #expect(LocalDate(dayNumber: days.lowerBound - 1) == nil)
        #expect(LocalDate(dayNumber: days.upperBound + 1) == nil)
    }

    @Test(arguments: [
        (40, 2), (32, 0), (44, 9999), (48, 9999), (52, 9999), (56, 9999), (60, 9999), (64, 9999), (68, 1),
    ])
    func aMalformedRecordDiscardsTheCache(field: Int, value: UInt32) throws {
        let bytes = try patched(twoFolders(), record: "2026/11", [(field, value)])
        #expect(ListingCache(bytes: bytes).folders.isEmpty)
        #expect(ListingCacheRecords(bytes) == nil)
    }

    @Test(arguments: ["..", "2026/../..", "/etc", "2026//11", "a/.", "a\nb"])
    func aPathThatLeavesTheJournalDiscardsTheCache(path: String) {
        var cache = ListingCache()
        cache.record(
            "", .init(device: 1, inode: 2, modified: 3, listedAt: 4, subfolders: [], markdownFiles: [], dates: .init()))
        cache.record(
            path,
            .init(device: 1, inode: 6, modified: 7, listedAt: 8, subfolders: [], markdownFiles: [], dates: .init()))
        #expect(ListingCache(bytes: cache.bytes).folders.isEmpty)
    }

    @Test func aTruncatedOrLengthenedCacheIsDiscarded() {
        let bytes = twoFolders()
        for count in [0, 10, ListingCacheRecords.headerSize, bytes.count - 1] {
            #expect(ListingCache(bytes: Array(bytes.prefix(count))).folders.isEmpty)
        }
        #expect(ListingCache(bytes: bytes + [0]).folders.isEmpty)
    }

    @Test func foldersOutOfOrderDiscardTheCache() throws {
        // The two records swapped: the paths no longer increase.
        var bytes = twoFolders()
        let first = ListingCacheRecords.headerSize
        let size = ListingCacheRecords.recordSize
        let a = Array(bytes[first..<first + size])
        bytes.replaceSubrange(first..<first + size, with: bytes[first + size..<first + 2 * size])
        bytes.replaceSubrange(first + size..<first + 2 * size, with: a)
        #expect(ListingCache(bytes: bytes).folders.isEmpty)
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
        // The text format of earlier versions.
        #expect(ListingCache(bytes: Array("daybook-listing 3\nD 1 2 3 4 0 0 0 .\nf 0\n".utf8)).folders.isEmpty)
    }

    @Test func anUnchangedJournalIsReadFromTheRecordsWithOneBatchedLookUp() {
        let files = CountingFileSystem(journal())
        files.inner.advance(seconds: 10)
        _ = read(files.inner, now: files.inner.now)
        let listed = walked(files.inner).count
        let again = JournalReader(fileSystem: files).read(
            JournalLocation(root: "j"), selection: .dates([date("2026-11-29")]),
            listingCache: ListingCacheFile(folder: ConfinedPath(root: ".", relative: "cache"), now: files.inner.now))
        #expect(walked(files.inner).count == listed)
        #expect(files.batches == [6])
        // The root's own status (which cache file), none for the other folders.
        let folders = ["j/2026", "j/2026/11", "j/2019", "j/2019/01", "j/notes"]
        #expect(!files.statusCalls.contains(where: folders.contains))
        #expect(again.day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal", "tea 5kcal"])
    }

    @Test func otherIgnoreRulesWalkTheJournalAgain() {
        let files = journal()
        files.write("j/daybook.yaml", "ignore: [notes]\n")
        files.advance(seconds: 10)
        #expect(read(files, now: files.now).day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal"])
        #expect(read(files, now: files.now).day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal"])
        files.write("j/daybook.yaml", "")
        #expect(
            read(files, now: files.now).day(date("2026-11-29")).entries.map(\.text) == ["ramen 600kcal", "tea 5kcal"])
        #expect(walked(files).suffix(1) == ["j/notes"])
    }

    @Test func aFolderThatCouldNotBeListedKeepsTheNextRunWalking() {
        let files = journal()
        files.failures["j/2019/01"] = 13
        files.advance(seconds: 10)
        _ = read(files, now: files.now)
        let count = walked(files).count
        _ = read(files, now: files.now)
        #expect(walked(files).count > count)
        files.failures = [:]
        let last = read(files, now: files.now)
        #expect(last.unread.isEmpty)
    }

    @Test func recordPathsAreNamesOfTheJournal() {
        for path in ["", "a", "2026/11", "...", ".a", "a.", "a..", "ノート/日記"] {
            #expect(ListingCacheRecords.isJournalPath(Array(path.utf8)), "\(path)")
        }
        for path in [".", "..", "./a", "a/../b", "a/.", "a//b", "a/", "/a", "a\nb", "a\u{0}b"] {
            #expect(!ListingCacheRecords.isJournalPath(Array(path.utf8)), "\(path)")
        }
    }
}

/// A file system that counts the look-ups of folders' status made through it.
private final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let inner: MemoryFileSystem
    private(set) var statusCalls: [String] = []
    private(set) var batches: [Int] = []

    init(_ inner: MemoryFileSystem) { self.inner = inner }

    func read(_ path: String) throws(FileSystemError) -> [UInt8] { try inner.read(path) }
    func read(_ path: ConfinedPath) throws(FileSystemError) -> [UInt8] { try inner.read(path) }
    func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry] { try inner.list(path) }
    func status(_ path: String) -> FileStatus? {
        statusCalls.append(path)
        return inner.status(path)
    }
    func statuses(below root: String, of relatives: [ArraySlice<UInt8>]) -> [FileStatus?] {
        batches.append(relatives.count)
        return inner.statuses(below: root, of: relatives)
    }
    func canonicalPath(_ path: String) -> String? { inner.canonicalPath(path) }
    func createNew(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        try inner.createNew(path, contents: contents)
    }
    func makeDirectory(_ path: ConfinedPath) throws(FileSystemError) { try inner.makeDirectory(path) }
    func replace(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        try inner.replace(path, contents: contents)
    }
    func openForAppend(_ path: ConfinedPath, creating: Bool) throws(FileSystemError) -> any AppendableFile {
        try inner.openForAppend(path, creating: creating)
    }
    func syncDirectory(_ path: ConfinedPath) throws(FileSystemError) { try inner.syncDirectory(path) }
    func remove(_ path: ConfinedPath) throws(FileSystemError) { try inner.remove(path) }
}
