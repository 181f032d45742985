import Testing

@testable import DaybookCore

/// A dose line holds one dose of one amount: a second dose or a food joined without a comma, and an amount that is
/// not one number, are errors — never one dose read silently.
struct DoseParserOneThingTests {
    @Test(arguments: [
        "humalog 4u and lantus 12u", "humalog 4u & lantus 12u", "humalog 4u / lantus 12u", "humalog 4u lantus 12u",
        "ヒューマログ4単位 ランタス12単位", "ヒューマログ4単位とランタス12単位", "rapid 4u long 12u", "correction 2u lantus 12u",
        "humalog 4u (lantus 12u)", "lantus 12u humalog 4u", "lantus 12u then humalog 4u", "long 12u plus rapid 4u",
        "ランタス12単位・ヒューマログ4単位", "4u humalog 12u lantus", "lantus 12u and humalog", "lantus 12u lantus 12u",
        "lantus 12u humalog", "トレシーバ 10単位 ノボラピッド", "humalog lantus 12u", "rapid long 12u", "ランタス ヒューマログ 4単位",
        "humalog and lantus 12u",
    ])
    func aSecondDoseWithoutACommaIsAnError(body: String) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.map(\.message.en) == ["more than one thing on a dose line"])
        #expect(result.diagnostics.first?.hint?.en == "write each dose and each meal on its own line")
    }

    @Test(arguments: [
        "ramen 600kcal and lantus 12u", "ramen with lantus 12u", "ramen / lantus 12u", "ramen & lantus 12u",
        "dinner: ramen 600kcal lantus 12u", "ラーメン600kcal ランタス12単位", "lantus 12u and ramen",
        "lantus 12u with ramen 600kcal", "lantus 12u ramen 600kcal", "2 slices pizza humalog 4u",
        "カレー 700kcal とヒューマログ4単位",
        "ramen 600kcal took 4u humalog", "ramen 600kcal 4u humalog",
    ])
    func aFoodJoinedToADoseIsAnError(body: String) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.map(\.message.en) == ["more than one thing on a dose line"])
    }

    @Test(arguments: [
        ("humalog 4u for 60g carbs", 4.0, 60.0), ("ノボラピッド 6単位（糖質60g）", 6, 60), ("humalog 6u (45g carb)", 6, 45),
        ("rapid 5u C54", 5, 54), ("ヒューマログ 3単位 炭水化物 40.5g", 3, 40.5), ("humalog 4u", 4, nil),
    ])
    func carbohydrateBesideADoseIsWhatItWasTakenFor(body: String, units: Double, carbs: Double?) {
        let result = parseLine("- 12:00 " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entry?.dose?.units == units)
        #expect(result.entry?.dose?.carbs == carbs)
    }

    @Test(arguments: [
        ("humalog 4u for -5g carbs", "'-5g carbs' is less than no carbohydrate; not counted"),
        ("humalog 4u and lantus 12u for 60g carbs", "more than one thing on a dose line"),
        ("humalog 4u 3u for 60g carbs", "'4u 3u' is not one amount: a dose is counted only with the one amount given"),
    ])
    func carbohydrateBesideADoseKeepsTheDosesRules(body: String, message: String) {
        let result = parseLine("- 12:00 " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.map(\.message.en) == [message])
    }

    @Test(arguments: [
        ("lantus 12u before bed", "long", 12.0), ("humalog 4u no correction", "rapid", 4),
        ("ランタス 12単位 忘れずに", "long", 12), ("humalog 4u before lunch", "rapid", 4), ("tresiba 9u at bedtime", "long", 9),
        ("before lunch humalog 4u", "rapid", 4), ("昼食前 ヒューマログ 5", "rapid", 5), ("took 6u humalog", "rapid", 6),
        ("lantus 12u at 22:00", "long", 12), ("ランタス 12単位 22時", "long", 12), ("humalog 4u with lunch", "rapid", 4),
        ("lantus 14u -> 12u", "long", 12), ("humalog 4+2u", "rapid", 6), ("humalog 1 1/2u", "rapid", 1.5),
        ("humalog 3/4u", "rapid", 0.75), ("lantus SoloStar 20u", "long", 20), ("トレシーバ注 フレックスタッチ 10単位", "long", 10),
    ])
    func aNoteAfterOrBeforeADoseStaysADose(body: String, dose: String, units: Double) {
        let result = parseLine("- 12:00 " + body)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.entry?.dose == DoseEntry(name: dose, units: units))
    }

    @Test(arguments: [
        ("lantus 12-14u", "12-14u"), ("lantus 12~14u", "12~14u"), ("lantus 12/14u", "12/14"), ("lantus 12 14", "12 14"),
        ("lantus 12 or 14", "12 or 14"), ("lantus 12.5.5u", "12.5.5u"),
        ("lantus 20 and a half units", "20 and a half units"),
        ("lantus 12u x2", "12u x2"), ("lantus 12u ×2", "12u ×2"), ("lantus 12u twice", "12u twice"),
        ("2 x lantus 12u", "2 x"),
        ("lantus 12 to 14 units", "12 to 14"), ("ランタス 12〜14単位", "12〜14単位"), ("ランタス 12単位×2", "12単位×2"),
        ("ランタス 12単位 2回", "12単位 2回"), ("lantus 12u 2x", "12u 2x"), ("lantus 12u or so", "12u or so"),
        ("humalog 4 - 6u", "4 - 6u"), ("2x humalog 4u", "2x"), ("lantus 5/4u", "5/4"), ("2 x 4u humalog", "2 x"),
        ("ランタス 12か14単位", "12か14単位"), ("lantus 12u-14u", "12u-14u"),
    ])
    func anAmountThatIsNotOneNumberIsAnError(body: String, written: String) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.entry == nil)
        #expect(
            result.diagnostics.map(\.message.en)
                == ["'\(written)' is not one amount: a dose is counted only with the one amount given"])
    }

    @Test func theAmountErrorPointsAtTheAmountAndShowsOneAmount() {
        let diagnostic = parseLine("- 22:00 lantus 12-14u").diagnostics.first
        #expect(diagnostic?.column == 16)
        #expect(
            diagnostic?.hint?.en
                == "write the one amount given in digits, e.g. 'lantus 12u', and each dose on its own line")
        #expect(diagnostic?.hint?.ja == "打った量を 1 つだけ数字で書き(例: 「lantus 12u」)、投与は 1 行に 1 つずつ書いてください")
    }

    @Test func theJoinedErrorPointsAtWhatIsJoined() {
        #expect(parseLine("- 22:00 humalog 4u and lantus 12u").diagnostics.first?.column == 20)
        #expect(parseLine("- 22:00 ramen 600kcal and lantus 12u").diagnostics.first?.column == 9)
    }
}
