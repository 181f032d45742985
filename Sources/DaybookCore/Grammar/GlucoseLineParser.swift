/// Recognises a glucose reading in a list item's body: a glucose word, a number and an optional unit, then an
/// optional note: `bg 142`, `BG 7.9 mmol/L`, `glucose: 98 before lunch`, `血糖値 142mg/dL`.
///
/// A word followed by no number (`glucose tablets`), or by a number running into another word (`glucose 15g`), is
/// not a reading: the line stays a meal.
struct GlucoseLineParser: Sendable {
    /// The words in matching form, longest first.
    private let words: [[Unicode.Scalar]]
    private let unit: GlucoseUnit

    /// Unit spellings after the number, lower-case, longest first.
    private static let units: [(word: [Unicode.Scalar], unit: GlucoseUnit)] = [
        (Array("mmol/l".unicodeScalars), .millimolesPerLiter), (Array("mg/dl".unicodeScalars), .milligramsPerDeciliter),
        (Array("mmol".unicodeScalars), .millimolesPerLiter), (Array("mgdl".unicodeScalars), .milligramsPerDeciliter),
    ]

    /// `settings.words`, leaving out any that `doseKeys` (dose names and aliases in matching form) already use.
    init(settings: GlucoseSettings, doseKeys: Set<String>) {
        words = settings.words.map { TextFolding.matchKey($0) }.filter { !$0.isEmpty && !doseKeys.contains($0) }
            .map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
        unit = settings.unit
    }

    /// The reading at `s[start..<end]`, an error about it, or nil when the body is not a reading.
    func parse(_ s: [Unicode.Scalar], _ original: [Unicode.Scalar], from start: Int, end: Int,
               location: SourceLocation, line: String) -> Result<GlucoseEntry, Diagnostic>? {
        guard let found = reading(s, from: start, end: end) else { return nil }
        let numberStart = found.numberStart
        let written = string(original[numberStart..<found.end])
        let mgdl = found.unit.milligramsPerDeciliter(found.value)
        guard GlucoseReading.plausibleRange.contains(mgdl) else {
            let range = GlucoseReading.plausibleRange
            let (low, high) = (found.unit.format(range.lowerBound), found.unit.format(range.upperBound))
            let other = found.unit == .milligramsPerDeciliter ? "mmol/L" : "mg/dL"
            let hint: GrammarMessage = found.explicitUnit
                ? .glucoseRange(low: low, high: high, unit: found.unit.rawValue)
                : .glucoseRangeOrOtherUnit(low: low, high: high, unit: found.unit.rawValue,
                                           example: "\(string(original[start..<numberStart]))\(written) \(other)")
            return .failure(.error(GrammarMessage.glucoseOutOfRange(written: written), at: location,
                                   column: characterColumn(line, scalarOffset: numberStart), sourceLine: line,
                                   hint: hint))
        }
        if let separator = (found.end..<end).first(where: { s[$0] == "," || s[$0] == "、" || s[$0] == ";" }) {
            return .failure(.error(GrammarMessage.moreThanOneThingOnGlucoseLine, at: location,
                                   column: characterColumn(line, scalarOffset: separator), sourceLine: line,
                                   hint: GrammarMessage.eachReadingDoseAndMealOnItsOwnLine))
        }
        return .success(GlucoseEntry(mgdl: mgdl, unit: found.unit))
    }

    /// Whether `s[start..<end]` is a reading (valid or not): for a reading written as an item of a meal.
    func isReading(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Bool {
        reading(s, from: start, end: end) != nil
    }

    private struct Found {
        var numberStart: Int
        var value: Double
        var unit: GlucoseUnit
        var explicitUnit: Bool
        /// Where the reading ends (after the unit, or the number): a note may follow.
        var end: Int
    }

    private func reading(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Found? {
        guard let word = words.first(where: { hasWord(s, $0, at: start, end: end) }) else { return nil }
        var i = start + word.count
        // A Latin word must end where it is written: `bgm 5` and `glucosefree 3` are not readings.
        if i < end, word.last?.isLatinLetter == true, s[i].isLatinLetter { return nil }
        i = skipSpaces(s, from: i, to: end)
        if i < end, s[i] == ":" || s[i] == "=" { i = skipSpaces(s, from: i + 1, to: end) }
        guard var number = Numbers.decimal(s, at: i, end: end) else { return nil }
        // A decimal comma (`7,9`), as many mmol/L meters show it: one or two digits after it, then no more digits.
        if number.end + 1 < end, s[number.end] == ",", s[number.end + 1].isDigit,
           let fraction = Numbers.decimal(s, at: number.end + 1, end: end), fraction.end - number.end - 1 <= 2,
           !s[i..<number.end].contains(",") {
            var scale = 1
            for _ in (number.end + 1)..<fraction.end { scale *= 10 }
            if let part = ExactNumber(scale, over: 1).flatMap(fraction.value.divided(by:)),
               let sum = number.value.adding(part) {
                number = NumberMatch(value: sum, end: fraction.end)
            }
        }
        var found = Found(numberStart: i, value: number.value.double, unit: unit, explicitUnit: false, end: number.end)
        let unitStart = skipSpaces(s, from: number.end, to: end)
        if let written = GlucoseLineParser.units.first(where: { hasWord(s, $0.word, at: unitStart, end: end) }) {
            let after = unitStart + written.word.count
            if after == end || !s[after].isLatinLetter {
                found.unit = written.unit
                found.explicitUnit = true
                found.end = after
                return found
            }
        }
        // `glucose 15g` is food: a number running into letters is no reading.
        if number.end < end, s[number.end].isLatinLetter { return nil }
        return found
    }
}

extension GlucoseLineParser {
    /// A reading without a time cannot be placed among the day's readings.
    static func untimed(at location: SourceLocation, line: String) -> Diagnostic {
        .warning(GrammarMessage.glucoseWithoutTime, at: location, sourceLine: line, hint: GrammarMessage.writeTimeFirst)
    }

    /// A reading written as an item of a meal line is reported, not counted as food.
    static func insideMeal(at location: SourceLocation, column: Int, line: String, item: String) -> Diagnostic {
        .error(GrammarMessage.glucoseInsideMeal, at: location, column: column, sourceLine: line,
               hint: GrammarMessage.eachReadingOnItsOwnLine(example: "- 12:30 \(item)"))
    }
}
