import Foundation
import Testing

@testable import DaybookCore

/// Every example of docs/FORMAT.md (its ```corpus blocks) is a record of `GrammarCorpus`, with the same fields, so
/// the contract shows only what the corpus holds the grammar to.
struct FormatExamplesTests {
    private static let format = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/FORMAT.md")

    /// A record as text: its line and its fields, each trimmed, in order.
    private static func key(_ record: Substring) -> [String]? {
        let parts = record.split(separator: "=>", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return [parts[0].trimmingSpaces] + parts[1].split(separator: "|").map { $0.trimmingSpaces }
    }

    static func examples(_ text: String) -> [Substring] {
        var found: [Substring] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inside = !inside && line == "```corpus"
                continue
            }
            if inside, !line.trimmingSpaces.isEmpty { found.append(line) }
        }
        return found
    }

    @Test func everyExampleIsACorpusRecord() throws {
        let text = try String(contentsOf: Self.format, encoding: .utf8)
        let examples = Self.examples(text)
        #expect(examples.count >= 30)
        let records = Set(GrammarCorpus.text.split(separator: "\n").compactMap(Self.key))
        for example in examples {
            let key = try #require(Self.key(example), "not a record: \(example)")
            #expect(records.contains(key), "FORMAT.md's example is no corpus record: \(example)")
        }
    }

    @Test func everyErrorExampleNamesItsCase() throws {
        let text = try String(contentsOf: Self.format, encoding: .utf8)
        for example in Self.examples(text) {
            let fields = Self.key(example)?.dropFirst() ?? []
            #expect(!fields.contains("error"), "name the error's case: \(example)")
        }
    }
}
