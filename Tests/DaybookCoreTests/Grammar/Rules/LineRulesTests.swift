import Foundation
import Testing

@testable import DaybookCore

struct LineRulesTests {
    private static let format = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/FORMAT.md")

    @Test func formatListsTheRulesInTheOrderTheyAreTried() throws {
        let text = try String(contentsOf: Self.format, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- line rules:"))
        let end = try #require(text.range(of: "<!-- end of line rules -->"))
        let listed = text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line -> String? in
            guard let open = line.range(of: "**"), let close = line[open.upperBound...].range(of: "**") else {
                return nil
            }
            return String(line[open.upperBound..<close.lowerBound])
        }
        #expect(listed == LineRules.ordered.map(\.name))
    }

    @Test func everyRuleHasItsOwnName() {
        let names = LineRules.ordered.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func theMealRuleIsLastAndAlwaysMatches() {
        #expect(LineRules.ordered.last is MealRule)
    }

    private func first(_ text: String) -> String? {
        let parser = EntryParser(doses: DoseDefinition.standard)
        let (original, s) = TextFolding.scalars(of: text)
        var separators = ItemSeparators(s, from: 0, end: s.count, kind: .meal)
        let firstSeparator = separators.next()
        let firstItemEnd = firstSeparator?.index ?? s.count
        let doseName = parser.doses.name(s, at: 0, end: s.count)
        let body = LineBody(
            s: s, original: original, start: 0, end: s.count, text: text, time: nil, slot: nil,
            location: SourceLocation(file: "t.md", line: 1), line: "- " + text, separators: separators,
            firstSeparator: firstSeparator, doseName: doseName,
            later: doseName == nil ? parser.doses.laterInsulin(s, from: 0, end: firstItemEnd) : nil,
            startsWithDose: doseName != nil, hits: KindWords.scan(s, from: 0, to: firstItemEnd))
        return LineRules.ordered.first { $0.read(body, with: parser) != nil }?.name
    }

    @Test(arguments: [
        ("forgot lantus 12u", "not taken"), ("bg 142", "glucose reading"), ("lantus 12u", "dose by name"),
        ("4u humalog", "dose, amount first"), ("ノボリン 4単位", "insulin that is no dose"),
        ("took lantus", "insulin without an amount"), ("note: forgot lantus", "note"),
        ("skipped lunch", "skipped meal"),
        ("体重 58.6kg", "weight"), ("BP 120/80", "body measure"), ("metformin 500mg", "medicine"),
        ("30 min walk", "activity"), ("headache", "symptom"), ("took 6u humalog", "dose, words then amount"),
        ("昼食前 ヒューマログ 5", "dose after words"), ("ramen 600kcal", "meal"),
    ])
    func eachKindOfLineIsDecidedByItsRule(text: String, rule: String) {
        #expect(first(text) == rule)
    }
}
