import DaybookTesting
import Testing

@testable import DaybookCore

/// Lines made of the pieces the grammar looks for, in every order: nothing traps, every quantity and kcal value
/// stays within its limits. The line fuzz target (resolving and balancing too) runs every third.
struct GrammarRobustnessTests {
    static let pieces = [
        "1", "12", "0.3", "1,200", "1/2", "/", "½", "⅓", "1 1/2", "半", "半分", "分の", "の", "三", "十", "一", "缶", "枚",
        "切り", "目", "個", "コ", "つ", "ふたつ", "kcal", "cal", "kJ", "カロリー", "e", "E", "-", "~", "約", "(", ")", "（", "）",
        "u", "IU", "単位", "units", "g", "kg", "oz", "fl oz", "l", "ml", "大さじ", "小さじ", "合", "x", "×", "*", " ", " ",
        "、", ",", "+", "と", "ランタス", "lantus", "long", "insulin", "ノボリン", "ramen", "ラーメン", "ごはん", "a", "half",
        "quarter", "of", "dozen", "and", "12:30", "19時", "午後", "朝", "夜", "正午", "noon", "at", ":", "：", "~~",
        "lunch:", "朝ごはん：", "\u{1F35C}", "\u{0301}", "ｇ", "１２", "9999999999999999999999",
    ]

    @Test func randomLinesNeverTrapAndStayWithinLimits() {
        var generator = SplitMix(seed: 20_261_129)
        for round in 0..<1_500 {
            var line = "- "
            for _ in 0..<generator.next() % 12 + 1 {
                line += Self.pieces[generator.next() % Self.pieces.count]
            }
            let result = parseLine(line)
            for item in result.entry?.mealItems ?? [] {
                #expect(item.quantity.amount.isFinite && item.quantity.amount >= 0, "\(line)")
                #expect(item.quantity.amount <= Quantity.limit(for: item.quantity.unit), "\(line)")
                #expect(abs(item.explicitKcal ?? 0) <= EnergyParser.maximumKcal, "\(line)")
            }
            if let dose = result.entry?.dose {
                #expect(dose.units > 0 && dose.units <= DoseParser.maximumUnits, "\(line)")
            }
            if round % 3 == 0 { FuzzTarget.line.run(Array(line.utf8)) }
        }
    }

    @Test func aLineOfFourThousandBytesOfAnyOnePieceParses() {
        for piece in Self.pieces {
            var line = "- "
            while line.utf8.count + piece.utf8.count <= JournalFileParser.maximumEntryBytes { line += piece }
            _ = parseLine(line)
        }
    }
}
