/// `30 min walk`, `10k steps`, `散歩 40分`, `ヨガ 20分`: activity, never food. A line that gives kcal is read by the
/// meal rule, where `-150kcal` counts as activity kcal; a line with a meal's slot is food. An activity only said to
/// be when something happened (`banana before run`, `ラン前 バナナ`) is no activity.
struct ActivityRule: LineRule {
    var name: String { "activity" }

    private static let before = Lexicon.wordList { $0.timingBefore }
    private static let after = Lexicon.wordList { $0.timingAfter }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard body.slot == nil, body.hits.contains(where: { $0.kind == .activity && !Self.isTiming($0, body) }),
            !KindWords.hasKcal(body)
        else { return nil }
        return .content(.notFood(NotFoodEntry(kind: .activity)))
    }

    /// Whether a timing word stands right before the activity's word (`before run`, `post-gym`) or after it (`ラン前`).
    private static func isTiming(_ hit: KindWords.Hit, _ body: LineBody) -> Bool {
        let s = body.s
        if longestWord(s, after, at: hit.range.upperBound, end: body.end) != nil { return true }
        var wordEnd = hit.range.lowerBound
        guard wordEnd > body.start, s[wordEnd - 1] == " " || s[wordEnd - 1] == "-" else { return false }
        wordEnd -= 1
        while wordEnd > body.start, s[wordEnd - 1] == " " { wordEnd -= 1 }
        return before.contains { word in
            wordEnd - word.count >= body.start && hasWord(s, word, at: wordEnd - word.count, end: wordEnd)
                && (wordEnd - word.count == body.start || !s[wordEnd - word.count - 1].isLatinLetter)
        }
    }
}
