/// The amount of a dose as written: a number (`12`, `4.5`, `½`), a sum (`4+2u`: a dose and its correction, 6) or a
/// change (`12単位→10単位`, `14u -> 12u`: the last amount is what was given, 10 and 12) — or what is no dose amount at
/// all: a pump's rate (`0.8u/h`, `0.9単位/時`) or a percentage (`temp basal 50%`).
struct DoseAmount {
    var value: ExactNumber
    /// Where the last number ends, before its unit.
    var end: Int
    /// Where the last number's insulin unit ends, when it has one.
    var unitEnd: Int?
    /// Where a rate or percentage ends, when the amount is one: no dose.
    var rateEnd: Int?

    /// The amount at `start`, or nil when no number stands there; `spelled`: whether its first number may be written
    /// otherwise than in digits (after a dose's name: `lantus twenty units`). Reads at most once per scalar.
    static func read(_ s: [Unicode.Scalar], at start: Int, end: Int, spelled: Bool = false) -> DoseAmount? {
        guard
            let first = Numbers.amount(s, at: start, end: end)
                ?? (spelled ? Self.spelled(s, at: start, end: end) : nil)
        else { return nil }
        var amount = DoseAmount(value: first.value, end: first.end)
        while true {
            var afterUnit = amount.end
            let unitStart = skipSpaces(s, from: amount.end, to: end)
            if let unit = Units.insulinUnit(s, at: unitStart, end: end) {
                afterUnit = unitStart + unit
                amount.unitEnd = afterUnit
            }
            if let rate = rateEnd(s, at: afterUnit, end: end) {
                amount.rateEnd = rate
                return amount
            }
            // 4+2u: no spaces around the plus (`4u + 2u` is two things on one line).
            if afterUnit + 1 < end, s[afterUnit] == "+", let next = Numbers.amount(s, at: afterUnit + 1, end: end),
                let sum = amount.value.adding(next.value)
            {
                amount = DoseAmount(value: sum, end: next.end)
                continue
            }
            let arrow = skipSpaces(s, from: afterUnit, to: end)
            if let length = arrowLength(s, at: arrow, end: end),
                let next = Numbers.amount(s, at: skipSpaces(s, from: arrow + length, to: end), end: end)
            {
                amount = DoseAmount(value: next.value, end: next.end)
                continue
            }
            return amount
        }
    }

    /// A first number written otherwise than in digits, when an insulin unit follows it: a leading point (`.5u`),
    /// kanji (`十二単位`) or English words (`twenty units`, `twenty-two units`).
    private static func spelled(_ s: [Unicode.Scalar], at start: Int, end: Int) -> NumberMatch? {
        guard start < end else { return nil }
        var number: NumberMatch?
        if s[start] == ".", start + 1 < end, s[start + 1].isDigit {
            var digitsEnd = start + 1
            while digitsEnd < end, s[digitsEnd].isDigit { digitsEnd += 1 }
            let places = digitsEnd - start - 1
            if places <= 3, let whole = Numbers.decimal(s, at: start + 1, end: digitsEnd),
                let value = whole.value.divided(by: ExactNumber([10, 100, 1000][places - 1]))
            {
                number = NumberMatch(value: value, end: digitsEnd)
            }
        } else {
            number = Numbers.kanji(s, at: start, end: end) ?? NumberWords.cardinal(s, at: start, end: end)
        }
        guard let number, Units.insulinUnit(s, at: skipSpaces(s, from: number.end, to: end), end: end) != nil
        else { return nil }
        return number
    }

    private static let perHour = Lexicon.wordList { $0.perHour }

    /// Where `%`, `/h`, `/hr`, `/hour`, `/時` or `/時間` at `index` (after optional spaces) ends.
    private static func rateEnd(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int? {
        let i = skipSpaces(s, from: index, to: end)
        guard i < end else { return nil }
        if s[i] == "%" { return i + 1 }
        guard Numbers.isSlash(s[i]), let length = longestWord(s, perHour, at: i + 1, end: end),
            i + 1 + length == end || !s[i + 1 + length].isLatinLetter
        else { return nil }
        return i + 1 + length
    }

    /// `→`, `⇒`, `->`, `=>`: what the amount became.
    private static func arrowLength(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int? {
        guard i < end else { return nil }
        switch s[i] {
        case "→", "⇒": return 1
        case "-", "=": return i + 1 < end && s[i + 1] == ">" ? 2 : nil
        default: return nil
        }
    }
}
