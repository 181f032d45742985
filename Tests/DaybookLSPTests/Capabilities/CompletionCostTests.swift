import DaybookCore
import DaybookPlatform
import Testing

@testable import DaybookLSP

/// Completion costs the foods it looks through and the name being typed, never the rest of the line times the
/// foods: a synced foods.yaml of 20,000 foods and a 23 KB line took 22 s a keystroke when every food was matched
/// against everything after the last comma. Thread CPU time, the least of three runs.
struct CompletionCostTests {
    private let now = LocalDateTime("2026-11-29T12:00") ?? LocalDateTime(date: .unixEpoch, time: .midnight)

    private func foods(_ count: Int) -> [Completion.Food] {
        (0..<count).map { Completion.Food(label: "food number \($0) with a long name", detail: "100 kcal") }
    }

    /// A meal item of `words` words and no separator, the cursor at its end.
    private func line(words: Int) -> String {
        "- 12:00 " + String(repeating: "ramen ", count: words) + "gyoz"
    }

    private func cpuTime(_ work: () -> Void) -> Int64 {
        // The least of five: a run the machine interrupts (a page fault, another test's thread) is not the cost.
        (0..<5).map { _ in
            let start = SystemClock.threadCPUNanoseconds()
            work()
            return SystemClock.threadCPUNanoseconds() - start
        }.min() ?? 0
    }

    private func complete(_ line: String, _ foods: [Completion.Food]) -> JSON {
        Completion.complete(
            line: line, at: TextPosition(line: 0, character: line.utf16.count), config: Config(), foods: foods,
            now: now, language: .en)
    }

    @Test func aLongerLineCostsNoMoreThanReadingIt() {
        let table = foods(2_000)
        let short = line(words: 200)
        let long = line(words: 800)
        let shortTime = cpuTime { _ = complete(short, table) }
        let longTime = cpuTime { _ = complete(long, table) }
        let ratio = Double(longTime) / Double(max(shortTime, 1))
        #expect(ratio < 2, "4× the line took \(ratio)× the time")
    }

    @Test func fourTimesTheFoodsCostAboutFourTimes() {
        let small = foods(2_000)
        let large = foods(8_000)
        let typed = line(words: 200)
        let smallTime = cpuTime { _ = complete(typed, small) }
        let largeTime = cpuTime { _ = complete(typed, large) }
        let ratio = Double(largeTime) / Double(max(smallTime, 1))
        #expect(ratio < 8, "4× the foods took \(ratio)× the time")
    }

    /// Past the longest name a food may have, the word under the cursor is the name typed; the edit replaces it.
    @Test func aLongItemCompletesTheWordUnderTheCursor() {
        let typed = line(words: 50)
        let result = complete(typed, [Completion.Food(label: "gyoza", detail: "≈64 kcal")])
        guard case .array(let items)? = result["items"], let first = items.first else {
            Issue.record("no items")
            return
        }
        #expect(first["label"]?.string == "gyoza")
        let start = typed.utf16.count - 4
        #expect(
            first["textEdit"]?.text
                == #"{"range":{"start":{"line":0,"character":\#(start)},"end":{"line":0,"character":\#(start + 4)}},"newText":"gyoza"}"#
        )
    }

    /// A word longer than any name offers no food, and looks at none.
    @Test func aWordLongerThanAnyNameOffersNoFood() {
        let word = String(repeating: "x", count: FoodTable.maximumNameLength + 1)
        let result = complete("- 12:00 " + word, [Completion.Food(label: word, detail: "1 kcal")])
        #expect(result["items"] == .array([]))
    }

    /// Doses, slots and foods together never pass the limit.
    @Test func atMostTheLimitWhateverOffersThem() {
        var yaml = "doses:\n"
        for dose in 0..<16 {
            let aliases = (0..<16).map { "d\(dose)a\($0)" }.joined(separator: ", ")
            yaml += "  d\(dose): {aliases: [\(aliases)]}\n"
        }
        let config = ConfigLoader.load(Array(yaml.utf8)).0
        #expect(config.doses.count == 16)
        let result = Completion.complete(
            line: "- 12:00 ", at: TextPosition(line: 0, character: 8), config: config, foods: foods(1_000), now: now,
            language: .en)
        guard case .array(let items)? = result["items"] else {
            Issue.record("no items")
            return
        }
        #expect(items.count == Completion.maximumItems)
    }
}
