import DaybookTesting
import Testing

@testable import DaybookCore

/// Conflict copies merge the same way whatever order they come in: every device, whatever its file listing
/// order and whichever copy its Syncthing named first, computes the same day.
struct ConflictMergePropertyTests {
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    private let pool = [
        "- 08:00 toast 200kcal", "- 12:00 ramen 650kcal", "- 12:00 ramen 650kcal", "- 15:00 cake 300kcal",
        "- 19:00 dinner: curry 800kcal", "- 22:00 long 12u", "- 22:30 long 12u", "- ~~16:00 donut~~",
        "- 10:00 アルフォート3枚 165kcal", "Some prose.", "- 07:00 rapid 4u",
    ]
    private let copyNames = [
        "2026-11-29.sync-conflict-20261129-101010-AAAAAAA.md",
        "2026-11-29.sync-conflict-20261129-111111-BBBBBBB.md",
        "2026-11-29.sync-conflict-20261130-090909-CCCCCCC.md",
    ]

    private func day(_ original: String, copies: [String], names: [String]) -> (
        entries: [String], eaten: Int, doses: Int
    ) {
        var files = ["2026-11-29.md": original]
        for (name, text) in zip(names, copies) { files[name] = text }
        let journal = JournalReader(fileSystem: MemoryFileSystem(files)).read(
            JournalLocation(root: "."), selection: .all)
        let summary = DaySummary(
            journal: journal, date: date("2026-11-29"), now: now("2026-11-30T12:00"),
            resolver: journal.resolver(estimator: nil))
        return (
            journal.day(date("2026-11-29")).entries.map(\.sourceLine).sorted(), summary.balance.eaten,
            summary.doses.first { $0.name == "long" }?.count ?? 0
        )
    }

    @Test(arguments: 1...40)
    func theSameCopiesInAnyOrderGiveTheSameDay(seed: Int) {
        var random = Generator(state: UInt64(seed))
        func text() -> String {
            (0..<Int.random(in: 0...6, using: &random)).compactMap { _ in pool.randomElement(using: &random) }
                .joined(separator: "\n") + "\n"
        }
        let original = text()
        let copies = (0..<Int.random(in: 1...3, using: &random)).map { _ in text() }
        let first = day(original, copies: copies, names: copyNames)
        let reordered = day(original, copies: copies.reversed(), names: copyNames)
        let shuffled = day(original, copies: copies.shuffled(using: &random), names: copyNames)
        #expect(first.entries == reordered.entries)
        #expect(first.entries == shuffled.entries)
        #expect(first.eaten == reordered.eaten && first.eaten == shuffled.eaten)
        #expect(first.doses == reordered.doses && first.doses == shuffled.doses)
        // And no entry of the original is lost.
        let alone = day(original, copies: [], names: [])
        #expect(alone.entries.allSatisfy(first.entries.contains))
    }

    @Test func aLineInTwoCopiesButNotTheOriginalCountsOnce() {
        let merged = day(
            "- 12:00 ramen 650kcal\n",
            copies: [
                "- 12:00 ramen 650kcal\n- 15:00 cake 300kcal\n",
                "- 15:00 cake 300kcal\n- 22:00 long 12u\n",
            ],
            names: Array(copyNames.prefix(2)))
        #expect(merged.eaten == 950)
        #expect(merged.doses == 1)
        // A line written twice in one copy is two entries (two coffees at the same minute).
        let twice = day(
            "- 09:00 coffee 5kcal\n", copies: ["- 09:00 coffee 5kcal\n- 09:00 coffee 5kcal\n"],
            names: [copyNames[0]])
        #expect(twice.eaten == 10)
    }
}
