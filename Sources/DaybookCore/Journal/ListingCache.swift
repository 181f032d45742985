/// Folder listings remembered between runs, so that a status line does not re-read years of folders to find
/// today's file. A listing is used only while its folder is unchanged: same device and inode, same modification
/// time (adding, removing or renaming an entry changes it), and modified at least `racyWindow` before the listing
/// was taken — a change within the same clock tick as the listing could otherwise leave the time unchanged.
/// The cache lives outside the journal (it is machine-local), and losing it only costs time.
public struct ListingCache: Sendable, Equatable {
    struct Folder: Sendable, Equatable {
        var device: UInt64
        var inode: UInt64
        var modified: Int64
        /// Wall-clock time the listing was taken, in nanoseconds since 1970.
        var listedAt: Int64
        var subfolders: [String]
        /// Markdown file names, each followed by a line feed: kept as bytes, because a status line only needs the
        /// few names whose date it wants as strings.
        var markdownFiles: ArraySlice<UInt8>
        /// The dates named by the Markdown files, and whether any file has no date in its name: lets a reader
        /// that wants a few days pass over a folder of other days without looking at its names.
        var dates: Dates

        struct Dates: Sendable, Equatable {
            var earliest: LocalDate?
            var latest: LocalDate?
            var undated = false

            init(earliest: LocalDate? = nil, latest: LocalDate? = nil, undated: Bool = false) {
                self.earliest = earliest
                self.latest = latest
                self.undated = undated
            }

            init(names: [String]) {
                for name in names {
                    guard let date = JournalFile.date(inName: name) else {
                        undated = true
                        continue
                    }
                    earliest = min(earliest ?? date, date)
                    latest = max(latest ?? date, date)
                }
            }

            /// Whether a file of this folder could be wanted by `selection`.
            func mayHold(_ selection: DaySelection) -> Bool {
                guard !undated else { return true }
                guard let earliest, let latest else { return false }
                return selection.contains(anyOf: earliest...latest)
            }
        }

        /// Calls `body` with each Markdown file name's bytes.
        func forEachMarkdownFile(_ body: (ArraySlice<UInt8>) -> Void) {
            var start = markdownFiles.startIndex
            for index in markdownFiles.indices where markdownFiles[index] == 0x0A {
                body(markdownFiles[start..<index])
                start = index + 1
            }
        }

        /// `names` as stored in `markdownFiles`.
        static func encode(_ names: [String]) -> ArraySlice<UInt8> {
            var bytes: [UInt8] = []
            for name in names {
                bytes += name.utf8
                bytes.append(0x0A)
            }
            return bytes[...]
        }
    }

    /// Two seconds: coarser than any file system's timestamps daybook is likely to meet (FAT, SMB).
    static let racyWindow: Int64 = 2_000_000_000

    /// Folders by path relative to the journal root ("" for the root).
    private(set) var folders: [String: Folder] = [:]
    /// Whether the last walk recorded every folder it visited: then a walk under the same ignore rules
    /// (`fingerprint`) can take the records as they are, once it has seen that no folder changed.
    private(set) var complete = false
    /// `IgnoreRules.fingerprint` of the rules the last walk went by.
    private(set) var fingerprint: [UInt8] = []
    /// Whether the cache differs from what was loaded.
    private(set) var changed = false

    public init() {}

    /// The listing of `relative`, if it is still true of a folder whose status is `status`.
    func folder(_ relative: String, matching status: FileStatus) -> Folder? {
        guard let folder = folders[relative], folder.device == status.device, folder.inode == status.inode,
            folder.modified == status.modified, folder.modified + ListingCache.racyWindow <= folder.listedAt
        else { return nil }
        return folder
    }

    mutating func record(_ relative: String, _ folder: Folder) {
        guard folders[relative] != folder else { return }
        folders[relative] = folder
        changed = true
    }

    mutating func forget(_ relative: String) {
        if folders.removeValue(forKey: relative) != nil { changed = true }
    }

    /// Drops folders that no longer exist, and notes whether every folder visited is recorded.
    mutating func keepOnly(_ visited: Set<String>) {
        for relative in folders.keys where !visited.contains(relative) { forget(relative) }
        let all = visited.allSatisfy { folders[$0] != nil }
        if all != complete {
            complete = all
            changed = true
        }
    }

    /// Notes the ignore rules the walk went by: with other rules it visits other folders.
    mutating func walked(ignoring rules: IgnoreRules) {
        let rules = rules.fingerprint
        if rules != fingerprint {
            fingerprint = rules
            changed = true
        }
    }

    // MARK: - File format (ListingCacheRecords)

    /// Reads the cache file whole (for a walk that lists changed folders); anything unexpected gives an empty cache.
    public init(bytes: [UInt8]) {
        guard let records = ListingCacheRecords(bytes) else { return }
        for index in 0..<records.count {
            guard let record = records.record(index) else {
                self = ListingCache()
                return
            }
            var subfolders: [String] = []
            var start = record.subfolders.lowerBound
            for end in record.subfolders where bytes[end] == 0x0A {
                subfolders.append(String(decoding: bytes[start..<end], as: UTF8.self))
                start = end + 1
            }
            folders[String(decoding: bytes[record.path], as: UTF8.self)] = Folder(
                device: record.device, inode: record.inode, modified: record.modified, listedAt: record.listedAt,
                subfolders: subfolders, markdownFiles: bytes[record.markdownFiles], dates: record.dates)
        }
        complete = records.complete
        fingerprint = Array(bytes[records.fingerprint])
    }

    /// The cache file's contents. Folders with a line break in a name are never recorded (see `JournalFiles`).
    public var bytes: [UInt8] {
        ListingCacheRecords.encode(folders, complete: complete, fingerprint: fingerprint)
    }
}
