import Testing

@testable import DaybookCore

struct YAMLReportTests {
    /// Twenty thousand unknown keys: the first hundred are shown with their lines, then how many more there are.
    @Test func twentyThousandUnknownKeys() throws {
        let text = (0..<20_000).map { "k\($0): 1\n" }.joined()
        let (config, diagnostics) = ConfigLoader.load(Array(text.utf8))
        #expect(config.target == 2000)
        #expect(diagnostics.count == 101)
        #expect(diagnostics.prefix(100).map(\.line) == Array(1...100))
        #expect(diagnostics[99].sourceLine == "k99: 1")
        #expect(diagnostics[99].message.en == "unknown key 'k99' in daybook.yaml; it is ignored")
        let last = try #require(diagnostics.last)
        #expect(last.severity == .warning)
        #expect(last.line == 101)
        #expect(
            last.message.en == "19900 more problems not shown (19900 warnings): daybook shows the first 100 of a "
                + "YAML file")
        #expect(last.hint?.en == "fix those first; the rest show up when they are gone")
    }

    /// Two hundred thousand keys are four hundred thousand nodes: past the document limit, so one error.
    @Test func twoHundredThousandUnknownKeys() throws {
        let text = (0..<200_000).map { "k\($0): 1\n" }.joined()
        let (config, diagnostics) = ConfigLoader.load(Array(text.utf8))
        #expect(config.target == 2000)
        let only = try #require(diagnostics.count == 1 ? diagnostics.first : nil)
        #expect(only.line == 100_000)
        #expect(only.column == 9)
        #expect(only.sourceLine == "k99999: 1")
        #expect(only.message.en == "more than 200000 keys, values and list items; daybook reads no more")
        #expect(only.hint?.en == "remove what daybook does not need; until then this file is ignored")
    }

    @Test func anErrorPastTheLimitMakesTheCountAnError() throws {
        let text = (0..<100).map { "k\($0): 1\n" }.joined() + "target: lots\nday_starts: soon\nmore: 1\n"
        let (config, diagnostics) = ConfigLoader.load(Array(text.utf8))
        #expect(config.target == 2000)
        let last = try #require(diagnostics.last)
        #expect(last.severity == .error)
        #expect(
            last.message.en == "3 more problems not shown (2 errors and 1 warning): daybook shows the first 100 of "
                + "a YAML file")
    }

    @Test func frontMatterSaysWhatIsIgnored() throws {
        var report = YAMLReport(
            file: "2026-11-29.md", bytes: Array("a: [\n".utf8), firstLine: 2,
            ignored: .frontMatter)
        #expect(report.parse() == nil)
        let only = try #require(report.diagnostics.first)
        #expect(only.line == 3)
        #expect(only.hint?.en == "fix the YAML syntax; until then the front matter is ignored")
    }
}
