import Testing

@testable import DaybookCore

/// A weight line's weight, kept in kilograms and shown in the unit it was written in.
struct BodyWeightTests {
    @Test func bodyWeightKeepsTheUnitItWasWrittenIn() throws {
        let pounds = try #require(parseLine("- wt 165 lb").entry.flatMap(BodyWeight.init))
        #expect(pounds.inPounds)
        #expect(pounds.value == 165)
        #expect(pounds.unit == "lb")
        #expect(abs(pounds.kilograms - 74.84) < 0.01)
        let kilograms = try #require(parseLine("- 体重 58.6kg").entry.flatMap(BodyWeight.init))
        #expect(!kilograms.inPounds)
        #expect(kilograms.value == 58.6)
        #expect(parseLine("- ramen 650kcal").entry.flatMap(BodyWeight.init) == nil)
    }

    @Test func aDaysWeightIsItsLastWeighIn() {
        let entries = ["- 06:50 wt 130.5 lb", "- 07:00 体重 58.6kg", "- 07:30 toast"].compactMap { line in
            parseLine(line).entry.map { ResolvedEntry(entry: $0, items: []) }
        }
        #expect(BodyWeight.last(of: entries) == BodyWeight(kilograms: 58.6))
        #expect(BodyWeight.last(of: Array(entries.prefix(1)))?.inPounds == true)
        #expect(BodyWeight.last(of: Array(entries.suffix(1))) == nil)
    }
}
