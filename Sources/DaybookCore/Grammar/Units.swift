/// The words that give a number its meaning: counters, masses and volumes, insulin units, energy.
enum Units {
    // The tables are `LexiconTables`' constant data, derived from the lexicons (`LexiconTables.derivations`).
    private static let durations = LexiconTables.durations

    /// Where a duration written at `p` ends — a number, then a duration's word (`15 min`, `2h`, `1.5時間`, `30分`) —
    /// or nil when the number there is none. A Latin word must end where it is written (`2hrs` is no `h`).
    static func durationEnd(_ s: [Unicode.Scalar], at p: Int, end: Int) -> Int? {
        var q = p
        while q < end, s[q].isDigit || s[q] == "." { q += 1 }
        guard q > p else { return nil }
        let word = skipSpaces(s, from: q, to: end)
        guard let length = durations.longest(s, at: word, end: end),
            word + length == end || !s[word + length].isLatinLetter
        else { return nil }
        return word + length
    }

    /// Japanese counters: they count units and never change the kcal of one.
    private static let japaneseCounters = LexiconTables.japaneseCounters

    /// What a Japanese amount is measured in before the food: `お茶碗半分のごはん`, `コップ1杯の牛乳`.
    private static let vessels = LexiconTables.vessels

    /// English counter words, singular and plural.
    private static let englishCounters = LexiconTables.englishCounters

    /// How a food was prepared, written after its quantity: `pasta 2oz dry`, `rice 1 cup cooked`.
    static let preparations = LexiconTables.preparations

    /// A mass or volume word's meaning: the unit it converts to and how many grams or millilitres one is.
    struct Measure {
        var unit: Quantity.Unit
        var factor: ExactNumber
    }

    /// Mass and volume words, each valued by its place in `measureList()`.
    private static let measures = LexiconTables.measures

    /// Spoon measures, written before their number (`大さじ1`, `小さじ2`), each valued by its place in
    /// `spoonList()`.
    static let spoons = LexiconTables.spoons

    /// How insulin amounts may be written after the number.
    private static let insulin = LexiconTables.insulinUnits

    /// Energy words, valued 0 for a kcal (kcal and calories as people write them) and 1 for a kilojoule.
    private static let energy = LexiconTables.energy

    static let of = Array("of".unicodeScalars)

    /// The measure written at `index` and its length, when the word ends there.
    static func measure(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (measure: Measure, length: Int)? {
        guard let w = wholeWord(measures, s, at: index, end: end) else { return nil }
        let k = measures.value(w)
        let factor = LexiconTables.measureFactors
        let measure = Measure(
            unit: LexiconTables.measureIsVolume[k] == 1 ? .milliliter : .gram,
            factor: ExactNumber(factor[2 * k], over: factor[2 * k + 1]) ?? ExactNumber(1))
        return (measure, measures.length(w))
    }

    /// How many millilitres spoon `w` of `spoons` is.
    static func millilitres(ofSpoon w: Int) -> ExactNumber {
        let k = spoons.value(w)
        let factor = LexiconTables.spoonMillilitres
        return ExactNumber(factor[2 * k], over: factor[2 * k + 1]) ?? ExactNumber(1)
    }

    /// The kcal one kilojoule is.
    private static let perKilojoule = ExactNumber(1000, over: 4184) ?? ExactNumber(0)

    /// The energy word at `index`, its kcal per one and its length, when the word ends there.
    static func energy(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (kcal: ExactNumber, length: Int)? {
        guard index < end, s[index].isLatinLetter || s[index].isCJK,
            let w = wholeWord(energy, s, at: index, end: end)
        else { return nil }
        return (energy.value(w) == 0 ? ExactNumber(1) : perKilojoule, energy.length(w))
    }

    /// The insulin unit at `index` and its length, when the word ends there.
    static func insulinUnit(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        wholeWord(insulin, s, at: index, end: end).map(insulin.length)
    }

    /// The Japanese counter at `index` and its length, when the word ends there.
    static func japaneseCounter(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, s[index].isCJK else { return nil }
        return wholeWord(japaneseCounters, s, at: index, end: end).map(japaneseCounters.length)
    }

    /// The vessel at `index` (see `vessels`) and its length.
    static func vessel(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        vessels.longest(s, at: index, end: end)
    }

    /// The English counter word at `index` and its length, when a word boundary follows it.
    static func englishCounter(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, s[index].isLatinLetter else { return nil }
        return wholeWord(englishCounters, s, at: index, end: end).map(englishCounters.length)
    }

    /// The longest word of `table` written at `index` that ends there (`endsWord`).
    static func wholeWord(_ table: WordTable, _ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index >= 0, index < end else { return nil }
        for w in table.words(startingWith: s[index].lowercasedASCII)
        where table.matches(s, w, at: index, end: end)
            && endsWord(s, last: table.last(w), at: index + table.length(w), end: end)
        {
            return w
        }
        return nil
    }

    /// Whether `word`, written just before `after`, ends there rather than running on into a longer word: a Latin
    /// word must not run into a letter or digit (`2 grapes` is no `g`), a katakana word into katakana (`キロ` in
    /// `キロカロリー`, `コ` in `コロッケ`), a hiragana word into hiragana other than the particle `の` (`つ` in
    /// `つけ麺`).
    static func endsWord(_ s: [Unicode.Scalar], _ word: [Unicode.Scalar], at after: Int, end: Int) -> Bool {
        guard let last = word.last else { return true }
        return endsWord(s, last: last, at: after, end: end)
    }

    /// Whether a word whose last scalar is `last`, written just before `after`, ends there (see above).
    static func endsWord(_ s: [Unicode.Scalar], last: Unicode.Scalar, at after: Int, end: Int) -> Bool {
        guard after < end else { return true }
        let next = s[after]
        if last.isLatinLetter || last == "." { return !next.isLatinWordPart }
        if last.isKatakana { return !next.isKatakana }
        if last.isHiragana { return !next.isHiragana || next == Lexicon.Japanese.no }
        return true
    }
}

extension Unicode.Scalar {
    /// Katakana, the long-vowel mark and half-width katakana.
    var isKatakana: Bool {
        (0x30A0...0x30FF).contains(value) || (0xFF66...0xFF9F).contains(value)
    }

    var isHiragana: Bool { (0x3041...0x309F).contains(value) }
}
