import Foundation
import Testing

/// A seeded generator (SplitMix64): the same journals on every run, different ones for each seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One food item the generator writes, and what it must count.
private struct GeneratedItem {
    var text: String
    var kcal: Int
    var quantity: Double
    var unit: String?
}

/// Items in the journal's many spellings, each with the kcal the format says it counts (docs/FORMAT.md).
private func randomItem(_ random: inout SeededRandom) -> GeneratedItem {
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
        let kcal = Int.random(in: 1...1500, using: &random)
        let name = ["ramen", "curry rice", "ラーメン", "牛丼", "pasta"].randomElement(using: &random) ?? "ramen"
        return GeneratedItem(text: "\(name) \(kcal)kcal", kcal: kcal, quantity: 1, unit: nil)
    case 1:
        let count = Int.random(in: 1...9, using: &random)
        return GeneratedItem(text: "アルフォート\(count)枚", kcal: 55 * count, quantity: Double(count), unit: nil)
    case 2:
        let count = Int.random(in: 2...12, using: &random)
        return GeneratedItem(text: "gyoza x\(count)", kcal: 45 * count, quantity: Double(count), unit: nil)
    case 3:
        let grams = Int.random(in: 10...400, using: &random)
        let kcal = Int((156 * Double(grams) / 100).rounded(.toNearestOrAwayFromZero))
        return GeneratedItem(text: "ごはん\(grams)g", kcal: kcal, quantity: Double(grams), unit: "g")
    case 4:
        let count = Int.random(in: 2...4, using: &random)
        return GeneratedItem(text: "\(count) bananas", kcal: 90 * count, quantity: Double(count), unit: nil)
    case 5:
        return GeneratedItem(text: "latte", kcal: 150, quantity: 1, unit: nil)
    default:
        let kcal = Int.random(in: 50...900, using: &random)
        return GeneratedItem(text: "約\(kcal)キロカロリーの何か", kcal: kcal, quantity: 1, unit: nil)
    }
}

private let foods = """
    alfort: {aliases: [アルフォート], kcal: 55}
    rice: {aliases: [ごはん], kcal: 234, kcal_per_100g: 156}
    gyoza: {aliases: [餃子], kcal: 45}
    banana: {kcal: 90}
    latte: 150

    """

/// Properties checked on many generated inputs against the generator's own record of what it wrote.
struct PropertyTests {
    @Test func everyLineAddWritesReadsBackAsItsItems() throws {
        var random = SeededRandom(seed: 29)
        let journal = try TemporaryJournal(["daybook.yaml": "target: 2000\n", "foods.yaml": foods])
        var written: [[GeneratedItem]] = []
        for index in 0..<40 {
            let items = (0..<Int.random(in: 1...3, using: &random)).map { _ in randomItem(&random) }
            let separator = ["、", ", ", "，"].randomElement(using: &random) ?? ", "
            let time = String(format: "--time=%02d:%02d", 5 + index / 4, (index % 4) * 15)
            let run = try journal.run([
                "add", time, "--now", "2026-11-29T23:00",
                items.map(\.text).joined(separator: separator),
            ])
            #expect(run.status == 0, "\(items.map(\.text)): \(run.stderr)")
            written.append(items)
        }
        let export = try journal.run(["export", "--format", "json", "--now", "2026-11-29T23:00"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == written.count)
        for (entry, items) in zip(entries, written) {
            let read = try #require(entry["items"] as? [[String: Any]])
            #expect(read.map { $0["text"] as? String } == items.map(\.text))
            #expect(read.map { $0["kcal"] as? Int } == items.map(\.kcal), "\(items.map(\.text))")
            #expect(read.map { $0["quantity"] as? Double } == items.map(\.quantity))
            #expect(read.map { $0["unit"] as? String } == items.map(\.unit))
        }
    }

    @Test(arguments: 1...12)
    func statusTotalsEqualTheGeneratorsSum(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let target = [1500, 1800, 2000, 2400].randomElement(using: &random) ?? 2000
        var files = ["daybook.yaml": "target: \(target)\n", "foods.yaml": foods]
        var eaten = 0
        var activity = 0
        var doses = 0
        // Today's entries spread over a dated file and an undated notes file, with prose and cancelled lines.
        var dated = "# 2026-11-29\n\nSome prose first.\n\n"
        var notes = "# Notes\n\n## 2026-11-28\n- 12:00 soba 999kcal\n\n## 2026-11-29\n"
        for index in 0..<Int.random(in: 3...25, using: &random) {
            let time = String(format: "%02d:%02d", 5 + index % 18, index % 60)
            var line: String
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                let burned = Int.random(in: 50...600, using: &random)
                activity -= burned
                line = "- \(time) walk -\(burned)kcal"
            case 1:
                line = "- ~~\(time) cake 400kcal~~"
            case 2:
                doses += 1
                line = "- \(time) rapid \(Int.random(in: 1...8, using: &random))u"
            default:
                let items = (0..<Int.random(in: 1...3, using: &random)).map { _ in randomItem(&random) }
                eaten += items.reduce(0) { $0 + $1.kcal }
                line = "- \(time) " + items.map(\.text).joined(separator: ", ")
            }
            if Bool.random(using: &random) { dated += line + "\n" } else { notes += line + "\n" }
        }
        files["2026-11-29.md"] = dated
        files["notes.md"] = notes
        let journal = try TemporaryJournal(files)
        let run = try journal.run(["status", "--json", "--now", "2026-11-29T23:00"])
        let status = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(status["eaten"] as? Int == eaten)
        #expect(status["activity"] as? Int == activity)
        #expect(status["remaining"] as? Int == target - (eaten + activity))
        let rapid = (status["doses"] as? [[String: Any]])?.first { $0["name"] as? String == "rapid" }
        #expect(rapid?["count"] as? Int == doses)
    }
}
