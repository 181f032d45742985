import Testing
@testable import DaybookCore

/// Each rule of `QuantityParser`, one table per rule: (item, name, amount).
struct QuantityParserTests {
    static let fractionsAfterTheFood: [(String, String, Double)] = [
        ("ごはん1/2膳", "ごはん", 0.5), ("ピザ 1/4枚", "ピザ", 0.25), ("ピザ½枚", "ピザ", 0.5), ("pizza 1/2 slice", "pizza", 0.5),
        ("ケーキ１／３個", "ケーキ", 1.0 / 3), ("ビール 1 1/2杯", "ビール", 1.5), ("りんご1/4", "りんご", 0.25),
        ("bagel ½", "bagel", 0.5), ("ピザ 2分の1枚", "ピザ", 0.5), ("ケーキ3分の1", "ケーキ", 1.0 / 3),
    ]

    static let halves: [(String, String, Double)] = [
        ("りんご半分", "りんご", 0.5), ("ケーキ 半分", "ケーキ", 0.5), ("半分のりんご", "りんご", 0.5), ("半分 ピザ", "ピザ", 0.5),
        ("バナナ半本", "バナナ", 0.5), ("ごはん半膳", "ごはん", 0.5), ("半膳のごはん", "ごはん", 0.5), ("半ライス", "ライス", 0.5),
        ("バナナ1本半", "バナナ", 1.5), ("1個半のりんご", "りんご", 1.5),
    ]

    /// Words that only look like a half or a count.
    static let wholes: [(String, String, Double)] = [
        ("半熟卵", "半熟卵", 1), ("半額弁当", "半額弁当", 1), ("一本満足バー", "一本満足バー", 1), ("八丁味噌", "八丁味噌", 1),
        ("6枚切り食パン", "6枚切り食パン", 1), ("2コロッケ", "2コロッケ", 1), ("ビール3杯目", "ビール", 1),
        ("quarter pounder", "quarter pounder", 1),
    ]

    static let counters: [(String, String, Double)] = [
        ("おにぎり2コ", "おにぎり", 2), ("卵2ケ", "卵", 2), ("卵 2ヶ", "卵", 2), ("餃子6箇", "餃子", 6), ("ピザ2ピース", "ピザ", 2),
        ("焼き鳥 5串", "焼き鳥", 5), ("ぶどう1房", "ぶどう", 1), ("カップ麺1食", "カップ麺", 1), ("カレー2人分", "カレー", 2),
        ("ヨーグルト1カップ", "ヨーグルト", 1), ("みかんふたつ", "みかん", 2), ("ひとつのりんご", "りんご", 1),
        ("8枚切り食パン 2枚", "8枚切り食パン", 2), ("2 scoops ice cream", "ice cream", 2),
        ("a handful of almonds", "almonds", 1), ("fried rice 1 plate", "fried rice", 1), ("chips 2 bags", "chips", 2),
        ("coffee 2x", "coffee", 2), ("toast x 2", "toast", 2), ("4分の1のピザ", "ピザ", 0.25),
        ("dark chocolate 2 squares", "dark chocolate", 2), ("2 shots espresso", "espresso", 2),
        ("sandwich half", "sandwich", 0.5), ("third of a pizza", "pizza", 1.0 / 3), ("two thirds cup oats", "oats", 2.0 / 3),
        ("a quarter cup of milk", "milk", 0.25), ("rice 1 cup cooked", "rice", 1), ("eggs 2 boiled", "eggs", 2),
        ("half & half", "half & half", 1), ("cream half and half", "cream half and half", 1),
        ("1/2 of a bagel", "bagel", 0.5), ("2 of the cookies", "cookies", 2), ("3 oreos", "oreos", 3),
    ]

    static let measures: [(String, String, Double, Quantity.Unit)] = [
        ("牛乳200cc", "牛乳", 200, .milliliter), ("お茶500ミリリットル", "お茶", 500, .milliliter),
        ("ごはん150グラム", "ごはん", 150, .gram), ("肉 1キロ", "肉", 1000, .gram), ("steak 8oz", "steak", 226.796, .gram),
        ("1 lb potatoes", "potatoes", 453.592, .gram), ("cola 12 fl oz", "cola", 354.882, .milliliter),
        ("2 tbsp peanut butter", "peanut butter", 30, .milliliter), ("honey 1 tsp", "honey", 5, .milliliter),
        ("cola 0.3l", "cola", 300, .milliliter), ("200gのステーキ", "ステーキ", 200, .gram),
        ("日本酒1合", "日本酒", 180, .milliliter), ("砂糖小さじ2", "砂糖", 10, .milliliter),
        ("醤油 大さじ1", "醤油", 15, .milliliter), ("牛乳 1/2リットル", "牛乳", 500, .milliliter),
        ("pasta 2oz dry", "pasta", 56.699, .gram), ("chicken breast 6oz grilled", "chicken breast", 170.097, .gram),
        ("half a liter of water", "water", 500, .milliliter), ("two tbsp honey", "honey", 30, .milliliter),
    ]

    @Test(arguments: fractionsAfterTheFood + halves + wholes + counters)
    func readsCounts(text: String, name: String, amount: Double) {
        let parsed = item(text)
        #expect(parsed?.name == name)
        #expect(parsed.map { abs($0.amount - amount) < 1e-12 } == true)
        #expect(parsed?.unit == .count)
    }

    @Test(arguments: measures)
    func readsMassesAndVolumes(text: String, name: String, amount: Double, unit: Quantity.Unit) {
        let parsed = item(text)
        #expect(parsed?.name == name)
        #expect(parsed?.amount == amount)
        #expect(parsed?.unit == unit)
    }

    @Test func aHalfIsNeverTwo() {
        for text in ["ピザ 1/2枚", "ピザ½枚", "ごはん1/2膳", "pizza 1/2 slice", "ケーキ 1/2", "1/2 ケーキ"] {
            #expect(item(text)?.amount == 0.5, "\(text)")
        }
    }
}
