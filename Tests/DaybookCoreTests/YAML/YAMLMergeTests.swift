import Testing

@testable import DaybookCore

struct YAMLMergeTests {
    private func document(_ text: String) throws -> YAMLNode {
        try #require(try YAMLParser.parse(Array(text.utf8)))
    }

    @Test func theFirstDocumentWinsAndMappingsMergeKeyByKey() throws {
        let merge = YAMLMerge(
            try document(
                """
                target: 1800
                doses:
                  long: {per_day: 1}
                list: [a]
                """))
        let added = merge.add(
            try document(
                """
                target: 1500
                day_starts: "05:00"
                doses:
                  long: {window: "22:00-23:00", per_day: 2}
                  rapid: {}
                list: [b]
                """))
        #expect(added.count == 3)
        #expect(added.listed == ["day_starts", "doses.long.window", "doses.rapid"])
        #expect(added.keys == ["day_starts"])
        #expect(added.firstNested == "doses.long.window")
        let merged = try #require(merge.result.mapping)
        #expect(merged.map(\.key.scalar) == ["target", "doses", "list", "day_starts"])
        #expect(merged[0].value.scalar == "1800")
        #expect(merged[2].value.sequence?.map(\.scalar) == ["a"])
        let long = try #require(merged[1].value.mapping?.first?.value.mapping)
        #expect(long.map(\.key.scalar) == ["per_day", "window"])
        #expect(long[0].value.scalar == "1")
    }

    @Test func laterDocumentsMergeIntoWhatEarlierOnesAdded() throws {
        let merge = YAMLMerge(try document("a: 1\n"))
        #expect(merge.add(try document("b: {x: 1}\n")).listed == ["b"])
        #expect(merge.add(try document("b: {x: 2, y: 2}\n")).listed == ["b.y"])
        #expect(merge.result.mapping?.last?.value.mapping?.map(\.value.scalar) == ["1", "2"])
    }

    @Test func aDocumentThatIsNotAMappingNeitherTakesNorGives() throws {
        let list = try document("- a\n")
        #expect(YAMLMerge(list).add(try document("b: 1\n")).count == 0)
        #expect(YAMLMerge(list).result == list)
        let mapping = try document("a: 1\n")
        let merge = YAMLMerge(mapping)
        #expect(merge.add(list).count == 0)
        #expect(merge.result == mapping)
    }

    @Test func messagesListTenPathsAndCountTheRest() throws {
        let merge = YAMLMerge(try document("a: 1\n"))
        let added = merge.add(try document((0..<12).map { "k\($0): 1\n" }.joined()))
        #expect(added.count == 12)
        #expect(added.listed == (0..<10).map { "k\($0)" })
        let message = JournalMessage.settingsConflictCopy(
            original: "daybook.yaml", added: added.count,
            listed: added.listed
        ).localized
        #expect(message.en.hasSuffix(": k0, k1, k2, k3, k4, k5, k6, k7, k8, k9 and 2 more"))
        #expect(message.ja.hasSuffix(": k0, k1, k2, k3, k4, k5, k6, k7, k8, k9 ほか 2 件"))
    }

    /// Looking each key up by scanning the mapping made two copies of a large file cost their sizes multiplied.
    @Test func largeMappingsMergeInOnePass() throws {
        let text = (0..<99_998).map { "k\($0): \($0)\n" }.joined()
        let merge = YAMLMerge(try document(text))
        #expect(merge.add(try document(text)).count == 0)
        #expect(merge.add(try document(text + "extra: 1\n")).listed == ["extra"])
        #expect(merge.result.mapping?.count == 99_999)
    }

    /// Subtrees shared through aliases, as many as the budget allows, merged into the same again.
    @Test func sharedSubtreesMergeWithinTheAliasBudget() throws {
        let keys = (0..<14).map { "k\($0)" }
        let text =
            "a: &a {" + keys.map { "\($0): x" }.joined(separator: ", ") + "}\n"
            + "b: &b {" + keys.map { "\($0): *a" }.joined(separator: ", ") + "}\n"
            + "c: {" + keys.map { "\($0): *b" }.joined(separator: ", ") + "}\n"
        let merge = YAMLMerge(try document(text))
        #expect(merge.add(try document(text)).count == 0)
        #expect(merge.result == (try document(text)))
    }
}
