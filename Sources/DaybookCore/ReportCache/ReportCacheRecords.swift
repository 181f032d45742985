/// The report cache file, indexed in place: each file's record is found by its path and decoded only when that
/// file's days are wanted.
///
/// Layout (`CacheWriter`'s encodings):
/// - `magic`, then the context (what else the numbers depend on) as a length and its bytes, then the digest of every
///   lesson and of the pin log when it was written (`ResolutionDigests.everything`, eight bytes);
/// - the number of records, then each record: the file's path (relative to the root), its device, inode, size,
///   modification and change times (eight bytes each), an FNV-1a digest of the body (eight bytes), the body's
///   length and the body: the file's own problems (those of no day), then its days (`CachedDay`).
///
/// A file that is not laid out so (a length past the end, a path twice) is no cache at all; a record whose body
/// does not match its digest or cannot be decoded only means reading that file.
struct ReportCacheRecords: Sendable {
    /// Change with any change to the layout or to what a day keeps: an old file is then no cache.
    static let magic = Array("daybook-report 2\n".utf8)

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
    }

    let bytes: [UInt8]
    let context: Range<Int>
    /// `ResolutionDigests.everything` as the cache was written.
    let everything: UInt64
    private(set) var records: [String: Location] = [:]

    init?(_ bytes: [UInt8]) {
        guard bytes.starts(with: ReportCacheRecords.magic) else { return nil }
        self.bytes = bytes
        do {
            let read = try CacheReader.read(bytes, range: ReportCacheRecords.magic.count..<bytes.count) {
                (input) throws(CacheReader.Malformed) -> (Range<Int>, UInt64, [String: Location]) in
                let context = try input.bytes(try input.count())
                let everything = try input.fixed64()
                let count = try input.count()
                var records: [String: Location] = [:]
                records.reserveCapacity(count)
                for _ in 0..<count {
                    let start = input.position
                    let path = try input.string()
                    let identity = Identity(
                        device: try input.fixed64(), inode: try input.fixed64(),
                        size: Int64(bitPattern: try input.fixed64()), modified: Int64(bitPattern: try input.fixed64()),
                        changed: Int64(bitPattern: try input.fixed64()))
                    let digest = try input.fixed64()
                    let body = try input.bytes(try input.count())
                    let location = Location(
                        identity: identity, digest: digest, body: body, record: start..<input.position)
                    guard records.updateValue(location, forKey: path) == nil else { throw CacheReader.Malformed() }
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

    /// A cache file: `context` and `everything`, then the records, each either new (`path`, `identity`, body) or copied whole from
    /// the file read.
    static func encode(context: [UInt8], everything: UInt64, records: [Record]) -> [UInt8] {
        var out = CacheWriter()
        out.raw(magic)
        out.unsigned(UInt64(context.count))
        out.raw(context)
        out.fixed64(everything)
        out.unsigned(UInt64(records.count))
        for record in records {
            switch record {
            case .copied(let bytes): out.raw(bytes)
            case .new(let path, let identity, let file):
                var body = CacheWriter()
                file.write(to: &body)
                var digest = Fingerprint()
                digest.add(body.bytes)
                out.string(path)
                out.fixed64(identity.device)
                out.fixed64(identity.inode)
                out.fixed64(UInt64(bitPattern: identity.size))
                out.fixed64(UInt64(bitPattern: identity.modified))
                out.fixed64(UInt64(bitPattern: identity.changed))
                out.fixed64(digest.value)
                out.unsigned(UInt64(body.bytes.count))
                out.raw(body.bytes)
            }
        }
        return out.bytes
    }

    /// One record of a file to be written.
    enum Record {
        case new(path: String, identity: Identity, file: CachedFile)
        case copied(ArraySlice<UInt8>)
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
