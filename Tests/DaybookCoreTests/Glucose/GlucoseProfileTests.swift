import Testing

@testable import DaybookCore

struct GlucoseProfileTests {
    /// By hand, for 10, 20, 30, 40, 50: the 5th percentile is at rank 0.2 (12), the 25th at rank 1 (20), the median
    /// 30, the 75th 40, the 95th at rank 3.8 (48).
    @Test func percentilesInterpolateBetweenRanks() {
        let sorted = [10.0, 20, 30, 40, 50]
        #expect(GlucoseProfile.levels.map { GlucoseProfile.percentile(sorted, $0) } == [12, 20, 30, 40, 48])
        #expect(GlucoseProfile.percentile([7], 95) == 7)
        #expect(GlucoseProfile.percentile([1, 2], 50) == 1.5)
    }

    @Test func readingsFallInTheirClockHoursWhateverTheDay() throws {
        let readings = [
            ("2026-11-28T00:10", 100.0), ("2026-11-29T00:50", 200), ("2026-11-29T23:59", 150),
            ("2026-11-29T12:30", 90),
        ].map { GlucoseReading(at: now($0.0), mgdl: $0.1, source: .dexcom) }
        let profile = GlucoseProfile(readings, binMinutes: 60)
        #expect(profile.bins.count == 24)
        #expect(profile.bins[0].readings == 2)
        #expect(profile.bins[0].percentiles == [105, 125, 150, 175, 195])
        #expect(profile.bins[12].percentiles == [90, 90, 90, 90, 90])
        #expect(profile.bins[23].readings == 1)
        #expect(profile.bins[1].percentiles.isEmpty)
        let fine = GlucoseProfile(readings, binMinutes: 15)
        #expect(fine.bins.count == 96)
        #expect(fine.bins[0].readings == 1 && fine.bins[3].readings == 1)
        #expect(GlucoseProfile(readings, binMinutes: 7).binMinutes == 60)
    }
}
