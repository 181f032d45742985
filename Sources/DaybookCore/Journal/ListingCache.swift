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

    /// Change the version with any change to the format: an old file read the new way could hide files.
    private static let header = "daybook-listing 3"
    /// Keeps stored day numbers positive (year 1 is day -719,162).
    private static let dateOffset = 1_000_000

    /// Folders by path relative to the journal root ("" for the root).
    private(set) var folders: [String: Folder] = [:]
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

    /// Drops folders that no longer exist.
    mutating func keepOnly(_ visited: Set<String>) {
        for relative in folders.keys where !visited.contains(relative) { forget(relative) }
    }

    // MARK: - File format

    /// Reads the cache file; anything unexpected gives an empty cache.
    public init(bytes: [UInt8]) {
        var lines = LineReader(bytes)
        guard let first = lines.next(), first.bytes.elementsEqual(ListingCache.header.utf8) else { return }
        var header: (relative: String, folder: Folder)?
        var subfolders: [String] = []
        var filesStart = 0
        var filesEnd = 0
        func finish() {
            guard let header else { return }
            var folder = header.folder
            folder.subfolders = subfolders
            folder.markdownFiles = bytes[filesStart..<filesEnd]
            folders[header.relative] = folder
        }
        while let line = lines.next() {
            let text = line.bytes
            guard text.count >= 2, let tag = text.first else { continue }
            switch tag {
            case UInt8(ascii: "d"):
                subfolders.append(String(decoding: text.dropFirst(2), as: UTF8.self))
            case UInt8(ascii: "f"):
                // File names are stored as a block of name lines after an "f" line holding the block's length.
                guard let length = decimal(text.dropFirst(2)),
                    line.offset + text.count + 1 + length
                        <= bytes.count
                else {
                    self = ListingCache()
                    return
                }
                filesStart = line.offset + text.count + 1
                filesEnd = filesStart + length
                lines.skip(to: filesEnd)
            case UInt8(ascii: "D"):
                finish()
                subfolders = []
                filesStart = 0
                filesEnd = 0
                guard let parsed = ListingCache.folderHeader(text.dropFirst(2)) else {
                    self = ListingCache()
                    return
                }
                header = parsed
            default:
                continue
            }
        }
        finish()
    }

    /// `<device> <inode> <modified> <listedAt> <earliest> <latest> <undated> <path>`; dates as day numbers plus
    /// `dateOffset` (0 for none), undated as 0 or 1.
    private static func folderHeader(_ bytes: ArraySlice<UInt8>) -> (String, Folder)? {
        var start = bytes.startIndex
        func number() -> Int? {
            guard let space = bytes[start...].firstIndex(of: UInt8(ascii: " ")),
                let value = decimal(bytes[start..<space])
            else { return nil }
            start = space + 1
            return value
        }
        guard let device = number(), let inode = number(), let modified = number(), let listedAt = number(),
            let earliestDay = number(), let latestDay = number(), let undated = number()
        else { return nil }
        let earliest = earliestDay == 0 ? nil : LocalDate(dayNumber: earliestDay - dateOffset)
        let latest = latestDay == 0 ? nil : LocalDate(dayNumber: latestDay - dateOffset)
        guard (earliest == nil) == (earliestDay == 0), (latest == nil) == (latestDay == 0),
            (earliest == nil) == (latest == nil), undated <= 1
        else { return nil }
        let dates = Folder.Dates(earliest: earliest, latest: latest, undated: undated == 1)
        let path = String(decoding: bytes[start...], as: UTF8.self)
        return (
            path == "." ? "" : path,
            Folder(
                device: UInt64(device), inode: UInt64(inode),
                modified: Int64(modified), listedAt: Int64(listedAt),
                subfolders: [], markdownFiles: [], dates: dates)
        )
    }

    /// The cache file's contents. Folders with a line break in a name are never recorded (see `JournalFiles`).
    public var bytes: [UInt8] {
        var out = Array((ListingCache.header + "\n").utf8)
        for (relative, folder) in folders.sorted(by: { $0.key < $1.key }) {
            let earliest = folder.dates.earliest.map { $0.dayNumber + ListingCache.dateOffset } ?? 0
            let latest = folder.dates.latest.map { $0.dayNumber + ListingCache.dateOffset } ?? 0
            out += "D \(folder.device) \(folder.inode) \(folder.modified) \(folder.listedAt) ".utf8
            out += "\(earliest) \(latest) \(folder.dates.undated ? 1 : 0) ".utf8
            out += (relative.isEmpty ? "." : relative).utf8
            out.append(0x0A)
            for name in folder.subfolders { out += "d \(name)\n".utf8 }
            out += "f \(folder.markdownFiles.count)\n".utf8
            out += folder.markdownFiles
        }
        return out
    }
}
