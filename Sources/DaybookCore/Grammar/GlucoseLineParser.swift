/// Recognises a glucose reading in a list item's body: a glucose word, a number and an optional unit, then an
/// optional note: `bg 142`, `BG 7.9 mmol/L`, `glucose: 98 before lunch`, `血糖値 142mg/dL`. Words before the glucose
/// word are a note too (`fasting bg 95`, `朝食前 血糖 110`, `低血糖 65`).
///
/// A word followed by no number (`glucose tablets`), or by a number running into another word (`glucose 15g`), is
/// not a reading: the line stays a meal. `LO` or `HI` after the word is a meter's bound without a number: an error.
/// The number may be marked as approximate (`bg ~140`, `血糖 約140`, `bg about 140`, `bg 140ish`).
struct GlucoseLineParser: Sendable {
    /// A glucose word in matching form, and whether it names a sensor (see `sensors`).
    private struct Word: Sendable {
        var scalars: [Unicode.Scalar]
        var isSensor: Bool
    }

    /// A glucose word as the parser indexes it: its matching form, that form's scalars, and whether it names a
    /// sensor.
    typealias Entry = (key: String, word: [Unicode.Scalar], isSensor: Bool)

    /// The words by first scalar, longest first: most positions of a line are turned away by a bit test.
    private let words: Words
    private let unit: GlucoseUnit

    /// Sensors whose name people write before the number they read off it (`libre 156`, `リブレ 156`, `dexcom
    /// 165`). A sensor's name is a glucose word only where the line starts (`cuba libre 2` is a drink), and a
    /// one-digit whole number after it is its model (`libre 2`, `libre 3 sensor`), not a reading.
    static let sensors = LexiconTables.sensors

    /// Written before the number to say it is approximate, besides the marks kcal take (`~` `約` `≈` `≒` `〜`).
    private static let approximately = Lexicon.wordList { $0.aboutBeforeReading }
    private static let approximatelyFirsts = Lexicon.firstScalars { $0.aboutBeforeReading }

    private static let ish = Array("ish".unicodeScalars)

    private static let readingVerbs = Lexicon.wordList { $0.readingVerbs }

    /// Unit spellings after the number, lower-case, longest first.
    private static let units: [(word: [Unicode.Scalar], unit: GlucoseUnit)] = [
        (Array("mmol/l".unicodeScalars), .millimolesPerLiter), (Array("mg/dl".unicodeScalars), .milligramsPerDeciliter),
        (Array("mmol".unicodeScalars), .millimolesPerLiter), (Array("mgdl".unicodeScalars), .milligramsPerDeciliter),
    ]

    /// What a meter shows beyond its range instead of a number.
    private static let bounds = Lexicon.wordList { $0.meterBounds }

    /// `settings.words`, leaving out any that `doseKeys` (dose names and aliases in matching form) already use. The
    /// standard words, when no dose uses one, are `LexiconTables.glucoseWords`, read in place.
    init(settings: GlucoseSettings, doseKeys: Set<String>) {
        if settings.words == GlucoseSettings.standardWords,
            !doseKeys.contains(where: LexiconTables.glucoseKeys.contains)
        {
            words = .standard(LexiconTables.glucoseWords)
        } else {
            words = .configured(
                ScalarIndex(
                    Self.entries(settings.words).filter { !doseKeys.contains($0.key) }.map { entry in
                        (entry.word, Word(scalars: entry.word, isSensor: entry.isSensor))
                    }))
        }
        unit = settings.unit
    }

    /// `words` in matching form, the empty ones left out, in their order.
    static func entries(_ words: [String], sensors: SortedWords = GlucoseLineParser.sensors) -> [Entry] {
        words.map { TextFolding.matchKey($0) }.filter { !$0.isEmpty }.map { key in
            (key, Array(key.unicodeScalars), sensors.contains(key))
        }
    }

    /// The glucose words of a parser: the standard ones as constant data, or those daybook.yaml configures.
    private enum Words: Sendable {
        case standard(WordTable)
        case configured(ScalarIndex<Word>)

        /// Whether a word may start with `scalar` (a bit test).
        func mayStart(with scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .standard(let table): table.mayStart(with: scalar)
            case .configured(let index): index.mayHaveValues(for: scalar)
            }
        }

        /// The longest word at `start`, before `end`: its length, its last scalar and whether it names a sensor.
        func match(
            _ s: [Unicode.Scalar], at start: Int, end: Int
        ) -> (length: Int, last: Unicode.Scalar?, isSensor: Bool)? {
            switch self {
            case .standard(let table):
                guard let w = table.match(s, at: start, end: end) else { return nil }
                return (table.length(w), table.last(w), table.value(w) == 1)
            case .configured(let index):
                guard start < end, let candidates = index.values(for: s[start].lowercasedASCII),
                    let word = candidates.first(where: { hasWord(s, $0.scalars, at: start, end: end) })
                else { return nil }
                return (word.scalars.count, word.scalars.last, word.isSensor)
            }
        }
    }

    /// The reading at `s[start..<end]`, an error about it, or nil when the body is not a reading. The glucose word may
    /// follow a note in the first item (`s[start..<itemEnd]`) that holds no digits.
    /// A reading, and a warning when its number was read in the other unit (`bg 5.4` in a mg/dL journal).
    struct Read {
        var entry: GlucoseEntry
        var warning: Diagnostic?
    }

    func parse(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], from start: Int, end: Int, itemEnd: Int,
        location: SourceLocation, line: String
    ) -> Result<Read, Diagnostic>? {
        guard
            let found = reading(s, from: start, end: end) ?? laterReading(s, from: start, itemEnd: itemEnd, end: end)
                ?? timedReading(s, from: start, itemEnd: itemEnd)
        else { return nil }
        let numberStart = found.numberStart
        let written = string(original[numberStart..<found.end])
        if found.bound {
            return .failure(
                beyondRange(
                    written, word: string(original[found.wordStart..<numberStart]),
                    isLow: s[numberStart].lowercasedASCII == "l",
                    at: location, column: characterColumn(line, scalarOffset: numberStart),
                    line: line))
        }
        var mgdl = found.unit.milligramsPerDeciliter(found.value)
        var readUnit = found.unit
        var unitWarning: Diagnostic? = nil
        if !found.explicitUnit,
            let other = Self.otherUnit(found.value, in: found.unit, written: s[numberStart..<found.end])
        {
            // `bg 5.4` in a mg/dL journal, `bg 142` in a mmol/L one: no reading is that in the journal's unit.
            mgdl = other.milligramsPerDeciliter(found.value)
            readUnit = other
            unitWarning = .warning(
                GrammarMessage.readInOtherUnit(written: written, unit: other.rawValue), at: location,
                column: characterColumn(line, scalarOffset: numberStart), sourceLine: line,
                hint: GrammarMessage.writeGlucoseUnit(
                    example: string(original[found.wordStart..<numberStart]) + "\(written) \(other.rawValue)",
                    unit: other.rawValue))
        }
        guard GlucoseReading.plausibleRange.contains(mgdl) else {
            let range = GlucoseReading.plausibleRange
            let (low, high) = (found.unit.format(range.lowerBound), found.unit.format(range.upperBound))
            let other = found.unit == .milligramsPerDeciliter ? "mmol/L" : "mg/dL"
            let hint: GrammarMessage =
                found.explicitUnit
                ? .glucoseRange(low: low, high: high, unit: found.unit.rawValue)
                : .glucoseRangeOrOtherUnit(
                    low: low, high: high, unit: found.unit.rawValue,
                    example: string(original[found.wordStart..<numberStart]) + "\(written) \(other)")
            return .failure(
                .error(
                    GrammarMessage.glucoseOutOfRange(written: written), at: location,
                    column: characterColumn(line, scalarOffset: numberStart), sourceLine: line,
                    hint: hint))
        }
        // `bg 210 → 2u`: a dose after the reading is a second thing, never a note lost with it.
        if let dose = Self.insulinAmount(s, from: found.end, end: end) {
            return .failure(
                .error(
                    GrammarMessage.moreThanOneThingOnGlucoseLine, at: location,
                    column: characterColumn(line, scalarOffset: dose), sourceLine: line,
                    hint: GrammarMessage.eachReadingDoseAndMealOnItsOwnLine))
        }
        var separators = ItemSeparators(s, from: found.end, end: end, kind: .item)
        if let separator = separators.next() {
            return .failure(
                .error(
                    GrammarMessage.moreThanOneThingOnGlucoseLine, at: location,
                    column: characterColumn(line, scalarOffset: separator.index), sourceLine: line,
                    hint: GrammarMessage.eachReadingDoseAndMealOnItsOwnLine))
        }
        let entry = GlucoseEntry(mgdl: mgdl, unit: readUnit, fromSensor: found.isSensor)
        return .success(Read(entry: entry, warning: unitWarning))
    }

    /// The unit a reading without one is in when it cannot be in the journal's: mmol/L for a number with a decimal
    /// point up to a meter's highest mmol/L reading in a mg/dL journal (meters show mg/dL in whole numbers); nil
    /// otherwise (a whole number in a mmol/L journal stays the journal's, as an error when it is no reading).
    private static func otherUnit(_ value: Double, in unit: GlucoseUnit, written: ArraySlice<Unicode.Scalar>)
        -> GlucoseUnit?
    {
        guard unit == .milligramsPerDeciliter, written.contains(where: { $0 == "." || $0 == "," }),
            value <= Bounds.highestMeterMillimoles,
            GlucoseReading.plausibleRange.contains(GlucoseUnit.millimolesPerLiter.milligramsPerDeciliter(value))
        else { return nil }
        return .millimolesPerLiter
    }

    /// Whether `s[start..<end]` is a reading (valid or not): for a reading written as an item of a meal.
    func isReading(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Bool {
        reading(s, from: start, end: end) != nil
    }

    private struct Found {
        var wordStart: Int
        var numberStart: Int
        var value: Double
        var unit: GlucoseUnit
        var explicitUnit: Bool
        /// `LO`, `HI`: beyond the meter's range, with no number.
        var bound = false
        /// Where the reading ends (after the unit, or the number): a note may follow.
        var end: Int
        /// Whether the word names a sensor (see `sensors`).
        var isSensor = false
    }

    /// A glucose word after a note — `fasting bg 95`, `朝食前 血糖 110`, `低血糖 65`, `食後2時間 血糖 165` — whose only
    /// numbers are durations (`pizza 2 slices bg 180` is no reading). A Latin word must follow a space; a Japanese one
    /// may stand anywhere.
    private func laterReading(_ s: [Unicode.Scalar], from start: Int, itemEnd: Int, end: Int) -> Found? {
        var p = start + 1
        while p < itemEnd {
            defer { p += 1 }
            guard words.mayStart(with: s[p].lowercasedASCII), s[p].isCJK || s[p - 1].isSpace,
                let found = reading(s, from: p, end: end)
            else { continue }
            // A sensor's name after a note only where the note says when the reading was (`寝る前 Dexcom 132`).
            let whenRead = Self.readingTimes.longest(s, at: start, end: p).map { skipSpaces(s, from: start + $0) >= p }
            return (found.isSensor ? whenRead == true : Self.isNote(s, from: start, to: p)) ? found : nil
        }
        return nil
    }

    private static let readingTimes = LexiconTables.readingTimes

    /// Where a number in insulin units starts in `s[start..<end]` (`→ 2u`, `補正2単位`); nil when none is there.
    private static func insulinAmount(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Int? {
        var p = start
        while p < end {
            guard s[p].isDigit, p == start || !s[p - 1].isDigit && s[p - 1] != "." else {
                p += 1
                continue
            }
            var q = p
            while q < end, s[q].isDigit || s[q] == "." { q += 1 }
            if Units.insulinUnit(s, at: skipSpaces(s, from: q, to: end), end: end) != nil { return p }
            p = q
        }
        return nil
    }

    /// `pre-bed 140`, `寝る前 130`, `食後2時間 178`: when a reading was taken, then a bare number in the journal's unit
    /// that is a plausible reading, and after it nothing, or a mark and a note without numbers (`寝る前 54!! 低い`), or
    /// what the reading was (`54 LOW`, `188 ちょっと高い`; the lexicons' `readingStates`). A word right after the
    /// number makes it no reading (`before bed 20 almonds`). A line that is only such a number, of two digits or a
    /// decimal and within a meter's range, is a reading too (`07:00 104`, `6am 54 LOW`, `dex 142 →`).
    private func timedReading(_ s: [Unicode.Scalar], from start: Int, itemEnd: Int) -> Found? {
        let bare = start < itemEnd && s[start].isDigit
        guard let length = bare ? 0 : Self.readingTimes.longest(s, at: start, end: itemEnd),
            bare || start + length == itemEnd || !s[start + length].isLatinLetter || !s[start].isLatinLetter
        else { return nil }
        var i = skipSpaces(s, from: start + length, to: itemEnd)
        if i < itemEnd, s[i] == ":" { i = skipSpaces(s, from: i + 1, to: itemEnd) }
        // `食後2時間 178`: how long after, then the number.
        while i < itemEnd, s[i].isDigit, let durationEnd = Units.durationEnd(s, at: i, end: itemEnd) {
            i = skipSpaces(s, from: durationEnd, to: itemEnd)
        }
        guard let number = Numbers.decimal(s, at: i, end: itemEnd),
            GlucoseReading.plausibleRange.contains(unit.milligramsPerDeciliter(number.value.double))
                || Self.otherUnit(number.value.double, in: unit, written: s[i..<number.end]) != nil
        else { return nil }
        if bare {
            let mgdl = unit.milligramsPerDeciliter(number.value.double)
            let written = s[i..<number.end]
            let after = number.end < itemEnd ? s[number.end] : " "
            guard written.count >= 2 || written.contains("."), after.isSpace || Self.trendMarks.contains(after),
                Self.meterRange.contains(mgdl)
                    || Self.otherUnit(number.value.double, in: unit, written: written) != nil
            else { return nil }
        }
        // Nothing after the number, or a mark first (`140 ↑`, `54!! low`), or what the reading was: a word there may
        // be what it counts.
        let rest = skipSpaces(s, from: number.end, to: itemEnd)
        guard
            rest == itemEnd || !(s[rest].isLatinWordPart || s[rest].isCJK || s[rest] == ".")
                || Self.saysWhatItWas(s, from: rest, to: itemEnd),
            !(rest..<itemEnd).contains(where: { s[$0].isDigit })
        else { return nil }
        return Found(
            wordStart: start, numberStart: i, value: number.value.double, unit: unit, explicitUnit: false,
            end: number.end)
    }

    /// The range a meter shows, for a number with no glucose word before it (`GlucoseReading.plausibleRange` is wider:
    /// what a word says is a reading is kept unless it cannot be one).
    private static let meterRange = 20.0...600.0

    private static let readingStates = LexiconTables.readingStates

    /// What may stand right after a bare number that is a reading: a sensor's trend arrow, or a mark (`165↗`, `54!!`).
    private static let trendMarks: Set<Unicode.Scalar> = ["→", "↗", "↘", "↑", "↓", "⇧", "⇩", "⬆", "⬇", "!", "?"]

    /// Whether the words at `s[start..<end]` say what a reading was: a Latin state word first (`LOW`, `high!!`), or
    /// a Japanese one anywhere (`ちょっと高い`).
    private static func saysWhatItWas(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> Bool {
        if s[start].isLatinLetter {
            guard let length = readingStates.longest(s, at: start, end: end) else { return false }
            return start + length == end || !s[start + length].isLatinLetter
        }
        return (start..<end).contains { s[$0].isCJK && readingStates.longest(s, at: $0, end: end) != nil }
    }

    /// Whether `s[start..<end]` holds no number but durations (how long after something, in a note before a
    /// reading: `食後2時間`, `30分後`, `2h after lunch`).
    private static func isNote(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> Bool {
        var p = start
        while p < end {
            guard s[p].isDigit else {
                p += 1
                continue
            }
            guard let durationEnd = Units.durationEnd(s, at: p, end: end) else { return false }
            p = durationEnd
        }
        return true
    }

    private func reading(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Found? {
        guard let word = words.match(s, at: start, end: end) else { return nil }
        var i = start + word.length
        // A Latin word must end where it is written: `bgm 5` and `glucosefree 3` are not readings.
        if i < end, word.last?.isLatinLetter == true, s[i].isLatinLetter { return nil }
        i = skipSpaces(s, from: i, to: end)
        if i < end, s[i] == ":" || s[i] == "=" { i = skipSpaces(s, from: i + 1, to: end) }
        // `libre says 240`, `bg was 140`, `血糖は120`: a verb before the number.
        if let length = longestWord(s, Self.readingVerbs, at: i, end: end),
            i + length < end, !s[i].isLatinLetter || !s[i + length].isLatinLetter
        {
            i = skipSpaces(s, from: i + length, to: end)
        }
        if let length = longestWord(s, Self.bounds, at: i, end: end),
            i + length == end || !s[i + length].isLatinLetter
        {
            return Found(
                wordStart: start, numberStart: i, value: 0, unit: unit, explicitUnit: false, bound: true,
                end: i + length)
        }
        i = Self.afterApproximately(s, at: i, end: end)
        guard var number = Numbers.decimal(s, at: i, end: end) else { return nil }
        // libre 2, リブレ3: the sensor's model.
        if word.isSensor, number.end == i + 1, number.end == end || s[number.end] != "." { return nil }
        // A decimal comma (`7,9`), as many mmol/L meters show it: one or two digits after it, then no more digits.
        if number.end + 1 < end, s[number.end] == ",", s[number.end + 1].isDigit,
            let fraction = Numbers.decimal(s, at: number.end + 1, end: end), fraction.end - number.end - 1 <= 2,
            !s[i..<number.end].contains(",")
        {
            var scale = 1
            for _ in (number.end + 1)..<fraction.end { scale *= 10 }
            if let part = ExactNumber(scale, over: 1).flatMap(fraction.value.divided(by:)),
                let sum = number.value.adding(part)
            {
                number = NumberMatch(value: sum, end: fraction.end)
            }
        }
        var found = Found(
            wordStart: start, numberStart: i, value: number.value.double, unit: unit, explicitUnit: false,
            end: number.end, isSensor: word.isSensor)
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
        // bg 140ish, bg 95-ish
        let ish = number.end < end && s[number.end] == "-" ? number.end + 1 : number.end
        if hasWord(s, Self.ish, at: ish, end: end),
            ish + Self.ish.count == end || !s[ish + Self.ish.count].isLatinLetter
        {
            found.end = ish + Self.ish.count
            return found
        }
        // `glucose 15g` is food: a number running into letters is no reading.
        if number.end < end, s[number.end].isLatinLetter { return nil }
        return found
    }

    /// Where the number starts after a mark or word saying it is approximate at `i` (`~140`, `約 140`, `about 140`,
    /// `approx. 7.2`); `i` when there is none.
    private static func afterApproximately(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int {
        guard i < end else { return i }
        if EnergyParser.isApproximately(s[i]) { return skipSpaces(s, from: i + 1, to: end) }
        guard approximatelyFirsts.contains(s[i].lowercasedASCII),
            let length = longestWord(s, approximately, at: i, end: end),
            i + length < end, s[i + length - 1] == "." || s[i + length].isSpace
        else { return i }
        return skipSpaces(s, from: i + length, to: end)
    }
}

extension GlucoseLineParser {
    /// `BG LO`: a meter's bound is no number that statistics could count.
    private func beyondRange(
        _ written: String, word: String, isLow: Bool, at location: SourceLocation, column: Int,
        line: String
    ) -> Diagnostic {
        let value = unit.format(isLow ? 40 : 400)
        return .error(
            GrammarMessage.glucoseBeyondRange(written: written), at: location, column: column,
            sourceLine: line,
            hint: GrammarMessage.writeNumberForBound(
                written: written, isLow: isLow, value: value,
                unit: unit.rawValue, example: word + value))
    }

    /// A reading without a time cannot be placed among the day's readings.
    static func untimed(at location: SourceLocation, line: String) -> Diagnostic {
        .warning(GrammarMessage.glucoseWithoutTime, at: location, sourceLine: line, hint: GrammarMessage.writeTimeFirst)
    }

    /// A reading written as an item of a meal line is reported, not counted as food.
    static func insideMeal(at location: SourceLocation, column: Int, line: String, item: String) -> Diagnostic {
        .error(
            GrammarMessage.glucoseInsideMeal, at: location, column: column, sourceLine: line,
            hint: GrammarMessage.eachReadingOnItsOwnLine(example: "- 12:30 \(item)"))
    }
}
