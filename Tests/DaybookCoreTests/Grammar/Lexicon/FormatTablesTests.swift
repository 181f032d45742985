import Foundation
import Testing

@testable import DaybookCore

/// docs/FORMAT.md's word tables are the lexicons' words, every field of `Lexicon`, generated here and never written
/// by hand: the test fails when they are stale, and `DAYBOOK_WRITE_FORMAT_TABLES=1 swift test --filter
/// FormatTablesTests` writes them again.
struct FormatTablesTests {
    private static let format = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/FORMAT.md")
    static let begin =
        "<!-- lexicon tables: generated from Sources/DaybookCore/Grammar/Lexicon by FormatTablesTests; do not edit -->"
    static let end = "<!-- end of lexicon tables -->"

    /// One row a field of the lexicons, in the order `Lexicon` declares them: its English words, its Japanese ones.
    static func tables() -> String {
        let japanese = Dictionary(
            Mirror(reflecting: Lexicon.japanese).children.compactMap { child in child.label.map { ($0, child.value) } },
            uniquingKeysWith: { first, _ in first })
        var lines = ["| field | English | Japanese |", "|---|---|---|"]
        for child in Mirror(reflecting: Lexicon.english).children {
            guard let label = child.label else { continue }
            lines.append("| `\(label)` | \(cell(child.value)) | \(cell(japanese[label])) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The words of a field, each in a code span; a word with its meaning is `word = meaning`.
    private static func cell(_ value: Any?) -> String {
        guard let value else { return "" }
        return Mirror(reflecting: value).children.map { code(text($0.value)) }.joined(separator: " ")
    }

    /// A word, or a word and what it means (a tuple or a small struct: its parts in order).
    private static func text(_ value: Any) -> String {
        if let word = value as? String { return word }
        let parts = Mirror(reflecting: value).children.map { part -> String in
            if let word = part.value as? String { return word }
            if let number = part.value as? ExactNumber { return Self.number(number) }
            return "\(part.value)"
        }
        guard let first = parts.first else { return "\(value)" }
        return parts.count == 1 ? first : first + " = " + parts.dropFirst().joined(separator: ", ")
    }

    /// An exact number as people write it: `1000`, `28.3495`.
    private static func number(_ number: ExactNumber) -> String {
        let value = number.double
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `text` as a Markdown code span inside a table: a backtick in it lengthens the fence, a `|` is escaped.
    private static func code(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "|", with: "\\|")
        return escaped.contains("`") ? "`` \(escaped) ``" : "`\(escaped)`"
    }

    @Test func formatMdHoldsTheLexiconsWordsAsTheyAre() throws {
        let text = try String(contentsOf: Self.format, encoding: .utf8)
        let begin = try #require(text.range(of: Self.begin))
        let end = try #require(text.range(of: Self.end))
        let generated = "\n\n" + Self.tables() + "\n\n"
        if ProcessInfo.processInfo.environment["DAYBOOK_WRITE_FORMAT_TABLES"] == "1" {
            let written = text.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: generated)
            try written.write(to: Self.format, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[begin.upperBound..<end.lowerBound]) == generated,
            "docs/FORMAT.md's word tables are stale: run DAYBOOK_WRITE_FORMAT_TABLES=1 swift test --filter FormatTablesTests"
        )
    }
}
