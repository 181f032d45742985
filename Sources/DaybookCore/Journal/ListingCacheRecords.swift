/// The listing cache file read in place: a header, one fixed-size record per folder, then the names. A status line
/// checks every record's numbers against its folder (one batched look-up) and decodes names only for the few
/// folders whose dates can hold a day it wants, so its cost does not grow with the journal's years.
///
/// Layout, integers little-endian:
/// - `magic` (18 bytes), the complete flag (1 byte: every folder of the last walk is recorded), a zero byte, then
///   three `UInt32`: the number of records, the length of the ignore rules' fingerprint, the length of the names.
/// - `count` records of `recordSize` bytes: device, inode, modification time and listing time (`UInt64` each),
///   the earliest and latest date of the folder's Markdown file names as day numbers plus `dateOffset` (0 for
///   none), undated (0 or 1), then offset and length into the names of the folder's relative path, its subfolder
///   names and its Markdown file names (each name followed by a line feed), and a zero `UInt32`.
/// - The names: the fingerprint first, then each record's bytes. Records are in strictly increasing byte order of
///   their paths, so no folder appears twice.
///
/// Anything out of place (a length past the end, a date that is not one, paths out of order, a path that climbs
/// out of the journal) makes the whole file unreadable: the cache is then empty, which only costs time.
struct ListingCacheRecords {
    /// Change with any change to the layout: an old file read the new way could hide files.
    static let magic = Array("daybook-listing 4\n".utf8)
    static let headerSize = 32
    static let recordSize = 72
    /// Keeps stored day numbers positive (year 1 is day -719,162).
    static let dateOffset = 1_000_000

    let bytes: [UInt8]
    let count: Int
    /// Whether the walk that wrote the file recorded every folder it visited (none unlisted, none uncacheable).
    let complete: Bool
    let fingerprint: Range<Int>
    private let names: Int

    init?(_ bytes: [UInt8]) {
        let magic = ListingCacheRecords.magic
        guard bytes.count >= ListingCacheRecords.headerSize, bytes[0..<magic.count].elementsEqual(magic) else {
            return nil
        }
        let flag = bytes[magic.count]
        guard flag <= 1, bytes[magic.count + 1] == 0 else { return nil }
        let count = Int(ListingCacheRecords.uint32(bytes, 20))
        let fingerprintLength = Int(ListingCacheRecords.uint32(bytes, 24))
        let namesLength = Int(ListingCacheRecords.uint32(bytes, 28))
        let names = ListingCacheRecords.headerSize + count * ListingCacheRecords.recordSize
        guard names + namesLength == bytes.count, fingerprintLength <= namesLength else { return nil }
        self.bytes = bytes
        self.count = count
        self.complete = flag == 1
        self.names = names
        self.fingerprint = names..<names + fingerprintLength
        guard validate() else { return nil }
    }

    /// One folder's record.
    struct Record {
        var device: UInt64
        var inode: UInt64
        var modified: Int64
        var listedAt: Int64
        var dates: ListingCache.Folder.Dates
        var path: Range<Int>
        var subfolders: Range<Int>
        var markdownFiles: Range<Int>
    }

    /// The numbers of record `index`, without its dates (for the check against the folder's status).
    func identity(_ index: Int) -> (device: UInt64, inode: UInt64, modified: Int64, listedAt: Int64) {
        let at = ListingCacheRecords.headerSize + index * ListingCacheRecords.recordSize
        return (
            ListingCacheRecords.uint64(bytes, at), ListingCacheRecords.uint64(bytes, at + 8),
            Int64(truncatingIfNeeded: ListingCacheRecords.uint64(bytes, at + 16)),
            Int64(truncatingIfNeeded: ListingCacheRecords.uint64(bytes, at + 24))
        )
    }

    /// The path bytes of record `index`.
    func path(_ index: Int) -> ArraySlice<UInt8> {
        bytes[range(index, field: 44)]
    }

    /// Record `index` whole; nil if its dates are not dates (`validate` has checked them).
    func record(_ index: Int) -> Record? {
        let id = identity(index)
        guard let dates = dates(index) else { return nil }
        return Record(
            device: id.device, inode: id.inode, modified: id.modified, listedAt: id.listedAt, dates: dates,
            path: range(index, field: 44), subfolders: range(index, field: 52), markdownFiles: range(index, field: 60))
    }

    func dates(_ index: Int) -> ListingCache.Folder.Dates? {
        guard let days = days(index) else { return nil }
        guard let earliest = days.earliest, let latest = days.latest else {
            return ListingCache.Folder.Dates(undated: days.undated)
        }
        guard let first = LocalDate(dayNumber: earliest), let last = LocalDate(dayNumber: latest) else { return nil }
        return ListingCache.Folder.Dates(earliest: first, latest: last, undated: days.undated)
    }

    /// Day numbers LocalDate accepts: 0001-01-01 to 9999-12-31.
    static let dayNumbers = -719_162...2_932_896

    /// Record `index`'s date summary as day numbers, checked without making dates (a status line checks every
    /// record): nil unless both or neither date is there, each within `dayNumbers`, in order.
    func days(_ index: Int) -> (earliest: Int?, latest: Int?, undated: Bool)? {
        let at = ListingCacheRecords.headerSize + index * ListingCacheRecords.recordSize
        let (earliest, latest, undated) = bytes.withUnsafeBytes { raw in
            (
                Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 32, as: UInt32.self))),
                Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 36, as: UInt32.self))),
                UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 40, as: UInt32.self))
            )
        }
        guard undated <= 1, (earliest == 0) == (latest == 0) else { return nil }
        guard earliest != 0 else { return (nil, nil, undated == 1) }
        let first = earliest - ListingCacheRecords.dateOffset
        let last = latest - ListingCacheRecords.dateOffset
        guard ListingCacheRecords.dayNumbers.contains(first), ListingCacheRecords.dayNumbers.contains(last),
            first <= last
        else { return nil }
        return (first, last, undated == 1)
    }

    /// The byte range a record's offset-and-length field at `field` names; `validate` has checked it lies within
    /// the names.
    private func range(_ index: Int, field: Int) -> Range<Int> {
        let at = ListingCacheRecords.headerSize + index * ListingCacheRecords.recordSize + field
        let start = names + Int(ListingCacheRecords.uint32(bytes, at))
        return start..<start + Int(ListingCacheRecords.uint32(bytes, at + 4))
    }

    /// Every record's ranges inside the names, its dates real, its reserved word zero, its path one the journal
    /// can hold, and paths in strictly increasing order. In place, in one pass of loads and byte loops (a status
    /// line checks every record of a century's folders): the same checks as `days` and `isJournalPath`.
    private func validate() -> Bool {
        bytes.withUnsafeBytes { raw in
            func word(_ at: Int) -> Int {
                Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
            }
            let limit = raw.count - names
            let dayNumbers = ListingCacheRecords.dayNumbers
            var previous = 0..<0
            for index in 0..<count {
                let at = ListingCacheRecords.headerSize + index * ListingCacheRecords.recordSize
                guard word(at + 44) + word(at + 48) <= limit, word(at + 52) + word(at + 56) <= limit,
                    word(at + 60) + word(at + 64) <= limit, word(at + 68) == 0
                else { return false }
                let (earliest, latest, undated) = (word(at + 32), word(at + 36), word(at + 40))
                guard undated <= 1, (earliest == 0) == (latest == 0) else { return false }
                if earliest != 0 {
                    let first = earliest - ListingCacheRecords.dateOffset
                    let last = latest - ListingCacheRecords.dateOffset
                    guard dayNumbers.contains(first), dayNumbers.contains(last), first <= last else { return false }
                }
                let start = names + word(at + 44)
                let path = start..<start + word(at + 48)
                guard ListingCacheRecords.isJournalPath(raw[path]) else { return false }
                if index > 0, !ListingCacheRecords.precedes(raw, previous, path) { return false }
                previous = path
            }
            return true
        }
    }

    /// Whether the bytes `raw[a]` come strictly before `raw[b]`, byte by byte.
    private static func precedes(_ raw: UnsafeRawBufferPointer, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        let common = min(a.count, b.count)
        var offset = 0
        while offset < common {
            let (x, y) = (raw[a.lowerBound + offset], raw[b.lowerBound + offset])
            if x != y { return x < y }
            offset += 1
        }
        return a.count < b.count
    }

    /// Empty (the root), or `/`-separated names that are not empty, `.` or `..`, without a line feed or NUL.
    static func isJournalPath<Path: RandomAccessCollection<UInt8>>(_ path: Path) -> Bool where Path.Index == Int {
        guard !path.isEmpty else { return true }
        // One pass: each name's length and how many dots it starts with (a name all dots of one or two is `.`/`..`).
        var length = 0
        var dots = 0
        for byte in path {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
                continue
            }
            if byte == 0x0A || byte == 0 { return false }
            if byte == UInt8(ascii: "."), dots == length { dots += 1 }
            length += 1
        }
        return !(length == 0 || (dots == length && length <= 2))
    }

    // MARK: - A walk without listing

    /// The files `selection` may need, as `JournalFiles.list` would find them, when the last walk recorded every
    /// folder it visited under the same ignore rules and every recorded folder is still as it was listed (one
    /// batched look-up of their status); nil when any folder must be looked at again.
    func unchangedFiles(
        _ location: JournalLocation, fileSystem: any FileSystem, selection: DaySelection, ignoring ignore: IgnoreRules
    ) -> [JournalFile]? {
        guard complete, count > 0, path(0).isEmpty, bytes[fingerprint].elementsEqual(ignore.fingerprint) else {
            return nil
        }
        let statuses = fileSystem.statuses(
            below: location.root, in: bytes, at: (0..<count).map { range($0, field: 44) })
        guard statuses.count == count else { return nil }
        let unchanged = bytes.withUnsafeBytes { raw in
            func number(_ at: Int) -> UInt64 {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            }
            for (index, status) in statuses.enumerated() {
                let at = ListingCacheRecords.headerSize + index * ListingCacheRecords.recordSize
                let modified = Int64(truncatingIfNeeded: number(at + 16))
                guard let status, status.kind == .directory, status.device == number(at),
                    status.inode == number(at + 8), status.modified == modified,
                    modified + ListingCache.racyWindow <= Int64(truncatingIfNeeded: number(at + 24))
                else { return false }
            }
            return true
        }
        guard unchanged else { return nil }
        // The wanted days as runs of day numbers (nil: every day), so that records are passed over without dates.
        let wanted: [ClosedRange<Int>]? =
            switch selection {
            case .all: nil
            case .dates(let dates): dates.map { $0.dayNumber...$0.dayNumber }
            case .range(let period): [period.lowerBound.dayNumber...period.upperBound.dayNumber]
            }
        // As in the walk: a folder whose names the summary cannot account for is read whole, and one whose dates
        // are all of other days is passed over — told from the numbers in place (`validate` has checked them), so
        // that a century of other days' folders costs a few loads each.
        let looked: [Int] = bytes.withUnsafeBytes { raw in
            func word(_ at: Int) -> Int {
                Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
            }
            var looked: [Int] = []
            for index in 0..<count {
                let at = ListingCacheRecords.headerSize + index * ListingCacheRecords.recordSize
                let earliest = word(at + 32)
                let undated = word(at + 40) == 1
                let summarised = earliest != 0 || undated || word(at + 64) == 0
                if summarised, !undated {
                    guard earliest != 0 else { continue }
                    let days =
                        earliest - ListingCacheRecords.dateOffset...word(at + 36) - ListingCacheRecords.dateOffset
                    if let wanted, !wanted.contains(where: { $0.overlaps(days) }) { continue }
                }
                looked.append(index)
            }
            return looked
        }
        var files: [JournalFile] = []
        var unsorted = false
        for index in looked {
            let record = (path: range(index, field: 44), markdownFiles: range(index, field: 60))
            let relative = String(decoding: bytes[record.path], as: UTF8.self)
            var names: [Range<Int>] = []
            var start = record.markdownFiles.lowerBound
            for end in record.markdownFiles where bytes[end] == 0x0A {
                names.append(start..<end)
                start = end + 1
            }
            // Kept sorted (a folder's names as an older daybook kept them are in the folder's own order: sorted
            // here, as bytes, few at a time).
            if zip(names, names.dropFirst()).contains(where: { !bytes[$0].lexicographicallyPrecedes(bytes[$1]) }) {
                names.sort { bytes[$0].lexicographicallyPrecedes(bytes[$1]) }
            }
            let firstOfFolder = files.count
            for range in names {
                let name = bytes[range]
                let date = JournalFile.date(inName: name)
                guard date.map(selection.contains) ?? true else { continue }
                let decoded = String(decoding: name, as: UTF8.self)
                let path = relative.isEmpty ? decoded : relative + "/" + decoded
                if !ignore.excludesItself(path) { files.append(JournalFile(path: path, nameDate: date)) }
            }
            // Records come in path order, so the files are too unless a folder's first one sorts before the file
            // before it (`a/b-c/…` before `a/b/…`): then, once, all of them are sorted.
            if !unsorted, firstOfFolder > 0, firstOfFolder < files.count,
                !Self.precedes(files[firstOfFolder - 1], files[firstOfFolder])
            {
                unsorted = true
            }
        }
        if unsorted { files.sort(by: Self.precedes) }
        return files
    }

    /// Byte-wise order of two files' paths.
    private static func precedes(_ a: JournalFile, _ b: JournalFile) -> Bool {
        var a = a.path
        var b = b.path
        return a.withUTF8 { x in b.withUTF8 { y in x.lexicographicallyPrecedes(y) } }
    }

    // MARK: - Writing

    /// The file for `folders`, written by a walk that recorded every folder it visited when `complete`.
    static func encode(_ folders: [String: ListingCache.Folder], complete: Bool, fingerprint: [UInt8]) -> [UInt8] {
        let sorted = folders.map { (path: Array($0.key.utf8), folder: $0.value) }
            .sorted { $0.path.lexicographicallyPrecedes($1.path) }
        var names = fingerprint
        var records: [UInt8] = []
        records.reserveCapacity(sorted.count * recordSize)
        func field(_ bytes: some Collection<UInt8>) {
            append32(UInt32(truncatingIfNeeded: names.count), to: &records)
            append32(UInt32(truncatingIfNeeded: bytes.count), to: &records)
            names += bytes
        }
        for (path, folder) in sorted {
            append64(folder.device, to: &records)
            append64(folder.inode, to: &records)
            append64(UInt64(bitPattern: folder.modified), to: &records)
            append64(UInt64(bitPattern: folder.listedAt), to: &records)
            append32(
                UInt32(truncatingIfNeeded: folder.dates.earliest.map { $0.dayNumber + dateOffset } ?? 0), to: &records)
            append32(
                UInt32(truncatingIfNeeded: folder.dates.latest.map { $0.dayNumber + dateOffset } ?? 0), to: &records)
            append32(folder.dates.undated ? 1 : 0, to: &records)
            field(path)
            var subfolders: [UInt8] = []
            for name in folder.subfolders {
                subfolders += name.utf8
                subfolders.append(0x0A)
            }
            field(subfolders)
            field(folder.markdownFiles)
            append32(0, to: &records)
        }
        var out = magic
        out.append(complete ? 1 : 0)
        out.append(0)
        append32(UInt32(truncatingIfNeeded: sorted.count), to: &out)
        append32(UInt32(truncatingIfNeeded: fingerprint.count), to: &out)
        append32(UInt32(truncatingIfNeeded: names.count), to: &out)
        return out + records + names
    }

    private static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    private static func append64(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
    }

    private static func uint64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
    }
}
