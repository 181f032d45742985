import DaybookTesting
import Testing

@testable import DaybookCore

/// A rapid-acting dose stands beside the meal written nearest to it within an hour.
struct MealDosesTests {
    private let foods = FoodTable.load(Array("toast: {kcal: 180, carbs: 30}\nrice: {kcal: 234, carbs: 55}\n".utf8)).0

    private func pairs(_ lines: [String]) -> [Int: Int] {
        let resolver = Resolver(foods: foods, estimator: nil)
        let entries = lines.compactMap { parseLine($0).entry }.map { resolver.resolve($0).0 }
        return MealDoses.pairs(entries, doses: DoseDefinition.standard, boundary: .standard)
    }

    @Test func theNearestMealWithinAnHour() {
        #expect(pairs(["- 07:30 toast", "- 07:40 rapid 4u", "- 12:30 rice", "- 12:20 rapid 6u"]) == [1: 0, 3: 2])
        // After the meal or before it, whichever is nearer.
        #expect(pairs(["- 07:00 toast", "- 08:10 rice", "- 07:50 rapid 4u"]) == [2: 1])
    }

    @Test func ofTwoAsNearTheOneBefore() {
        #expect(pairs(["- 07:00 toast", "- 08:00 rice", "- 07:30 rapid 4u"]) == [2: 0])
    }

    @Test func nothingBeyondAnHourNorForAScheduledDoseNorWithoutATime() {
        #expect(pairs(["- 07:00 toast", "- 08:01 rapid 4u"]).isEmpty)
        #expect(pairs(["- 22:00 toast", "- 22:10 long 12u"]).isEmpty)
        #expect(pairs(["- toast", "- 07:00 rapid 4u"]).isEmpty)
        #expect(pairs(["- 07:00 toast", "- rapid 4u"]).isEmpty)
        // Activity is no meal.
        #expect(pairs(["- 07:00 walk -150kcal", "- 07:10 rapid 2u"]).isEmpty)
    }

    @Test func aDaySummaryGivesEachDoseItsMealsCarbohydrate() throws {
        let files = MemoryFileSystem([
            "foods.yaml": "toast: {kcal: 180, carbs: 30}\n",
            "2026-11-29.md": "# 2026-11-29\n- 07:30 toast 2\n- 07:35 rapid 4u\n- 09:00 rapid 1u\n",
        ])
        let journal = JournalReader(fileSystem: files).read(
            JournalLocation(root: "."), selection: .dates([date("2026-11-29")]))
        let summary = DaySummary(
            journal: journal, date: date("2026-11-29"),
            now: LocalDateTime(date: date("2026-11-29"), time: time("12:00")),
            resolver: Resolver(foods: journal.foods, estimator: nil))
        #expect(summary.carbs == CarbTotal(grams: 60))
        let dose = try #require(summary.entries.first { $0.entry.text == "rapid 4u" })
        #expect(summary.mealCarbs(forDoseAt: dose.entry.location) == CarbTotal(grams: 60))
        let late = try #require(summary.entries.first { $0.entry.text == "rapid 1u" })
        #expect(summary.mealCarbs(forDoseAt: late.entry.location) == nil)
    }
}
