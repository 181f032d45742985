/// The report cache file, indexed in place: each file's record is found by its path and decoded only when that
/// file's days are wanted.
///
/// Layout (`CacheWriter`'s encodings):
/// - `magic`, then the context (what else the numbers depend on) as a length and its bytes, then the digest of every
///   lesson and of the pin log when it was written (`ResolutionDigests.everything`, eight bytes);
/// - the number of records (four bytes), then each record: the file's path (relative to the root), its device,
///   inode, size, modification and change times (eight bytes each), the body's length (four bytes), the body — the
///   file's own problems (those of no day), then its days (`CachedDay`) — and an FNV-1a digest of the body (eight
///   bytes).
///
/// A file that is not laid out so (a length past the end, a path twice) is no cache at all; a record whose body
/// does not match its digest or cannot be decoded only means reading that file.
struct ReportCacheRecords: Sendable {
    /// Change with any change to the layout or to what a day keeps: an old file is then no cache.
    static let magic = Array("daybook-report 4\n".utf8)

    /// What a record says about its file, compared with the file's status before it is used.
    struct Identity: Sendable, Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var changed: Int64

        init(_ status: FileStatus) {
            device = status.device
            inode = status.inode
            size = status.size
            modified = status.modified
            changed = status.changed
        }

        init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
            self.changed = changed
        }
    }

    /// Where one record lies in the file.
    struct Location: Sendable {
        var identity: Identity
        var digest: UInt64
        var body: Range<Int>
        /// The whole record, to be copied as it is into the next file.
        var record: Range<Int>
        /// The file's path, relative to the root.
        var path: Range<Int>
    }

    let bytes: [UInt8]
    let context: Range<Int>
    /// `ResolutionDigests.everything` as the cache was written.
    let everything: UInt64
    /// Records by a digest of their path (checked against the path on look-up): a century of paths is not made
    /// into strings. Two paths of one digest are neither found (their files are read).
    private(set) var records: [UInt64: Location?] = [:]

    /// A digest of a path's bytes, for `records`.
    static func key(_ path: some Collection<UInt8>) -> UInt64 {
        var digest = Fingerprint()
        digest.add(path)
        return digest.value
    }

    /// The record of the file at `path`.
    func location(of path: String) -> Location? {
        var path = path
        return path.withUTF8 { utf8 in
            guard let found = records[ReportCacheRecords.key(utf8)], let location = found,
                bytes[location.path].elementsEqual(utf8)
            else { return nil }
            return location
        }
    }

    /// Every record, with its path's digest.
    var all: [(key: UInt64, location: Location)] {
        records.compactMap { key, location in location.map { (key, $0) } }
    }

    init?(_ bytes: [UInt8]) {
        guard bytes.starts(with: ReportCacheRecords.magic) else { return nil }
        self.bytes = bytes
        do {
            let read = try CacheReader.read(bytes, range: ReportCacheRecords.magic.count..<bytes.count) {
                (input) throws(CacheReader.Malformed) -> (Range<Int>, UInt64, [UInt64: Location?]) in
                let context = try input.bytes(try input.count())
                let everything = try input.fixed64()
                let count = Int(try input.fixed32())
                guard count <= input.end - input.position else { throw CacheReader.Malformed() }
                var records: [UInt64: Location?] = [:]
                records.reserveCapacity(count)
                for _ in 0..<count {
                    let start = input.position
                    let path = try input.bytes(try input.count())
                    let identity = Identity(
                        device: try input.fixed64(), inode: try input.fixed64(),
                        size: Int64(bitPattern: try input.fixed64()), modified: Int64(bitPattern: try input.fixed64()),
                        changed: Int64(bitPattern: try input.fixed64()))
                    let body = try input.bytes(Int(try input.fixed32()))
                    let digest = try input.fixed64()
                    let location = Location(
                        identity: identity, digest: digest, body: body, record: start..<input.position, path: path)
                    let key = ReportCacheRecords.key(bytes[path])
                    if let other = records[key] {
                        // The same path twice is no cache; two paths of one digest, neither is used.
                        if let other, bytes[other.path].elementsEqual(bytes[path]) { throw CacheReader.Malformed() }
                        records[key] = .some(nil)
                    } else {
                        records[key] = location
                    }
                }
                guard input.isAtEnd else { throw CacheReader.Malformed() }
                return (context, everything, records)
            }
            (context, everything, records) = read
        } catch {
            return nil
        }
    }

    /// The record of `path`'s file, when its body is whole and decodes; nil otherwise. `doses` are the configured
    /// doses' names.
    func file(_ location: Location, doses: [(bytes: [UInt8], text: String)] = []) -> CachedFile? {
        var digest = Fingerprint()
        digest.add(bytes[location.body])
        guard digest.value == location.digest else { return nil }
        return try? CacheReader.read(bytes, range: location.body) { (input) throws(CacheReader.Malformed) in
            let file = try CachedFile(from: &input, doses: doses)
            guard input.isAtEnd else { throw CacheReader.Malformed() }
            return file
        }
    }

    // MARK: - Writing

    /// A cache file being written, record by record, into one buffer: `finished` gives its bytes.
    struct Writer {
        private var out = CacheWriter()
        private var countAt: Int
        private var records: UInt32 = 0

        init(context: [UInt8], everything: UInt64) {
            out.raw(magic)
            out.unsigned(UInt64(context.count))
            out.raw(context)
            out.fixed64(everything)
            countAt = out.bytes.count
            out.fixed32(0)
        }

        var count: Int { out.bytes.count }

        mutating func reserve(_ bytes: Int) {
            out.reserve(bytes)
        }

        /// A record copied whole from the file read.
        mutating func copy(_ record: ArraySlice<UInt8>) {
            out.raw(record)
            records += 1
        }

        /// A new record for the file at `path`.
        mutating func add(path: String, identity: Identity, file: CachedFile) {
            out.string(path)
            out.fixed64(identity.device)
            out.fixed64(identity.inode)
            out.fixed64(UInt64(bitPattern: identity.size))
            out.fixed64(UInt64(bitPattern: identity.modified))
            out.fixed64(UInt64(bitPattern: identity.changed))
            let lengthAt = out.bytes.count
            out.fixed32(0)
            let bodyStart = out.bytes.count
            file.write(to: &out)
            out.patch32(UInt32(truncatingIfNeeded: out.bytes.count - bodyStart), at: lengthAt)
            var digest = Fingerprint()
            digest.add(out.bytes[bodyStart...])
            out.fixed64(digest.value)
            records += 1
        }

        /// The file's bytes, the record count patched in place (a copy would hold a century's records twice).
        mutating func finished() -> [UInt8] {
            out.patch32(records, at: countAt)
            return out.bytes
        }
    }
}

/// One journal file as the report cache keeps it: the problems it has of no day, and its days.
struct CachedFile: Sendable, Equatable {
    var diagnostics: [Diagnostic]
    var days: [CachedDay]

    func write(to out: inout CacheWriter) {
        out.list(diagnostics) { $1.write(to: &$0) }
        out.list(days) { $1.write(to: &$0) }
    }

    init(diagnostics: [Diagnostic], days: [CachedDay]) {
        self.diagnostics = diagnostics
        self.days = days
    }

    init(from input: inout CacheReader, doses: [(bytes: [UInt8], text: String)] = []) throws(CacheReader.Malformed) {
        diagnostics = try input.list { (input) throws(CacheReader.Malformed) in try Diagnostic(from: &input) }
        days = try input.list { (input) throws(CacheReader.Malformed) in try CachedDay(from: &input, names: doses) }
    }
}
