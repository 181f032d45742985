import Testing

@testable import DaybookCore

struct SourceTextTests {
    private func lines(_ text: String, _ numbers: [Int]) -> [String?] {
        var source = SourceText(bytes: Array(text.utf8))
        return numbers.map { source.line($0) }
    }

    @Test func linesWithoutTheirEndings() {
        #expect(lines("a\r\nb\n\nc", [0, 1, 2, 3, 4, 5]) == [nil, "a", "b", "", "c", nil])
        #expect(lines("a\n", [1, 2]) == ["a", nil])
        #expect(lines("", [1]) == [nil])
        #expect(lines("\n\n", [1, 2, 3]) == ["", "", nil])
    }

    /// Thousands of lines, some longer than the 4 KiB between checkpoints, asked for in any order: each is the line a
    /// plain split finds.
    @Test func everyLineIsFoundInAnyOrder() {
        var written: [String] = []
        for number in 1...3_000 {
            let length = number % 97 == 0 ? 5_000 : number % 13 == 0 ? 1_000 : number % 7
            written.append(String(repeating: Character(Unicode.Scalar(UInt8(97 + number % 26))), count: length))
        }
        var source = SourceText(bytes: Array(written.joined(separator: "\n").utf8))
        var order = Array(1...3_000)
        var seed: UInt64 = 7
        for index in order.indices.reversed() {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            order.swapAt(index, Int(seed >> 33) % (index + 1))
        }
        for number in order {
            let line = written[number - 1]
            #expect(source.line(number) == (line.utf8.count > SourceText.maximumShownBytes ? nil : line))
        }
        #expect(source.line(3_001) == nil)
    }

    @Test func aLineLongerThan1024BytesIsNotShown() {
        let longest = String(repeating: "x", count: 1_024)
        #expect(lines(longest + "\r\n" + longest + "y\n" + longest, [1, 2, 3]) == [longest, nil, longest])
    }
}
