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

    @Test(arguments: ["ノボリン 4単位", "insulin 8u", "Humulin R 4u before lunch", "ヒューマリンR 6単位", "インスリン注射",
                      "ヒューマログミックス25 10単位", "NPH 10u", "4u", "8u ノボリン"])
    func insulinThatIsNoDoseIsAnErrorNeverFood(body: String) {
        let result = parseLine("- " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func theErrorNamesTheWordAndTheHintHowToNameIt() {
        let diagnostic = parseLine("- 08:00 ノボリン 4単位 朝食前").diagnostics.first
        #expect(diagnostic?.message.en == "'ノボリン' names none of your doses; insulin is never counted as food, so the "
                + "line is not counted")
        #expect(diagnostic?.column == 9)
        #expect(diagnostic?.hint?.en == "if it is your insulin, name it in daybook.yaml: 'doses: {long: {per_day: 1}, "
                + "rapid: {aliases+: [ノボリン]}}' (or put it under long, if it is long-acting)")
        let quoted = parseLine("- my: pen 4u").diagnostics.first?.hint?.en
        #expect(quoted?.contains(#"aliases+: ["my: pen"]"#) == true)
    }

    @Test func aConfiguredDoseDecidesWhatIsInsulin() {
        let doses = [DoseDefinition(name: "basal", aliases: ["ノボリン"], perDay: 1)]
        #expect(parseLine("- ノボリン 4単位", doses: doses).entry?.dose == DoseEntry(name: "basal", units: 4))
        let other = parseLine("- ヒューマログ 4単位", doses: doses).diagnostics.first
        #expect(other?.hint?.en == "if it is your insulin, add it to its dose in daybook.yaml, e.g. "
                + "'basal: {aliases+: [ヒューマログ]}' under doses")
    }

    @Test func aPremixedInsulinIsNotTheRapidOneItStartsWith() {
        let result = parseLine("- ノボラピッド30ミックス 12単位")
        #expect(result.entry == nil)
        #expect(result.diagnostics.first?.message.en == "'ノボラピッド30ミックス' names none of your doses; insulin is never "
                + "counted as food, so the line is not counted")
        #expect(parseLine("- ノボラピッド 30mg").diagnostics.first?.message.en == "'mg' is not a unit of insulin")
    }

    @Test func aDoseNameWithoutAmountButWithKcalIsAnActivity() {
        #expect(parseLine("- long walk -200kcal").entry?.mealItems.first?.explicitKcal == -200)
        #expect(parseLine("- long walk").entry == nil)
    }

    @Test(arguments: ["aspartame 1 tsp", "アスパラ 3本", "ランチ 800kcal", "rapidly eaten toast", "longan 3",
                      "インスタントラーメン"])
    func foodThatOnlyLooksLikeInsulinIsFood(body: String) {
        let result = parseLine("- " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entry?.mealItems.count == 1)
    }
}
