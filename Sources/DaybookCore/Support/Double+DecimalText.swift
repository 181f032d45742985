extension Double {
    /// Significant digits every printed number is rounded to: more than any quantity, dose or ratio daybook shows
    /// needs, and few enough that the last bits of binary arithmetic (`0.1 + 0.2`) never show.
    static let printedDigits = 10

    /// The number as people write it: `12`, `2.5`, `300`, `0.333333333`; never `12.0` or `300.00000000000006`.
    /// Rounded to `printedDigits` significant digits; from 10^15 whole, and beyond what an Int holds in Swift's
    /// own notation. Not finite: `0`.
    public var decimalText: String {
        guard isFinite else { return "0" }
        let magnitude = Swift.abs(self)
        guard magnitude < 1e15 else { return magnitude < 9e18 ? String(Int(self.rounded())) : String(self) }
        var wholeDigits = 1
        var power = 10.0
        while power <= magnitude, wholeDigits < 16 {
            power *= 10
            wholeDigits += 1
        }
        let decimals = Swift.max(0, Self.printedDigits - wholeDigits)
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((magnitude * Double(scale)).rounded())
        var text = scaled != 0 && self < 0 ? "-" : ""
        text += String(scaled / scale)
        var fraction = scaled % scale
        guard fraction != 0 else { return text }
        var places = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        let digits = String(fraction)
        return text + "." + String(repeating: "0", count: places - digits.count) + digits
    }
}

extension Double {
    /// `Double(text)`, with the plain decimals daybook writes (`87`, `-2.37`, `63.86`) read without `strtod`: at most
    /// 15 digits and 22 after the point make an integer and a power of ten that a `Double` holds exactly, and so
    /// one division gives the correctly rounded value `strtod` gives. Anything else goes to `Double(text)`.
    init?(plainDecimal text: String) {
        var whole = 0
        var digits = 0
        var decimals = 0
        var seenPoint = false
        var negative = false
        var index = 0
        var plain = true
        for byte in text.utf8 {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { decimals += 1 }
            case UInt8(ascii: "."):
                // A digit before the point, and only one point.
                if seenPoint || digits == 0 { plain = false }
                seenPoint = true
            case UInt8(ascii: "-") where index == 0:
                negative = true
            default:
                plain = false
            }
            if !plain || digits > 15 { break }
        }
        guard plain, digits > 0, digits <= 15, decimals <= 22, !(seenPoint && decimals == 0) else {
            guard let value = Double(text) else { return nil }
            self = value
            return
        }
        var power = 1.0
        for _ in 0..<decimals { power *= 10 }
        let magnitude = Double(whole) / power
        self = negative ? -magnitude : magnitude
    }
}
