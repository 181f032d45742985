/// Glucose by time of day over a period: for each bin of the clock (an hour, or finer), the 5th, 25th, 50th,
/// 75th and 95th percentiles of the readings that fell in it, as an ambulatory glucose profile shows them.
public struct GlucoseProfile: Sendable, Hashable {
    public struct Bin: Sendable, Hashable {
        /// Minutes after midnight where the bin starts.
        public var start: Int
        public var readings: Int
        /// The 5th, 25th, 50th, 75th and 95th percentiles in mg/dL; empty for a bin without readings.
        public var percentiles: [Double]
    }

    /// The percentiles each bin gives, in order.
    public static let levels = [5.0, 25.0, 50.0, 75.0, 95.0]

    public var binMinutes: Int
    public var bins: [Bin]

    /// `binMinutes` must divide a day (60, 30, 15…); other values fall back to an hour.
    public init(_ readings: some Sequence<GlucoseReading>, binMinutes: Int = 60) {
        let width = binMinutes > 0 && 1440 % binMinutes == 0 ? binMinutes : 60
        var values = Array(repeating: [Double](), count: 1440 / width)
        for reading in readings {
            values[reading.time.time.minutes / width].append(reading.mgdl)
        }
        self.binMinutes = width
        bins = values.enumerated().map { index, bin in
            let sorted = bin.sorted()
            return Bin(
                start: index * width, readings: sorted.count,
                percentiles: sorted.isEmpty ? [] : GlucoseProfile.levels.map { GlucoseProfile.percentile(sorted, $0) })
        }
    }

    /// The `level`th percentile (0–100) of `sorted` (ascending, not empty), interpolating linearly between the two
    /// nearest ranks: rank (n − 1) × level / 100, counted from 0 (Hyndman and Fan's definition 7, as R and NumPy
    /// compute by default).
    public static func percentile(_ sorted: [Double], _ level: Double) -> Double {
        guard let first = sorted.first else { return 0 }
        let rank = Double(sorted.count - 1) * level / 100
        let lower = Int(rank)
        guard lower + 1 < sorted.count else { return sorted.last ?? first }
        return sorted[lower] + (rank - Double(lower)) * (sorted[lower + 1] - sorted[lower])
    }
}
