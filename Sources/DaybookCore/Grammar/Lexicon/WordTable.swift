/// Words derived from the lexicons, laid out as plain integers so that the compiler emits them as constant data:
/// nothing is decoded, sorted or allocated when a table is first used. The tables themselves are in
/// `LexiconTables.swift`, generated from the lexicons by `LexiconTablesTests` (which fails when the file is stale,
/// and writes it again under `DAYBOOK_WRITE_LEXICON_TABLES=1`); the lexicons stay the one source of the words.
///
/// Words are grouped by their first scalar, ascending, and within a group longest first, in the lexicons' order
/// among words of one length: at a position, the first word of its scalar's group that matches is the longest.
/// A 256-bit filter turns most scalars away with one bit test.
struct WordTable: Sendable {
    /// Every word's scalars, one word after another.
    let scalars: [UInt32]
    /// Where each word starts in `scalars`, and one more: word `w` is `starts[w]..<starts[w + 1]`.
    let starts: [UInt16]
    /// Each word's value, which the table's user gives a meaning (a kind, an index into its own list).
    let values: [UInt16]
    /// The words' distinct first scalars, ascending.
    let firsts: [UInt32]
    /// Where each first scalar's words start, and one more: the words of `firsts[g]` are
    /// `groups[g]..<groups[g + 1]`.
    let groups: [UInt16]
    /// Bit `value % 256` is set for every first scalar.
    let filter: (UInt64, UInt64, UInt64, UInt64)

    /// How many words the table holds.
    var count: Int { values.count }

    /// Whether a word may start with `scalar`: false means none does. A bit test, for loops that ask at every
    /// scalar.
    @inline(__always)
    func mayStart(with scalar: Unicode.Scalar) -> Bool { scalarFilter(filter, has: scalar) }

    /// The words that start with `scalar`, longest first; empty when none does.
    func words(startingWith scalar: Unicode.Scalar) -> Range<Int> {
        guard mayStart(with: scalar) else { return 0..<0 }
        var (low, high) = (0, firsts.count)
        while low < high {
            let middle = (low + high) / 2
            if firsts[middle] < scalar.value { low = middle + 1 } else { high = middle }
        }
        guard low < firsts.count, firsts[low] == scalar.value else { return 0..<0 }
        return Int(groups[low])..<Int(groups[low + 1])
    }

    /// How many scalars word `w` has.
    @inline(__always)
    func length(_ w: Int) -> Int { Int(starts[w + 1]) - Int(starts[w]) }

    /// Word `w`'s value.
    @inline(__always)
    func value(_ w: Int) -> Int { Int(values[w]) }

    /// Word `w`'s first scalar.
    func first(_ w: Int) -> Unicode.Scalar { Unicode.Scalar(scalars[Int(starts[w])]) ?? "\u{FFFD}" }

    /// Word `w`'s last scalar.
    func last(_ w: Int) -> Unicode.Scalar { Unicode.Scalar(scalars[Int(starts[w + 1]) - 1]) ?? "\u{FFFD}" }

    /// Word `w`'s scalars.
    func word(_ w: Int) -> [Unicode.Scalar] {
        scalars[Int(starts[w])..<Int(starts[w + 1])].map { Unicode.Scalar($0) ?? "\u{FFFD}" }
    }

    /// Whether `s` holds word `w` at `index`, before `end`, comparing ASCII letters case-insensitively (as
    /// `hasWord`).
    func matches(_ s: [Unicode.Scalar], _ w: Int, at index: Int, end: Int) -> Bool {
        let start = Int(starts[w])
        let length = Int(starts[w + 1]) - start
        guard index >= 0, index + length <= end else { return false }
        for k in 0..<length where s[index + k].lowercasedASCII.value != scalars[start + k] {
            return false
        }
        return true
    }

    /// The first word written at `index` (the longest), or nil.
    func match(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index >= 0, index < end else { return nil }
        for w in words(startingWith: s[index].lowercasedASCII) where matches(s, w, at: index, end: end) {
            return w
        }
        return nil
    }

    /// The length of the longest word written at `index`, or nil (as `longestWord`).
    func longest(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        match(s, at: index, end: end).map(length)
    }

    /// Whether `word` is one of the table's words (its ASCII letters in lower case).
    func contains(_ word: [Unicode.Scalar]) -> Bool {
        guard let first = word.first else { return false }
        return words(startingWith: first).contains {
            length($0) == word.count && matches(word, $0, at: 0, end: word.count)
        }
    }

    /// Whether `scalar` is the first scalar of a word (for tables of single scalars: a set without hashing).
    func starts(with scalar: Unicode.Scalar) -> Bool { !words(startingWith: scalar).isEmpty }

    /// The first word written at `index`, in the group's order, for which `accept` holds, or nil.
    func first(_ s: [Unicode.Scalar], at index: Int, end: Int, where accept: (Int) -> Bool) -> Int? {
        guard index >= 0, index < end else { return nil }
        for w in words(startingWith: s[index].lowercasedASCII) where matches(s, w, at: index, end: end) && accept(w) {
            return w
        }
        return nil
    }

    /// The longest word that ends at `end` and starts after `lower`, or nil (for a word sought at the end of a run).
    func longest(_ s: [Unicode.Scalar], endingAt end: Int, after lower: Int) -> Int? {
        var best: Int?
        for w in 0..<count where end - length(w) > lower && matches(s, w, at: end - length(w), end: end) {
            if best.map({ length($0) < length(w) }) ?? true { best = w }
        }
        return best
    }
}

extension WordTable {
    /// A word of a table and its value, as the lexicons give it, before the table is laid out.
    typealias Entry = (word: [Unicode.Scalar], value: Int)

    /// The table of `entries`, laid out at run time: what `LexiconTablesTests` compares the generated tables with,
    /// and writes them from. Words without scalars are left out. With `longestFirst` false, the words of a first
    /// scalar keep the entries' order (for a table read first match first, as a list in the lexicons' order is).
    init(_ entries: [Entry], longestFirst: Bool = true) {
        // One integer per entry to sort by: its first scalar, then its length, longest first; ties keep their order.
        let order = entries.indices.compactMap { index -> (key: UInt64, index: Int)? in
            guard let first = entries[index].word.first else { return nil }
            let length = longestFirst ? UInt32(min(entries[index].word.count, 1 << 20)) : 0
            return (UInt64(first.value) << 32 | UInt64(UInt32.max - length), index)
        }.sorted { $0.key < $1.key || ($0.key == $1.key && $0.index < $1.index) }
        var scalars: [UInt32] = []
        var starts: [UInt16] = [0]
        var values: [UInt16] = []
        var firsts: [UInt32] = []
        var groups: [UInt16] = []
        for (_, index) in order {
            let word = entries[index].word
            if firsts.last != word[0].value {
                firsts.append(word[0].value)
                groups.append(UInt16(values.count))
            }
            scalars += word.map(\.value)
            starts.append(UInt16(scalars.count))
            values.append(UInt16(entries[index].value))
        }
        groups.append(UInt16(values.count))
        var filter: [UInt64] = [0, 0, 0, 0]
        for scalar in firsts { filter[Int(scalar % 256) / 64] |= 1 << (scalar % 64) }
        self.init(
            scalars: scalars, starts: starts, values: values, firsts: firsts, groups: groups,
            filter: (filter[0], filter[1], filter[2], filter[3]))
    }
}
