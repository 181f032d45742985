/// Halves written as words: `2 halves of a bagel`, `3 half-sandwiches`, `half-size ramen`, `ピザ ハーフ`,
/// `ハーフサイズのパスタ`, `ケーキ（ハーフ）`.
extension QuantityParser {
    static let halvesWord = Array("halves".unicodeScalars)
    private static let halfInEnglish = Array("half".unicodeScalars)
    private static let sizes = Lexicon.wordList { $0.halfSizes }
    private static let andWord = Array("and".unicodeScalars)
    private static let andInKatakana = Lexicon.Japanese.katakanaAnd
    private static let pants = Lexicon.Japanese.pants
    /// The katakana halves, longest first.
    private static let katakanaHalves = LexiconTables.katakanaHalves
    /// Their last scalars, to turn most words away at once.
    private static let katakanaHalfLasts = LexiconTables.katakanaHalfLasts

    /// Where the food's name starts after `halves (of a)`, `half-X`, `half-size`, `half size`, `half-portion` at `i`:
    /// what follows a count of halves (`2 halves of a bagel`, `3 half-sandwiches`, and `afterCount`,
    /// `3 half sandwiches`) or stands for one half (`half-size ramen`). `half-and-half` and `half & half` are cream.
    static func halves(_ r: [Unicode.Scalar], at i: Int, end: Int, afterCount: Bool = false) -> Int? {
        if hasWord(r, halvesWord, at: i, end: end), i + halvesWord.count < end, r[i + halvesWord.count].isSpace {
            return afterOfArticle(r, skipSpaces(r, from: i + halvesWord.count, to: end), end)
        }
        let after = i + halfInEnglish.count
        guard hasWord(r, halfInEnglish, at: i, end: end), after + 1 < end, r[after] == "-" || r[after].isSpace else {
            return nil
        }
        let word = skipSpaces(r, from: after + 1, to: end)
        guard word < end, r[word].isLatinLetter, !hasWord(r, andWord, at: word, end: end),
            !hasWord(r, NumberWords.price, at: word, end: end)
        else { return nil }
        if let length = longestWord(r, sizes, at: word, end: end), word + length < end, r[word + length].isSpace {
            // half-size ramen, half size fries: the food after the size
            return afterOf(r, skipSpaces(r, from: word + length, to: end), end)
        }
        // half-sandwich: the food is the word after the hyphen (or a space, after a count: 3 half sandwiches)
        return r[after] == "-" || afterCount ? word : nil
    }

    /// `ピザ ハーフ`, `ご飯ハーフ`: where the name ends before a last katakana word for half, after a space or a kanji
    /// or kana other than katakana (`ピザハーフ` could be a name, `ハーフ&ハーフ` is one).
    static func katakanaHalf(_ r: [Unicode.Scalar], lower: Int, end: Int) -> Int? {
        guard katakanaHalfLasts.starts(with: r[end - 1]),
            let word = katakanaHalves.longest(r, endingAt: end, after: lower)
        else { return nil }
        let start = end - katakanaHalves.length(word)
        guard r[start - 1].isSpace || (r[start - 1].isCJK && !r[start - 1].isKatakana) else { return nil }
        let nameEnd = skipSpacesBackward(r, from: start, to: lower)
        return nameEnd > lower ? nameEnd : nil
    }

    /// `ハーフサイズのパスタ`, `ハーフ ピザ`, `ハーフピザ`: the name's start after a leading katakana half, followed by
    /// の, a space or a katakana name (`ハーフ&ハーフ`, `ハーフアンドハーフ` and `ハーフパンツ` are names).
    static func leadingKatakanaHalf(_ r: [Unicode.Scalar], at start: Int, end: Int) -> Int? {
        guard katakanaHalves.starts(with: r[start]), let length = katakanaHalves.longest(r, at: start, end: end),
            start + length < end
        else { return nil }
        let next = start + length
        if r[next].isKatakana, r[next] != Lexicon.Japanese.longVowel, next + 1 < end,
            !hasWord(r, andInKatakana, at: next, end: end), !hasWord(r, pants, at: next, end: end)
        {
            return next
        }
        guard r[next] == Lexicon.Japanese.no || r[next].isSpace else { return nil }
        let name = afterNo(r, start + length, end)
        return name < end ? name : nil
    }

    /// `bagel halves x2`, `sandwich half x2`: where the name ends before a last word `halves` or `half`, which makes
    /// the count after it a count of halves (not `half and half`, `half & half`).
    static func endingHalves(_ r: [Unicode.Scalar], in name: Range<Int>) -> Int? {
        let end = skipSpacesBackward(r, from: name.upperBound, to: name.lowerBound)
        for word in [halvesWord, halfInEnglish] where end - word.count > name.lowerBound + 1 {
            let start = end - word.count
            guard hasWord(r, word, at: start, end: end), r[start - 1].isSpace else { continue }
            let before = skipSpacesBackward(r, from: start, to: name.lowerBound)
            if word == halfInEnglish,
                r[before - 1] == "&"
                    || (before - 3 >= name.lowerBound
                        && hasWord(r, andWord, at: before - 3, end: before))
            {
                return nil
            }
            return before
        }
        return nil
    }

    /// Words that say a food was eaten or drunk, before its quantity: `ate half the cake`, `had half a sandwich`.
    private static let eatingVerbs = LexiconTables.eatingVerbs

    /// Where the quantity after a leading verb for eating, a word for "about", or both, starts (`ate half the cake`,
    /// `like half a pizza`, `ate like 3 cookies`, `~2 cups rice`); nil when the body starts with neither.
    static func afterEatingVerb(_ r: [Unicode.Scalar], in body: Range<Int>) -> Int? {
        let end = body.upperBound
        var p = body.lowerBound
        if p < end, let length = eatingVerbs.longest(r, at: p, end: end), p + length < end, r[p + length].isSpace {
            p = skipSpaces(r, from: p + length, to: end)
        }
        if p + 1 < end, EnergyParser.isApproximately(r[p]), r[p + 1].isDigit {
            p += 1
        } else if p < end, let length = longestWord(r, aboutWords, at: p, end: end), p + length < end,
            r[p + length].isSpace
        {
            p = skipSpaces(r, from: p + length, to: end)
        }
        return p > body.lowerBound ? p : nil
    }

    /// Words for "about" before an amount (`like`, `about`).
    private static let aboutWords = Lexicon.wordList { $0.aboutBeforeAmount }

    /// Whether `r[start..<end]` is a word for half and nothing else: `half`, `半分`, `半分こ`, `ハーフ`, `ハーフサイズ`.
    static func isHalf(_ r: [Unicode.Scalar], from start: Int, to end: Int) -> Bool {
        if let length = katakanaHalves.longest(r, at: start, end: end), start + length == end { return true }
        if hasWord(r, halfInEnglish, at: start, end: end), start + halfInEnglish.count == end { return true }
        let (whole, shared) = (Lexicon.Japanese.halfWord, Lexicon.Japanese.halfShared)
        return (end - start == whole.count && hasWord(r, whole, at: start, end: end))
            || (end - start == shared.count && hasWord(r, shared, at: start, end: end))
    }
}

extension QuantityParser {
    /// Words for half that may stand alone as an item, as UTF-8.
    private static let halfNames = Lexicon.words { $0.halfNames }.map { Array($0.utf8) }
    private static let aboutBeforeAmount = Lexicon.words { $0.aboutBeforeAmount }.map { Array($0.utf8) }

    /// The quantity of an item that holds nothing else — `x2`, `2本`, `200g`, `2`, `half`, `半分`, `ハーフ` — and so
    /// belongs to the item before it (`coffee, x2`, `sandwich, half`); nil for an item that names a food.
    static func alone(_ item: MealItem) -> Quantity? {
        if item.name.isEmpty { return item.quantity }
        // `grilled chicken, about 150g`: the amount, said to be about so much.
        if item.quantity != .one, aboutBeforeAmount.contains(where: { item.name.utf8.elementsEqual($0) }) {
            return item.quantity
        }
        guard item.quantity == .one else { return nil }
        // Bytes compared, not characters: asked about most items, and a name is in matching form already.
        if halfNames.contains(where: { item.name.utf8.elementsEqual($0) }) { return count(ExactNumber.half) }
        // A bare number, as after a food (`gyoza 6`): up to `largestBareCount`.
        guard item.name.utf8.count <= 2, item.name.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = Int(item.name), value > 0, !(largestBareCount < ExactNumber(value))
        else { return nil }
        return count(ExactNumber(value))
    }
}
