/// Reading a tz database file (TZif, RFC 8536), as `/usr/share/zoneinfo` holds them: version 1's 32-bit data, or
/// for version 2 and later the 64-bit data that follows it and the POSIX rule in its footer. The bytes are checked
/// against every count before anything is read, so a short or hostile file is refused, never read past its end.
/// Leap-second records (the `right/` zones) are skipped.
extension TimeZoneRules {
    /// No zone file is larger (the largest in the tz database is a few kilobytes).
    public static let maximumTZifBytes = 256 * 1024

    /// The zone in a TZif file; nil when the bytes are not one.
    public init?(tzif bytes: [UInt8]) {
        guard bytes.count <= Self.maximumTZifBytes, let first = TZifHeader(bytes, at: 0, timeSize: 4) else {
            return nil
        }
        var header = first
        if first.version >= 2 {
            // The 64-bit data follows version 1's.
            guard let second = TZifHeader(bytes, at: first.end, timeSize: 8) else { return nil }
            header = second
        }
        let timeSize = header.timeSize
        var at = header.start
        var transitions: [Int] = []
        transitions.reserveCapacity(header.timeCount)
        for _ in 0..<header.timeCount {
            let time = Self.signed(bytes, at: at, size: timeSize)
            // Strictly ascending, as the format requires.
            if let last = transitions.last, time <= last { return nil }
            transitions.append(time)
            at += timeSize
        }
        var transitionTypes: [Int] = []
        transitionTypes.reserveCapacity(header.timeCount)
        for _ in 0..<header.timeCount {
            let index = Int(bytes[at])
            guard index < header.typeCount else { return nil }
            transitionTypes.append(index)
            at += 1
        }
        var types: [LocalTimeType] = []
        for _ in 0..<header.typeCount {
            let offset = Self.signed(bytes, at: at, size: 4)
            // RFC 8536: within a day of UTC, and never -2^31.
            guard (-89_999...93_599).contains(offset), bytes[at + 4] <= 1 else { return nil }
            types.append(LocalTimeType(offset: offset, isDaylightSaving: bytes[at + 4] == 1))
            at += 6
        }
        var rule: PosixTimeZoneRule?
        if first.version >= 2 {
            // The footer: a line break, the rule (may be empty), a line break.
            let footer = header.end
            guard footer < bytes.count, bytes[footer] == 0x0A else { return nil }
            guard let close = bytes[(footer + 1)...].firstIndex(of: 0x0A) else { return nil }
            let text = Array(bytes[(footer + 1)..<close])
            if !text.isEmpty {
                guard let parsed = PosixTimeZoneRule(text) else { return nil }
                rule = parsed
            }
        }
        self.init(transitions: transitions, transitionTypes: transitionTypes, types: types, rule: rule)
    }

    /// A big-endian two's-complement integer of 4 or 8 bytes.
    private static func signed(_ bytes: [UInt8], at index: Int, size: Int) -> Int {
        var value: UInt64 = 0
        for offset in 0..<size { value = value << 8 | UInt64(bytes[index + offset]) }
        if size == 4 { return Int(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
        return Int(Int64(bitPattern: value))
    }
}

/// A TZif header (44 bytes) and where its data block's parts lie; nil when the magic, the version or the counts
/// are wrong or the data would run past the end of the bytes.
private struct TZifHeader {
    var version: Int
    var utIndicatorCount: Int
    var standardIndicatorCount: Int
    var leapCount: Int
    var timeCount: Int
    var typeCount: Int
    var characterCount: Int
    /// Where the data block starts.
    var start: Int
    /// 4 in version 1's block, 8 in the one after it.
    var timeSize: Int

    init?(_ bytes: [UInt8], at offset: Int, timeSize: Int) {
        guard offset >= 0, offset + 44 <= bytes.count,
            bytes[offset..<(offset + 4)].elementsEqual([0x54, 0x5A, 0x69, 0x66])  // "TZif"
        else { return nil }
        switch bytes[offset + 4] {
        case 0: version = 1
        case 0x32...0x39: version = Int(bytes[offset + 4] - 0x30)
        default: return nil
        }
        func count(_ index: Int) -> Int {
            let at = offset + 20 + index * 4
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        utIndicatorCount = count(0)
        standardIndicatorCount = count(1)
        leapCount = count(2)
        timeCount = count(3)
        typeCount = count(4)
        characterCount = count(5)
        start = offset + 44
        self.timeSize = timeSize
        guard typeCount >= 1, typeCount <= 256, characterCount >= 1,
            utIndicatorCount == 0 || utIndicatorCount == typeCount,
            standardIndicatorCount == 0 || standardIndicatorCount == typeCount,
            end <= bytes.count
        else { return nil }
    }

    /// Where the data block ends; each count is below 2^32, so this cannot overflow.
    var end: Int {
        start + timeCount * timeSize + timeCount + typeCount * 6 + characterCount
            + leapCount * (timeSize + 4) + standardIndicatorCount + utIndicatorCount
    }
}
