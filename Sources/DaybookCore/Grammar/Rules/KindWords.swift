/// The words of the kinds that are not food (`Lexicon`'s note, weight, measure, activity, medicine, symptom and
/// skip words, and slot words for a meal not eaten), found in a line's first item in one pass.
enum KindWords {
    enum Kind: Sendable, Equatable, CaseIterable {
        case note, weight, bloodPressure, hba1c, temperature, measure, activity, medicine, symptom, skip, fasting
        case slot
    }

    /// One word found: its kind and where it is.
    struct Hit: Sendable {
        var kind: Kind
        var range: Range<Int>
    }

    /// The table `scan` reads (`LexiconTables.kindWords`, constant data): each word's value is its kind's index in
    /// `Kind.allCases`.
    private static let words = LexiconTables.kindWords

    /// The words of every kind and their kinds' indices, derived from the lexicons: what `LexiconTablesTests` writes
    /// `LexiconTables.kindWords` from.
    static func entries() -> [WordTable.Entry] {
        // Closures, not key paths: a key path is made at run time on first use (see `Lexicon.words(_:)`).
        let lists: [((Lexicon) -> [String], Kind)] = [
            ({ $0.noteWords }, .note), ({ $0.weightWords }, .weight), ({ $0.bloodPressureWords }, .bloodPressure),
            ({ $0.hba1cWords }, .hba1c), ({ $0.temperatureWords }, .temperature), ({ $0.measureWords }, .measure),
            ({ $0.activityWords }, .activity), ({ $0.medicineWords }, .medicine), ({ $0.symptomWords }, .symptom),
            ({ $0.skipWords }, .skip), ({ $0.fastingWords }, .fasting),
        ]
        let index = { (kind: Kind) in Kind.allCases.firstIndex(of: kind) ?? 0 }
        var entries = lists.flatMap { pick, kind in
            Lexicon.words(pick).map { (scalarArray($0), index(kind)) }
        }
        for (word, _) in Lexicon.all.flatMap({ $0.slots }) {
            entries.append((scalarArray(word), index(.slot)))
        }
        return entries
    }

    /// The words in `s[start..<end]` outside parentheses, longest at each position, left to right. A Latin word must
    /// be whole; a Japanese one may stand inside a longer word, but a katakana word not inside a katakana one. Linear:
    /// one pass, a bit test at most positions.
    static func scan(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> [Hit] {
        var hits: [Hit] = []
        var depth = 0
        var p = start
        while p < end {
            let c = s[p]
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth = max(0, depth - 1) }
            guard depth == 0, words.mayStart(with: c.lowercasedASCII) else {
                p += 1
                continue
            }
            if c.isLatinLetter, p > start, s[p - 1].isLatinWordPart {
                p += 1
                continue
            }
            if c.isKatakana, p > start, s[p - 1].isKatakana {
                p += 1
                continue
            }
            var matched = false
            for w in words.words(startingWith: c.lowercasedASCII) where words.matches(s, w, at: p, end: end) {
                let after = p + words.length(w)
                guard Units.endsWord(s, last: words.last(w), at: after, end: end) else { continue }
                hits.append(Hit(kind: Kind.allCases[words.value(w)], range: p..<after))
                p = after
                matched = true
                break
            }
            if !matched { p += 1 }
        }
        return hits
    }

    /// The first number at or after `index` in `s[index..<end]`, outside no word: `体重 63.2`, `weight: 82.4kg`.
    static func number(_ s: [Unicode.Scalar], from index: Int, end: Int) -> NumberMatch? {
        var p = index
        while p < end {
            if s[p].isDigit, Numbers.mayStart(s, at: p, from: index), let number = Numbers.decimal(s, at: p, end: end) {
                return number
            }
            p += 1
        }
        return nil
    }

    /// Whether the line gives kcal anywhere: a meal's or an activity's, which the meal rule counts.
    static func hasKcal(_ body: LineBody) -> Bool {
        (try? EnergyParser.find(body.s, in: body.start..<body.end)) != nil
    }
}
