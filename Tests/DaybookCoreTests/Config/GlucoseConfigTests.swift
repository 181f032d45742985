import Testing

@testable import DaybookCore

struct GlucoseConfigTests {
    private func load(_ text: String) -> (Config, [Diagnostic]) {
        ConfigLoader.load(Array(text.utf8))
    }

    @Test func defaultsAreMilligramsAndTheConsensusRanges() {
        let (config, diagnostics) = load("target: 1800\n")
        #expect(diagnostics.isEmpty)
        #expect(
            config.glucose
                == GlucoseSettings(
                    unit: .milligramsPerDeciliter,
                    words: [
                        "bg", "glucose", "smbg", "blood sugar", "blood glucose", "bs", "cgm", "fbg", "fbs", "bgl",
                        "fasting", "fasting glucose", "fasting bg", "fasting sugar", "fasting blood sugar",
                        "sugar level", "finger stick", "fingerstick", "🩸", "血糖", "血糖値", "血糖測定", "空腹時血糖",
                        "libre", "dexcom", "dex", "sensor", "リブレ", "デクスコム", "デキスコム", "デックスコム", "センサー",
                    ],
                    ranges: GlucoseRanges(veryLow: 54, low: 70, high: 180, veryHigh: 250)))
    }

    @Test func rangesAreWrittenInTheJournalsUnitWhateverTheOrderOfKeys() {
        let (config, diagnostics) = load(
            """
            glucose_ranges: {very_low: 3.0, low: 3.9, high: 10.0, very_high: 13.9}
            glucose_unit: mmol/L
            glucose_words: [sugar, 血糖]
            """)
        #expect(diagnostics.isEmpty)
        #expect(config.glucose.unit == .millimolesPerLiter)
        #expect(config.glucose.words == ["sugar", "血糖"])
        #expect(config.glucose.ranges == GlucoseRanges(veryLow: 54, low: 70, high: 180, veryHigh: 250))
    }

    @Test func badValuesAreReportedAndDefaultsKept() {
        let (config, diagnostics) = load(
            """
            glucose_unit: mmol
            glucose_ranges: {low: 11, high: 5}
            glucose_words: [long, bg]
            """)
        #expect(config.glucose.unit == .millimolesPerLiter)
        #expect(config.glucose.ranges == .consensus)
        #expect(config.glucose.words == ["bg"])
        #expect(
            diagnostics.map(\.message.en) == [
                "'glucose_ranges' must go up from very_low to low, high and very_high; the defaults are used",
                "'long' names both a dose and glucose readings; it stays the dose's",
            ])
    }

    @Test func anUnknownUnitIsAnError() {
        let (config, diagnostics) = load("glucose_unit: mg\n")
        #expect(config.glucose.unit == .milligramsPerDeciliter)
        #expect(diagnostics.first?.message.en == "'glucose_unit' must be mg/dL or mmol/L, found 'mg'")
        #expect(diagnostics.first?.line == 1)
    }

    @Test func aBoundOutOfRangeIsAnError() {
        let (_, diagnostics) = load("glucose_ranges: {high: 10000}\n")
        #expect(
            diagnostics.first?.message.en
                == "'glucose_ranges.high' must be a glucose value in mg/dL from 10 to 1000, found '10000'")
    }
}
