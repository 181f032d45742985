import Testing

@testable import DaybookCore

struct GlucoseStatisticsTests {
    private func readings(_ values: [Double], source: GlucoseSource = .dexcom) -> [GlucoseReading] {
        values.enumerated().map {
            GlucoseReading(second: 1_800_000_000 + $0.offset * 300, mgdl: $0.element, source: source)
        }
    }

    /// Worked by hand: 50, 60, 70, 120, 180, 200, 260, 300 sum to 1,240 (mean 155); their squared deviations sum to
    /// 63,200 (sample variance 63,200 ÷ 7); 2 of 8 are below 70, 1 below 54, 3 above 180, 2 above 250.
    @Test func aWorkedExample() throws {
        let statistics = GlucoseStatistics(readings([50, 60, 70, 120, 180, 200, 260, 300]), ranges: .consensus)
        #expect(statistics.readings == 8)
        #expect(statistics.mean == 155)
        let sd = try #require(statistics.standardDeviation)
        #expect(abs(sd - (63_200.0 / 7).squareRoot()) < 1e-9)
        #expect(abs(sd - 95.0188) < 1e-4)
        #expect(abs((statistics.coefficientOfVariation ?? 0) - 61.3025) < 1e-4)
        #expect(abs((statistics.gmi ?? 0) - 7.0176) < 1e-9)
        #expect(statistics.belowRange == 25)
        #expect(statistics.veryLow == 12.5)
        #expect(statistics.inRange == 37.5)
        #expect(statistics.aboveRange == 37.5)
        #expect(statistics.veryHigh == 25)
        #expect(statistics.coverage == nil)
    }

    /// Against a second computation written differently: one pass of sums and sums of squares, ranges counted
    /// with filters, over many pseudo-random values.
    @Test func agreesWithAnIndependentComputation() throws {
        var generator = SplitMix(seed: 18)
        for count in [2, 3, 17, 288, 2016] {
            let values = (0..<count).map { _ in Double(40 + generator.next() % 361) }
            let statistics = GlucoseStatistics(readings(values), ranges: .consensus)
            let n = Double(count)
            let sum = values.reduce(0, +)
            let squares = values.map { $0 * $0 }.reduce(0, +)
            let mean = sum / n
            let variance = (squares - n * mean * mean) / (n - 1)
            #expect(abs((statistics.mean ?? 0) - mean) < 1e-9)
            #expect(abs((statistics.standardDeviation ?? 0) - variance.squareRoot()) < 1e-6)
            #expect(abs((statistics.gmi ?? 0) - (3.31 + 0.02392 * mean)) < 1e-9)
            let share = { (keep: (Double) -> Bool) in Double(values.filter(keep).count) / n * 100 }
            #expect(abs((statistics.inRange ?? 0) - share { $0 >= 70 && $0 <= 180 }) < 1e-9)
            #expect(abs((statistics.belowRange ?? 0) - share { $0 < 70 }) < 1e-9)
            #expect(abs((statistics.veryLow ?? 0) - share { $0 < 54 }) < 1e-9)
            #expect(abs((statistics.aboveRange ?? 0) - share { $0 > 180 }) < 1e-9)
            #expect(abs((statistics.veryHigh ?? 0) - share { $0 > 250 }) < 1e-9)
        }
    }

    @Test func mmolBoundsFallWhereTheConsensusPutsThem() {
        // 3.9 and 10.0 mmol/L are in range (70.26 and 180.16 mg/dL), 3.8 is below, 13.9 is not very high, 3.0 not
        // very low.
        let values = [3.9, 10.0, 3.8, 13.9, 3.0].map { $0 * GlucoseUnit.milligramsPerMillimole }
        let statistics = GlucoseStatistics(readings(values), ranges: .consensus)
        #expect(statistics.inRange == 40)
        #expect(statistics.belowRange == 40)
        #expect(statistics.veryLow == 0)
        #expect(statistics.aboveRange == 20)
        #expect(statistics.veryHigh == 0)
    }

    @Test func nothingToSayWithoutReadings() {
        let statistics = GlucoseStatistics([], ranges: .consensus)
        #expect(statistics.readings == 0)
        #expect(statistics.mean == nil && statistics.gmi == nil && statistics.inRange == nil)
        let one = GlucoseStatistics(readings([120]), ranges: .consensus)
        #expect(one.mean == 120)
        #expect(one.standardDeviation == nil && one.coefficientOfVariation == nil)
    }

    @Test func coverageIsTheShareOfExpectedSensorReadingsAtMostAll() {
        let statistics = GlucoseStatistics(
            readings([100, 110]), ranges: .consensus, sensorReadings: 200, expected: 288)
        #expect(abs((statistics.coverage ?? 0) - 200.0 / 288 * 100) < 1e-9)
        #expect(GlucoseStatistics([], ranges: .consensus, sensorReadings: 300, expected: 288).coverage == 100)
        #expect(GlucoseStatistics([], ranges: .consensus, sensorReadings: 0, expected: 0).coverage == nil)
    }
}
