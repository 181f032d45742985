import DaybookPlatform
import Testing

@testable import DaybookLSP

/// One `didChange` with many ranged changes is applied in one pass per run of changes, and ends exactly where
/// applying them one at a time would.
struct TextDocumentBatchTests {
    /// A small deterministic generator, so a failure can be replayed.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    private static let pieces = ["a", "b", "😀", "ご", "\n", "\r\n", " ", "kcal", "\n- 12:00 "]

    /// The position of a random character boundary of `document`.
    private func randomPosition(_ document: TextDocument, _ random: inout Generator) -> TextPosition {
        let line = random.next(document.lineCount)
        let characters = Array(document.line(line))
        let cut = random.next(characters.count + 2)
        return TextPosition(line: line, character: String(characters.prefix(cut)).utf16.count)
    }

    private func randomText(_ random: inout Generator) -> String {
        (0..<random.next(4)).map { _ in Self.pieces[random.next(Self.pieces.count)] }.joined()
    }

    /// Where `text` put at `start` ends.
    private func end(of text: String, at start: TextPosition) -> TextPosition {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1, let last = lines.last else {
            return TextPosition(line: start.line, character: start.character + text.utf16.count)
        }
        return TextPosition(line: start.line + lines.count - 1, character: last.utf16.count)
    }

    @Test func manyChangesAtOnceEndWhereOneAtATimeDoes() throws {
        var random = Generator(state: 29)
        for round in 0..<300 {
            let text = (0..<random.next(40)).map { _ in Self.pieces[random.next(Self.pieces.count)] }.joined()
            var oneByOne = TextDocument(uri: "file:///x.md", path: "/x.md", version: 1, text: text)
            let start = oneByOne
            var changes: [(range: TextRange?, text: String)] = []
            var previous: (start: TextPosition, end: TextPosition)?
            for _ in 0..<random.next(12) {
                var a = randomPosition(oneByOne, &random)
                var b = randomPosition(oneByOne, &random)
                if b < a { swap(&a, &b) }
                // Mostly runs: after what the change before put in, or before where it started.
                if let previous, random.next(4) != 0 {
                    let forward = random.next(2) == 0
                    if forward, a < previous.end { continue }
                    if !forward, b > previous.start { continue }
                }
                let insert = randomText(&random)
                let range = random.next(20) == 0 ? nil : TextRange(start: a, end: b)
                try oneByOne.replace(range, with: insert)
                changes.append((range, insert))
                previous = range.map { ($0.start, end(of: insert, at: $0.start)) }
            }
            var atOnce = start
            try atOnce.apply(changes)
            #expect(atOnce.line(0) == oneByOne.line(0), "round \(round)")
            #expect(
                (0..<atOnce.lineCount).map(atOnce.line) == (0..<oneByOne.lineCount).map(oneByOne.line),
                "round \(round): \(changes)")
        }
    }

    @Test func aChangeThatCannotBePlacedIsTheErrorAndThoseBeforeItAreApplied() throws {
        var document = TextDocument(uri: "file:///x.md", path: "/x.md", version: 1, text: "a😀b\nc\n")
        let changes: [(range: TextRange?, text: String)] = [
            (TextRange(start: TextPosition(line: 1, character: 0), end: TextPosition(line: 1, character: 1)), "d"),
            (TextRange(start: TextPosition(line: 0, character: 2), end: TextPosition(line: 0, character: 2)), "x"),
        ]
        #expect(throws: ResponseError.self) { try document.apply(changes) }
        #expect(document.line(0) == "a😀b")
        #expect(document.line(1) == "d")
    }

    /// A replace-all of `count` words on one line and over `count` lines, top to bottom and bottom to top.
    private func replaceAll(_ count: Int) -> [(TextDocument, [(range: TextRange?, text: String)])] {
        let oneLine = String(repeating: "rice ", count: count)
        let lines = String(repeating: "- rice\n", count: count)
        let onOneLine = (0..<count).map { index in
            (range: TextRange?.some(TextRange(line: 0, from: index * 6, to: index * 6 + 4)), text: "soba!")
        }
        let overLines = (0..<count).reversed().map { index in
            (range: TextRange?.some(TextRange(line: index, from: 2, to: 6)), text: "soba")
        }
        return [
            (TextDocument(uri: "file:///a.md", path: "/a.md", version: 1, text: oneLine), onOneLine),
            (TextDocument(uri: "file:///b.md", path: "/b.md", version: 1, text: lines), overLines),
        ]
    }

    /// Four times the edits take about four times the CPU time (each edit re-indexing the document took sixteen).
    @Test func aReplaceAllCostsInProportionToItsEdits() throws {
        func cpu(_ count: Int) throws -> Int64 {
            var best = Int64.max
            for _ in 0..<3 {
                let cases = replaceAll(count)
                let start = SystemClock.threadCPUNanoseconds()
                for (document, changes) in cases {
                    var document = document
                    try document.apply(changes)
                    #expect(document.line(0).contains("soba") && !document.line(0).contains("rice"))
                }
                best = min(best, SystemClock.threadCPUNanoseconds() - start)
            }
            return best
        }
        let small = try cpu(1_000)
        let large = try cpu(4_000)
        let ratio = Double(large) / Double(max(small, 1))
        #expect(ratio < 8, "4× the edits took \(ratio)× the time")
    }
}
