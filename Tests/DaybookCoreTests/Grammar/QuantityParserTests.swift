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
        ("sandwich half", "sandwich", 0.5), ("third of a pizza", "pizza", 1.0 / 3),
        ("two thirds cup oats", "oats", 2.0 / 3),
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

    // MARK: - Second round (issue 11)

    /// A note in parentheses after the quantity is a note, whatever it holds.
    static let notes: [(String, String, Double)] = [
        ("焼き鳥 ５本 (塩)", "焼き鳥", 5), ("ドーナツ 2個 (ミスド)", "ドーナツ", 2), ("beer 2 cans (IPA)", "beer", 2),
        ("ラーメン 1杯 (替え玉なし)", "ラーメン", 1), ("ピザ 1/8 ×3 (マルゲリータ)", "ピザ", 0.375),
        ("おにぎり 2個（鮭と昆布）", "おにぎり", 2), ("bagel 2 (plain (toasted))", "bagel", 2),
    ]

    /// A part of one, that many times: before, after or around the food.
    static let partsTimesCounts: [(String, String, Double)] = [
        ("pizza 1/8 ×3", "pizza", 0.375), ("2 x ½ bagel", "bagel", 1), ("½ x2 bagel", "bagel", 1),
        ("3 x 1/4 pizza", "pizza", 0.75), ("bagel ½ x2", "bagel", 1), ("1/2 sandwich x2", "sandwich", 1),
        ("half a pizza x2", "pizza", 1), ("ケーキ 1/3個 ×3", "ケーキ", 1),
    ]

    /// Halves written as words, and wholes that only look like one.
    static let halvesInWords: [(String, String, Double)] = [
        ("2 halves of a bagel", "bagel", 1), ("two halves of a sandwich", "sandwich", 1),
        ("bagel 2 halves", "bagel", 1),
        ("3 half-sandwiches", "sandwiches", 1.5), ("3 half sandwiches", "sandwiches", 1.5),
        ("half-portion of rice", "rice", 0.5), ("half a pizza", "pizza", 0.5), ("2 half & half", "half & half", 2),
        ("half price sushi", "half price sushi", 1), ("2 half price burgers", "half price burgers", 2),
        ("half-size ramen", "ramen", 0.5), ("half size fries", "fries", 0.5),
        ("sandwich (half)", "sandwich", 0.5), ("popcorn (half bag)", "popcorn", 0.5),
        ("chips (half a bag)", "chips", 0.5),
        ("cake (a quarter)", "cake", 0.25), ("beer (x2)", "beer", 2), ("ビール（×3）", "ビール", 3), ("ケーキ半分こ", "ケーキ", 0.5),
        ("ピザ ハーフ", "ピザ", 0.5),
        ("ご飯ハーフ", "ご飯", 0.5), ("ラーメン ハーフサイズ", "ラーメン", 0.5), ("ハーフサイズのパスタ", "パスタ", 0.5),
        ("ケーキ（ハーフ）", "ケーキ", 0.5), ("チーズケーキ 1/4ホール", "チーズケーキ", 0.25),
        ("お茶碗半分のごはん", "ごはん", 0.5), ("コップ1杯の牛乳", "牛乳", 1), ("グラス半分のワイン", "ワイン", 0.5),
        ("half-and-half", "half-and-half", 1), ("ハーフ&ハーフ", "ハーフ&ハーフ", 1), ("ピザハーフ", "ピザハーフ", 1),
        ("ホールケーキ 1/8", "ホールケーキ", 0.125),
    ]

    /// A number that names what a dish is made of is part of its name, unless the name is plural.
    static let numbersInNames: [(String, String, Double)] = [
        ("7 layer dip", "7 layer dip", 1), ("6 inch sub", "6 inch sub", 1), ("12 grain bread", "12 grain bread", 1),
        ("3 bean chili", "3 bean chili", 1), ("4 cheese pizzas", "cheese pizzas", 4), ("2 eggs", "eggs", 2),
    ]

    static let moreCounters: [(String, String, Double)] = [
        ("みかん 3こ", "みかん", 3), ("そうめん 2束", "そうめん", 2), ("サプリ 2錠", "サプリ", 2), ("チキン 2羽", "チキン", 2),
        ("食パン 1斤", "食パン", 1), ("ワイン 1瓶", "ワイン", 1), ("味噌汁 2椀", "味噌汁", 2), ("ふりかけ 2包", "ふりかけ", 2),
        ("fifteen almonds", "almonds", 15), ("twenty grapes", "grapes", 20), ("asparagus 5 spears", "asparagus", 5),
        ("1 and 1/2 bagels", "bagels", 1.5), ("2 and ½ cups rice", "rice", 2.5), ("こんにゃく", "こんにゃく", 1),
        ("ぶどう 10粒くらい", "ぶどう", 10), ("ビール 2杯ほど", "ビール", 2), ("いちご 約5個", "いちご", 5),
    ]

    /// A quantity between words, when there is none before or after the food; not after a word that adds a part.
    static let inside: [(String, String, Double)] = [
        ("had 2 slices of pizza", "pizza", 2), ("McDonald's 10 piece nuggets", "mcdonald's nuggets", 10),
        ("pizza 2 slices extra cheese", "pizza extra cheese", 2), ("coffee x2 w/ cream", "coffee w/ cream", 2),
        ("latte 2x with oat milk", "latte with oat milk", 2), ("ビール 2本 キリン", "ビール キリン", 2),
        ("sandwich with 3 slices of ham", "sandwich with 3 slices of ham", 1),
        ("coffee w/ 2 shots of espresso", "coffee w/ 2 shots of espresso", 1),
    ]

    static let moreMeasures: [(String, String, Double, Quantity.Unit)] = [
        ("ごはん 200g（茶碗大盛り）", "ごはん", 200, .gram), ("パスタ 100g(乾麺)", "パスタ", 100, .gram),
        ("chicken 150g (grilled, no skin)", "chicken", 150, .gram), ("オレンジジュース 200㏄", "オレンジジュース", 200, .milliliter),
        ("牛乳 200㎖", "牛乳", 200, .milliliter), ("水 1.5ℓ", "水", 1500, .milliliter), ("肉 1㎏", "肉", 1000, .gram),
        ("peanut butter 1 tbs", "peanut butter", 15, .milliliter), ("ビール 350ml×3本", "ビール", 1050, .milliliter),
        ("ハイボール 500ml×2缶", "ハイボール", 1000, .milliliter), ("2 x 100g rice", "rice", 200, .gram),
        ("had 200g of rice", "rice", 200, .gram), ("ご飯 約150g", "ご飯", 150, .gram),
        ("rice ~200g", "rice", 200, .gram), ("8-oz steak", "steak", 226.796, .gram),
        ("ご飯 150gくらい", "ご飯", 150, .gram), ("パスタ 100g程度", "パスタ", 100, .gram),
    ]

    /// Halves as the third round wrote them; and names with 半 or ハーフ in them that are whole.
    static let thirdRoundHalves: [(String, String, Double)] = [
        ("bagel halves x2", "bagel", 1), ("english muffin halves x4", "english muffin", 2),
        ("sandwich half x2", "sandwich", 1),
        ("ate half the cake", "cake", 0.5), ("had half a sandwich", "sandwich", 0.5),
        ("bagel (half) w/ cream cheese", "bagel w/ cream cheese", 0.5),
        ("nuggets (6) with bbq sauce", "nuggets with bbq sauce", 6),
        ("ハンバーグ 半分だけ", "ハンバーグ", 0.5), ("ビール1本のみ", "ビール", 1), ("半そば", "そば", 0.5), ("ハーフピザ", "ピザ", 0.5),
        ("半ぺん", "半ぺん", 1), ("半熟卵", "半熟卵", 1), ("ハーフアンドハーフ", "ハーフアンドハーフ", 1),
        ("ビール2杯弱", "ビール", 2), ("half the pie", "pie", 0.5),
    ]

    /// A number that is part of the name, then the quantity eaten.
    static let numbersInNamesThenAQuantity: [(String, String, Double)] = [
        ("12 grain bread 2 slices", "12 grain bread", 2), ("4 cheese pizza 2 slices", "4 cheese pizza", 2),
        ("12 grain bread x2", "12 grain bread", 2),
    ]

    /// Smaller misreads of the third round: a hyphen before a counter, counts in parentheses, packs of N.
    static let thirdRoundSmaller: [(String, String, Double)] = [
        ("10-piece nuggets", "nuggets", 10), ("almonds (23)", "almonds", 23), ("coke (500)", "coke (500)", 1),
        ("十個入りの餃子", "餃子", 10), ("餃子 10個入り", "餃子", 10), ("5本入りのスティックパン", "スティックパン", 5),
    ]

    @Test(
        arguments: notes + partsTimesCounts + halvesInWords + numbersInNames + moreCounters + inside + thirdRoundHalves
            + numbersInNamesThenAQuantity + thirdRoundSmaller)
    func readsTheSecondRoundsCounts(text: String, name: String, amount: Double) {
        let parsed = item(text)
        #expect(parsed?.name == name)
        #expect(parsed.map { abs($0.amount - amount) < 1e-12 } == true)
        #expect(parsed?.unit == .count)
    }

    @Test(arguments: moreMeasures)
    func readsTheSecondRoundsMeasures(text: String, name: String, amount: Double, unit: Quantity.Unit) {
        let parsed = item(text)
        #expect(parsed?.name == name)
        #expect(parsed.map { abs($0.amount - amount) < 1e-9 } == true)
        #expect(parsed?.unit == unit)
    }

    @Test func aWholeCountBeforeAndAMultiplierAfterAreStillTwoQuantities() {
        #expect(
            parseLine("- 2 alforts x3").diagnostics.first?.message.en
                == "'2 alforts x3' has two quantities ('x3' and the leading one)")
    }

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
