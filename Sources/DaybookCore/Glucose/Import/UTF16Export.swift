/// An export saved as UTF-16 (a spreadsheet's "Unicode text"), known by its byte-order mark, as UTF-8: every other
/// step reads UTF-8. A lone surrogate becomes U+FFFD, as any undecodable text does.
enum UTF16Export {
    /// The text as UTF-8 when `bytes` start with a UTF-16 byte-order mark; nil otherwise.
    static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 2 else { return nil }
        let bigEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): bigEndian = false
        case (0xFE, 0xFF): bigEndian = true
        default: return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
