import Testing

@testable import DaybookCore

/// The general forms that say a dose was not taken: `not`, `n't` words with any apostrophe, `never`, plans and
/// postponements, `no` before punctuation, a dose's label followed by a negation, and Japanese negatives of 打つ.
struct DoseParserNotTakenTests {
    @Test(arguments: [
        ("didn’t take lantus 12u", "didn’t"), ("didn‘t take lantus 12u", "didn‘t"),
        ("didnʼt take lantus 12u", "didnʼt"),
        ("never took lantus 12u", "never"), ("haven't taken lantus 12u", "haven't"),
        ("havent taken lantus 12u", "havent"),
        ("lantus 12u wasn't taken", "wasn't"), ("lantus 12u wasnt given", "wasnt"), ("lantus 12u not injected", "not"),
        ("lantus 12u not done", "not"), ("lantus 12u not  taken", "not"), ("lantus 12u not-taken", "not"),
        ("lantus 12u cancelled", "cancelled"), ("lantus 12u canceled", "canceled"), ("lantus 12u omitted", "omitted"),
        ("lantus 12u withheld", "withheld"), ("lantus 12u — not today", "not"), ("lantus 12u not yet", "not yet"),
        ("lantus 12u pending", "pending"), ("lantus 12u will take later", "will take"), ("TODO: lantus 12u", "TODO"),
        ("need to take lantus 12u", "need to"), ("not lantus 12u", "not"), ("without lantus 12u", "without"),
        ("ran out of lantus 12u", "ran out"), ("lantus 12u. No.", "No"), ("lantus 12u no!", "no"),
        ("lantus 12u (no)", "no"), ("couldn’t take lantus 12u", "couldn’t"), ("lantus 12u hasn’t been taken", "hasn’t"),
        ("won't take humalog 4u", "won't"), ("tresiba 10u later", "later"), ("no. lantus 12u", "no"),
        ("ランタス 12単位 打っていない", "打っていない"), ("ランタス 12単位 打ってなかった", "打ってなかった"),
        ("ランタス 12単位 打てなかった", "打てなかった"), ("ランタス 12単位 打ちそびれ", "打ちそびれ"),
        ("ランタス 12単位 打たない", "打たない"), ("ランタス 12単位 中止", "中止"), ("ランタス 12単位 まだ", "まだ"),
        ("ランタス 12単位 予定", "予定"), ("ランタス 12単位（未）", "未"), ("ランタス 12単位 あとで", "あとで"),
        ("ランタス 12単位 後で", "後で"), ("ランタス 12単位 打ったか不明", "不明"), ("ランタス 12単位 ×", "×"),
        ("ランタス 12単位 ✕", "✕"), ("ランタス 12単位 うちわすれ", "わすれ"), ("ランタス 12単位 わすれた", "わすれ"),
        ("ランタス 12単位 ウチワスレ", "ワスレ"), ("ランタス 12単位 打ってへん", "打ってへん"), ("トレシーバ まだ打ってない", "まだ"),
        ("ﾗﾝﾀｽ 12単位 ｳﾁﾜｽﾚ", "ﾜｽﾚ"), ("long 12u x", "x"), ("ヒューマログ 4単位 これから", "これから"),
        ("lantus 12u held", "held"), ("lantus 12u planned", "planned"), ("ランタス 12単位 休み", "休み"),
        // A dose's label followed by a negation is no food either.
        ("long not today", "not"), ("long nah", "nah"), ("long tonight: no", "no"), ("long not yet", "not yet"),
        ("rapid nope", "nope"), ("long ✗", "✗"),
    ])
    func aDoseNotTakenIsAnErrorNeverADose(body: String, word: String) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.entry == nil)
        #expect(
            result.diagnostics.map(\.message.en)
                == ["'\(word)' says the dose was not taken: the line is not counted as a dose or as food"])
    }

    @Test(arguments: [
        ("humalog 4u no correction", "rapid", 4.0), ("ランタス 12単位 忘れずに", "long", 12),
        ("lantus 12u before bed", "long", 12),
        ("lantus 12u taken", "long", 12), ("ランタス 12単位 打った", "long", 12), ("humalog 4u notebook", "rapid", 4),
        ("lantus 12u no hypo", "long", 12), ("ランタス 12単位 わすれず", "long", 12), ("ランタス 12単位 補食なし", "long", 12),
        ("humalog 4u after dinner", "rapid", 4), ("lantus 12u ✓", "long", 12), ("lantus 12u as planned", "long", 12),
        ("ヒューマログ 4単位 予定通り", "rapid", 4), ("ランタス 12単位 これから寝る", "long", 12), ("ランタス 12単位 休みの日", "long", 12),
        ("ランタス 12単位 未明", "long", 12), ("lantus 12u should be fine", "long", 12),
    ])
    func aDoseWithAnOrdinaryNoteStaysADose(body: String, dose: String, units: Double) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.entry?.dose == DoseEntry(name: dose, units: units))
    }

    @Test(arguments: [
        "ramen not too salty", "long black not too hot", "nothing much", "no-bake cookies 2", "long black no sugar",
        "coffee, not decaf", "ramen x2",
    ])
    func negationsOnAMealAreNoError(body: String) {
        let result = parseLine("- 12:00 " + body)
        #expect(result.diagnostics.allSatisfy { $0.severity != .error })
        #expect(result.entry?.mealItems.isEmpty == false)
    }
}
