/// The words that give a number its meaning: counters, masses and volumes, insulin units, energy.
enum Units {
    private static let durations = Lexicon.wordList { $0.durations }

    /// Where a duration written at `p` ends — a number, then a duration's word (`15 min`, `2h`, `1.5時間`, `30分`) —
    /// or nil when the number there is none. A Latin word must end where it is written (`2hrs` is no `h`).
    static func durationEnd(_ s: [Unicode.Scalar], at p: Int, end: Int) -> Int? {
        var q = p
        while q < end, s[q].isDigit || s[q] == "." { q += 1 }
        guard q > p else { return nil }
        let word = skipSpaces(s, from: q, to: end)
        guard let length = longestWord(s, durations, at: word, end: end),
            word + length == end || !s[word + length].isLatinLetter
        else { return nil }
        return word + length
    }

    /// Japanese counters: they count units and never change the kcal of one.
    static let japaneseCounters = wordList(Lexicon.runWords { $0.counters })

    /// What a Japanese amount is measured in before the food: `お茶碗半分のごはん`, `コップ1杯の牛乳`.
    private static let vessels = Lexicon.wordList { $0.vessels }

    /// English counter words, singular and plural.
    static let englishCounters = wordList(Lexicon.wholeWords { $0.counters })

    /// How a food was prepared, written after its quantity: `pasta 2oz dry`, `rice 1 cup cooked`.
    static let preparations = Lexicon.wordList { $0.preparations }

    /// A mass or volume word, the unit it converts to and how many grams or millilitres one is.
    struct Measure {
        var word: [Unicode.Scalar]
        var unit: Quantity.Unit
        var factor: ExactNumber
    }

    /// Mass and volume words (lower-case), longest first.
    static let measures: [Measure] =
        (Lexicon.all.flatMap { $0.masses }.map {
            Measure(word: Array($0.word.unicodeScalars), unit: .gram, factor: $0.grams)
        }
        + Lexicon.all.flatMap { $0.volumes }.map {
            Measure(word: Array($0.word.unicodeScalars), unit: .milliliter, factor: $0.millilitres)
        })
        .sorted { $0.word.count > $1.word.count }

    /// Spoon measures, written before their number: `大さじ1`, `小さじ2`.
    static let spoons: [(word: [Unicode.Scalar], millilitres: ExactNumber)] = Lexicon.all.flatMap { $0.spoonsBefore }
        .map { (Array($0.word.unicodeScalars), $0.millilitres) }

    /// How insulin amounts may be written after the number.
    static let insulin = Lexicon.wordList { $0.insulinUnits }

    /// Energy words and how many kcal one is: kcal and calories as people write them, and kJ.
    static let energy: [(word: [Unicode.Scalar], kcal: ExactNumber)] = {
        let kcal = Lexicon.words { $0.kcalWords }.map { (Array($0.unicodeScalars), ExactNumber(1)) }
        let perKilojoule = ExactNumber(1000, over: 4184) ?? ExactNumber(0)
        let kilojoules = Lexicon.words { $0.kilojouleWords }.map { (Array($0.unicodeScalars), perKilojoule) }
        return (kcal + kilojoules).sorted { $0.0.count > $1.0.count }
    }()

    static let of = Array("of".unicodeScalars)

    /// `measures` by first scalar, longest first: a number is followed by a handful to compare, not all of them.
    private static let measureIndex = ScalarIndex(measures.map { ($0.word, $0) })

    /// The measure written at `index` and its length, when the word ends there.
    static func measure(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (measure: Measure, length: Int)? {
        guard index < end, let candidates = measureIndex.values(for: s[index].lowercasedASCII) else { return nil }
        for measure in candidates
        where hasWord(s, measure.word, at: index, end: end)
            && endsWord(s, measure.word, at: index + measure.word.count, end: end)
        {
            return (measure, measure.word.count)
        }
        return nil
    }

    /// The energy word at `index`, its kcal per one and its length, when the word ends there.
    static func energy(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (kcal: ExactNumber, length: Int)? {
        guard index < end, s[index].isLatinLetter || s[index].isCJK else { return nil }
        for unit in energy
        where hasWord(s, unit.word, at: index, end: end)
            && endsWord(s, unit.word, at: index + unit.word.count, end: end)
        {
            return (unit.kcal, unit.word.count)
        }
        return nil
    }

    /// The insulin unit at `index` and its length, when the word ends there.
    static func insulinUnit(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, mayStartInsulinUnit(s[index]) else { return nil }
        for word in insulin
        where hasWord(s, word, at: index, end: end)
            && endsWord(s, word, at: index + word.count, end: end)
        {
            return word.count
        }
        return nil
    }

    /// The scalars an insulin unit (`u`, `IU`, `unit`, `単位`) may start with, upper and lower case.
    private static let insulinUnitStarts = ScalarIndex(
        insulin.compactMap { $0.first }.flatMap { [$0, Unicode.Scalar(String($0).uppercased()) ?? $0] }.map {
            ([$0], ())
        })

    /// Whether an insulin unit could start with `scalar`: a bit test, then a short search.
    private static func mayStartInsulinUnit(_ scalar: Unicode.Scalar) -> Bool {
        insulinUnitStarts.values(for: scalar) != nil
    }

    /// The Japanese counter at `index` and its length, when the word ends there.
    static func japaneseCounter(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, s[index].isCJK else { return nil }
        for word in japaneseCounters
        where hasWord(s, word, at: index, end: end)
            && endsWord(s, word, at: index + word.count, end: end)
        {
            return word.count
        }
        return nil
    }

    private static let vesselIndex = ScalarIndex(vessels.map { ($0, $0) })

    /// The vessel at `index` (see `vessels`) and its length.
    static func vessel(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, let candidates = vesselIndex.values(for: s[index]) else { return nil }
        return candidates.first { hasWord(s, $0, at: index, end: end) }?.count
    }

    /// The English counter word at `index` and its length, when a word boundary follows it.
    static func englishCounter(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard index < end, s[index].isLatinLetter else { return nil }
        for word in englishCounters
        where hasWord(s, word, at: index, end: end)
            && endsWord(s, word, at: index + word.count, end: end)
        {
            return word.count
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
