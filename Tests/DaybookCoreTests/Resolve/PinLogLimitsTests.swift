import Testing

@testable import DaybookCore

/// The pin log is synced like the rest of the journal: read line by line, whatever a line holds.
struct PinLogLimitsTests {
    private func load(_ text: String) -> (PinnedEstimates, [Diagnostic]) {
        PinnedEstimates.load([(Array(text.utf8), ".daybook/estimates.yaml")])
    }

    /// A chain of aliases on one line: YAML says why it refuses the line, and the other lines count.
    @Test func anAliasChainOnALineIsRefusedWithTheReason() throws {
        let chain = "- [&a [1], " + String(repeating: "&a [*a], ", count: 40_000) + "]"
        let (pinned, diagnostics) = load("- {key: ramen, kcal: 480, estimator: stub, at: x}\n\(chain)\n")
        #expect(pinned.find("ramen")?.values.perUnit == 480)
        let only = try #require(diagnostics.count == 1 ? diagnostics.first : nil)
        #expect(
            only.message.en == "not a pinned estimate (alias '*a' nests lists and mappings more than 64 levels "
                + "deep); this line is ignored")
        #expect(only.line == 2)
        #expect(only.column == 7 + 9 * 62)
        #expect(only.sourceLine == nil)
    }

    /// Thousands of lines in no form daybook writes: a hundred are shown, and only a thousand go to libyaml.
    @Test func manyBrokenLinesAreCountedNotListed() throws {
        let text = String(repeating: "- [x]\n", count: 3_000) + "- {key: tea, kcal: 2, estimator: stub, at: x}\n"
        let (pinned, diagnostics) = load(text)
        #expect(pinned.find("tea")?.values.perUnit == 2)
        #expect(diagnostics.count == 101)
        #expect(diagnostics[0].message.en == "not a pinned estimate; this line is ignored")
        #expect(diagnostics[0].sourceLine == "- [x]")
        #expect(
            diagnostics.last?.message.en == "2900 more problems not shown (2900 warnings): daybook shows the first "
                + "100 of a YAML file")
    }

    @Test func pastAThousandYAMLLinesTheRestAreNotRead() {
        let yamlOnly = "- {key: 'tea', kcal: 2, estimator: stub, at: x}\n"
        let (read, _) = load(String(repeating: "- [x]\n", count: 999) + yamlOnly)
        #expect(read.find("tea") != nil)
        let (unread, diagnostics) = load(String(repeating: "- [x]\n", count: 1_000) + yamlOnly)
        #expect(unread.find("tea") == nil)
        #expect(diagnostics.count == 101)
    }
}
