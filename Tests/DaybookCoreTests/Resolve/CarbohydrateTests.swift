import Testing

@testable import DaybookCore

/// Carbohydrate travels with kcal from the same source, and what no source knows stays unknown, never zero.
struct CarbohydrateTests {
    private let foods = FoodTable.load(
        Array(
            """
            toast: {kcal: 180, carbs: 30}
            rice: {kcal: 234, kcal_per_100g: 156, carbs_per_100g: 37.1}
            tea: {kcal: 0, carbs: 0}
            stew: 400
            """.utf8)
    ).0

    private func items(_ line: String, pinned: PinnedEstimates = PinnedEstimates()) -> [ResolvedItem] {
        let resolver = Resolver(foods: foods, pinned: pinned, estimator: nil)
        guard let entry = parseLine(line).entry else { return [] }
        return resolver.resolve(entry).0.items
    }

    @Test func foodsGiveCarbohydratePerUnitAndPer100g() {
        #expect(items("- toast 2").first?.carbs == 60)
        #expect(items("- rice 150g").first?.carbs == 55.7)
        #expect(items("- tea").first?.carbs == 0)
    }

    @Test func aSourceWithoutCarbohydrateLeavesItUnknown() {
        #expect(items("- stew").first?.carbs == nil)
        // The guess gives kcal, never carbohydrate.
        #expect(items("- mystery pie").first?.carbs == nil)
        // Written kcal say nothing of carbohydrate.
        #expect(items("- toast 500kcal").first?.carbs == nil)
        // A food known per unit has no carbohydrate for grams.
        #expect(items("- toast 50g").first?.carbs == nil)
    }

    @Test func aMealsTotalSaysWhatIsUnknownAndWhatIsEstimated() throws {
        let resolver = Resolver(foods: foods, estimator: nil)
        let entry = try #require(parseLine("- toast, stew, walk -100kcal").entry)
        let total = try #require(resolver.resolve(entry).0.carbs)
        #expect(total.grams == 30)
        #expect(total.unknownItems == 1)
        #expect(!total.isComplete)
        #expect(total.text == "30g+?")
        #expect(CarbTotal(grams: 0, unknownItems: 2).text == "?g")
        #expect(CarbTotal(grams: 12.5, isApproximate: true).text == "≈12.5g")
        #expect(CarbTotal(grams: 0).text == "0g")
        // Activity alone eats nothing: no carbohydrate total at all.
        let walk = try #require(parseLine("- walk -100kcal").entry)
        #expect(resolver.resolve(walk).0.carbs == nil)
    }

    @Test func pinsKeepCarbohydrateAndItIsAnEstimate() throws {
        let log = "- {key: soba, kcal: 300, carbs: 55, estimator: openai, at: \"2026-11-29T12:00:00\"}\n"
        let (pinned, diagnostics) = PinnedEstimates.load([(Array(log.utf8), ".daybook/estimates.yaml")])
        #expect(diagnostics.isEmpty)
        let soba = try #require(items("- soba 2", pinned: pinned).first)
        #expect(soba.carbs == 110)
        #expect(soba.carbsAreApproximate)
        #expect(CarbTotal([soba])?.text == "≈110g")
        let line = PinnedEstimates.Pin(
            key: "soba", values: KcalValues(perUnit: 300, carbs: CarbValues(perUnit: 55)), estimator: "openai",
            at: "2026-11-29T12:00:00"
        ).line
        #expect(line.contains("kcal: 300, carbs: 55"))
    }

    @Test func carbohydrateOutOfBoundsInFoodsIsRefused() {
        let (_, diagnostics) = FoodTable.load(Array("bread: {kcal: 250, carbs_per_100g: 140}\n".utf8))
        #expect(diagnostics.contains { $0.line == 1 && $0.message.en.contains("carbs_per_100g") })
        let (table, unknown) = FoodTable.load(Array("bread: {kcal: 250, carb: 40}\n".utf8))
        #expect(unknown.first?.message.en.contains("carb") == true)
        #expect(table.find("bread")?.kcal.carbs.isEmpty == true)
    }

    @Test func anExplicitItemTeachesItsCarbohydrateToo() {
        var item = MealItem(
            text: "curry 800kcal 100g carbs", name: "curry", quantity: Quantity(amount: 2, unit: .count),
            explicitKcal: 800, offset: 0)
        item.explicitCarbs = 100
        let lesson = History.lesson(from: item)
        #expect(lesson?.perUnit == 400)
        #expect(lesson?.carbs.perUnit == 50)
    }
}
