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

    // The person's foods match as whole names: a name inside a longer one is another food (issue 24: `rice` made
    // `fried rice` and `rice crackers` exact; before, the longest contained name won).
    @Test func aNameInsideALongerOneIsNoMatch() {
        #expect(find("large iced latte") == nil)
        #expect(find("latte with oat milk") == nil)
        #expect(find("味噌ラーメン大盛り") == nil)
        #expect(find("特製ラーメン") == nil)
        #expect(find("green tea") == nil)
        #expect(find("coffee大盛り") == nil)
        #expect(find("iced lattes")?.0 == "iced latte")
    }

    @Test func wordsMatchWithoutTheirPunctuation() {
        var index = NameIndex<String>()
        index.add("fish & chips", "fish & chips")
        #expect(index.find("fish chips")?.value == "fish & chips")
        #expect(index.find("fish chips")?.match == .words)
        #expect(index.find("steak") == nil)
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
