/// In Japanese a space between two foods separates them, as `、` does (`ご飯 納豆 味噌汁`, `トースト1枚 バター 牛乳`). A
/// space is no separator before words that only say how much or how big (`ご飯 茶碗2杯`, `ラーメン 大盛り`), after a
/// kind of dish or a dish of parts (`パスタ ペペロンチーノ`, `おでん 卵`; the lexicons' `dishKinds`,
/// `dishesOfParts`), a shop (`スタバ ラテ`; `shops`) or a meal (`遅い朝ごはん 卵かけご飯`), or
/// after words that name no food (`ジム後 バナナ`): both sides must name a food the built-in table knows.
extension EntryParser {
    /// How far before a space the food it would end is looked for, and how long a food's name is looked up.
    private static let spaceReach = 48

    /// Whether the space at `k` separates two foods of a Japanese meal.
    static func spaceSeparatesFoods(_ s: [Unicode.Scalar], at k: Int, from start: Int, end: Int) -> Bool {
        guard k > start, k + 1 < end, s[k + 1].isCJK, !s[k - 1].isSpace else { return false }
        let before = s[k - 1]
        guard before.isCJK || before.isDigit || before.isLatinLetter || before.properties.isEmojiPresentation else {
            return false
        }
        // The food after the space: the piece's first run of Japanese letters, from its start.
        var afterEnd = k + 1
        while afterEnd < end, afterEnd - k <= spaceReach, s[afterEnd].isCJK { afterEnd += 1 }
        let after = s[(k + 1)..<afterEnd]
        guard namesFood(after), !startsWithAmount(s, after, end: end) else { return false }
        // `おでん 大根 たまご`, `パスタ ペペロンチーノ`: after a kind of dish or a dish of parts that starts the item
        // alone, the spaces list what it is or holds.
        var itemStart = k
        while itemStart > max(start, k - spaceReach), !isItemSeparator(s, at: itemStart - 1, from: start, end: end) {
            itemStart -= 1
        }
        itemStart = skipSpaces(s, from: itemStart, to: k)
        var kindEnd = itemStart
        while kindEnd < k, s[kindEnd].isCJK { kindEnd += 1 }
        if s[kindEnd].isSpace,
            LexiconTables.dishHeads.contains(TextFolding.matchKey(s[itemStart..<kindEnd]))
        {
            return false
        }
        // The food before it: the first run of Japanese letters of the last piece that starts with one, so that an
        // amount of its own after a space stays its (`ご飯 1合 納豆`).
        var pieceStart = k
        while pieceStart > max(start, k - spaceReach) {
            var p = pieceStart
            while p > start, !s[p - 1].isSpace, !isItemSeparator(s, at: p - 1, from: start, end: end) { p -= 1 }
            if s[p].isCJK {
                var runEnd = p
                while runEnd < pieceStart, s[runEnd].isCJK { runEnd += 1 }
                let run = s[p..<runEnd]
                // `スタバ ラテ`: a shop before what came from it, a meal before what it was (`遅い朝ごはん 卵かけご飯`), or
                // one name of the table, space and all.
                if runEnd == k,
                    LexiconTables.shops.contains(TextFolding.matchKey(run))
                        || LexiconTables.slotWords.longest(s, endingAt: runEnd, after: p - 1) != nil
                        || FoodTableData.contains(TextFolding.matchKey(run) + " " + TextFolding.matchKey(after))
                {
                    return false
                }
                return namesFood(run)
            }
            guard p > start, s[p - 1].isSpace else { return false }
            pieceStart = p - 1
        }
        return false
    }

    /// Whether the words after a space start with how much or how big (`一合`, `茶碗2杯`, `お茶碗半分`, `中ジョッキ`), so
    /// that the food named in them (`お茶`) is no food of its own.
    private static func startsWithAmount(_ s: [Unicode.Scalar], _ run: ArraySlice<Unicode.Scalar>, end: Int) -> Bool {
        if NumberWords.japanese(s, at: run.startIndex, end: end) != nil { return true }
        let honorific = run.first == Lexicon.Japanese.honorificO || run.first == Lexicon.Japanese.honorificGo
        let word = honorific ? run.dropFirst() : run
        guard word.count >= 2 else { return false }
        return (2...min(word.count, longestPortion)).contains { length in
            LexiconTables.portionWords.contains(TextFolding.matchKey(word.prefix(length)))
        }
    }

    /// The longest portion word looked for at the start of a piece (`中ジョッキ`).
    private static let longestPortion = 6

    /// Whether the built-in table knows `run` as a food, or a food it starts or ends with of two letters or more
    /// (`味噌ラーメン大盛り`, `豚しゃぶサラダ`).
    private static func namesFood(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        guard !run.isEmpty, run.count <= spaceReach else { return false }
        if FoodTableData.contains(TextFolding.matchKey(run)) { return true }
        guard run.count > 2 else { return false }
        for length in stride(from: run.count - 1, through: 2, by: -1) {
            if FoodTableData.contains(TextFolding.matchKey(run.prefix(length)))
                || FoodTableData.contains(TextFolding.matchKey(run.suffix(length)))
            {
                return true
            }
        }
        return false
    }
}
