import Testing

@testable import DaybookCore

struct DoseParserTests {
    static let names: [(String, String, Double)] = [
        ("ランタス 12単位", "long", 12), ("ランタス12", "long", 12), ("トレシーバ10単位", "long", 10), ("Levemir 8u", "long", 8),
        ("トゥジェオ 14単位", "long", 14), ("ランタスXR 16単位", "long", 16), ("インスリングラルギン 10単位", "long", 10),
        ("insulin glargine 10u", "long", 10), ("degludec 12 units", "long", 12), ("持効型溶解 12単位", "long", 12),
        ("Fiasp 5", "rapid", 5), ("ヒューマログ 4単位", "rapid", 4), ("ノボラピッド5", "rapid", 5), ("NovoLog 3.5u", "rapid", 3.5),
        ("ルムジェブ 5単位", "rapid", 5), ("lispro 4 units", "rapid", 4), ("超速効型 3単位", "rapid", 3),
        ("ランタス: 12単位", "long", 12), ("4u humalog", "rapid", 4), ("12 units lantus", "long", 12),
        ("4単位 ヒューマログ", "rapid", 4), ("ランタス 12単位（寝る前）", "long", 12), ("basal 20u", "long", 20),
        ("bolus 5u", "rapid", 5), ("Lantus SoloStar 20u", "long", 20), ("トレシーバ注 10単位", "long", 10),
        ("Humalog 1/2 unit", "rapid", 0.5), ("lantus 7 1/2u", "long", 7.5), ("ヒューマログ ½単位", "rapid", 0.5),
        ("long-acting 20u", "long", 20), ("correction 2u", "rapid", 2), ("補正 2単位", "rapid", 2),
        ("昼食前 ヒューマログ 5", "rapid", 5), ("就寝前トレシーバ12単位", "long", 12), ("took my tresiba 12 units", "long", 12),
    ]

    @Test func aHalfUnitIsNeverOne() {
        for body in ["humalog 1/2u", "humalog ½u", "ヒューマログ 1/2単位", "4u humalog", "1/2u humalog"] {
            #expect(parseLine("- " + body).entry?.dose?.units == (body.hasPrefix("4") ? 4 : 0.5), "\(body)")
        }
    }

    @Test func vitaminsInInternationalUnitsAreNoInsulin() {
        #expect(parseLine("- vitamin d 1000 IU").entry?.mealItems.count == 1)
        #expect(parseLine("- ビタミンD 1000IU").diagnostics.isEmpty)
    }

    @Test(arguments: DoseParserTests.names)
    func knowsInsulinByName(body: String, dose: String, units: Double) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entry?.dose == DoseEntry(name: dose, units: units))
    }

    @Test(arguments: [
        "ノボリン 4単位", "insulin 8u", "Humulin R 4u before lunch", "ヒューマリンR 6単位", "インスリン注射",
        "ヒューマログミックス25 10単位", "NPH 10u", "4u", "8u ノボリン",
    ])
    func insulinThatIsNoDoseIsAnErrorNeverFood(body: String) {
        let result = parseLine("- " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func theErrorNamesTheWordAndTheHintHowToNameIt() {
        let diagnostic = parseLine("- 08:00 ノボリン 4単位 朝食前").diagnostics.first
        #expect(
            diagnostic?.message.en == "'ノボリン' names none of your doses; insulin is never counted as food, so the "
                + "line is not counted")
        #expect(diagnostic?.column == 9)
        #expect(
            diagnostic?.hint?.en == "if it is your insulin, name it in daybook.yaml: 'doses: {long: {per_day: 1, "
                + "aliases+: [ノボリン]}, rapid: {}}' if it is long-acting, 'doses: {long: {per_day: 1}, rapid: "
                + "{aliases+: [ノボリン]}}' if it is rapid-acting")
        let quoted = parseLine("- my: pen 4u").diagnostics.first?.hint?.en
        #expect(quoted?.contains(#"aliases+: ["my: pen"]"#) == true)
    }

    @Test func aConfiguredDoseDecidesWhatIsInsulin() {
        let doses = [DoseDefinition(name: "basal", aliases: ["ノボリン"], perDay: 1)]
        #expect(parseLine("- ノボリン 4単位", doses: doses).entry?.dose == DoseEntry(name: "basal", units: 4))
        let other = parseLine("- ヒューマログ 4単位", doses: doses).diagnostics.first
        // ヒューマログ is rapid-acting: never suggested for the only dose, which is long-acting.
        #expect(
            other?.hint?.en == "if it is your insulin, add a dose for it under doses in daybook.yaml, e.g. "
                + "'rapid: {aliases: [ヒューマログ]}'")
    }

    @Test func aPremixedInsulinIsNotTheRapidOneItStartsWith() {
        let result = parseLine("- ノボラピッド30ミックス 12単位")
        #expect(result.entry == nil)
        #expect(
            result.diagnostics.first?.message.en == "'ノボラピッド30ミックス' names none of your doses; insulin is never "
                + "counted as food, so the line is not counted")
        #expect(parseLine("- ノボラピッド 30mg").diagnostics.first?.message.en == "'mg' is not a unit of insulin")
    }

    @Test func aDoseNameWithoutAmountButWithKcalIsAnActivity() {
        #expect(parseLine("- long walk -200kcal").entry?.mealItems.first?.explicitKcal == -200)
        #expect(parseLine("- long walk").entry?.mealItems.first?.explicitKcal == nil)
        // Insulin is never food, kcal or not.
        #expect(parseLine("- lantus walk -200kcal").entry == nil)
    }

    @Test(arguments: [
        "aspartame 1 tsp", "アスパラ 3本", "ランチ 800kcal", "rapidly eaten toast", "longan 3",
        "インスタントラーメン",
    ])
    func foodThatOnlyLooksLikeInsulinIsFood(body: String) {
        let result = parseLine("- " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entry?.mealItems.count == 1)
    }

    // MARK: - A pump's settings, sums and changes

    @Test(arguments: [
        "temp basal 50%", "basal rate 0.8u/h", "basal 1.2 U/hr", "ベーサル 0.9単位/時", "0.8u/h",
        "pump basal 0.75u/hour", "ランタス 10単位/時間",
    ])
    func aPumpsRateOrPercentageIsNoDoseAndNoFood(body: String) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.en.hasSuffix("is not a dose amount; the line is not counted") == true)
    }

    @Test func theRateErrorShowsTheRateAndHowToWriteADose() {
        let diagnostic = parseLine("- basal rate 0.8u/h").diagnostics.first
        #expect(diagnostic?.message.en == "'0.8u/h' is not a dose amount; the line is not counted")
        #expect(diagnostic?.column == 14)
        #expect(
            diagnostic?.hint?.en == "a pump's rate or percentage is no dose: write the units given, e.g. 'basal 2u'")
    }

    @Test(arguments: [
        ("humalog 4+2u", 6.0), ("ヒューマログ 3+1単位", 4), ("4+2u humalog", 6), ("lantus 10u+2u", 12),
        ("ランタス 12単位→10単位に減量", 10), ("lantus 14u -> 12u", 12), ("tresiba 12 => 10", 10),
        ("humalog 4 + 2u", -1), ("humalog 4u + 2u correction", -1),
    ])
    func aSumIsOneDoseAndAChangeIsItsLastAmount(body: String, units: Double) {
        let result = parseLine("- " + body)
        if units < 0 {
            #expect(result.diagnostics.first?.message.en == "more than one thing on a dose line")
        } else {
            #expect(result.diagnostics.isEmpty)
            #expect(result.entry?.dose?.units == units)
        }
    }

    // MARK: - Insulin named without an amount

    @Test(arguments: ["took lantus", "ramen before humalog", "took my tresiba", "朝のランタス"])
    func insulinNamedWithoutAnAmountIsAnErrorNeverFood(body: String) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.count == 1)
        #expect(
            result.diagnostics.first?.message.en.hasSuffix(
                "is insulin without an amount: not counted as a dose or as food")
                == true)
    }

    @Test func theErrorNamesTheInsulinAndHowToLogADose() {
        let diagnostic = parseLine("- took lantus").diagnostics.first
        #expect(diagnostic?.message.en == "'lantus' is insulin without an amount: not counted as a dose or as food")
        #expect(diagnostic?.column == 8)
        #expect(diagnostic?.hint?.en == "write the units after the name, e.g. 'lantus 12u'")
    }

    // MARK: - A dose not taken

    @Test(arguments: [
        ("forgot lantus 12u", "forgot"), ("skipped long", "skipped"), ("no lantus tonight", "no"),
        ("ランタス 打ち忘れ", "打ち忘れ"),
        ("ランタス忘れた", "忘れ"), ("ランタス 12単位 なし", "なし"), ("missed my tresiba", "missed"), ("lantus 12u skipped", "skipped"),
        ("long 12u - forgot", "forgot"), ("didn't take lantus", "didn't"), ("lantus 12u, forgot", "forgot"),
        ("long: no", "no"), ("今日はトレシーバなし", "なし"), ("朝 打ち忘れ ランタス", "打ち忘れ"), ("skipped novorapid at lunch", "skipped"),
        ("forgot my novolin", "forgot"), ("ランタス打ってない", "打ってない"), ("トレシーバ スキップ", "スキップ"),
    ])
    func aDoseNotTakenIsAnErrorNeverADoseOrFood(body: String, word: String) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.count == 1)
        #expect(
            result.diagnostics.first?.message.en
                == "'\(word)' says the dose was not taken: the line is not counted as a dose or as food")
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func theNotTakenErrorPointsAtTheWordsAndShowsTheLineStruckThrough() {
        let diagnostic = parseLine("- 22:00 lantus 12u skipped").diagnostics.first
        #expect(diagnostic?.column == 20)
        #expect(
            diagnostic?.hint?.en
                == "leave a dose that was not taken out of the journal, or strike the line through, e.g. "
                + "'- ~~lantus 12u skipped~~'")
        #expect(parseLine("- 22:00 ~~lantus 12u skipped~~").entry?.content == .cancelled)
    }

    @Test(arguments: [
        "humalog 4u no correction", "ランタス 12単位 忘れずに", "ヒューマログ 4単位 補食なし", "long black no sugar",
        "coffee no sugar", "skipped lunch, long black", "ramen, no toppings",
    ])
    func wordsOfNoDoseTakenElsewhereAreNoError(body: String) {
        #expect(parseLine("- " + body).diagnostics.allSatisfy { $0.severity != .error })
    }

    @Test func anItemOfAMealThatNamesInsulinIsReportedAndTheRestCounts() {
        for body in ["ramen, forgot lantus", "ramen, lantus", "ramen、トレシーバ忘れ"] {
            let result = parseLine("- " + body)
            #expect(result.entry?.mealItems.map(\.name) == ["ramen"], "\(body)")
            #expect(result.diagnostics.first?.message.en.contains("is insulin without an amount") == true, "\(body)")
        }
        #expect(parseLine("- ramen, long").diagnostics.first?.message.en == "dose 'long' has no amount")
    }

    @Test(arguments: ["asparagus 5 spears", "diet coke with aspartame", "basil pesto pasta", "グラタン", "ベーグル"])
    func wordsThatOnlyStartLikeInsulinAreFood(body: String) {
        let result = parseLine("- " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entry?.mealItems.count == 1)
    }

    // MARK: - Foods named like a dose

    @Test(arguments: [
        "long black", "long island iced tea", "long john donut", "long beans 100g", "long grain rice",
        "rapid fire wings 6", "flat white, long black",
    ])
    func aDoseLabelFollowedByWordsAndNoAmountIsFood(body: String) {
        let result = parseLine("- " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entry?.mealItems.contains { $0.name.hasPrefix("long") || $0.name.hasPrefix("rapid") } == true)
    }

    @Test(arguments: ["long", "long done", "long taken", "long: ", "long 済", "lantus done", "Lantus pen", "ランタス済"])
    func aDoseWithoutAmountStaysAnError(body: String) {
        let result = parseLine("- " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func aConfiguredAliasNamesInsulinAndAConfiguredNameMayStartAFood() {
        let doses = [DoseDefinition(name: "morning", aliases: ["actrapid"], perDay: 1)]
        #expect(parseLine("- morning glory muffin", doses: doses).entry?.mealItems.count == 1)
        #expect(parseLine("- morning 12u", doses: doses).entry?.dose == DoseEntry(name: "morning", units: 12))
        #expect(parseLine("- actrapid pen", doses: doses).entry == nil)
        #expect(parseLine("- took actrapid", doses: doses).entry == nil)
    }

    @Test func aNoteInParenthesesMayHoldCommas() {
        #expect(parseLine("- ランタス 12単位 (寝る前, 忘れずに)").entry?.dose == DoseEntry(name: "long", units: 12))
        #expect(
            parseLine("- ランタス 12単位, ラーメン 1杯").diagnostics.first?.message.en == "more than one thing on a dose line")
    }

    @Test(arguments: [
        ("lantus20u", "long", 20), ("Humalog4u", "rapid", 4), ("took 6u humalog", "rapid", 6),
        ("gave 4 units novorapid before dinner", "rapid", 4), ("lantus=20", "long", 20),
        ("lantus twenty units", "long", 20),
        ("humalog twenty-two units", "rapid", 22), ("humalog .5u", "rapid", 0.5), ("トレシーバ 12ユニット", "long", 12),
        ("ランタス十二単位", "long", 12),
    ])
    func anAmountAsPeopleWriteIt(body: String, dose: String, units: Double) {
        let result = parseLine("- " + body)
        #expect(result.entry?.dose == DoseEntry(name: dose, units: units))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aNumberWordOrAPointIsAnAmountOnlyBeforeAUnit() {
        #expect(parseLine("- lantus twenty").entry == nil)
        #expect(parseLine("- two eggs").entry?.mealItems.count == 1)
        #expect(parseLine("- lantus .5").entry == nil)
    }

    @Test func aPremixedInsulinsShareIsNoAmount() {
        let result = parseLine("- novolog 70/30 12u")
        #expect(result.entry == nil)
        #expect(result.diagnostics.first?.message.en.hasPrefix("'novolog 70/30' names none of your doses") == true)
    }

    @Test func aNoteAfterADosesCommaIsReadWithAWarning() {
        let result = parseLine("- lantus 20u, felt fine")
        #expect(result.entry?.dose == DoseEntry(name: "long", units: 20))
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(
            result.diagnostics.first?.message.en == "'felt fine' after the dose is read as a note, not counted as food")
        #expect(result.diagnostics.first?.hint?.en == "if it is food, write it on its own line, e.g. '- felt fine'")
    }

    @Test func aSecondAmountAfterADosesCommaIsAnError() {
        let result = parseLine("- novorapid 6u lunch, 2u correction")
        #expect(result.entry == nil)
        #expect(
            result.diagnostics.first?.message.en
                == "'2u correction' is a second dose on a dose line; the line is not counted")
        #expect(
            result.diagnostics.first?.hint?.en
                == "write each dose on its own line, or their sum as one, e.g. 'novorapid 6+2u'")
        // Another insulin is never summed with the first.
        let two = parseLine("- rapid 4u, long 12u")
        #expect(two.entry == nil)
        #expect(two.diagnostics.first?.message.en == "more than one thing on a dose line")
    }

    @Test func theHintPutsAnInsulinUnderADoseOfItsKind() {
        let doses = [
            DoseDefinition(name: "night", aliases: ["lantus"], perDay: 1),
            DoseDefinition(name: "meals", aliases: ["humalog"]),
        ]
        let long = parseLine("- levemir 8u", doses: doses).diagnostics.first?.hint?.en
        #expect(
            long
                == "if it is your insulin, add it to its dose in daybook.yaml, e.g. 'night: {aliases+: [levemir]}' under doses"
        )
        let rapid = parseLine("- fiasp 4u", doses: doses).diagnostics.first?.hint?.en
        #expect(
            rapid
                == "if it is your insulin, add it to its dose in daybook.yaml, e.g. 'meals: {aliases+: [fiasp]}' under doses"
        )
        let unknown = parseLine("- mypen 4u", doses: doses).diagnostics.first?.hint?.en
        #expect(
            unknown == "if it is your insulin, add it under doses in daybook.yaml to the dose it belongs to: "
                + "'night: {aliases+: [mypen]}' or 'meals: {aliases+: [mypen]}'")
    }
}
