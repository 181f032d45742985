/// Writes the report cache's values as bytes: integers as LEB128 varints (zigzag for signed ones), doubles by their
/// bit pattern, strings as a length and their UTF-8. `CacheReader` reads them back.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func int(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    mutating func fixed64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    mutating func fixed32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    /// Writes `value` over the four bytes at `offset` (a length or count known only later).
    mutating func patch32(_ value: UInt32, at offset: Int) {
        for (index, shift) in stride(from: 0, to: 32, by: 8).enumerated() {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> shift)
        }
    }

    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func double(_ value: Double) {
        fixed64(value.bitPattern)
    }

    mutating func optionalDouble(_ value: Double?) {
        bool(value != nil)
        if let value { double(value) }
    }

    mutating func optionalInt(_ value: Int?) {
        bool(value != nil)
        if let value { int(value) }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func raw(_ value: some Collection<UInt8>) {
        bytes.append(contentsOf: value)
    }

    /// A count of the items `body` writes, first.
    mutating func list<T>(_ items: [T], _ body: (inout CacheWriter, T) -> Void) {
        unsigned(UInt64(items.count))
        for item in items { body(&self, item) }
    }
}

/// Reads what `CacheWriter` wrote, from a range of a cache file's bytes (`read`), in place: a report decodes
/// thousands of days. Every read checks what is left: anything out of place throws, and the record it was reading is
/// then not used.
struct CacheReader {
    struct Malformed: Error {}

    /// The bytes, valid while `read`'s body runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The array they are in, for slices of it that outlive the reading.
    private let source: [UInt8]
    private(set) var position: Int
    let end: Int

    private init(_ bytes: UnsafeBufferPointer<UInt8>, source: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.source = source
        position = range.lowerBound
        end = range.upperBound
    }

    /// `body` reading `range` of `bytes` (positions are those of `bytes`).
    static func read<T>(
        _ bytes: [UInt8], range: Range<Int>, _ body: (inout CacheReader) throws(Malformed) -> T
    ) throws(Malformed) -> T {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { throw Malformed() }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(Malformed) -> T in
            var reader = CacheReader(buffer, source: bytes, range: range)
            return try body(&reader)
        }
    }

    var isAtEnd: Bool { position == end }

    mutating func byte() throws(Malformed) -> UInt8 {
        guard position < end else { throw Malformed() }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func unsigned() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            // Ten bytes hold any 64-bit value; the tenth may add only its lowest bit.
            guard shift < 63 || (shift == 63 && next <= 1) else { throw Malformed() }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws(Malformed) -> Int {
        let raw = try unsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of items that each take at least one byte: never more than the bytes left.
    mutating func count() throws(Malformed) -> Int {
        let value = try unsigned()
        guard value <= UInt64(end - position) else { throw Malformed() }
        return Int(value)
    }

    mutating func fixed64() throws(Malformed) -> UInt64 {
        guard end - position >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(bytes[position]) << UInt64(shift)
            position += 1
        }
        return value
    }

    mutating func fixed32() throws(Malformed) -> UInt32 {
        guard end - position >= 4 else { throw Malformed() }
        var value: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            value |= UInt32(bytes[position]) << UInt32(shift)
            position += 1
        }
        return value
    }

    mutating func bool() throws(Malformed) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    mutating func double() throws(Malformed) -> Double {
        Double(bitPattern: try fixed64())
    }

    mutating func optionalDouble() throws(Malformed) -> Double? {
        try bool() ? try double() : nil
    }

    mutating func optionalInt() throws(Malformed) -> Int? {
        try bool() ? try int() : nil
    }

    mutating func bytes(_ count: Int) throws(Malformed) -> Range<Int> {
        guard count >= 0, end - position >= count else { throw Malformed() }
        defer { position += count }
        return position..<position + count
    }

    mutating func string() throws(Malformed) -> String {
        let range = try bytes(try count())
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A string that is one of `known` (by its bytes), given back as that string without making another; any
    /// other, made.
    mutating func string(among known: [(bytes: [UInt8], text: String)]) throws(Malformed) -> String {
        let range = try bytes(try count())
        let found = UnsafeBufferPointer(rebasing: bytes[range])
        for candidate in known where found.elementsEqual(candidate.bytes) { return candidate.text }
        return String(decoding: found, as: UTF8.self)
    }

    mutating func optionalString() throws(Malformed) -> String? {
        try bool() ? try string() : nil
    }

    /// The bytes of `lists` lists of strings, passed over without making them.
    mutating func stringLists(_ lists: Int) throws(Malformed) -> ArraySlice<UInt8> {
        let start = position
        for _ in 0..<lists {
            for _ in 0..<(try count()) { _ = try bytes(try count()) }
        }
        return source[start..<position]
    }

    /// `count` items read by `body`.
    mutating func list<T>(_ body: (inout CacheReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try count()
        var items: [T] = []
        items.reserveCapacity(count)
        for _ in 0..<count { items.append(try body(&self)) }
        return items
    }
}

/// FNV-1a, 64 bits: a digest of what the cached numbers were computed from (settings files' bytes, the lessons of
/// the days before). Not a defence against anyone: whoever could make two journals collide could as well write the
/// numbers they want into the journal itself.
struct Fingerprint: Sendable, Hashable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { add(CollectionOfOne(UInt8(truncatingIfNeeded: number >> shift))) }
    }

    mutating func add(_ number: Int) {
        add(UInt64(bitPattern: Int64(number)))
    }

    /// A string, preceded by its length so that two strings never run into each other.
    mutating func add(_ text: String) {
        add(text.utf8.count)
        add(text.utf8)
    }
}
