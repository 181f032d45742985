/// A number as a person types it on the command line: digits, and at most one point followed by digits (`12`,
/// `12.5`). Nothing else is a number here — not `1e2`, `0x10`, `inf` or `12.000000000000001`'s cousins with more
/// than three decimals — so an amount written to the journal is exactly what the grammar reads back.
enum PlainDecimal {
    /// Digits after the point, at most.
    static let maximumDecimals = 3

    /// The value of `text`, or nil when it is not a plain decimal.
    static func value(_ text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.count <= 9,
            whole.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        guard parts.count == 2 else { return Double(whole) }
        let fraction = parts[1]
        guard !fraction.isEmpty, fraction.count <= maximumDecimals,
            fraction.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Double(text)
    }
}
