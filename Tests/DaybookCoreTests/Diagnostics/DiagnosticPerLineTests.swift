import Testing

@testable import DaybookCore

/// A line can hold thousands of problems; a few of them, and how many more, are shown.
struct DiagnosticPerLineTests {
    @Test func aLineOfTwoThousandUnknownFoodsShowsTenAndCountsTheRest() throws {
        var line = "- 12:00 "
        var items = 0
        while line.utf8.count + 2 <= JournalFileParser.maximumEntryBytes {
            line += "1,"
            items += 1
        }
        let entry = try #require(parseLine(line).entry)
        #expect(entry.mealItems.count == items)
        let (_, diagnostics) = Resolver(foods: FoodTable(), estimator: StubEstimator()).resolve(entry)
        #expect(diagnostics.count == Diagnostic.maximumPerLine + 1)
        #expect(
            diagnostics.last?.message.en
                == "\(items - Diagnostic.maximumPerLine) more problems on this line are not shown")
        #expect(diagnostics.last?.severity == .warning)
    }

    @Test func errorsComeFirstAndTheCountTakesTheGravestSeverity() {
        let location = SourceLocation(file: "t.md", line: 3)
        let warnings = (0..<12).map { Diagnostic.warning(Localized.verbatim("w\($0)"), at: location) }
        let errors = (0..<3).map { Diagnostic.error(Localized.verbatim("e\($0)"), at: location) }
        let capped = Diagnostic.cappedForOneLine(warnings + errors)
        #expect(capped.map(\.message.en).prefix(4) == ["e0", "e1", "e2", "w0"])
        #expect(capped.count == 11)
        #expect(capped.last?.message.en == "5 more problems on this line are not shown")
        #expect(capped.last?.severity == .warning)
        let many = Diagnostic.cappedForOneLine(
            (0..<20).map { Diagnostic.error(Localized.verbatim("e\($0)"), at: location) })
        #expect(many.last?.severity == .error)
        #expect(Diagnostic.cappedForOneLine(Array(warnings.prefix(10))) == Array(warnings.prefix(10)))
    }
}
