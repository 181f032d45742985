import Testing

@testable import DaybookCore

/// What a hostile document can make the parser build: aliases count towards the depth and towards a node budget, and
/// a document holds a bounded number of nodes. Each test writes the document just inside a limit and just past it.
struct YAMLLimitsTests {
    private func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        try YAMLParser.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> YAMLError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    /// `&a [*a]` redefined line after line: each list holds the one before, 40,000 deep, in 400 KB. Walking or
    /// freeing that tree overflowed the stack.
    @Test func aLongAliasChainStopsAtTheDepthLimit() throws {
        let chain = "x:\n- &a [1]\n" + String(repeating: "- &a [*a]\n", count: 40_000)
        let found = try #require(error(chain))
        // The mapping, the list and a flow list are open; the alias on line 64 brings in 62 levels more.
        #expect(found.message.localized.en == "alias '*a' nests lists and mappings more than 64 levels deep")
        #expect(found.mark == YAMLMark(line: 64, column: 7))
        #expect(found.hint?.localized.en == "use fewer aliases inside aliases")
        let justInside = "x:\n- &a [1]\n" + String(repeating: "- &a [*a]\n", count: 61)
        #expect(try parse(justInside)?.mapping?.first?.value.sequence?.count == 62)
    }

    @Test func anAliasMayFillTheDepthExactly() throws {
        let deep = "a: &a " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n"
        #expect(try parse(deep + "b: *a\n")?.mapping?.count == 2)
        let found = try #require(error(deep + "c: [*a]\n"))
        #expect(found.mark == YAMLMark(line: 2, column: 5))
    }

    /// Ten aliases to ten aliases to …: 900 bytes that mean billions of nodes.
    @Test func anAliasBombStopsAtTheNodeBudget() throws {
        var lines = ["a0: &a0 {" + (0..<10).map { "k\($0): x" }.joined(separator: ", ") + "}"]
        for level in 1..<9 {
            lines.append(
                "a\(level): &a\(level) {" + (0..<10).map { "k\($0): *a\(level - 1)" }.joined(separator: ", ")
                    + "}")
        }
        let found = try #require(error(lines.joined(separator: "\n") + "\n"))
        // a0 is 21 nodes, a1 brings in 210 and is 221, a2 brings in 2,210: the fourth alias of a3 passes 10,000.
        #expect(
            found.message.localized.en
                == "aliases bring more than 10000 values into this document; daybook stops at alias "
                + "'*a2'")
        #expect(found.mark == YAMLMark(line: 4, column: 41))
        #expect(found.hint?.localized.en == "write the values out instead of repeating aliases")
    }

    @Test func aliasesMayBringInExactlyTheBudget() throws {
        let list = "s: &s x\nl: &l [" + Array(repeating: "x", count: 99).joined(separator: ", ") + "]\n"
        let filled = list + "b: [" + Array(repeating: "*l", count: 100).joined(separator: ", ") + "]\n"
        let root = try #require(try parse(filled)?.mapping)
        #expect(root[2].value.sequence?.count == 100)
        #expect(root[2].value.sequence?.last?.sequence?.count == 99)
        let found = try #require(error(filled + "c: *s\n"))
        #expect(
            found.message.localized.en
                == "aliases bring more than 10000 values into this document; daybook stops at alias '*s'")
        #expect(found.mark == YAMLMark(line: 4, column: 4))
    }

    @Test func aDocumentHoldsAtMost200000Nodes() throws {
        func list(_ count: Int) -> String { "[" + Array(repeating: "x", count: count).joined(separator: ",") + "]" }
        // The list itself and its items.
        #expect(try parse(list(199_999))?.sequence?.count == 199_999)
        let found = try #require(error(list(200_000)))
        #expect(found.message.localized.en == "more than 200000 keys, values and list items; daybook reads no more")
        #expect(found.mark == YAMLMark(line: 1, column: 2 + 2 * 199_999))
    }

    /// Every anchor redefined and aliased many times over: parsing costs the events, not the tree they stand for.
    @Test func manySmallAliasesCostTheirCount() throws {
        let text = "a: &a x\nb: [" + Array(repeating: "*a", count: 10_000).joined(separator: ", ") + "]\n"
        #expect(try parse(text)?.mapping?.last?.value.sequence?.count == 10_000)
        #expect(error(text + "c: *a\n")?.mark == YAMLMark(line: 3, column: 4))
    }
}

struct YAMLQuotedValueTests {
    @Test func aMessageQuotesAtMostSixtyFourCharactersOfAValue() throws {
        let (_, diagnostics) = ConfigLoader.load(
            Array(("target: " + String(repeating: "9", count: 100_000) + "\n").utf8))
        let message = try #require(diagnostics.first?.message.en)
        #expect(message.contains("'" + String(repeating: "9", count: 64) + "…'"))
        #expect(message.utf8.count < 300)
    }
}
