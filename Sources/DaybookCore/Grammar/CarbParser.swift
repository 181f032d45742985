/// Finds the carbohydrate written in an item, in grams: `80g carbs`, `45 carbs`, `carbs 90g`, `carbs: 90`,
/// `(45g carb)`, `C54`, `糖質72g`, `炭水化物 45g`, `（糖質60g）`. The words come from the lexicon (`carbWords`,
/// `carbLetters`); the grams are kept exactly as written and are never grams of the food.
enum CarbParser {
    /// More carbohydrate than this in one item is a typo (a day's worth is some 300 g).
    static let maximumGrams = 1_000
    /// The most digits a carbohydrate letter's grams have (`C54`, `C120`).
    static let letterDigits = 3

    struct Found: Equatable {
        var grams: ExactNumber
        /// The text it takes up, parentheses included.
        var range: Range<Int>
    }

    /// The carbohydrate words, longest first; their first scalars pass most positions of an item over.
    private static let words = LexiconTables.carbWords
    private static let letters = LexiconTables.carbLetters

    /// One match before it is checked: where it is, the number, and whether a minus or a range came before it.
    private struct Match {
        var range: Range<Int>
        var grams: ExactNumber
        var negative = false
        var isRange = false
    }

    /// The carbohydrate in `s[range]` (folded scalars); at most one.
    static func find(_ s: [Unicode.Scalar], in range: Range<Int>) throws(ItemParser.Problem) -> Found? {
        var found: Found? = nil
        var i = range.lowerBound
        while i < range.upperBound {
            let scalar = s[i]
            guard scalar.isDigit || letters.starts(with: scalar) || words.starts(with: scalar.lowercasedASCII),
                let match = wordFirst(s, at: i, in: range) ?? numberFirst(s, at: i, in: range)
                    ?? letterFirst(s, at: i, in: range)
            else {
                i += 1
                continue
            }
            i = match.range.upperBound
            let written = string(s[match.range])
            if match.isRange {
                throw ItemParser.Problem(message: .carbsRange(written: written), hint: .writeOneCarbValue)
            }
            if match.negative {
                throw ItemParser.Problem(message: .carbsNegative(written: written), hint: .writeCarbsAsGrams)
            }
            guard match.grams.double <= Double(maximumGrams) else {
                throw ItemParser.Problem(
                    message: .carbsTooLarge(written: written, limit: maximumGrams), hint: .checkNumber)
            }
            guard found == nil else {
                throw ItemParser.Problem(
                    message: .twoCarbValues(item: string(s[range])), hint: .oneCarbValuePerItem)
            }
            let (start, end) = EnergyParser.parenthesised(s, match.range.lowerBound, match.range.upperBound, in: range)
            found = Found(grams: match.grams, range: start..<end)
        }
        return found
    }

    /// `carbs 90g`, `carbs: 90`, `糖質72g`, `糖質 約60g`: the word, then the grams (the unit may be left out).
    private static func wordFirst(_ s: [Unicode.Scalar], at i: Int, in range: Range<Int>) -> Match? {
        guard startsWord(s, at: i, lower: range.lowerBound), let length = word(s, at: i, end: range.upperBound)
        else { return nil }
        var j = skipSpaces(s, from: i + length, to: range.upperBound)
        if j < range.upperBound, s[j] == ":" || s[j] == "=" { j = skipSpaces(s, from: j + 1, to: range.upperBound) }
        if j < range.upperBound, EnergyParser.isApproximately(s[j]) {
            j = skipSpaces(s, from: j + 1, to: range.upperBound)
        }
        var negative = false
        if j < range.upperBound, s[j] == "-" {
            negative = true
            j += 1
        }
        guard j < range.upperBound, s[j].isDigit, let number = Numbers.decimal(s, at: j, end: range.upperBound),
            let end = afterGrams(s, number.end, in: range)
        else { return nil }
        return Match(range: i..<end, grams: number.value, negative: negative)
    }

    /// `80g carbs`, `45 carbs`, `80 g of carbs`, `~45g carb`, `60g糖質`: the grams, then the word.
    private static func numberFirst(_ s: [Unicode.Scalar], at i: Int, in range: Range<Int>) -> Match? {
        guard s[i].isDigit, i == range.lowerBound || !(s[i - 1].isDigit || s[i - 1] == "." || s[i - 1] == ","),
            let number = Numbers.decimal(s, at: i, end: range.upperBound)
        else { return nil }
        guard let grams = afterGrams(s, number.end, in: range) else { return nil }
        var j = skipSpaces(s, from: grams, to: range.upperBound)
        if hasWord(s, Units.of, at: j, end: range.upperBound), j + 2 < range.upperBound, s[j + 2].isSpace {
            j = skipSpaces(s, from: j + 2, to: range.upperBound)
        }
        // `rice 150g carbs: 55`: the number after the word is the carbohydrate, and 150 g is the rice.
        guard j < range.upperBound, let length = word(s, at: j, end: range.upperBound),
            wordFirst(s, at: j, in: range) == nil
        else { return nil }
        var match = Match(range: i..<(j + length), grams: number.value)
        var start = i
        if start > range.lowerBound, s[start - 1] == "-" {
            // `30-45g carbs` is a range; `-5g carbs` is negative.
            if start - 1 > range.lowerBound, s[start - 2].isDigit {
                var from = start - 2
                while from > range.lowerBound, s[from - 1].isDigit || s[from - 1] == "." { from -= 1 }
                match.range = from..<match.range.upperBound
                match.isRange = true
                return match
            }
            match.negative = true
            start -= 1
        }
        if start > range.lowerBound, EnergyParser.isApproximately(s[start - 1]) { start -= 1 }
        match.range = start..<match.range.upperBound
        return match
    }

    /// `C54`, `C54g`: a carbohydrate letter straight before at most `letterDigits` digits, as one word. A longer
    /// number is a name (`C1000` is a drink).
    private static func letterFirst(_ s: [Unicode.Scalar], at i: Int, in range: Range<Int>) -> Match? {
        guard letters.starts(with: s[i]), startsWord(s, at: i, lower: range.lowerBound), i + 1 < range.upperBound,
            s[i + 1].isDigit, let number = Numbers.decimal(s, at: i + 1, end: range.upperBound),
            (i + 1..<number.end).prefix(while: { s[$0].isDigit }).count <= letterDigits
        else { return nil }
        var end = number.end
        if let grams = gramWord(s, at: end, end: range.upperBound) { end += grams }
        guard end == range.upperBound || !s[end].isLatinWordPart else { return nil }
        return Match(range: i..<end, grams: number.value)
    }

    /// Past the grams unit after a number (`g`, `grams`, `グラム`), or the number's own end when no unit follows;
    /// nil when another unit follows (`carbs 30%`, `carbs 2oz`, `45 kcal`): that is no carbohydrate.
    private static func afterGrams(_ s: [Unicode.Scalar], _ numberEnd: Int, in range: Range<Int>) -> Int? {
        let j = skipSpaces(s, from: numberEnd, to: range.upperBound)
        if let length = gramWord(s, at: j, end: range.upperBound) { return j + length }
        if j < range.upperBound,
            s[j] == "%" || Units.measure(s, at: j, end: range.upperBound) != nil
                || Units.energy(s, at: j, end: range.upperBound) != nil
        {
            return nil
        }
        return numberEnd
    }

    /// The length of a word for grams (a mass worth exactly one gram) at `index`.
    private static func gramWord(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        guard let (measure, length) = Units.measure(s, at: index, end: end), measure.unit == .gram,
            measure.factor == ExactNumber(1)
        else { return nil }
        return length
    }

    /// The length of the carbohydrate word at `index`, when it ends there.
    private static func word(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        words.first(s, at: index, end: end) { w in
            Units.endsWord(s, last: words.last(w), at: index + words.length(w), end: end)
        }.map(words.length)
    }

    /// Whether a word may start at `index`: not inside a Latin word.
    private static func startsWord(_ s: [Unicode.Scalar], at index: Int, lower: Int) -> Bool {
        index == lower || !(s[index].isLatinLetter && s[index - 1].isLatinWordPart)
    }
}
