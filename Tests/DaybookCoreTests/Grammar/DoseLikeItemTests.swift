import Testing

@testable import DaybookCore

/// A food item written like a dose run into its amount says the name a dose's alias would be: what the language
/// server offers to add, asked of the core.
struct DoseLikeItemTests {
    private let grammar = EntryParser(doses: DoseDefinition.standard)

    private func names(_ text: String) -> [String?] {
        grammar.parse(line: "- " + text, contentStart: 2, location: SourceLocation(file: "t.md", line: 1))
            .entry?.mealItems.map(\.doseLikeName) ?? []
    }

    @Test func aNameRunIntoAnAmountInInsulinUnits() {
        #expect(names("mypen10u") == ["mypen"])
        #expect(names("12:00 MyPen10U") == ["MyPen"])
        #expect(names("ramen, mypen2.5units") == [nil, "mypen"])
    }

    @Test(arguments: ["mypen 10", "mypen10", "toast 2slices", "vitamin1000iu", "mypen10u soup", "10u"])
    func anyOtherItemHasNone(text: String) {
        #expect(names(text).allSatisfy { $0 == nil })
    }

    /// Written with a space, it is insulin, never food: the line is refused and names it.
    @Test func withASpaceItIsInsulinNoDoseHas() {
        let result = grammar.parse(
            line: "- mypen 10u", contentStart: 2, location: SourceLocation(file: "t.md", line: 1))
        #expect(result.entry == nil)
        #expect(result.unreadInsulinName == "mypen")
    }
}
