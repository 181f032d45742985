/// Numbers written as words: English phrases before a food (`two`, `half a`, `a quarter of`, `half a dozen`,
/// `one and a half`) and Japanese counting words (`ひとつ`, `ふたつ` …).
enum NumberWords {
    private static let counts: [(word: [Unicode.Scalar], value: Int)] = [
        ("a", 1), ("an", 1), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7),
        ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("thirteen", 13), ("fourteen", 14),
        ("fifteen", 15), ("sixteen", 16), ("seventeen", 17), ("eighteen", 18), ("nineteen", 19), ("twenty", 20),
    ].map { (Array($0.0.unicodeScalars), $0.1) }

    /// Parts of a whole after a count: `three quarters of`, `one third of`.
    private static let parts: [(word: [Unicode.Scalar], value: Int)] = [
        ("third", 3), ("thirds", 3), ("quarter", 4), ("quarters", 4),
    ].map { (Array($0.0.unicodeScalars), $0.1) }

    /// After `a`/`an`: `a half`, `a quarter of`, `a third of`, `a couple of` — and whether `of` must follow.
    private static let afterArticle: [(word: [Unicode.Scalar], value: ExactNumber, needsOf: Bool)] = [
        (Array("half".unicodeScalars), ExactNumber.half, false),
        (Array("quarter".unicodeScalars), ExactNumber(1, over: 4) ?? ExactNumber(0), true),
        (Array("third".unicodeScalars), ExactNumber(1, over: 3) ?? ExactNumber(0), true),
        (Array("couple".unicodeScalars), ExactNumber(2), true),
    ]

    private static let half = Array("half".unicodeScalars)
    private static let and = Array("and".unicodeScalars)
    private static let dozen = Array("dozen".unicodeScalars)
    static let price = Array("price".unicodeScalars)
    private static let of = Array("of".unicodeScalars)
    private static let articles = [Array("a".unicodeScalars), Array("an".unicodeScalars), Array("the".unicodeScalars)]

    /// An English quantity phrase at `start` and the index where the food's name starts, or nil. The phrase must be
    /// followed by a name (`a` alone is not a quantity), unless it may stand `alone` (in parentheses after the food:
    /// `cake (a quarter)`).
    ///
    /// `a`/`an`/`one` … `twenty`; `half`, `half a`, `half of the`; `a half`; `a quarter of`, `three quarters of`,
    /// `a third of`, `quarter of`; `one and a half`; `a dozen`, `half a dozen`, `two dozen`; `a couple of`. Quarters,
    /// thirds and couples need `of` or a unit after them (`needsUnit`: `two thirds cup`), so that a quarter pounder
    /// stays a burger.
    static func english(
        _ s: [Unicode.Scalar], at start: Int, end: Int,
        alone: Bool = false
    ) -> (value: ExactNumber, nameStart: Int, needsUnit: Bool)? {
        // Every phrase starts with one of these letters; most food names are turned away here.
        guard start < end else { return nil }
        switch s[start].lowercasedASCII {
        case "a", "o", "t", "f", "s", "e", "n", "h", "q": break
        default: return nil
        }
        var words = WordReader(s, at: start, end: end)
        var value: ExactNumber
        var needsOf = false
        if let part = afterArticle.dropFirst().first(where: { words.next(is: $0.word) && $0.needsOf }) {
            // "quarter of a pizza", "third of the cake" (not "quarter pounder": `of` or a unit must follow)
            words.advance()
            value = part.value
            needsOf = true
        } else if words.next(is: half) {
            words.advance()
            value = ExactNumber.half
            // "half & half", "half and half" is cream; "half price sushi" is a whole one, cheaper
            if words.next(is: and) || words.isAt("&") || words.next(is: price) { return nil }
            // "half a pizza", "half a dozen eggs", "half the cake"
            if articles.contains(where: { words.next(is: $0) }) { words.advance() }
        } else if let count = counts.first(where: { words.next(is: $0.word) }) {
            words.advance()
            value = ExactNumber(count.value)
            if count.word.first == "a" && count.word.count <= 2 {
                // "a half sandwich", "a quarter of a cake", "a third of a pie", "a couple of cookies"
                if let part = afterArticle.first(where: { words.next(is: $0.word) }) {
                    words.advance()
                    value = part.value
                    needsOf = part.needsOf
                }
            } else if let part = parts.first(where: { words.next(is: $0.word) }),
                let fraction = ExactNumber(count.value, over: part.value)
            {
                // "three quarters of a pizza", "two thirds of the cake"
                words.advance()
                value = fraction
                needsOf = true
            } else if words.next(is: and) {
                // "one and a half bagels"
                var ahead = words
                ahead.advance()
                if ahead.next(is: articles[0]) {
                    ahead.advance()
                    if ahead.next(is: half), let sum = value.adding(ExactNumber.half) {
                        ahead.advance()
                        words = ahead
                        value = sum
                    }
                }
            }
        } else {
            return nil
        }
        if words.next(is: dozen), let dozen = value.multiplied(by: ExactNumber(12)) {
            words.advance()
            value = dozen
        }
        var needsUnit = false
        if words.next(is: of) {
            words.advance()
            if articles.contains(where: { words.next(is: $0) }) { words.advance() }
        } else if needsOf {
            // "two thirds cup oats", "a quarter cup of milk": a unit may stand for `of`
            needsUnit = true
        }
        if alone, words.position == end { return (value, end, false) }
        guard words.position < end, words.sawSpace else { return nil }
        return (value, words.position, needsUnit)
    }

    /// A part of one after a whole number at `index`, and where it ends: ` and a half` (`2 and a half cups`),
    /// ` and 1/2`, ` and ½` (`1 and 1/2 bagels`).
    static func andAPart(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (value: ExactNumber, end: Int)? {
        var words = WordReader(s, at: skipSpaces(s, from: index, to: end), end: end)
        guard words.position > index, words.next(is: and) else { return nil }
        words.advance()
        if words.next(is: articles[0]) {
            words.advance()
            guard words.next(is: half) else { return nil }
            words.advance()
            return (ExactNumber.half, words.position)
        }
        guard let part = Numbers.quantity(s, at: words.position, end: end), part.form == .fraction,
            part.value < ExactNumber(1)
        else { return nil }
        return (part.value, part.end)
    }

    private static let tens: [(word: [Unicode.Scalar], value: Int)] = [
        ("twenty", 20), ("thirty", 30), ("forty", 40), ("fifty", 50), ("sixty", 60), ("seventy", 70), ("eighty", 80),
        ("ninety", 90),
    ].map { (Array($0.0.unicodeScalars), $0.1) }

    /// An English number from `one` to `ninety-nine` at `start` (`twelve`, `twenty-two`, `twenty two`), as a whole
    /// word, and where it ends: how a dose's units may be spelled (`lantus twenty units`). Not `a`/`an`.
    static func cardinal(_ s: [Unicode.Scalar], at start: Int, end: Int) -> NumberMatch? {
        func word(_ list: [(word: [Unicode.Scalar], value: Int)], at i: Int) -> (value: Int, end: Int)? {
            guard let entry = list.first(where: { hasWord(s, $0.word, at: i, end: end) }) else { return nil }
            let after = i + entry.word.count
            guard after == end || !(s[after].isLatinLetter || s[after].isDigit) else { return nil }
            return (entry.value, after)
        }
        guard start < end, s[start].isLatinLetter else { return nil }
        if let ten = word(tens, at: start) {
            // twenty-two, twenty two
            if ten.end + 1 < end, s[ten.end] == "-" || s[ten.end] == " ",
                let one = word(Array(counts[2..<11]), at: ten.end + 1)
            {
                return NumberMatch(value: ExactNumber(ten.value + one.value), end: one.end)
            }
            return NumberMatch(value: ExactNumber(ten.value), end: ten.end)
        }
        return word(Array(counts.dropFirst(2)), at: start).map {
            NumberMatch(value: ExactNumber($0.value), end: $0.end)
        }
    }

    /// Whether the word that ends at `end` is a count (`one` … `twelve`; not `a`).
    static func isCount(_ s: [Unicode.Scalar], endingAt end: Int, from start: Int) -> Bool {
        counts.dropFirst(2).contains { entry in
            let wordStart = end - entry.word.count
            return wordStart >= start && hasWord(s, entry.word, at: wordStart, end: end)
                && (wordStart == start || !s[wordStart - 1].isLatinLetter)
        }
    }

    /// Japanese counting words, which count on their own: `ひとつ` … `ここのつ`.
    static let japanese: [(word: [Unicode.Scalar], value: Int)] = Lexicon.all.flatMap(\.countingWords)
        .filter { Lexicon.isRunWord($0.word) }.map { (Array($0.word.unicodeScalars), $0.value) }

    /// The last scalars of the counting words: a word ending elsewhere is none.
    private static let japaneseLasts = Set(japanese.compactMap { $0.word.last })

    /// The Japanese counting word at `index`, with its length.
    static func japanese(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (value: Int, length: Int)? {
        guard index < end, s[index].isHiragana else { return nil }
        for entry in japanese where hasWord(s, entry.word, at: index, end: end) {
            return (entry.value, entry.word.count)
        }
        return nil
    }

    /// The Japanese counting word that ends at `end`, with where it starts.
    static func japanese(_ s: [Unicode.Scalar], endingAt end: Int, from lower: Int) -> (value: Int, start: Int)? {
        guard end > lower, japaneseLasts.contains(s[end - 1]) else { return nil }
        for entry in japanese
        where end - entry.word.count >= lower
            && hasWord(s, entry.word, at: end - entry.word.count, end: end)
        {
            return (entry.value, end - entry.word.count)
        }
        return nil
    }
}

/// Reads Latin words one at a time, skipping the spaces between them.
private struct WordReader {
    private let s: [Unicode.Scalar]
    private let end: Int
    private(set) var position: Int
    /// Whether the last word read was followed by a space: a quantity phrase ends where a name begins.
    private(set) var sawSpace = false

    init(_ s: [Unicode.Scalar], at start: Int, end: Int) {
        self.s = s
        self.end = end
        position = start
    }

    /// Whether the word at the current position is `word` (lower-case), whole and followed by a space or the end.
    func next(is word: [Unicode.Scalar]) -> Bool {
        let after = position + word.count
        guard after <= end, hasWord(s, word, at: position, end: end) else { return false }
        return after == end || s[after].isSpace
    }

    func isAt(_ scalar: Unicode.Scalar) -> Bool {
        position < end && s[position] == scalar
    }

    mutating func advance() {
        while position < end, s[position].isLatinLetter { position += 1 }
        let next = skipSpaces(s, from: position, to: end)
        sawSpace = next > position
        position = next
    }
}
