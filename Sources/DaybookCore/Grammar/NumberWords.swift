/// Numbers written as words: English phrases before a food (`two`, `half a`, `a quarter of`, `half a dozen`,
/// `one and a half`) and Japanese counting words (`ひとつ`, `ふたつ` …).
enum NumberWords {
    private static let counts: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    ]

    /// Parts of a whole after a count: `three quarters of`, `one third of`.
    private static let parts: [String: Int] = ["third": 3, "thirds": 3, "quarter": 4, "quarters": 4]

    private static let articles: Set<String> = ["a", "an", "the"]

    /// An English quantity phrase at `start` and the index where the food's name starts, or nil. The phrase must be
    /// followed by a name: `a` alone is not a quantity.
    ///
    /// `a`/`an`/`one` … `twelve`; `half`, `half a`, `half of the`; `a half`; `a quarter of`, `three quarters of`,
    /// `a third of` (quarters and thirds need `of`, so that a quarter pounder stays a burger); `one and a half`;
    /// `a dozen`, `half a dozen`, `two dozen`; `a couple of`.
    static func english(_ s: [Unicode.Scalar], at start: Int, end: Int) -> (value: ExactNumber, nameStart: Int)? {
        guard start < end, s[start].isLatinLetter else { return nil }
        var words = WordReader(s, at: start, end: end)
        guard let first = words.peek() else { return nil }
        var value: ExactNumber
        var needsOf = false
        if first == "half" {
            words.advance()
            value = ExactNumber.half
            // "half a pizza", "half a dozen eggs"
            if let next = words.peek(), next == "a" || next == "an" {
                words.advance()
            }
        } else if let count = counts[first] {
            words.advance()
            value = ExactNumber(count)
            if first == "a" || first == "an" {
                // "a half sandwich", "a quarter of a cake", "a third of a pie", "a couple of cookies"
                let after: [String: (ExactNumber?, Bool)] = [
                    "half": (ExactNumber.half, false), "quarter": (ExactNumber(1, over: 4), true),
                    "third": (ExactNumber(1, over: 3), true), "couple": (ExactNumber(2), true),
                ]
                if let next = words.peek(), let (part, of) = after[next], let part {
                    words.advance()
                    value = part
                    needsOf = of
                }
            } else if let next = words.peek() {
                if let part = parts[next], let fraction = ExactNumber(count, over: part) {
                    // "three quarters of a pizza", "two thirds of the cake"
                    words.advance()
                    value = fraction
                    needsOf = true
                } else if next == "and" {
                    // "one and a half bagels"
                    var ahead = words
                    ahead.advance()
                    if ahead.peek() == "a" {
                        ahead.advance()
                        if ahead.peek() == "half", let sum = value.adding(ExactNumber.half) {
                            ahead.advance()
                            words = ahead
                            value = sum
                        }
                    }
                }
            }
        } else {
            return nil
        }
        if words.peek() == "dozen", let dozen = value.multiplied(by: ExactNumber(12)) {
            words.advance()
            value = dozen
        }
        if words.peek() == "of" {
            words.advance()
            if let article = words.peek(), articles.contains(article) { words.advance() }
        } else if needsOf {
            return nil
        }
        guard words.position < end, words.sawSpace else { return nil }
        return (value, words.position)
    }

    /// Japanese counting words, which count on their own: `ひとつ` … `ここのつ`.
    static let japanese: [(word: [Unicode.Scalar], value: Int)] = [
        ("ひとつ", 1), ("ふたつ", 2), ("みっつ", 3), ("よっつ", 4), ("いつつ", 5), ("むっつ", 6), ("ななつ", 7),
        ("やっつ", 8), ("ここのつ", 9),
    ].map { (Array($0.0.unicodeScalars), $0.1) }

    /// The Japanese counting word at `index`, with its length.
    static func japanese(_ s: [Unicode.Scalar], at index: Int, end: Int) -> (value: Int, length: Int)? {
        for entry in japanese where hasWord(s, entry.word, at: index, end: end) {
            return (entry.value, entry.word.count)
        }
        return nil
    }

    /// The Japanese counting word that ends at `end`, with where it starts.
    static func japanese(_ s: [Unicode.Scalar], endingAt end: Int, from lower: Int) -> (value: Int, start: Int)? {
        for entry in japanese where end - entry.word.count >= lower
            && hasWord(s, entry.word, at: end - entry.word.count, end: end) {
            return (entry.value, end - entry.word.count)
        }
        return nil
    }
}

/// Reads lower-cased Latin words one at a time, skipping the spaces between them.
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

    /// The word at the current position, lower-cased; nil when there is none or it runs into something else.
    func peek() -> String? {
        var wordEnd = position
        while wordEnd < end, s[wordEnd].isLatinLetter, wordEnd - position < 12 { wordEnd += 1 }
        guard wordEnd > position, wordEnd == end || s[wordEnd].isSpace else { return nil }
        return string(ArraySlice(s[position..<wordEnd].map(\.lowercasedASCII)))
    }

    mutating func advance() {
        while position < end, s[position].isLatinLetter { position += 1 }
        let next = skipSpaces(s, from: position, to: end)
        sawSpace = next > position
        position = next
    }
}
