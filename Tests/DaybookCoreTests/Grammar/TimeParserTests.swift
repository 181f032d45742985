import Testing
@testable import DaybookCore

struct TimeParserTests {
    static let times: [(String, String)] = [
        ("7:30 coffee", "07:30"), ("07:30 coffee", "07:30"), ("19:30 ramen", "19:30"), ("0:05 snack", "00:05"),
        ("7am coffee", "07:00"), ("7:30pm ramen", "19:30"), ("7:30 PM ramen", "19:30"), ("12am snack", "00:00"),
        ("12pm lunch: soba", "12:00"), ("19時 ラーメン", "19:00"), ("19時30分 ラーメン", "19:30"),
        ("19時半 ラーメン", "19:30"), ("１９：３０ ラーメン", "19:30"), ("１９時ラーメン", "19:00"),
        ("12:30ラーメン", "12:30"),
    ]

    private func parsedTime(_ line: String) -> String? {
        parseLine("- " + line).entry?.time?.description
    }

    @Test(arguments: TimeParserTests.times)
    func readsTimes(line: String, expected: String) {
        #expect(parsedTime(line) == expected)
    }

    @Test(arguments: ["3 alforts", "7up", "2:1 ratio", "123:45 x", "12:30lunch", "7amazake"])
    func leavesNonTimesInTheBody(line: String) {
        #expect(parsedTime(line) == nil)
    }

    @Test(arguments: ["25:00 ramen", "12:61 ramen", "13pm ramen", "25時 ラーメン"])
    func reportsImpossibleTimes(line: String) {
        let result = parseLine("- " + line)
        #expect(result.entry == nil)
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.message.en.contains("is not a time") == true)
    }

    @Test func anEntryWithoutTimeIsFine() {
        let result = parseLine("- ramen")
        #expect(result.entry?.time == nil)
        #expect(result.entry?.mealItems.count == 1)
    }
}

struct SlotParserTests {
    static let slots: [(String, Slot)] = [
        ("lunch: ramen", Slot.lunch), ("Lunch：ramen", .lunch), ("breakfast: toast", .breakfast),
        ("dinner: curry", .dinner), ("snack: pocky", .snack), ("朝食: パン", .breakfast), ("朝：パン", .breakfast),
        ("昼食：ラーメン", .lunch), ("昼: そば", .lunch), ("夕食: カレー", .dinner), ("夕: カレー", .dinner),
        ("夜：カレー", .dinner), ("間食: アイス", .snack), ("おやつ：アルフォート", .snack),
    ]

    @Test(arguments: SlotParserTests.slots)
    func readsSlots(body: String, slot: Slot) {
        let entry = parseLine("- 12:00 " + body).entry
        #expect(entry?.slot == slot)
        #expect(entry?.mealItems.count == 1)
    }

    @Test func aSlotWordWithoutColonIsFood() {
        let entry = parseLine("- lunch box").entry
        #expect(entry?.slot == nil)
        #expect(entry?.mealItems.first?.name == "lunch box")
    }
}
