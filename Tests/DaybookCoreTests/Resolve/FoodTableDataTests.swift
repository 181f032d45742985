import Testing

@testable import DaybookCore

/// The generated table: its shape, that it is what `scripts/food-data` makes of `data/foods/`, and a sample of
/// its values against their sources.
struct FoodTableDataTests {
    private static let rows = FoodTableData.allRows()

    @Test func everyLineIsARowSortedByItsBytesInMatchingForm() {
        #expect(Self.rows.count >= 4000)
        var previous: [UInt8] = []
        for row in Self.rows {
            let bytes = Array(row.name.utf8)
            #expect(previous.lexicographicallyPrecedes(bytes), "\(row.name) is out of order or twice")
            previous = bytes
            #expect(TextFolding.matchKey(row.name) == row.name, "\(row.name) is not in matching form")
            #expect((0...950).contains(row.kcalPer100g), "\(row.name)")
            #expect(row.servingGrams > 0, "\(row.name)")
            #expect(!row.source.isEmpty, "\(row.name) has no source")
            if let carbs = row.carbsPer100g { #expect((0...100).contains(carbs), "\(row.name)") }
        }
    }

    @Test func everyRowCarriesCarbohydrate() {
        let unknown = Self.rows.filter { $0.carbsPer100g == nil }.map(\.name)
        #expect(unknown.isEmpty, "no carbohydrate: \(unknown.prefix(10))")
    }

    @Test func bothLanguagesAreThere() {
        let japanese = Self.rows.filter { $0.name.unicodeScalars.contains { $0.isCJK } }
        #expect(japanese.count >= 900)
        #expect(Self.rows.count - japanese.count >= 3000)
        #expect(Self.rows.filter { $0.source.hasPrefix("USDA SR24 ") }.count >= 3000)
        #expect(Self.rows.filter { $0.source.hasPrefix("MEXT8 ") }.count >= 100)
    }

    @Test func aLookUpFindsEveryRowAndNothingElse() {
        for row in Self.rows.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
            #expect(FoodTableData.row(row.name) == row)
        }
        #expect(FoodTableData.row("") == nil)
        #expect(FoodTableData.row("banan") == nil)
        #expect(FoodTableData.row("bananas") == nil)
        #expect(FoodTableData.row("zzzz") == nil)
        #expect(FoodTableData.row("\u{0}") == nil)
    }

    /// A sample against the sources: SR24 per 100 g, the Standard Tables per serving.
    @Test func sampleValuesMatchTheirSources() {
        func check(_ name: String, kcal: Double, carbs: Double, serving: Double, source: String) {
            guard let row = FoodTableData.row(name) else {
                Issue.record("\(name) is missing")
                return
            }
            #expect(abs(row.kcalPer100g - kcal) < 0.6, "\(name) kcal")
            #expect(abs((row.carbsPer100g ?? -1) - carbs) < 0.6, "\(name) carbs")
            #expect(abs(row.servingGrams - serving) < 0.6, "\(name) serving")
            #expect(row.source == source)
        }
        check("banana", kcal: 89, carbs: 22.84, serving: 118, source: "USDA SR24 09040")
        check("bacon", kcal: 533, carbs: 1.5, serving: 8, source: "USDA SR24 10862")
        check("cream cheese", kcal: 342, carbs: 4.07, serving: 29, source: "USDA SR24 01017")
        check("peanut butter", kcal: 589, carbs: 21.57, serving: 32, source: "USDA SR24 16097")
        check("ごはん", kcal: 156, carbs: 37.1, serving: 150, source: "MEXT8 01088")
        check("牛乳", kcal: 61, carbs: 4.8, serving: 200, source: "MEXT8 13003")
        #expect(FoodTableData.row("bacon")?.grams(of: "slice") == 7.9)
        #expect(FoodTableData.row("bagel")?.grams(of: "medium") == 105)
    }

    @Test func zeroKcalDrinksAreAboutZero() {
        for name in ["麦茶", "お茶", "緑茶", "ウーロン茶", "ほうじ茶", "水", "black coffee", "diet coke", "コーラゼロ", "water"] {
            let kcal = FoodTableData.row(name)?.kcalPerServing
            #expect(kcal != nil && kcal! < 10, "\(name): \(String(describing: kcal))")
        }
    }
}
