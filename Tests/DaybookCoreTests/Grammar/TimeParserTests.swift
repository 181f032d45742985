import Testing

@testable import DaybookCore

struct TimeParserTests {
    static let times: [(String, String)] = [
        ("7:30 coffee", "07:30"), ("07:30 coffee", "07:30"), ("19:30 ramen", "19:30"), ("0:05 snack", "00:05"),
        ("7am coffee", "07:00"), ("7:30pm ramen", "19:30"), ("7:30 PM ramen", "19:30"), ("12am snack", "00:00"),
        ("12pm lunch: soba", "12:00"), ("19時 ラーメン", "19:00"), ("19時30分 ラーメン", "19:30"),
        ("19時半 ラーメン", "19:30"), ("１９：３０ ラーメン", "19:30"), ("１９時ラーメン", "19:00"),
        ("12:30ラーメン", "12:30"), ("午前10時 コーヒー", "10:00"), ("午後3時 ケーキ", "15:00"), ("午後3時半 ケーキ", "15:30"),
        ("午後6時15分 カレー", "18:15"), ("午後 3:30 ケーキ", "15:30"), ("午前0時 アイス", "00:00"), ("午後0時 うどん", "12:00"),
        ("正午 ランチ：うどん", "12:00"), ("noon salad", "12:00"), ("Noon: soup", "12:00"), ("midnight snack: toast", "00:00"),
        ("19時頃 ラーメン", "19:00"), ("12:30ごろ うどん", "12:30"), ("7時過ぎ パン", "07:00"), ("12:00~ パスタ", "12:00"),
        ("19:00〜 鍋", "19:00"), ("Tresiba 12u 22:00", "22:00"), ("ramen at 12:30", "12:30"), ("beer @ 7pm", "19:00"),
        ("19.30 pasta", "19:30"), ("12.45 sandwich", "12:45"), ("08.15 toast", "08:15"), ("20.00 ラーメン", "20:00"),
        ("7.30am porridge", "07:30"), ("6.30pm curry", "18:30"), ("9 pm snack: popcorn", "21:00"),
        ("9 PM ice cream", "21:00"), ("11 a.m. eggs", "11:00"), ("7 p.m. soup", "19:00"), ("AM7:30 パン", "07:30"),
        ("PM3:00 ケーキ", "15:00"), ("pm 3:30 cake", "15:30"), ("PM12:00 lunch: soba", "12:00"), ("~8pm chips", "20:00"),
        ("~ 7:30 toast", "07:30"), ("at 7pm: pizza", "19:00"), ("around 8pm popcorn", "20:00"),
        ("about 12:30 soba", "12:30"), ("約19時 ビール", "19:00"), ("〜21時 アイス", "21:00"), ("深夜1時 カップ麺", "01:00"),
        ("深夜0時半 ラーメン", "00:30"), ("深夜11時 カップ麺", "23:00"), ("夜中2時 アイス", "02:00"),
        ("明け方5時 水", "05:00"), ("早朝5時 バナナ", "05:00"), ("お昼12時 うどん", "12:00"), ("お昼1時 そば", "13:00"),
        ("晩7時 鍋", "19:00"), ("19時くらい カレー", "19:00"), ("12時ぐらい パスタ", "12:00"), ("ramen 7.30pm", "19:30"),
    ]

    @Test(arguments: [
        ("正午過ぎのパン", "12:00", "パン"), ("7時のおやつ：プリン", "07:00", "プリン"),
        ("19時頃ビール", "19:00", "ビール"), ("at 7pm: pizza", "19:00", "pizza"),
        ("19時くらい 夕食：カレー", "19:00", "カレー"), ("9 pm snack: popcorn", "21:00", "popcorn"),
    ])
    func wordsAfterATimeBelongToIt(line: String, time: String, food: String) {
        let entry = parseLine("- " + line).entry
        #expect(entry?.time?.description == time)
        #expect(entry?.mealItems.map(\.name) == [food])
    }

    private func parsedTime(_ line: String) -> String? {
        parseLine("- " + line).entry?.time?.description
    }

    @Test(arguments: TimeParserTests.times)
    func readsTimes(line: String, expected: String) {
        #expect(parsedTime(line) == expected)
    }

    @Test(arguments: [
        "3 alforts", "7up", "2:1 ratio", "123:45 x", "12:30lunch", "7amazake", "午後の紅茶", "noodles",
        "1.25 cups rice", "0.25 pizza", "2.50 kg chicken", "1.50 units lantus", "12.99 sushi",
        "3 amaretti cookies", "2時間 散歩", "at home: pasta", "apple pie", "pm", "~~", "お昼ごはん：うどん",
        "sushi 19.30",
    ])
    func leavesNonTimesInTheBody(line: String) {
        #expect(parsedTime(line) == nil)
    }

    @Test(arguments: [
        "25:00 ramen", "12:61 ramen", "13pm ramen", "25時 ラーメン", "午後12時 ラーメン", "午前13時 パン",
        "PM13:00 ラーメン", "~25:00 ramen", "深夜8時 ラーメン",
    ])
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
        ("夜：カレー", .dinner), ("間食: アイス", .snack), ("おやつ：アルフォート", .snack), ("supper: soup", .dinner),
        ("Brunch: eggs", .lunch), ("朝ごはん：パン", .breakfast), ("朝ご飯: パン", .breakfast), ("朝飯：パン", .breakfast),
        ("昼ごはん：そば", .lunch), ("昼ご飯：そば", .lunch), ("昼飯：そば", .lunch), ("ランチ：パスタ", .lunch),
        ("晩ごはん: カレー", .dinner), ("晩ご飯：カレー", .dinner), ("夜ごはん：鍋", .dinner), ("夜ご飯：鍋", .dinner),
        ("夕飯：鍋", .dinner), ("晩飯：鍋", .dinner), ("夕ごはん：鍋", .dinner), ("ディナー：ステーキ", .dinner),
        ("夜食：ラーメン", .snack), ("【朝食】パン", .breakfast), ("【昼】 ラーメン", .lunch), ("朝食 パン", .breakfast),
        ("夕飯　焼肉", .dinner), ("breakfast - eggs", .breakfast), ("Lunch – soup", .lunch), ("dessert: cake", .snack),
        ("デザート：プリン", .snack),
    ]

    @Test(arguments: SlotParserTests.slots)
    func readsSlots(body: String, slot: Slot) {
        let entry = parseLine("- 12:00 " + body).entry
        #expect(entry?.slot == slot)
        #expect(entry?.mealItems.count == 1)
    }

    @Test(arguments: [
        ("lunch box", "lunch box"), ("ランチセット", "ランチセット"), ("朝ごはんのパン", "朝ごはんのパン"),
        ("【メモ】ラーメン", "【メモ】ラーメン"), ("lunch ramen", "lunch ramen"),
    ])
    func aSlotWordWithoutColonIsFood(body: String, name: String) {
        let entry = parseLine("- " + body).entry
        #expect(entry?.slot == nil)
        #expect(entry?.mealItems.first?.name == name)
    }

    /// A semicolon for the colon or a letter O for a zero: the time it likely means, with a warning that names it
    /// and how to write it (issue 23: `12;30 soba` was 12 unknown foods and 30 sobas, 10,200 kcal).
    @Test func aMistypedTimeIsReadWithAWarning() {
        let result = parseLine("- 12;30 soba")
        #expect(result.entry?.time?.description == "12:30")
        #expect(result.entry?.mealItems.map(\.name) == ["soba"])
        #expect(result.diagnostics.map(\.message.en) == ["'12;30' is read as the time 12:30"])
        #expect(result.diagnostics.first?.hint?.en == "write a time with a colon and digits only, e.g. '12:30'")
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(parseLine("- 12:3O lunch: soba").diagnostics.map(\.message.ja) == ["「12:3O」を時刻 12:30 と読みました"])
        // Not a time, so no guess at one: `25;00`, `12;3`, `O2:30`.
        for line in ["- 25;00 soba", "- 12;3 soba", "- O2:30 soba"] {
            #expect(parseLine(line).entry?.time == nil, "\(line)")
        }
    }
}
