/// Reads a food's name the way a person does. The whole name first (`peanut butter`, `お茶漬け`); then its parts,
/// when words such as `with`, `と`, `+` and `&` join foods that are each known (`bagel with cream cheese`); then,
/// for the built-in table, the head noun: the longest known name that ends the name — English and Japanese both put
/// the head last, so `cheese pizza` is pizza and `天ぷらそば` is soba, and the words before it only modify it.
/// A name whose end is no food falls back to the longest known name inside it (`pizza margherita`).
///
/// The person's foods.yaml is read by whole names and parts only: `rice` there does not make `fried rice` exact.
struct DishReader<Value> {
    struct Part {
        var value: Value
        /// The name as found, in matching form.
        var name: String
    }

    /// The most tokens a name looked up may have (a Latin word or a kana/kanji is a token). No name in the
    /// table is longer, and it bounds the look-ups for one item to `maximumTokens` × its tokens.
    static var maximumTokens: Int { 24 }
    /// The most parts one item is read as; an item of more joined parts is read as one name.
    static var maximumParts: Int { 6 }

    let lookup: (String) -> Value?
    /// Whether a name may be read by its head noun (the built-in table) or only whole (the person's foods).
    let byHead: Bool

    /// The parts of `name`, the head's first; nil when nothing in it is known.
    func read(_ name: DishName) -> [Part]? {
        // `6" sub from subway`, `ramen at ichiran`: where it came from is not what it is.
        let stop = name.tokens.indices.dropFirst().first { PortionWords.stoppers.contains(name.tokens[$0].text) }
        let name = stop.map { DishName(tokens: Array(name.tokens[..<$0])) } ?? name
        guard !name.isEmpty else { return nil }
        let all = 0..<name.count
        if let whole = whole(name, all) { return [whole] }
        if let kind = ofItsKind(name) { return [kind] }
        if let parts = parts(name) { return parts }
        guard byHead else { return nil }
        // `corona with lime`: when the first part is unknown the dish is, whatever is joined to it.
        let first = firstPart(name)
        if let head = head(name, first) { return [head] }
        return contained(name, first).map { [$0] }
    }

    /// `パスタ ペペロンチーノ`, `ラーメン 味噌`: a kind of dish, then which one of it — the dish that is, never two
    /// foods. The words of the kinds are the lexicons' `dishKinds`; the dish is the rest with the kind after it
    /// (`味噌ラーメン`), else the rest (`ペペロンチーノ`).
    private func ofItsKind(_ name: DishName) -> Part? {
        guard let split = name.tokens.indices.dropFirst().first(where: { name.tokens[$0].spaced }),
            name.tokens[0].isCJK, name.tokens[split].isCJK, Self.kinds.contains(name.text(0..<split))
        else { return nil }
        let rest = split..<name.count
        if let value = lookup(name.text(rest) + name.text(0..<split)) {
            return Part(value: value, name: name.text(rest) + name.text(0..<split))
        }
        return whole(name, rest) ?? (byHead ? head(name, rest) : nil)
    }

    private static var kinds: SortedWords { LexiconTables.dishKinds }

    /// The tokens before the first joining word, or all of them.
    private func firstPart(_ name: DishName) -> Range<Int> {
        let end = name.tokens.indices.dropFirst().first { PortionWords.joiners.contains(name.tokens[$0].text) }
        return 0..<(end ?? name.count)
    }

    /// `range` as one known name, as written or with its last word singular.
    private func whole(_ name: DishName, _ range: Range<Int>) -> Part? {
        guard !range.isEmpty, range.count <= Self.maximumTokens else { return nil }
        let text = name.text(range)
        if let value = lookup(text) { return Part(value: value, name: text) }
        // `キットカット ミニ` is `キットカットミニ`: Japanese names are written with or without spaces.
        if text.utf8.contains(UInt8(ascii: " ")), name.tokens[range].contains(where: \.isCJK) {
            let joined = String(text.unicodeScalars.filter { $0 != " " })
            if let value = lookup(joined) { return Part(value: value, name: joined) }
        }
        for singular in name.singulars(range) {
            if let value = lookup(singular) { return Part(value: value, name: singular) }
        }
        // `peanut butter & jelly sandwich` is `peanut butter and jelly sandwich`: `&` is the word `and`.
        if name.tokens[range].contains(where: { $0.text == "&" }) {
            let spelled = name.tokens[range].map { $0.text == "&" ? "and" : $0.text }.joined(separator: " ")
            if let value = lookup(spelled) { return Part(value: value, name: spelled) }
        }
        return nil
    }

    /// The parts between joining words, when there are two or more and each is known.
    private func parts(_ name: DishName) -> [Part]? {
        let tokens = name.tokens
        return parts(name, ranges(name) { PortionWords.joiners.contains(tokens[$0].text) }, skipping: true)
            // `おでん 大根 たまご`: Japanese lists the foods of one dish with spaces.
            ?? (tokens.contains(where: \.isCJK)
                ? parts(
                    name, ranges(name) { tokens[$0].spaced && (tokens[$0].isCJK || tokens[$0 - 1].isCJK) },
                    skipping: false) : nil)
    }

    /// The runs of tokens between the tokens at which `splits` (dropped when `skipping`, else starting a run).
    private func ranges(_ name: DishName, _ splits: (Int) -> Bool) -> [Range<Int>] {
        name.tokens.indices.dropFirst().filter(splits).reduce(into: [0..<name.count]) {
            ranges, index in
            guard let last = ranges.popLast() else { return }
            ranges.append(last.lowerBound..<index)
            ranges.append(index..<last.upperBound)
        }
    }

    private func parts(_ name: DishName, _ runs: [Range<Int>], skipping: Bool) -> [Part]? {
        var ranges = runs.map { skipping && $0.lowerBound > 0 ? $0.lowerBound + 1..<$0.upperBound : $0 }
            .filter { !$0.isEmpty }
        // `fish and chips with peas`, `coffee with half and half`: a joining word inside a known name joins nothing
        // (Japanese foods listed with spaces are each their own). Twice the parts at most are looked at: a name of
        // more is read as one.
        guard ranges.count <= 2 * Self.maximumParts else { return nil }
        var index = 0
        while skipping, index + 1 < ranges.count {
            let joined = ranges[index].lowerBound..<ranges[index + 1].upperBound
            if joined.count <= Self.maximumTokens, whole(name, joined) != nil {
                ranges[index] = joined
                ranges.remove(at: index + 1)
            } else {
                index += 1
            }
        }
        guard ranges.count > 1, ranges.count <= Self.maximumParts else { return nil }
        var found: [Part] = []
        for range in ranges {
            guard let part = whole(name, range) ?? (byHead ? head(name, range) : nil) else { return nil }
            found.append(part)
        }
        return found
    }

    /// The longest known name that ends `range`.
    private func head(_ name: DishName, _ range: Range<Int>) -> Part? {
        let first = max(range.lowerBound, range.upperBound - Self.maximumTokens)
        for start in first..<range.upperBound {
            if let part = whole(name, start..<range.upperBound) { return part }
        }
        return nil
    }

    /// The longest known name anywhere in `range`; of two as long, the later (nearer the head).
    private func contained(_ name: DishName, _ range: Range<Int>) -> Part? {
        var best: (length: Int, part: Part)? = nil
        for end in range.reversed() {
            let first = max(range.lowerBound, end + 1 - Self.maximumTokens)
            for start in first...end {
                let length = end + 1 - start
                if let current = best, current.length >= length { break }
                if let part = whole(name, start..<end + 1) {
                    best = (length, part)
                    break
                }
            }
        }
        return best?.part
    }
}
