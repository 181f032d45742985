/// Reads a meal slot at the start of a body: `lunch:`, `Lunch：`, `昼:`, `朝ごはん：`, `supper:`, `おやつ：`.
enum SlotParser {
    static let written: [(String, Slot)] = [
        ("breakfast", .breakfast), ("lunch", .lunch), ("brunch", .lunch), ("dinner", .dinner), ("supper", .dinner),
        ("snack", .snack),
        ("朝食", .breakfast), ("朝", .breakfast), ("朝ごはん", .breakfast), ("朝ご飯", .breakfast),
        ("朝御飯", .breakfast), ("朝飯", .breakfast),
        ("昼食", .lunch), ("昼", .lunch), ("昼ごはん", .lunch), ("昼ご飯", .lunch), ("昼御飯", .lunch), ("昼飯", .lunch),
        ("お昼", .lunch), ("お昼ごはん", .lunch), ("お昼ご飯", .lunch), ("お昼御飯", .lunch), ("ランチ", .lunch),
        ("ブランチ", .lunch), ("あさごはん", .breakfast), ("ひるごはん", .lunch), ("ばんごはん", .dinner),
        ("よるごはん", .dinner), ("ゆうごはん", .dinner),
        ("夕食", .dinner), ("夕", .dinner), ("夜", .dinner), ("晩", .dinner), ("夕飯", .dinner), ("晩飯", .dinner),
        ("晩ごはん", .dinner), ("晩ご飯", .dinner), ("晩御飯", .dinner), ("夜ごはん", .dinner), ("夜ご飯", .dinner),
        ("夜御飯", .dinner), ("夕ごはん", .dinner), ("夕ご飯", .dinner), ("夕御飯", .dinner), ("ディナー", .dinner),
        ("間食", .snack), ("おやつ", .snack), ("夜食", .snack), ("dessert", .snack), ("デザート", .snack),
    ]

    /// The words by their first scalar, longest first.
    private static let words: ScalarIndex<(word: [Unicode.Scalar], slot: Slot)> = ScalarIndex(
        written.map { text, slot in
            let word = Array(text.unicodeScalars)
            return (word, (word, slot))
        })

    /// The slot and the index after its colon, or nil. A Japanese slot word may end with a space instead of the
    /// colon when more follows (`朝食 トースト`), or stand in brackets (`【朝食】`); an English one needs its colon
    /// or a dash between spaces (`breakfast - eggs`): `lunch box` is food.
    static func parse(_ s: [Unicode.Scalar], at index: Int) -> (slot: Slot, end: Int)? {
        guard index < s.count else { return nil }
        if s[index] == "【" {
            // 【朝食】パン
            guard index + 1 < s.count, let candidates = words.values(for: s[index + 1]) else { return nil }
            for (word, slot) in candidates where hasWord(s, word, at: index + 1) {
                let close = index + 1 + word.count
                if close < s.count, s[close] == "】" { return (slot, close + 1) }
            }
            return nil
        }
        guard let candidates = words.values(for: s[index].lowercasedASCII) else { return nil }
        for (word, slot) in candidates where hasWord(s, word, at: index) {
            let colon = index + word.count
            guard colon < s.count else { continue }
            if s[colon] == ":" { return (slot, colon + 1) }
            // "breakfast - eggs", "Lunch – soup": a dash between spaces stands for the colon.
            let dash = skipSpaces(s, from: colon)
            if dash > colon, dash + 1 < s.count, s[dash] == "-" || s[dash] == "–" || s[dash] == "—",
                s[dash + 1].isSpace
            {
                return (slot, dash + 1)
            }
            if s[colon].isSpace, word.first?.isCJK == true, skipSpaces(s, from: colon) < s.count {
                return (slot, colon)
            }
        }
        return nil
    }
}
