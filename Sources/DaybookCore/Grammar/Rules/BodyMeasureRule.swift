/// `BP 120/80`, `血圧 141/90`, `HbA1c 6.9%`, `ヘモグロビンA1c 7.4`, `体温 36.5℃`, `temp 37.9`, `99.8F`, `waist 34in`,
/// `SpO2 97%`: a body measurement, never food. Blood pressure and HbA1c, whose words no food has, may follow words
/// without a number (`通院日 HbA1c 7.4 やった`, `clinic bp 128/84`).
struct BodyMeasureRule: LineRule {
    var name: String { "body measure" }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        let s = body.s
        if let first = body.hits.first,
            first.range.lowerBound == body.start
                || ((first.kind == .bloodPressure || first.kind == .hba1c)
                    && !(body.start..<first.range.lowerBound).contains { s[$0].isDigit })
        {
            let number = KindWords.number(s, from: first.range.upperBound, end: body.end)
            switch first.kind {
            case .bloodPressure:
                guard let number, number.end < body.end, Numbers.isSlash(s[number.end]),
                    let second = Numbers.decimal(s, at: number.end + 1, end: body.end)
                else { return nil }
                return Self.measure(.bloodPressure, number.value.double, second: second.value.double)
            case .hba1c:
                guard let number else { return nil }
                return Self.measure(.hba1c, number.value.double)
            case .temperature:
                guard let number else { return nil }
                return Self.measure(.temperature, Self.celsius(s, number, end: body.end))
            case .measure:
                return Self.measure(.measure, number?.value.double)
            default:
                break
            }
        }
        // `99.8F feeling hot`, `37.2℃`: degrees first.
        guard let number = Numbers.decimal(s, at: body.start, end: body.end),
            Self.degrees(s, after: number.end, end: body.end) != nil
        else { return nil }
        return Self.measure(.temperature, Self.celsius(s, number, end: body.end))
    }

    private static func measure(_ kind: NotFoodEntry.Kind, _ value: Double?, second: Double? = nil) -> LineOutcome {
        .content(.notFood(NotFoodEntry(kind: kind, value: value, second: second)))
    }

    private static let celsiusSigns = Lexicon.wordList { $0.celsiusSigns }
    private static let fahrenheitSigns = Lexicon.wordList { $0.fahrenheitSigns }

    /// Whether degrees follow a number: true for Fahrenheit, false for Celsius, nil for neither.
    private static func degrees(_ s: [Unicode.Scalar], after index: Int, end: Int) -> Bool? {
        for (signs, isFahrenheit) in [(fahrenheitSigns, true), (celsiusSigns, false)] {
            for sign in signs where hasWord(s, sign, at: index, end: end) {
                let after = index + sign.count
                if after == end || !s[after].isLatinWordPart { return isFahrenheit }
            }
        }
        return nil
    }

    /// A temperature in °C: written in °F (with its sign, or above any body temperature in °C), converted.
    private static func celsius(_ s: [Unicode.Scalar], _ number: NumberMatch, end: Int) -> Double {
        let value = number.value.double
        let fahrenheit = degrees(s, after: number.end, end: end) ?? (value > Bounds.highestCelsius)
        return fahrenheit ? (value - 32) * 5 / 9 : value
    }
}
