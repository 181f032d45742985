import Testing

@testable import DaybookCore

struct UnitsTests {
    private func measure(_ text: String) -> (Quantity.Unit, Double)? {
        let s = Array(text.unicodeScalars)
        return Units.measure(s, at: 0, end: s.count).map { ($0.measure.unit, $0.measure.factor.double) }
    }

    static let measures: [(String, Quantity.Unit, Double)] = [
        ("g", .gram, 1), ("grams", .gram, 1), ("グラム", .gram, 1), ("kg", .gram, 1000), ("キロ", .gram, 1000),
        ("キログラム", .gram, 1000), ("oz", .gram, 28.3495), ("lb", .gram, 453.592), ("lbs", .gram, 453.592),
        ("ml", .milliliter, 1), ("cc", .milliliter, 1), ("ミリリットル", .milliliter, 1), ("ミリ", .milliliter, 1),
        ("l", .milliliter, 1000), ("liters", .milliliter, 1000), ("リットル", .milliliter, 1000),
        ("fl oz", .milliliter, 29.5735), ("tbsp", .milliliter, 15), ("tsp", .milliliter, 5), ("合", .milliliter, 180),
    ]

    @Test(arguments: UnitsTests.measures)
    func measuresConvertToGramsAndMillilitres(text: String, unit: Quantity.Unit, factor: Double) {
        let found = measure(text)
        #expect(found?.0 == unit)
        #expect(found?.1 == factor)
    }

    @Test(arguments: ["grapes", "lbsx", "キロカロリー", "ozone", "tspoon"])
    func aMeasureMustEndItsWord(text: String) {
        #expect(measure(text) == nil)
    }

    @Test func countersEndTheirWordToo() {
        let s = Array("コロッケ".unicodeScalars)
        #expect(Units.japaneseCounter(s, at: 0, end: s.count) == nil)
        let tsukemen = Array("つけ麺".unicodeScalars)
        #expect(Units.japaneseCounter(tsukemen, at: 0, end: tsukemen.count) == nil)
        let no = Array("つのりんご".unicodeScalars)
        #expect(Units.japaneseCounter(no, at: 0, end: no.count) == 1)
        let piece = Array("ピース".unicodeScalars)
        #expect(Units.japaneseCounter(piece, at: 0, end: piece.count) == 3)
    }

    @Test func energyWordsAndKilojoules() {
        for word in ["kcal", "cal", "Cal", "calories", "キロカロリー", "カロリー"] {
            let s = Array(word.unicodeScalars)
            #expect(Units.energy(s, at: 0, end: s.count)?.kcal == ExactNumber(1), "\(word)")
        }
        let kj = Array("kJ".unicodeScalars)
        #expect(Units.energy(kj, at: 0, end: kj.count)?.kcal == ExactNumber(1000, over: 4184))
        let mate = Array("カロリーメイト".unicodeScalars)
        #expect(Units.energy(mate, at: 0, end: mate.count) == nil)
    }

    /// A number and a duration's word: what the dose and glucose rules read as how long before or after, not an amount.
    @Test(arguments: [("15 min late", 6), ("2h", 2), ("1.5時間", 5), ("30分前", 3), ("2 hrs", 5)])
    func aDurationEndsAfterItsWord(text: String, end: Int) {
        let s = Array(text.unicodeScalars)
        #expect(Units.durationEnd(s, at: 0, end: s.count) == end)
    }

    @Test(arguments: ["2hrsx", "30 cookies", "12u", "min"])
    func aNumberWithoutADurationsWordIsNone(text: String) {
        let s = Array(text.unicodeScalars)
        #expect(Units.durationEnd(s, at: 0, end: s.count) == nil)
    }
}
