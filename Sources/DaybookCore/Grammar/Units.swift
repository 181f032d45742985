/// The words that give a number its meaning: counters, masses and volumes, insulin units, kcal.
enum Units {
    /// Japanese counters: they count units and never change the kcal of one.
    static let japaneseCounters = wordList([
        "枚", "個", "本", "杯", "切れ", "袋", "皿", "粒", "缶", "膳", "人前", "玉", "つ", "貫", "パック", "箱", "片",
        "尾", "匹", "丁",
    ])

    /// English counter words, singular and plural.
    static let englishCounters = wordList([
        "piece", "pieces", "pc", "pcs", "slice", "slices", "cup", "cups", "bowl", "bowls", "can", "cans",
        "bottle", "bottles", "glass", "glasses", "serving", "servings",
    ])

    /// Mass and volume units (lower-case), with the unit they convert to and the factor.
    static let measures: [(word: [Unicode.Scalar], unit: Quantity.Unit, factor: Double)] = [
        (Array("kg".unicodeScalars), .gram, 1000),
        (Array("ml".unicodeScalars), .milliliter, 1),
        (Array("g".unicodeScalars), .gram, 1),
        (Array("l".unicodeScalars), .milliliter, 1000),
    ]

    /// How insulin amounts may be written after the number.
    static let insulin = wordList(["units", "unit", "iu", "u", "単位"])

    static let kcal = wordList(["kcal", "キロカロリー"])

    static let of = Array("of".unicodeScalars)

    /// The measure written at `index` and its length, when a word boundary follows it.
    static func measure(_ s: [Unicode.Scalar], at index: Int, end: Int)
        -> (unit: Quantity.Unit, factor: Double, length: Int)? {
        for measure in measures where hasWord(s, measure.word, at: index, end: end) {
            let after = index + measure.word.count
            if after == end || !s[after].isLatinWordPart {
                return (measure.unit, measure.factor, measure.word.count)
            }
        }
        return nil
    }

    /// The English counter word at `index` and its length, when a word boundary follows it.
    static func englishCounter(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard let length = longestWord(s, englishCounters, at: index, end: end) else { return nil }
        let after = index + length
        return after == end || !s[after].isLatinWordPart ? length : nil
    }
}
