import Testing

@testable import DaybookCore

/// What one synced file can make every journal line cost: the doses each line is compared with, and the length of
/// the names each item is searched for.
struct ConfigLimitsTests {
    @Test func atMostSixteenDoses() throws {
        let text = "doses:\n" + (1...20).map { "  d\($0): {per_day: 1}\n" }.joined()
        let (config, diagnostics) = ConfigLoader.load(Array(text.utf8))
        #expect(config.doses.map(\.name) == (1...16).map { "d\($0)" })
        let only = try #require(diagnostics.count == 1 ? diagnostics.first : nil)
        #expect(only.message.en == "more than 16 doses; 'd17' and the doses after it are ignored")
        #expect(only.line == 18)
        #expect(only.sourceLine == "  d17: {per_day: 1}")
    }

    @Test func atMostSixteenAliasesADose() throws {
        let aliases = (1...40).map { "a\($0)" }
        let text = "doses:\n  long: {aliases: [\(aliases.joined(separator: ", "))]}\n"
        let (config, diagnostics) = ConfigLoader.load(Array(text.utf8))
        #expect(config.dose(named: "long")?.aliases == Array(aliases.prefix(16)))
        #expect(config.dose(matching: "a16")?.name == "long")
        #expect(config.dose(matching: "a17") == nil)
        #expect(diagnostics.map(\.message.en) == ["dose 'long' has more than 16 aliases; the first 16 are used"])
    }

    /// One name of thousands of words made every item of the journal try millions of runs of words.
    @Test func foodNamesAndAliasesOfAtMost64Characters() throws {
        let longest = String(repeating: "w ", count: 31) + "ww"
        let tooLong = longest + "w"
        let text = """
            "\(tooLong)": 100
            fine: {kcal: 50, aliases: ["\(longest)", "\(tooLong)", short]}
            """
        let (foods, diagnostics) = FoodTable.load(Array(text.utf8))
        #expect(foods.foods.map(\.name) == ["fine"])
        #expect(foods.foods.first?.aliases == [longest, "short"])
        #expect(diagnostics.map(\.line) == [1, 2])
        #expect(diagnostics.first?.message.en == "'w w w w w w w w w w …' is longer than 64 characters; it is ignored")
    }
}
