import Testing
@testable import DaybookCore

struct ResolverTests {
    private let foods = FoodTable.load(Array("""
    alfort: {aliases: [アルフォート], kcal: 55}
    rice: {aliases: [ごはん], kcal: 234, kcal_per_100g: 156}
    beer: {kcal: 140}
    """.utf8)).0

    private func resolve(_ line: String, cache: EstimateCache = EstimateCache(),
                         estimator: (any Estimator)? = StubEstimator()) -> ([ResolvedItem], [Diagnostic]) {
        let resolver = Resolver(foods: foods, cache: cache, estimator: estimator)
        guard let entry = parseLine(line).entry else { return ([], []) }
        let (resolved, diagnostics) = resolver.resolve(entry)
        return (resolved.items, diagnostics)
    }

    @Test func explicitKcalWinsOverEverything() {
        let (items, _) = resolve("- 3 alforts 100kcal")
        #expect(items.first?.kcal == 100)
        #expect(items.first?.source == .explicit)
    }

    @Test func foodsTableByNameAliasAndPlural() {
        #expect(resolve("- 3 alforts").0.first?.kcal == 165)
        #expect(resolve("- アルフォート3枚").0.first?.kcal == 165)
        #expect(resolve("- アルフォート3枚").0.first?.source == .foods)
    }

    @Test func massUsesPer100Values() {
        let (items, diagnostics) = resolve("- ごはん150g")
        #expect(items.first?.kcal == 234)
        #expect(items.first?.source == .foods)
        #expect(diagnostics.isEmpty)
    }

    @Test func aMassOnAFoodWithoutPer100FallsThroughWithAWarning() {
        let (items, diagnostics) = resolve("- beer 500ml")
        #expect(items.first?.source == .estimator("stub"))
        #expect(items.first?.kcal == 200)
        #expect(diagnostics.first?.message
                == "'beer' in foods.yaml:3 has no kcal_per_100ml; 'beer 500ml' counted 200 kcal from stub")
    }

    @Test func pinnedEstimatesComeBeforeTheEstimator() {
        let cache = EstimateCache.load(Array("- {key: ramen, kcal: 480, estimator: stub, at: x}\n".utf8)).0
        let (items, _) = resolve("- ramen", cache: cache)
        #expect(items.first?.kcal == 480)
        #expect(items.first?.source == .cache)
    }

    @Test func stubKnowsCommonFoodsInBothLanguages() {
        #expect(resolve("- ramen").0.first?.source == .estimator("stub"))
        #expect(resolve("- ラーメン").0.first?.kcal == resolve("- ramen").0.first?.kcal)
        #expect(resolve("- gyoza 6個").0.first?.kcal == 240)
    }

    @Test func unknownFoodsAreGuessedBySlotWithAWarning() {
        let (items, diagnostics) = resolve("- 19:00 dinner: mystery stew")
        #expect(items.first?.kcal == 700)
        #expect(items.first?.source == .guess)
        #expect(diagnostics.first?.message == "unknown food 'mystery stew': guessed 700 kcal (dinner)")
        #expect(diagnostics.first?.column == 17)
        #expect(resolve("- mystery stew").0.first?.kcal == 300)
        #expect(resolve("- 2 mystery stews").0.first?.kcal == 600)
    }

    @Test func withoutAnEstimatorTheGuessFollowsFoods() {
        #expect(resolve("- ramen", estimator: nil).0.first?.source == .guess)
    }

    @Test func roundingIsHalfAwayFromZeroPerItem() {
        #expect(roundedKcal(2.5) == 3)
        #expect(roundedKcal(-2.5) == -3)
        #expect(roundedKcal(2.4999) == 2)
        #expect(roundedKcal(.infinity) == 0)
        #expect(resolve("- 1/3 alfort").0.first?.kcal == 18)
    }

    @Test func theStubTableIsBigAndConsistent() {
        #expect(StubTable.foods.count >= 100)
        var index = NameIndex<Int>()
        for (position, food) in StubTable.foods.enumerated() {
            #expect(food.serving >= 0)
            for name in food.names {
                #expect(TextFolding.matchKey(name) == name, "stub names are written in matching form")
                let added = index.add(name, position)
                #expect(added, "\(name) is in the stub table twice")
            }
        }
        let japanese = StubTable.foods.filter { $0.names.contains { $0.unicodeScalars.contains { $0.isCJK } } }
        #expect(japanese.count == StubTable.foods.count)
    }
}

struct EstimateCacheTests {
    @Test func theFirstPinForAKeyWins() {
        let (cache, diagnostics) = EstimateCache.load(Array("""
        - {key: Ramen, kcal: 480, estimator: stub, at: "2026-11-01T12:00"}
        - {key: ramen, kcal: 999, estimator: other, at: "2026-11-02T12:00"}
        - {key: rice, kcal_per_100g: 156, estimator: stub, at: "2026-11-02T12:00"}
        """.utf8))
        #expect(diagnostics.isEmpty)
        #expect(cache.find("ramen")?.perUnit == 480)
        #expect(cache.find("rice")?.per100g == 156)
    }

    @Test func badRecordsAreReportedAndSkipped() {
        let (cache, diagnostics) = EstimateCache.load(Array("- {key: ramen}\n- just text\n".utf8))
        #expect(cache.count == 0)
        #expect(diagnostics.count == 2)
    }
}
