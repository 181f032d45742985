/// A glucose value as exports write it: `142`, `7.9`, and `7,9` where a locale writes a decimal comma.
enum GlucoseNumber {
    /// ASCII digits with at most one decimal point or comma and at most 9 digits; nil for anything else (signs,
    /// exponents, `NaN`, empty).
    static func parse(_ bytes: some Collection<UInt8>) -> Double? {
        var whole = 0
        var fraction = 0
        var scale = 1
        var digits = 0
        var seenPoint = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 9 else { return nil }
                if seenPoint {
                    fraction = fraction * 10 + Int(byte - 0x30)
                    scale *= 10
                } else {
                    whole = whole * 10 + Int(byte - 0x30)
                }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                guard !seenPoint, digits > 0 else { return nil }
                seenPoint = true
            default:
                return nil
            }
        }
        guard digits > 0, !seenPoint || scale > 1 else { return nil }
        return Double(whole) + Double(fraction) / Double(scale)
    }
}
