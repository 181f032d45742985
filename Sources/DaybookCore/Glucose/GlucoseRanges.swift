/// The glucose ranges statistics count in, in whole mg/dL. The defaults are the international consensus on time
/// in range (Battelino et al., Diabetes Care 2019): 70–180 in range, below 70 and below 54, above 180 and above 250.
public struct GlucoseRanges: Sendable, Hashable {
    /// Below this is very low (level 2).
    public var veryLow: Int
    /// Below this is low; from here up to `high` (both included) is in range.
    public var low: Int
    public var high: Int
    /// Above this is very high (level 2).
    public var veryHigh: Int

    public init(veryLow: Int = 54, low: Int = 70, high: Int = 180, veryHigh: Int = 250) {
        self.veryLow = veryLow
        self.low = low
        self.high = high
        self.veryHigh = veryHigh
    }

    public static let consensus = GlucoseRanges()

    /// Each bound above the one before, as the ranges need.
    public var isOrdered: Bool {
        veryLow <= low && low <= high && high <= veryHigh
    }
}
