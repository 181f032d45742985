import Testing

@testable import DaybookCore

struct GlucoseLineTests {
    private func parse(
        _ line: String, settings: GlucoseSettings = .standard,
        doses: [DoseDefinition] = DoseDefinition.standard
    ) -> EntryParser.Result {
        let start = ListItem.contentStart(Array(line.utf8)[...]) ?? 0
        return EntryParser(doses: doses, glucose: settings).parse(
            line: line, contentStart: start,
            location: SourceLocation(file: "t.md", line: 1))
    }

    static let readings: [(String, Double, GlucoseUnit)] = [
        ("bg 142", 142, .milligramsPerDeciliter), ("BG 7.9 mmol/L", 7.9 * 18.016, .millimolesPerLiter),
        ("glucose 142", 142, .milligramsPerDeciliter), ("血糖 142", 142, .milligramsPerDeciliter),
        ("血糖値 142mg/dL", 142, .milligramsPerDeciliter), ("SMBG 98", 98, .milligramsPerDeciliter),
        ("bg: 120 before lunch", 120, .milligramsPerDeciliter), ("ｂｇ　１４２", 142, .milligramsPerDeciliter),
        ("bg 6.1mmol", 6.1 * 18.016, .millimolesPerLiter), ("血糖値142", 142, .milligramsPerDeciliter),
        ("BG 7,9 mmol/L", 7.9 * 18.016, .millimolesPerLiter), ("bg 1,000", 1000, .milligramsPerDeciliter),
    ]

    @Test(arguments: GlucoseLineTests.readings)
    func readsReadings(body: String, mgdl: Double, unit: GlucoseUnit) {
        let result = parse("- 07:30 " + body)
        #expect(result.diagnostics.isEmpty)
        let reading = result.entry?.glucose
        #expect(reading?.unit == unit)
        #expect(abs((reading?.mgdl ?? 0) - mgdl) < 1e-9)
    }

    @Test func aNumberWithoutUnitIsInTheJournalsUnit() {
        let mmol = GlucoseSettings(unit: .millimolesPerLiter)
        #expect(
            parse("- 07:30 bg 7.9", settings: mmol).entry?.glucose
                == GlucoseEntry(mgdl: 7.9 * 18.016, unit: .millimolesPerLiter))
        #expect(
            parse("- 07:30 bg 142 mg/dL", settings: mmol).entry?.glucose
                == GlucoseEntry(mgdl: 142, unit: .milligramsPerDeciliter))
    }

    @Test(arguments: ["glucose tablets", "glucose 15g", "bagel 2", "bgm 5", "bg", "bg tea"])
    func otherTextIsAMeal(body: String) {
        let result = parse("- 07:30 " + body)
        #expect(result.entry?.glucose == nil)
        #expect(result.entry?.mealItems.isEmpty == false)
    }

    @Test func zeroAndTenThousandAreErrorsNotReadings() {
        for body in ["bg 0", "bg 10000", "bg 10,000"] {
            let result = parse("- 07:30 " + body)
            #expect(result.entry == nil)
            #expect(result.diagnostics.first?.message.en == "glucose reading \(body.dropFirst(3)) is out of range")
        }
    }

    @Test func aDecimalNumberNoReadingInMilligramsIsReadInMillimolesWithAWarning() {
        // Meters show mg/dL in whole numbers: `bg 7.9` in a mg/dL journal can only be mmol/L.
        let result = parse("- 07:30 bg 7.9")
        #expect(result.entry?.glucose?.mgdl == GlucoseUnit.millimolesPerLiter.milligramsPerDeciliter(7.9))
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.severity == .warning)
        #expect(diagnostic?.column == 12)
        #expect(diagnostic?.message.en == "glucose '7.9' read as 7.9 mmol/L: no reading is that in the journal's unit")
        #expect(
            diagnostic?.hint?.en
                == "write the unit after the number ('bg 7.9 mmol/L'), or set 'glucose_unit: mmol/L' in daybook.yaml")
    }

    @Test func aSmallWholeNumberInMilligramsSaysToWriteTheUnit() {
        // `bg 7` may be 7 mmol/L or a number cut short: no reading, and the hint says how to write it.
        let result = parse("- 07:30 bg 7")
        #expect(result.entry == nil)
        #expect(
            result.diagnostics.first?.hint?.en
                == "a reading is from 10 to 1000 mg/dL; write the unit after the number if it is another, e.g. 'bg 7 mmol/L'"
        )
    }

    @Test func moreThanOneThingIsAnError() {
        let result = parse("- 07:30 bg 142, toast")
        #expect(result.entry == nil)
        #expect(result.diagnostics.first?.message.en == "more than one thing on a glucose line")
        #expect(result.diagnostics.first?.column == 15)
    }

    @Test func aReadingInsideAMealIsReportedAndNotFood() {
        let result = parse("- 07:30 toast, bg 142")
        #expect(result.entry?.mealItems.map(\.name) == ["toast"])
        #expect(result.diagnostics.first?.message.en == "a glucose reading inside a meal line is not counted")
        #expect(result.diagnostics.first?.hint?.en == "write each reading on its own line, e.g. '- 12:30 bg 142'")
    }

    @Test func aReadingWithoutTimeIsKeptWithAWarning() {
        let result = parse("- bg 142")
        #expect(result.entry?.glucose?.mgdl == 142)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(
            result.diagnostics.first?.message.en
                == "this glucose reading has no time, so it is left out of glucose statistics")
    }

    @Test func configuredWordsReplaceTheDefaults() {
        let settings = GlucoseSettings(words: ["sugar"])
        #expect(parse("- 07:30 sugar 120", settings: settings).entry?.glucose?.mgdl == 120)
        #expect(parse("- 07:30 bg 120", settings: settings).entry?.glucose == nil)
    }

    @Test func aDoseNameWinsOverAGlucoseWord() {
        let doses = [DoseDefinition(name: "bg")]
        #expect(parse("- 07:30 bg 12", doses: doses).entry?.dose == DoseEntry(name: "bg", units: 12))
    }

    @Test func struckThroughReadingsAreCancelled() {
        #expect(parse("- ~~07:30 bg 0~~").entry?.content == .cancelled)
    }

    // MARK: - A note before the reading, a meter's bounds

    static let afterANote: [(String, Double)] = [
        ("fasting bg 95", 95), ("before lunch bg 132", 132), ("朝食前 血糖 110", 110), ("寝る前 血糖値 180", 180),
        ("血糖測定 142", 142), ("低血糖 65", 65), ("blood sugar 120", 120), ("after dinner glucose 7.8 mmol/L", 7.8 * 18.016),
        ("起床時 血糖値：98", 98), ("食後2時間 血糖 165", 165), ("2h after lunch bg 140", 140), ("30分後 血糖値 120", 120),
        ("90 min post dinner glucose 150", 150),
    ]

    @Test(arguments: GlucoseLineTests.afterANote)
    func wordsBeforeTheReadingAreANote(body: String, mgdl: Double) {
        let result = parse("- 07:30 " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(abs((result.entry?.glucose?.mgdl ?? 0) - mgdl) < 1e-9)
    }

    @Test(arguments: ["ブドウ糖 2粒", "血糖値が気になる方のお茶 1本", "pizza 2 slices bg 180", "bbq sauce", "2 eggs bg 90"])
    func aNoteWithDigitsOrAWordWithoutNumberIsNoReading(body: String) {
        #expect(parse("- 07:30 " + body).entry?.glucose == nil)
    }

    @Test(arguments: ["BG LO", "bg HI", "bg: high", "血糖 LO", "fasting bg low", "toast, bg HI"])
    func aMetersBoundIsAnErrorNeverFood(body: String) {
        let result = parse("- 07:30 " + body)
        #expect(result.entry?.glucose == nil)
        #expect(result.entry?.mealItems.contains { $0.name.contains("bg") || $0.name.contains("血糖") } != true)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func theBoundErrorSaysWhatToWriteInTheJournalsUnit() {
        let low = parse("- 07:30 BG LO").diagnostics.first
        #expect(low?.message.en == "'LO' is beyond the meter's range and no number: the reading is not counted")
        #expect(low?.column == 12)
        #expect(low?.hint?.en == "write the number it stands for, e.g. 'BG 40' if your meter's LO means below 40 mg/dL")
        let high = parse("- 07:30 bg HI", settings: GlucoseSettings(unit: .millimolesPerLiter)).diagnostics.first
        #expect(
            high?.hint?.en
                == "write the number it stands for, e.g. 'bg 22.2' if your meter's HI means above 22.2 mmol/L")
    }

    @Test func aNoteInParenthesesMayHoldCommas() {
        #expect(parse("- 07:30 bg 142 (before lunch, fasting)").entry?.glucose?.mgdl == 142)
        #expect(parse("- 07:30 bg 142, toast").diagnostics.first?.message.en == "more than one thing on a glucose line")
    }

    // MARK: - Approximate readings, shorthand and sensors

    static let approximate: [(String, Double)] = [
        ("bg ~140", 140), ("bg ≈140", 140), ("bg ≒ 140", 140), ("血糖 約140", 140), ("血糖値 〜120", 120),
        ("bg about 140", 140), ("bg around 95", 95), ("BG approx. 180", 180),
        ("bg approximately 7.2 mmol/L", 7.2 * 18.016),
        ("bg: ~150", 150), ("bg 140ish", 140), ("bg 95-ish", 95), ("血糖 140くらい", 140), ("fasting bg ~100", 100),
    ]

    @Test(arguments: GlucoseLineTests.approximate)
    func anApproximateReadingCountsAsWritten(body: String, mgdl: Double) {
        let result = parse("- 07:30 " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(abs((result.entry?.glucose?.mgdl ?? 0) - mgdl) < 1e-9)
    }

    @Test(arguments: ["bg aboutness 5", "glucose about 15g", "bg ~"])
    func anApproximateMarkMakesNoReadingOfWhatIsNone(body: String) {
        #expect(parse("- 07:30 " + body).entry?.glucose == nil)
    }

    @Test(arguments: [
        ("BS 135", 135.0), ("bs: 98", 98), ("libre 156", 156), ("リブレ 156", 156), ("Dexcom 165", 165),
        ("デクスコム 120", 120), ("libre 3.9 mmol/L", 3.9 * 18.016), ("リブレ 約156", 156), ("bs ~140", 140),
    ])
    func shorthandAndSensorNamesStartReadings(body: String, mgdl: Double) {
        let glucose = parse("- 07:30 " + body).entry?.glucose
        #expect(abs((glucose?.mgdl ?? 0) - mgdl) < 1e-9)
        // A sensor's name says the number was read off the sensor; BS is a meter's (or nobody says).
        #expect(glucose?.fromSensor == !body.lowercased().hasPrefix("bs"))
    }

    @Test(arguments: ["libre 2", "libre 3 sensor applied", "リブレ2", "cuba libre 2", "cuba libre 150", "toast, libre 3"])
    func aSensorsModelOrANameEndingInOneIsNoReading(body: String) {
        let result = parse("- 07:30 " + body)
        #expect(result.entry?.glucose == nil)
        #expect(result.diagnostics.allSatisfy { $0.severity != .error })
    }
}
