import Testing

@testable import DaybookCore

/// Carbohydrate written in an item, as people write it: read exactly, never as grams of the food.
struct CarbParserTests {
    static let spellings: [(String, String, Double)] = [
        ("toast 80g carbs", "toast", 80), ("oatmeal (45g carb)", "oatmeal", 45), ("banana C27", "banana", 27),
        ("ラーメン 糖質72g", "ラーメン", 72), ("おにぎり 炭水化物 45g", "おにぎり", 45),
        ("おにぎり（糖質40.5g）", "おにぎり", 40.5), ("ｶﾚｰ 糖質６０ｇ", "カレー", 60), ("cookie 30 carbs", "cookie", 30),
        ("pasta carbs 90g", "pasta", 90), ("pasta carbs: 90", "pasta", 90), ("bagel ~48g carbs", "bagel", 48),
        ("bar net carbs 12g", "bar", 12), ("soba 糖質 約60g", "soba", 60), ("rice 55 g of carbs", "rice", 55),
        ("pizza 2 slices 70g carbohydrate", "pizza", 70), ("udon 60g糖質", "udon", 60), ("apple C25g", "apple", 25),
        ("sandwich carbohydrates=41.25g", "sandwich", 41.25),
    ]

    @Test(arguments: CarbParserTests.spellings)
    func readsCarbohydrate(text: String, name: String, grams: Double) throws {
        let found = items(text)
        try #require(found.count == 1)
        #expect(found[0].explicitCarbs == grams)
        #expect(found[0].name == TextFolding.matchKey(name))
        // The grams are the carbohydrate's, not the food's.
        #expect(found[0].quantity.unit == .count)
    }

    @Test func aFoodsOwnGramsStayBesideItsCarbohydrate() throws {
        let rice = try #require(items("rice 150g carbs: 55").first)
        #expect(rice.quantity == Quantity(amount: 150, unit: .gram))
        #expect(rice.explicitCarbs == 55)
        let ramen = try #require(items("ramen 650kcal 80g carbs").first)
        #expect(ramen.explicitKcal == 650)
        #expect(ramen.explicitCarbs == 80)
        #expect(ramen.name == "ramen")
    }

    @Test(arguments: [
        "low carb wrap", "carbonara", "carb balance tortilla", "2 carb-free cookies", "rice 150g", "C3PO cookie",
        "choco bar", "vitamin C 500", "bagel 48 kcal",
    ])
    func wordsThatOnlyLookLikeCarbohydrateAreNot(text: String) {
        #expect(items(text).allSatisfy { $0.explicitCarbs == nil })
    }

    @Test(arguments: [
        (
            "糖質 -5g", "'糖質 -5g' is less than no carbohydrate; not counted",
            "write carbohydrate as grams, e.g. '45g carbs'"
        ),
        ("carbs 99999g", "'carbs 99999g' is more than 1000 g of carbohydrate; not counted", "check the number"),
        (
            "pizza 30-45g carbs", "'30-45g carbs' is a range, not one carbohydrate value",
            "write one carbohydrate value, e.g. '45g carbs'"
        ),
        (
            "toast 30g carbs C45", "'toast 30g carbs C45' has two carbohydrate values",
            "write one carbohydrate value per item, or split the item with ','"
        ),
    ])
    func badAmountsAreErrors(text: String, message: String, hint: String) {
        let result = parseLine("- 12:00 " + text)
        #expect(result.entry?.mealItems.isEmpty ?? true)
        #expect(result.diagnostics.map(\.message.en) == [message])
        #expect(result.diagnostics.map { $0.hint?.en } == [hint])
    }

    @Test func carbohydrateAloneIsTheMealAtFourKcalAGram() throws {
        let resolver = Resolver(foods: FoodTable(), estimator: nil)
        let alone = try #require(parseLine("- 12:31 糖質 60g").entry)
        let resolved = resolver.resolve(alone)
        #expect(resolved.0.items.map(\.kcal) == [240])
        #expect(resolved.0.items.map(\.source) == [.carbohydrate])
        #expect(resolved.0.carbs == CarbTotal(grams: 60))
        #expect(resolved.1.isEmpty)
    }

    @Test func carbohydrateBesideFoodsIsTheMealsAndAddsNoKcal() throws {
        let foods = FoodTable.load(Array("sandwich: 400\napple: {kcal: 95, carbs: 25}\n".utf8)).0
        let resolver = Resolver(foods: foods, estimator: nil)
        let entry = try #require(parseLine("- 12:30 lunch: sandwich, apple, carbs 90g").entry)
        let resolved = resolver.resolve(entry).0
        #expect(resolved.items.map(\.kcal) == [400, 95, 0])
        #expect(resolved.carbs == CarbTotal(grams: 90))
    }
}
