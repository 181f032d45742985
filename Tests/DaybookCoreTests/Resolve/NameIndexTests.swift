import Testing

@testable import DaybookCore

struct NameIndexTests {
    private let index: NameIndex<String> = {
        var index = NameIndex<String>()
        for name in ["latte", "iced latte", "coffee", "berry", "sandwich", "tea", "ラーメン", "味噌ラーメン", "Café au lait"] {
            index.add(name, name)
        }
        return index
    }()

    private func find(_ text: String) -> (String, NameIndex<String>.Match)? {
        index.find(TextFolding.matchKey(text)).map { ($0.value, $0.match) }
    }

    @Test func exactMatchesAnyCaseAndWidth() {
        #expect(find("LATTE")?.0 == "latte")
        #expect(find("ＬＡＴＴＥ")?.1 == .exact)
        #expect(find("café au lait")?.0 == "Café au lait")
    }

    @Test func englishSingulars() {
        #expect(find("coffees")?.0 == "coffee")
        #expect(find("coffees")?.1 == .singular)
        #expect(find("sandwiches")?.0 == "sandwich")
        #expect(find("berries")?.0 == "berry")
    }

    @Test func longestContainedNameWins() {
        #expect(find("large iced latte")?.0 == "iced latte")
        #expect(find("large iced lattes")?.0 == "iced latte")
        #expect(find("latte with oat milk")?.0 == "latte")
        #expect(find("味噌ラーメン大盛り")?.0 == "味噌ラーメン")
        #expect(find("特製ラーメン")?.0 == "ラーメン")
        #expect(find("ramen大盛り") == nil)
    }

    @Test func latinNamesMatchWholeWordsOnly() {
        #expect(find("steak") == nil)
        #expect(find("teacake") == nil)
        #expect(find("green tea")?.0 == "tea")
        #expect(find("coffee大盛り")?.0 == "coffee")
    }

    @Test func theFirstValueForANameKeepsIt() {
        var index = NameIndex<Int>()
        let first = index.add("cake", 1)
        let second = index.add("Cake", 2)
        #expect(first)
        #expect(!second)
        #expect(index.find("cake")?.value == 1)
    }
}
