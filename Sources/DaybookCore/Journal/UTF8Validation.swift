/// Where UTF-8 goes wrong, checked by hand so a bad byte can be reported by its offset.
enum UTF8Validation {
    /// The index of the first byte that does not start or continue a well-formed UTF-8 sequence, or nil.
    static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return i
            }
            for k in 1..<length {
                guard i + k < end else { return i }
                let byte = bytes[i + k]
                let (min, max) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= min, byte <= max else { return i }
            }
            i += length
        }
        return nil
    }
}
