import DaybookCore

/// A treatment's `identifier`: the same for an entry however its time or amount is edited, so that Nightscout
/// (15.0.7's API v1 and API v3 update by identifier) replaces the treatment a line gave before instead of adding a
/// second one.
extension NightscoutTreatments {
    /// What an entry is, apart from its time and amount: its journal day, what it is (a dose of which dose, a
    /// reading, a meal) and which of those it is that day, counted in file order. Editing a line's time or units
    /// keeps all three; so does moving lines around among their kind. The identifier is a name-based UUID
    /// (RFC 9562, version 5) of those, in daybook's namespace: URL-safe, as API v3's `/treatments/{identifier}`
    /// needs.
    static func identifier(day: LocalDate, what: String, ordinal: Int) -> String {
        NameBasedUUID.make(namespace: namespace, name: Array("\(day)|\(what)|\(ordinal)".utf8))
    }

    /// A line with a write id (` ^k3m9x2`: what `add` and `dose` write) is known by its day and that id, whatever
    /// else changes in it or around it. The day is part of it because a person's own block ids (Obsidian's
    /// `^lunch`) need only be unique within one file.
    static func identifier(day: LocalDate, writeID: WriteID) -> String {
        NameBasedUUID.make(namespace: namespace, name: Array("\(day)|write|\(writeID.value)".utf8))
    }

    /// daybook's namespace for its identifiers (a random UUID, fixed once).
    static let namespace: [UInt8] = [
        0x5c, 0x0d, 0x3f, 0x8e, 0x6b, 0x21, 0x4d, 0x2a, 0x9f, 0x47, 0x1e, 0x83, 0xb6, 0x50, 0xc9, 0x12,
    ]
}

/// RFC 9562's version 5 UUID: the first 16 bytes of the SHA-1 of namespace and name, with version and variant set.
enum NameBasedUUID {
    static func make(namespace: [UInt8], name: [UInt8]) -> String {
        var bytes = Array(SHA1.digest(namespace + name).prefix(16))
        bytes[6] = bytes[6] & 0x0F | 0x50
        bytes[8] = bytes[8] & 0x3F | 0x80
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append(UInt8(ascii: "-")) }
            text += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// SHA-1 (FIPS 180-4), for name-based UUIDs only: it identifies, it protects nothing.
enum SHA1 {
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var padded = message + [0x80]
        while padded.count % 64 != 56 { padded.append(0) }
        let bits = UInt64(message.count) * 8
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bits >> shift)) }
        var w = [UInt32](repeating: 0, count: 80)
        for block in stride(from: 0, to: padded.count, by: 64) {
            for i in 0..<16 {
                let at = block + i * 4
                w[i] =
                    UInt32(padded[at]) << 24 | UInt32(padded[at + 1]) << 16 | UInt32(padded[at + 2]) << 8
                    | UInt32(padded[at + 3])
            }
            for i in 16..<80 {
                let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
                w[i] = x << 1 | x >> 31
            }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let (f, k): (UInt32, UInt32)
                switch i {
                case 0..<20: (f, k) = (b & c | ~b & d, 0x5A82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (f, k) = (b & c | b & d | c & d, 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let t = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, t)
            }
            h[0] = h[0] &+ a
            h[1] = h[1] &+ b
            h[2] = h[2] &+ c
            h[3] = h[3] &+ d
            h[4] = h[4] &+ e
        }
        return h.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) } }
    }
}
