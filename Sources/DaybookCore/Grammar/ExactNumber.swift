/// A number as written, kept exact: a fraction of two integers. `0.3` is 3/10 and `1 1/2` is 3/2, so `0.3l` becomes
/// 3000/10 ml and then exactly 300 — scaled once, where a double would give 300.00000000000006.
///
/// Arithmetic never traps: what would overflow gives nil, and callers fall back to a double (such values are far
/// beyond any limit and are reported anyway).
struct ExactNumber: Hashable, Comparable, Sendable {
    /// Any sign; the denominator is always positive.
    private(set) var numerator: Int
    private(set) var denominator: Int

    /// Numbers with more digits than this are saturated: they are rejected by every limit long before.
    static let largest = 1 << 60

    init(_ whole: Int) {
        numerator = whole
        denominator = 1
    }

    /// `numerator / denominator`, reduced; nil for a zero denominator.
    init?(_ numerator: Int, over denominator: Int) {
        guard denominator != 0, numerator != Int.min, denominator != Int.min else { return nil }
        let divisor = max(1, gcd(numerator.magnitude, denominator.magnitude))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / Int(divisor)
        self.denominator = sign * denominator / Int(divisor)
    }

    static let half = ExactNumber(1, over: 2) ?? ExactNumber(1)

    /// The nearest double: one rounding, from the exact value.
    var double: Double { Double(numerator) / Double(denominator) }

    var isWhole: Bool { denominator == 1 }

    /// Rounded half away from zero, as kcal are.
    var roundedWhole: Int {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        guard remainder.magnitude * 2 >= UInt(denominator) else { return quotient }
        return numerator < 0 ? quotient - 1 : quotient + 1
    }

    func adding(_ other: ExactNumber) -> ExactNumber? {
        let (left, o1) = numerator.multipliedReportingOverflow(by: other.denominator)
        let (right, o2) = other.numerator.multipliedReportingOverflow(by: denominator)
        let (sum, o3) = left.addingReportingOverflow(right)
        let (bottom, o4) = denominator.multipliedReportingOverflow(by: other.denominator)
        guard !(o1 || o2 || o3 || o4) else { return nil }
        return ExactNumber(sum, over: bottom)
    }

    func multiplied(by other: ExactNumber) -> ExactNumber? {
        // Cross-reduce first, so that 3/10 × 1000 stays small.
        let a = max(1, gcd(numerator.magnitude, other.denominator.magnitude))
        let b = max(1, gcd(other.numerator.magnitude, denominator.magnitude))
        let (top, o1) = (numerator / Int(a)).multipliedReportingOverflow(by: other.numerator / Int(b))
        let (bottom, o2) = (denominator / Int(b)).multipliedReportingOverflow(by: other.denominator / Int(a))
        guard !(o1 || o2) else { return nil }
        return ExactNumber(top, over: bottom)
    }

    func divided(by other: ExactNumber) -> ExactNumber? {
        guard other.numerator != 0, let inverse = ExactNumber(other.denominator, over: other.numerator) else {
            return nil
        }
        return multiplied(by: inverse)
    }

    /// `self × other` exactly when it fits, else as near as a double gets.
    func times(_ other: ExactNumber) -> Double {
        multiplied(by: other)?.double ?? double * other.double
    }

    static func < (lhs: ExactNumber, rhs: ExactNumber) -> Bool {
        lhs.double < rhs.double
    }
}

private func gcd(_ a: UInt, _ b: UInt) -> UInt {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
