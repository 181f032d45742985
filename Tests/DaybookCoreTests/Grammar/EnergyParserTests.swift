import Testing

@testable import DaybookCore

struct EnergyParserTests {
    static let spellings: [(String, String, Int)] = [
        ("sandwich 450 cal", "sandwich", 450), ("burrito 800 calories", "burrito", 800),
        ("salad 120 Cal", "salad", 120),
        ("cookie (80 cal)", "cookie", 80), ("latte (190kcal)", "latte", 190), ("カフェラテ（190kcal）", "カフェラテ", 190),
        ("ケーキ（約350kcal）", "ケーキ", 350), ("おにぎり 180カロリー", "おにぎり", 180), ("smoothie ≈250kcal", "smoothie", 250),
        ("パン ≒250kcal", "パン", 250), ("bar 840kJ", "bar", 201), ("bar 800 kj", "bar", 191),
        ("soup 190.5kcal", "soup", 191),
        ("run -300 cal", "run", -300), ("200 calories of chips", "chips", 200), ("pie [300 kcal]", "pie", 300),
    ]

    @Test(arguments: EnergyParserTests.spellings)
    func readsEnergy(text: String, name: String, kcal: Int) {
        let parsed = item(text)
        #expect(parsed?.name == name)
        #expect(parsed?.kcal == kcal)
    }

    @Test(arguments: ["calamari 2 pieces", "カロリーメイト 2本", "kcal", "450 calzone"])
    func wordsThatOnlyStartLikeEnergyAreNot(text: String) {
        #expect(item(text)?.kcal == nil)
    }

    @Test(arguments: [
        ("cake 1e400kcal", "'1e400kcal' is not a kcal value"),
        ("cake 1e-400kcal", "'1e-400kcal' is not a kcal value"),
        ("cake 2.5E3kcal", "'2.5E3kcal' is not a kcal value"),
        ("latte 600-700kcal", "'600-700kcal' is a range, not one kcal value"),
    ])
    func whatIsNoNumberIsAnError(text: String, message: String) {
        let result = parseLine("- " + text)
        #expect(result.entry?.mealItems.isEmpty == true)
        #expect(result.diagnostics.map(\.message.en) == [message])
    }

    @Test func tooManyKilojoulesAreTooManyKcal() {
        #expect(
            parseLine("- feast 500000kJ").diagnostics.first?.message.en
                == "500000kJ is more than 100000 kcal; not counted")
        #expect(item("feast 400000kJ")?.kcal == 95602)
    }
}
