/// The lexicons' words picked by a closure (`Lexicon.words { $0.carbWords }`) rather than a key path: each key path
/// the grammar's tables named was made at run time on first use, some 15,000 instructions apiece and 150,000 for the
/// first, three quarters of a million on every `status` (docs/PERFORMANCE.md).
extension Lexicon {
    /// The words of every lexicon that `pick` reads.
    static func words(_ pick: (Lexicon) -> [String]) -> [String] {
        // By index: each lexicon handed to `pick` in place, not copied out of `all` (fifty arrays retained).
        var words: [String] = []
        for index in all.indices { words += pick(all[index]) }
        return words
    }

    /// The words of every lexicon that `pick` reads, as scalars, longest first (for `longestWord`).
    static func wordList(_ pick: (Lexicon) -> [String]) -> [[Unicode.Scalar]] {
        DaybookCore.wordList(words(pick))
    }

    /// The first scalars of the words of every lexicon that `pick` reads.
    static func firstScalars(_ pick: (Lexicon) -> [String]) -> Set<Unicode.Scalar> {
        Set(words(pick).compactMap { $0.unicodeScalars.first })
    }
}
