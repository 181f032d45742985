/// `skipped lunch`, `no lunch`, `朝食抜き`, `昼ごはん食べてない`, `breakfast — skip`, `朝: なし`, `fasting today`: a meal
/// not eaten. Items after the first are a note on it when they hold no number (`skipped lunch, not hungry`); with one
/// (`skipped lunch, 2 cookies`) the line is read as food.
struct SkippedMealRule: LineRule {
    var name: String { "skipped meal" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard !KindWords.hasKcal(body) else { return nil }
        if let separator = body.firstSeparator, body.s[separator.index..<body.end].contains(where: \.isDigit) {
            return nil
        }
        let hits = body.hits
        let skipped = NotFoodEntry(kind: .skippedMeal)
        // A slot and nothing but words that say it was not eaten: `朝: なし`, `breakfast — skip`.
        // A note may follow in the items after it (`lunch: nothing, too busy`), as no number is there.
        if body.slot != nil, let first = hits.first, first.kind == .skip, first.range.lowerBound == body.start,
            Self.onlyPunctuation(body, from: first.range.upperBound, to: body.firstSeparator?.index ?? body.end)
        {
            return .content(.notFood(skipped))
        }
        if let first = hits.first, first.kind == .fasting, first.range.lowerBound == body.start {
            return .content(.notFood(skipped))
        }
        // A slot word beside a word that says it was not eaten, either way round.
        for (a, b) in zip(hits, hits.dropFirst()) {
            let pair = (a.kind, b.kind)
            guard pair == (.skip, .slot) || pair == (.slot, .skip) else { continue }
            let between = skipSpaces(body.s, from: a.range.upperBound, to: b.range.lowerBound)
            if between == b.range.lowerBound, a.range.lowerBound == body.start { return .content(.notFood(skipped)) }
        }
        return nil
    }

    /// Whether only spaces and punctuation follow `index` up to `end`.
    private static func onlyPunctuation(_ body: LineBody, from index: Int, to end: Int) -> Bool {
        body.s[index..<max(index, end)].allSatisfy { !$0.isLatinWordPart && !$0.isCJK }
    }
}
