/// Reads a meal slot at the start of a body: `lunch:`, `Lunch：`, `昼:`, `おやつ：`.
enum SlotParser {
    private static let written: [(String, Slot)] = [
        ("breakfast", .breakfast), ("lunch", .lunch), ("dinner", .dinner), ("snack", .snack),
        ("朝食", .breakfast), ("朝", .breakfast), ("昼食", .lunch), ("昼", .lunch),
        ("夕食", .dinner), ("夕", .dinner), ("夜", .dinner), ("間食", .snack), ("おやつ", .snack),
    ]

    private static let words: [(word: [Unicode.Scalar], slot: Slot)] = written
        .map { (Array($0.0.unicodeScalars), $0.1) }.sorted { $0.word.count > $1.word.count }

    /// The slot and the index after its colon, or nil.
    static func parse(_ s: [Unicode.Scalar], at index: Int) -> (slot: Slot, end: Int)? {
        for (word, slot) in words where hasWord(s, word, at: index) {
            let colon = index + word.count
            if colon < s.count, s[colon] == ":" { return (slot, colon + 1) }
        }
        return nil
    }
}
