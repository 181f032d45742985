import Testing

@testable import DaybookCore

struct ListItemTests {
    @Test(arguments: ["- ramen", "* ramen", "+ ramen", "1. ramen", "12) ramen", "  - nested", "\t- tabbed", "-"])
    func recognisesListItems(line: String) {
        #expect(ListItem.contentStart(Array(line.utf8)[...]) != nil)
    }

    @Test(arguments: ["ramen", "-ramen", "**bold**", "---", "* * *", "- - -", "1.5 kg", "# heading", "> - quote"])
    func rejectsEverythingElse(line: String) {
        #expect(ListItem.contentStart(Array(line.utf8)[...]) == nil)
    }

    @Test func dropsTaskBoxes() {
        #expect(parseLine("- [ ] 12:30 ramen").entry?.time == time("12:30"))
        #expect(parseLine("- [x] ramen").entry?.mealItems.first?.name == "ramen")
    }
}

struct DoseLineTests {
    static let doses: [(String, String, Double)] = [
        ("long 12u", "long", 12.0), ("Long 12U", "long", 12), ("long 12 units", "long", 12), ("long 1 unit", "long", 1),
        ("long 12IU", "long", 12), ("Tresiba 10", "long", 10), ("lantus 8.5u", "long", 8.5),
        ("持効 12単位", "long", 12), ("持効型12単位", "long", 12), ("速効 ４単位", "rapid", 4),
        ("humalog 4u before lunch", "rapid", 4), ("rapid 3u", "rapid", 3), ("ＬＯＮＧ １２ｕ", "long", 12),
    ]

    @Test(arguments: DoseLineTests.doses)
    func readsDoses(body: String, name: String, units: Double) {
        let result = parseLine("- 22:00 " + body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.entry?.dose == DoseEntry(name: name, units: units))
    }

    @Test func aDoseWithoutAmountIsAnError() {
        let result = parseLine("- 22:00 long")
        #expect(result.entry == nil)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.message.en == "dose 'long' has no amount")
        #expect(diagnostic?.column == 9)
        #expect(diagnostic?.hint?.en == "write the units after the name, e.g. 'long 12u'")
    }

    @Test func japaneseDoseWithoutAmountIsAnError() {
        #expect(parseLine("- 22時 持効").diagnostics.first?.message.en == "dose '持効' has no amount")
    }

    @Test(arguments: ["long 0u", "long 5000u"])
    func outOfRangeAmountsAreErrors(body: String) {
        let result = parseLine("- " + body)
        #expect(result.entry == nil)
        #expect(result.diagnostics.first?.message.en.contains("out of range") == true)
    }

    @Test func unknownUnitIsAnError() {
        let result = parseLine("- long 12mg")
        #expect(result.entry == nil)
        #expect(result.diagnostics.first?.message.en == "'mg' is not a unit of insulin")
    }

    @Test func aDoseLineHoldsOneDose() {
        let result = parseLine("- rapid 4u, long 12u")
        #expect(result.entry == nil)
        #expect(result.diagnostics.first?.message.en == "more than one thing on a dose line")
    }

    @Test(arguments: ["- 12:30 ramen, rapid 4u", "- 12:30 ramen、速効 4単位"])
    func aDoseInsideAMealIsReportedNotEaten(line: String) {
        let result = parseLine(line)
        #expect(result.entry?.mealItems.count == 1)
        #expect(result.diagnostics.first?.message.en == "a dose inside a meal line is not counted")
    }

    @Test func aWordThatStartsWithADoseNameIsFood() {
        #expect(parseLine("- longan 3").entry?.dose == nil)
        #expect(parseLine("- rapidly eaten toast").entry?.dose == nil)
    }

    @Test func configuredNamesAndAliasesCount() {
        let doses = [DoseDefinition(name: "basal", aliases: ["Toujeo"], perDay: 1)]
        #expect(parseLine("- toujeo 14u", doses: doses).entry?.dose == DoseEntry(name: "basal", units: 14))
        #expect(parseLine("- long 14u", doses: doses).entry?.dose == nil)
    }
}

struct CancelledLineTests {
    @Test(arguments: [
        "- ~~12:30 ramen~~", "- 12:30 ~~ramen~~", "- 12:30 lunch: ~~ramen, gyoza~~", "- ~~long 12u~~",
        "- 22:00 ~~long~~", "- ~~２５:００ 持効~~",
    ])
    func struckThroughLinesAreCancelled(line: String) {
        let result = parseLine(line)
        #expect(result.entry?.content == .cancelled)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func keepsTimeAndText() {
        let entry = parseLine("- ~~12:30 ramen~~").entry
        #expect(entry?.time == time("12:30"))
        #expect(entry?.text == "ramen")
    }

    @Test func aStruckItemIsDroppedFromItsMeal() {
        #expect(parseLine("- ramen, ~~gyoza~~").entry?.mealItems.map(\.name) == ["ramen"])
    }
}

struct NestedItemTests {
    @Test func aHeaderLinePassesTimeAndSlotDown() {
        let header = parseLine("- 12:30 lunch:")
        #expect(header.entry == nil)
        #expect(header.context == EntryParser.Context(time: time("12:30"), slot: .lunch))
        let child = parseLine("  - ramen", inherited: header.context)
        #expect(child.entry?.time == time("12:30"))
        #expect(child.entry?.slot == .lunch)
        let own = parseLine("  - 13:00 gyoza", inherited: header.context)
        #expect(own.entry?.time == time("13:00"))
    }

    @Test(arguments: [
        ("- 朝食(7:30) トースト", "07:30", Slot.breakfast, "トースト"), ("- 昼食（12:30） ラーメン", "12:30", .lunch, "ラーメン"),
        ("- lunch (12:30): ramen", "12:30", .lunch, "ramen"), ("- 08:00 朝食(7:30) トースト", "08:00", .breakfast, "トースト"),
    ])
    func aSlotWordMayHaveItsTimeInParentheses(line: String, clock: String, slot: Slot, text: String) {
        let entry = parseLine(line).entry
        #expect(entry?.time == time(clock))
        #expect(entry?.slot == slot)
        #expect(entry?.text == text)
    }

    @Test func aSlotWordMayHaveAShortPhraseBeforeItsColon() {
        let entry = parseLine("- dinner at mom's: roast chicken, potatoes").entry
        #expect(entry?.slot == .dinner)
        #expect(entry?.mealItems.map(\.name) == ["roast chicken", "potatoes"])
        #expect(parseLine("- breakfast burrito: 450kcal").entry?.slot == nil)
        #expect(parseLine("- lunch with 2 friends: pizza").entry?.slot == nil)
        #expect(parseLine("- lunch box").entry?.slot == nil)
    }
}
