import Testing

@testable import DaybookCore

/// "Did you mean": an unknown name a letter or two from a known one names it in the warning; the guess stays a guess.
struct NearestNameTests {
    @Test(arguments: [
        ("coffe", "coffee"), ("banan", "banana"), ("sandwhich", "sandwich"), ("ラーメソ", "ラーメン"), ("bagle", "bagel"),
    ])
    func aTypoOfATableNameIsNamed(typo: String, meant: String) {
        #expect(NearestName.find(typo, foods: FoodTable()) == meant)
    }

    @Test(arguments: ["mystery stew", "qwerty", "tea", "xyzzy plugh"])
    func farOrShortNamesGetNone(name: String) {
        #expect(NearestName.find(name, foods: FoodTable()) == nil)
    }

    @Test func theUsersOwnFoodsComeFirst() {
        let foods = FoodTable.load(Array("granola bowl: 350\n".utf8)).0
        #expect(NearestName.find("granola bowel", foods: foods) == "granola bowl")
    }

    @Test func distanceIsBoundedAndExact() {
        func d(_ a: String, _ b: String, _ limit: Int) -> Int? {
            NearestName.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
        }
        #expect(d("coffe", "coffee", 1) == 1)
        #expect(d("kitten", "sitting", 3) == 3)
        #expect(d("kitten", "sitting", 2) == nil)
        #expect(d("abc", "abc", 0) == 0)
        #expect(d("", "ab", 2) == 2)
        #expect(d("bagle", "bagel", 1) == 1)
        #expect(d("ca", "abc", 3) == 3)
    }

    @Test func theWarningSaysWhatWasMeantAndTheGuessStays() throws {
        let resolver = Resolver(foods: FoodTable(), estimator: nil)
        let entry = try #require(parseLine("- 12:00 coffe").entry)
        let (resolved, diagnostics) = resolver.resolve(entry)
        #expect(resolved.items.map(\.source) == [.guess])
        #expect(diagnostics.first?.hint?.en == "did you mean 'coffee'? If not, add it to foods.yaml, e.g. 'coffe: 120'")
    }
}
