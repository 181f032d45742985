import Testing

@testable import DaybookCore

struct ItemSplittingTests {
    static let splits: [(String, [String])] = [
        ("ramen, gyoza", ["ramen", "gyoza"]), ("ラーメン、餃子", ["ラーメン", "餃子"]), ("ラーメン，餃子", ["ラーメン", "餃子"]),
        ("ramen; gyoza", ["ramen", "gyoza"]), ("ラーメン；餃子", ["ラーメン", "餃子"]), ("ramen + gyoza", ["ramen", "gyoza"]),
        ("ramen+gyoza", ["ramen+gyoza"]), ("ramen,, gyoza,", ["ramen", "gyoza"]), ("ご飯+味噌汁", ["ご飯", "味噌汁"]),
        ("パンとコーヒー", ["パン", "コーヒー"]), ("おにぎり2個とお茶", ["おにぎり", "お茶"]), ("ハムと卵のサンド", ["ハムと卵のサンド"]),
        ("とんかつ", ["とんかつ"]), ("toast and 2 eggs", ["toast", "eggs"]), ("a bagel and an orange", ["bagel", "orange"]),
        ("mac and cheese", ["mac and cheese"]), ("one and a half bagels", ["bagels"]),
        ("half and half", ["half and half"]),
        ("鍋（白菜、豚肉、豆腐）", ["鍋(白菜、豚肉、豆腐)"]), ("burrito (rice, beans), salsa", ["burrito (rice, beans)", "salsa"]),
        ("ramen (spicy, gyoza", ["ramen (spicy", "gyoza"]), ("シリアル 40g＋牛乳 200ml", ["シリアル", "牛乳"]),
        ("ご飯150g+味噌汁", ["ご飯", "味噌汁"]), ("おにぎり2個 と 唐揚げ", ["おにぎり", "唐揚げ"]), ("パン と コーヒー", ["パン", "コーヒー"]),
        ("ramen+2", ["ramen+2"]), ("ケーキ1切れとコーヒー", ["ケーキ", "コーヒー"]), ("チョコ3かけとお茶", ["チョコ", "お茶"]),
        ("みかん2ことバナナ", ["みかん", "バナナ"]), ("いとこ煮", ["いとこ煮"]), ("鍋（豚しゃぶ）とご飯", ["鍋(豚しゃぶ)", "ご飯"]),
    ]

    static let alone: [(String, String, String, Double)] = [
        ("sandwich, half", "sandwich", "sandwich, half", 0.5), ("coffee, x2", "coffee", "coffee, x2", 2),
        ("ビール、2本", "ビール", "ビール、2本", 2), ("eggs, 2", "eggs", "eggs, 2", 2), ("ケーキ、半分", "ケーキ", "ケーキ、半分", 0.5),
        ("cake, 1 slice", "cake", "cake, 1 slice", 1), ("rice, 1 cup", "rice", "rice, 1 cup", 1),
        ("ケーキ、1切れ", "ケーキ", "ケーキ、1切れ", 1),
    ]

    @Test(arguments: ItemSplittingTests.alone)
    func aQuantityAloneIsTheItemBefores(body: String, name: String, text: String, amount: Double) {
        let found = items(body)
        #expect(found.map(\.name) == [name])
        #expect(found.first?.text == text)
        #expect(found.first?.quantity.amount == amount)
    }

    @Test func aQuantityAloneChangesOnlyAnItemWithoutOne() {
        #expect(items("ramen 2杯, half").map(\.name) == ["ramen", "half"])
        #expect(items("coffee, x2, x3").map(\.quantity.amount) == [2, 3])
        // A quantity of one is taken once too: the next one alone is no longer the first item's.
        #expect(items("coffee, 1 cup, x3").map(\.quantity.amount) == [1, 3])
    }

    @Test(arguments: ItemSplittingTests.splits)
    func splitsItems(body: String, names: [String]) {
        #expect(items(body).map(\.name) == names)
    }

    @Test func thousandsCommasDoNotSplit() {
        #expect(items("lunch 1,200kcal, tea").map(\.explicitKcal) == [1200, nil])
    }

    @Test func itemsKeepTheirTextAndColumn() {
        let entry = parseLine("- 12:30 ラーメン、gyoza 6個").entry
        let found = entry?.mealItems ?? []
        #expect(found.map(\.text) == ["ラーメン", "gyoza 6個"])
        #expect(found.map(\.offset) == [8, 13])
        #expect(found.compactMap { entry?.column(of: $0) } == [9, 14])
        let emoji = parseLine("- 🍜 ramen, 👨‍👩‍👧 gyoza").entry
        // The emoji are decoration, not the items: columns count characters (a family emoji is one).
        #expect(emoji?.mealItems.compactMap { emoji?.column(of: $0) } == [5, 14])
    }
}

struct QuantityTests {
    static let measures: [(String, String, Double, Quantity.Unit)] = [
        ("200g rice", "rice", 200.0, Quantity.Unit.gram), ("200 g rice", "rice", 200, .gram),
        ("ごはん150g", "ごはん", 150, .gram), ("ごはん１５０ｇ", "ごはん", 150, .gram), ("rice 1.5kg", "rice", 1500, .gram),
        ("beer 350ml", "beer", 350, .milliliter), ("ビール350ml", "ビール", 350, .milliliter),
        ("1.5l water", "water", 1500, .milliliter), ("water 2L", "water", 2000, .milliliter),
        ("350 ml of beer", "beer", 350, .milliliter),
    ]

    static let counts: [(String, String, Double)] = [
        ("3 alforts", "alforts", 3.0), ("3x alfort", "alfort", 3), ("3 x alfort", "alfort", 3),
        ("3×alfort", "alfort", 3),
        ("3*alfort", "alfort", 3), ("1.5 bagels", "bagels", 1.5), ("1/2 pizza", "pizza", 0.5),
        ("½ pizza", "pizza", 0.5),
        ("1 1/2 bagels", "bagels", 1.5), ("1½ bagels", "bagels", 1.5), ("¼ cake", "cake", 0.25),
        ("¾ cake", "cake", 0.75),
        ("⅓ cake", "cake", 1.0 / 3), ("⅔ cake", "cake", 2.0 / 3),
        ("a coffee", "coffee", 1), ("an apple", "apple", 1), ("one banana", "banana", 1), ("two coffees", "coffees", 2),
        ("Three eggs", "eggs", 3), ("twelve gyoza", "gyoza", 12), ("half pizza", "pizza", 0.5),
        ("half a pizza", "pizza", 0.5), ("half an apple", "apple", 0.5),
        ("alfort x3", "alfort", 3), ("alfort ×3", "alfort", 3), ("alfort *3", "alfort", 3), ("アルフォート×3", "アルフォート", 3),
        ("アルフォート3枚", "アルフォート", 3), ("アルフォート３枚", "アルフォート", 3), ("ビール２本", "ビール", 2),
        ("餃子 6個", "餃子", 6), ("アルフォート三枚", "アルフォート", 3), ("餃子十二個", "餃子", 12), ("三枚のピザ", "ピザ", 3),
        ("3枚のピザ", "ピザ", 3), ("おにぎり2つ", "おにぎり", 2), ("寿司10貫", "寿司", 10), ("カレー2人前", "カレー", 2),
        ("2 slices pizza", "pizza", 2), ("2 slices of pizza", "pizza", 2), ("a slice of pizza", "pizza", 1),
        ("pizza 2 slices", "pizza", 2), ("beer 2 cans", "beer", 2), ("2 cups coffee", "coffee", 2),
        ("coffee 2 cups", "coffee", 2), ("3 pcs nugget", "nugget", 3), ("2 glasses of wine", "wine", 2),
    ]

    @Test(arguments: QuantityTests.counts)
    func readsCounts(text: String, name: String, amount: Double) {
        let parsed = item(text)
        #expect(parsed?.name == name)
        #expect(parsed?.amount == amount)
        #expect(parsed?.unit == .count)
    }

    @Test(arguments: QuantityTests.measures)
    func readsMassesAndVolumes(text: String, name: String, amount: Double, unit: Quantity.Unit) {
        let parsed = item(text)
        #expect(parsed?.name == name)
        #expect(parsed?.amount == amount)
        #expect(parsed?.unit == unit)
    }

    @Test(arguments: ["7up", "100% orange juice", "3 xylitol gum", "egg", "ball", "gyoza 6"])
    func noQuantityMeansOneOrAPlainCount(text: String) {
        let parsed = item(text)
        #expect(parsed != nil)
        #expect(parsed?.unit == .count)
    }

    @Test func aBareTrailingNumberCountsUpToTwenty() {
        #expect(item("gyoza 6")?.name == "gyoza")
        #expect(item("gyoza 6")?.amount == 6)
        #expect(item("餃子6")?.amount == 6)
        #expect(item("toast 20")?.amount == 20)
        #expect(item("3 xylitol gum")?.amount == 3)
    }

    /// `coke 500` is a volume without its unit, never 500 cokes.
    @Test(arguments: [
        ("coke 500", "coke 500"), ("ポカリ500", "ポカリ500"), ("chicken 65", "chicken 65"),
        ("toast 21", "toast 21"), ("C1000", "c1000"), ("V8", "v8"),
    ])
    func aLargerOrAttachedTrailingNumberStaysInTheName(text: String, name: String) {
        #expect(item(text)?.name == name)
        #expect(item(text)?.amount == 1)
    }

    @Test(arguments: ["5000 alforts", "アルフォート2000枚", "200kg rice", "beer 101l"])
    func quantitiesAboveTheLimitAreReportedAndNotCounted(text: String) {
        let result = parseLine("- " + text)
        #expect(result.entry?.mealItems.isEmpty == true)
        #expect(result.diagnostics.first?.message.en.contains("not counted") == true)
    }

    @Test func aFortyDigitQuantityDoesNotOverflow() {
        let result = parseLine("- 1234567890123456789012345678901234567890 alforts")
        #expect(result.entry?.mealItems.isEmpty == true)
        #expect(result.diagnostics.count == 1)
    }

    @Test(arguments: ["2 alforts x3", "3個 餃子6個"])
    func twoQuantitiesAreAnError(text: String) {
        let result = parseLine("- " + text)
        #expect(result.entry?.mealItems.isEmpty == true)
        #expect(result.diagnostics.first?.message.en.contains("two quantities") == true)
    }
}

struct ExplicitKcalTests {
    static let explicit: [(String, String, Int)] = [
        ("ramen 650kcal", "ramen", 650), ("ramen 650 kcal", "ramen", 650), ("ramen ~650kcal", "ramen", 650),
        ("650kcal ramen", "ramen", 650), ("ramen 650KCAL", "ramen", 650), ("ラーメン650キロカロリー", "ラーメン", 650),
        ("ラーメン６５０ｋｃａｌ", "ラーメン", 650), ("ラーメン 約650kcal", "ラーメン", 650), ("walk -150kcal", "walk", -150),
        ("散歩 -150kcal", "散歩", -150),
        ("walk −150kcal", "walk", -150), ("2 bowls ramen 1300kcal", "ramen", 1300),
        ("lunch set 1,200kcal", "lunch set", 1200),
    ]

    @Test(arguments: ExplicitKcalTests.explicit)
    func readsExplicitKcal(text: String, name: String, kcal: Int) {
        let parsed = item(text)
        #expect(parsed?.name == name)
        #expect(parsed?.kcal == kcal)
    }

    @Test func kcalValueIsTheItemTotalEvenWithAQuantity() {
        let parsed = item("3 alforts 150kcal")
        #expect(parsed?.amount == 3)
        #expect(parsed?.kcal == 150)
    }

    @Test func twoKcalValuesAreAnError() {
        let result = parseLine("- ramen 650kcal 700kcal")
        #expect(result.entry?.mealItems.isEmpty == true)
        #expect(result.diagnostics.first?.message.en.contains("two kcal values") == true)
    }

    @Test func hugeKcalIsReported() {
        let result = parseLine("- cake 99999999999999999999kcal")
        #expect(result.entry?.mealItems.isEmpty == true)
        #expect(result.diagnostics.first?.message.en.contains("not counted") == true)
    }
}

struct NameFoldingTests {
    @Test func namesAreFoldedForMatching() {
        #expect(item("ＡＬＦＯＲＴ")?.name == "alfort")
        #expect(item("Iced   Latte")?.name == "iced latte")
        #expect(items("ＡＬＦＯＲＴ").first?.text == "ＡＬＦＯＲＴ")
    }
}
