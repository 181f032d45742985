/// A set of words kept as a sorted `[String]` literal (generated into `LexiconTables.swift`) and looked up by binary
/// search: the answers of a `Set<String>` of the same words, since `String`'s order agrees with its equality, without
/// hashing every word into a set when the table is first used.
struct SortedWords: Sendable {
    /// The words, ascending by `String`'s `<`, each once.
    let words: [String]

    /// Whether `word` is one of the words (`==`: canonically equivalent, as a set compares).
    func contains(_ word: some StringProtocol) -> Bool {
        var (low, high) = (0, words.count)
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low < words.count && words[low] == word
    }

    /// Whether every one of `others` is one of the words.
    func isSuperset(of others: [String]) -> Bool { others.allSatisfy(contains) }
}

extension SortedWords {
    /// `words` sorted, each once: what `LexiconTablesTests` writes a table from.
    init(sorting words: [String]) {
        self.init(words: Set(words).sorted())
    }
}
