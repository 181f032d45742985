import Testing

@testable import DaybookCore

struct YAMLParserTests {
    private func parse(_ text: String, firstLine: Int = 1) throws(YAMLError) -> YAMLNode? {
        try YAMLParser.parse(Array(text.utf8), firstLine: firstLine)
    }

    @Test func readsMappingsSequencesAndScalarsWithMarks() throws {
        let root = try parse("target: 1800\ndoses:\n  long: {aliases: [lantus, 持効], per_day: 1}\n")
        let pairs = try #require(root?.mapping)
        #expect(pairs.map { $0.key.scalar } == ["target", "doses"])
        #expect(pairs[0].value.scalar == "1800")
        #expect(pairs[0].value.mark == YAMLMark(line: 1, column: 9))
        let long = try #require(pairs[1].value.mapping?.first?.value.mapping)
        #expect(long[0].value.sequence?.map(\.scalar) == ["lantus", "持効"])
        #expect(long[0].value.mark.line == 3)
    }

    @Test func quotedScalarsAreNotPlain() throws {
        let pairs = try #require(try parse("a: \"04:00\"\nb: 04:00\n")?.mapping)
        #expect(pairs[0].value.value == .scalar("04:00", plain: false))
        #expect(pairs[1].value.value == .scalar("04:00", plain: true))
    }

    @Test func emptyDocumentIsNil() throws {
        #expect(try parse("") == nil)
        #expect(try parse("# only a comment\n") == nil)
    }

    @Test func malformedYAMLReportsItsPosition() {
        #expect(throws: YAMLError.self) { try parse("target: [1800\n") }
        do {
            _ = try parse("a: 1\n b: 2\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.mark.line == 2)
            #expect(error.message.localized.en.contains("mapping values are not allowed"))
        }
    }

    @Test func duplicateKeysAreErrors() {
        do {
            _ = try parse("target: 1800\ntarget: 1500\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.localized.en == "duplicate key 'target' (first at line 1)")
            #expect(error.mark == YAMLMark(line: 2, column: 1))
        }
    }

    @Test func marksShiftForEmbeddedYAML() throws {
        let root = try parse("date: 2026-11-29\n", firstLine: 2)
        #expect(root?.mapping?.first?.key.mark.line == 2)
    }

    @Test func aliasesResolve() throws {
        let root = try parse("a: &x {kcal: 55}\nb: *x\n")
        #expect(root?.mapping?[1].value.mapping?.first?.value.scalar == "55")
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 10_000)
        #expect(throws: YAMLError.self) { try parse(deep) }
    }

    @Test func moreThanOneDocumentIsAnError() {
        #expect(throws: YAMLError.self) { try parse("a: 1\n---\nb: 2\n") }
    }

    @Test func arbitraryBytesNeverCrash() {
        var seed: UInt64 = 42
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<64 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: seed >> 33) % 96 + 10)
            }
            _ = try? YAMLParser.parse(bytes)
        }
    }
}
