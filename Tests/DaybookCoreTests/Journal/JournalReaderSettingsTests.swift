import DaybookTesting
import Testing

@testable import DaybookCore

/// A long-running reader (the language server) reads the root's settings once and the days again and again.
struct JournalReaderSettingsTests {
    private let files = MemoryFileSystem([
        "daybook.yaml": "target: 1800\ncolour: blue\n",
        "foods.yaml": "alfort: {aliases: [アルフォート], kcal: 55}\n",
        "2026/11/2026-11-28.md": "# 2026-11-28\n- 12:00 curry rice 850kcal\n",
        "2026/11/2026-11-29.md": "# 2026-11-29\n- 12:00 curry rice\n- 15:00 アルフォート2枚\n",
        "notes/food.md": "## 2026-11-29\n- 15:00 tea\n## 2019-01-01\n- cake\n",
    ])

    @Test func readingWithSettingsReadEarlierIsReadingAtOnce() {
        let reader = JournalReader(fileSystem: files)
        let location = JournalLocation(root: ".")
        let selection = DaySelection.dates([date("2026-11-29")])
        let atOnce = reader.read(location, selection: selection)
        let settings = reader.readSettings(location)
        let later = reader.read(location, settings: settings, selection: selection)
        #expect(later.config.target == 1800)
        #expect(later.foods.find("alfort")?.kcal.perUnit == 55)
        #expect(later.diagnostics == atOnce.diagnostics)
        #expect(later.diagnostics.map(\.message.en) == ["unknown key 'colour' in daybook.yaml; it is ignored"])
        #expect(later.day(date("2026-11-29")).entries.map(\.text) == atOnce.day(date("2026-11-29")).entries.map(\.text))
    }

    @Test func theDaysAFileHolds() {
        #expect(
            JournalReader.days(in: Array("- 12:00 tea\n".utf8), path: "2026/11/2026-11-29.md") == [date("2026-11-29")])
        #expect(
            JournalReader.days(in: Array("---\ndate: 2026-11-27\n---\n- tea\n".utf8), path: "notes/a.md")
                == [date("2026-11-27")])
        #expect(
            JournalReader.days(
                in: Array("## 2026-11-29\n- a\n## 2019-01-01\n## 2026-11-29 again\n".utf8),
                path: "food.md") == [date("2026-11-29"), date("2019-01-01")])
        #expect(JournalReader.days(in: Array("# Notes\n- no day\n".utf8), path: "food.md") == [])
    }

    @Test func historyOverABaseForSomeDays() {
        let reader = JournalReader(fileSystem: files)
        let whole = reader.read(JournalLocation(root: "."), selection: .all)
        let lunch = History.Position(day: date("2026-11-29"), minute: 8 * 60)
        let withoutThe28th = whole.history(over: History()) { $0 != date("2026-11-28") }
        #expect(withoutThe28th.values(for: "curry rice", before: lunch) == nil)
        let all = whole.history(over: History()) { _ in true }
        #expect(all.values(for: "curry rice", before: lunch) == KcalValues(perUnit: 850))
        #expect(whole.history.values(for: "curry rice", before: lunch) == KcalValues(perUnit: 850))
    }

    @Test func theBuiltInTableNamesItsFoodsInMatchingForm() {
        let names = StubEstimator.knownFoods.map(\.name)
        #expect(names.contains("ramen") && names.contains("ラーメン"))
        #expect(names.allSatisfy { $0 == FoodTable.matchingForm($0) })
        #expect(FoodTable.matchingForm("  Iced   ＬＡＴＴＥ ") == "iced latte")
    }
}
