/// What a set of glucose readings adds up to: how many, their mean and spread, the glucose management indicator,
/// and the share in each range. Percentages are 0–100; every value is nil without readings (the spread also with
/// a single one).
public struct GlucoseStatistics: Sendable, Hashable {
    public var readings: Int
    /// mg/dL.
    public var mean: Double?
    /// The sample standard deviation (n − 1), mg/dL.
    public var standardDeviation: Double?
    /// Coefficient of variation: standard deviation ÷ mean, %.
    public var coefficientOfVariation: Double?
    /// Glucose management indicator: 3.31 + 0.02392 × mean mg/dL, % (Bergenstal et al., Diabetes Care 2018).
    public var gmi: Double?
    /// Readings from `low` to `high`, both included, %.
    public var inRange: Double?
    /// Readings below `low` (the very low ones included), %.
    public var belowRange: Double?
    /// Readings below `veryLow`, %.
    public var veryLow: Double?
    /// Readings above `high` (the very high ones included), %.
    public var aboveRange: Double?
    /// Readings above `veryHigh`, %.
    public var veryHigh: Double?
    /// Continuous readings present ÷ those a sensor would have taken, %, at most 100; nil without sensor data.
    public var coverage: Double?

    /// - Parameters:
    ///   - readings: the readings counted.
    ///   - sensorReadings: how many continuous readings there are (for coverage), and `expected`, how many the
    ///     sensor would have taken over the time covered; coverage is nil when `expected` is nil or 0.
    public init(
        _ readings: some Collection<GlucoseReading>, ranges: GlucoseRanges, sensorReadings: Int = 0,
        expected: Int? = nil
    ) {
        self.readings = readings.count
        if let expected, expected > 0 {
            coverage = min(100, Double(sensorReadings) / Double(expected) * 100)
        }
        guard !readings.isEmpty else { return }
        let count = Double(readings.count)
        var sum = 0.0
        var below = 0
        var veryLow = 0
        var above = 0
        var veryHigh = 0
        for reading in readings {
            sum += reading.mgdl
            let whole = reading.wholeMilligrams
            if whole < ranges.low { below += 1 }
            if whole < ranges.veryLow { veryLow += 1 }
            if whole > ranges.high { above += 1 }
            if whole > ranges.veryHigh { veryHigh += 1 }
        }
        let mean = sum / count
        self.mean = mean
        gmi = 3.31 + 0.02392 * mean
        if readings.count > 1 {
            var squares = 0.0
            for reading in readings { squares += (reading.mgdl - mean) * (reading.mgdl - mean) }
            let deviation = (squares / (count - 1)).squareRoot()
            standardDeviation = deviation
            coefficientOfVariation = deviation / mean * 100
        }
        belowRange = Double(below) / count * 100
        self.veryLow = Double(veryLow) / count * 100
        aboveRange = Double(above) / count * 100
        self.veryHigh = Double(veryHigh) / count * 100
        inRange = Double(readings.count - below - above) / count * 100
    }
}
