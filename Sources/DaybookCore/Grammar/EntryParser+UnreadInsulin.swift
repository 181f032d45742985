extension EntryParser {
    /// Tags the errors of a line that names insulin or a configured dose (`lantus12u`, `ランタス 十二単位`, `no
    /// lantus tonight`, `dinner, lantus 12u`) with the dose it may be (`Diagnostic.Topic.unreadInsulin`): the ledger
    /// must not call that dose taken, missed or due while the line stands. Insulin daybook cannot name (`insulin
    /// 8u`, a typo `lantis 12u`, `lаntus` with a Cyrillic `а`, `ラーメン・ランタス12単位`) and premixed insulin
    /// (`novolog 70/30`, `NovoMix 30`, `ノボラピッド30ミックス`), which holds both kinds, may be any dose.
    /// An error the grammar already tagged (a note that says the dose above was not taken) keeps its dose. Sets
    /// `Result.unreadInsulin` when the line has none yet.
    func taggingUnreadInsulin(_ result: Result, line: String, contentStart: Int) -> Result {
        func untagged(_ diagnostic: Diagnostic) -> Bool { diagnostic.severity == .error && diagnostic.topic == nil }
        let errors = result.diagnostics.filter(untagged)
        guard !errors.isEmpty, let insulin = unreadInsulin(errors, line: line, contentStart: contentStart)
        else { return result }
        var tagged = result
        if tagged.unreadInsulin == nil { tagged.unreadInsulin = insulin }
        for index in tagged.diagnostics.indices where untagged(tagged.diagnostics[index]) {
            tagged.diagnostics[index].topic = .unreadInsulin(insulin)
        }
        return tagged
    }

    /// The dose a line with `errors` may be: what the line names; any dose when the insulin is premixed, or when
    /// an error is about insulin and the line names none daybook knows.
    private func unreadInsulin(_ errors: [Diagnostic], line: String, contentStart: Int) -> UnreadInsulin? {
        let claims = errors.filter { $0.severity == .error }.compactMap { claim($0, line: line) }
        guard let named = unreadInsulin(in: line, contentStart: contentStart) else {
            return claims.isEmpty ? nil : .anyKind
        }
        if claims.contains(.unnamed) { return .anyKind }
        return Self.isPremixed(line, contentStart: contentStart) ? .anyKind : named
    }

    /// What an error about insulin says of the line's insulin.
    private enum InsulinClaim {
        /// The insulin the line names, if it names one (`doseWithoutAmount`, `doseNotTaken`, `tresiba` where no dose
        /// has it).
        case named
        /// Insulin daybook cannot name: a typo, a look-alike letter, a premix (`lantis`, `novolog 70/30`).
        case unnamed
    }

    /// What an error says about the line's insulin, by its catalogue case (never its words); nil when the error is
    /// not about insulin. Every case is listed, so a new one must be decided here.
    private func claim(_ error: Diagnostic, line: String) -> InsulinClaim? {
        guard let message = error.grammarMessage else { return nil }
        switch message {
        case .insulinNamesNoDose(let written):
            // A quoted `+` or `&` is no name: the insulin is the one the line names.
            guard written.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return .named }
            return unreadInsulin(in: written, contentStart: 0) == nil ? .unnamed : .named
        case .secondDoseOnDoseLine(let written):
            // `lantis 12u` after `humalog 4u, `: insulin named by words no dose or insulin has.
            let s = TextFolding.widened(written.unicodeScalars)
            guard let words = doses.insulinWord(s, from: 0, end: s.count), !words.isEmpty else { return .named }
            return unreadInsulin(in: written, contentStart: 0) == nil ? .unnamed : .named
        case .moreThanOneThingOnDoseLine:
            // `humalog 4u lantis 12u`: the words before the second amount may be insulin no dose or insulin has.
            guard let words = Self.wordsBeforeAmount(line, column: error.column),
                words.unicodeScalars.contains(where: \.properties.isAlphabetic)
            else { return .named }
            return unreadInsulin(in: words, contentStart: 0) == nil ? .unnamed : .named
        case .insulinWithoutDoseName: return .unnamed
        case .doseWithoutAmount, .writeUnitsAfterName, .notAnInsulinUnit, .insulinUnits, .doseOutOfRange, .doseRange,
            .eachDoseAndMealOnItsOwnLine, .doseInsideMeal, .eachDoseOnItsOwnLine,
            .notADoseAmount, .pumpRateIsNoDose, .eachDoseOnItsOwnLineOrTheSum, .noteAfterDose,
            .foodOnItsOwnLine, .nameInsulinBesideStandardDoses, .addDoseForInsulin, .addInsulinToDose,
            .addInsulinToItsDose, .insulinWithoutAmount, .doseNotTaken, .leaveOutOrStrikeThrough, .notOneAmount,
            .writeOneAmount:
            return .named
        case .twelveHourTime, .mistypedTime, .writeTimeWithColon, .notATime, .notATimeAfterMeridiem,
            .notATimeOfThatPartOfDay, .write24HourTime,
            .twoQuantities, .oneQuantityPerItem, .quantityTooLarge, .checkNumberOrWriteKcal, .twoKcalValues,
            .oneKcalValuePerItem, .kcalTooLarge, .itemKcalTooLarge, .notAKcalValue, .writeKcalInDigits, .kcalRange,
            .writeOneKcalValue, .checkNumber, .twoCarbValues, .oneCarbValuePerItem, .carbsTooLarge,
            .carbsNegative, .writeCarbsAsGrams, .carbsRange, .writeOneCarbValue, .glucoseOutOfRange, .glucoseRange,
            .glucoseRangeOrOtherUnit, .readInOtherUnit, .writeGlucoseUnit,
            .moreThanOneThingOnGlucoseLine, .eachReadingDoseAndMealOnItsOwnLine, .glucoseWithoutTime, .writeTimeFirst,
            .glucoseInsideMeal, .eachReadingOnItsOwnLine, .glucoseBeyondRange, .writeNumberForBound, .weightOutOfRange,
            .weightRange, .weightWithoutUnit, .writeWeightUnit:
            return nil
        }
    }

    /// The words around `column` (1-based, in characters: where the grammar found a second thing on a dose line)
    /// between the amount before it and an amount in insulin units after it (`lantis` in `humalog 4u lantis 12u`,
    /// `and lаntus` in `humalog 4u and lаntus 12u`); nil when no such amount follows or no words are there.
    static func wordsBeforeAmount(_ line: String, column: Int) -> String? {
        let characters = Array(line)
        guard column >= 1, column <= characters.count else { return nil }
        func isSeparator(_ c: Character) -> Bool { c == " " || c == "\t" }
        // Back to the token that holds a digit: the amount before (`4u` in `humalog 4u lantis`).
        var before: [Substring] = []
        for token in characters[..<(column - 1)].split(whereSeparator: isSeparator).reversed() {
            if token.contains(where: \.isNumber) { break }
            before.append(Substring(token))
        }
        // Forward to the token that holds a digit, which must be an amount in insulin units.
        var after: [Substring] = []
        var index = column - 1
        while index < characters.count {
            while index < characters.count, isSeparator(characters[index]) { index += 1 }
            var end = index
            while end < characters.count, !isSeparator(characters[end]) { end += 1 }
            guard index < end else { return nil }
            if characters[index..<end].contains(where: \.isNumber) { break }
            after.append(Substring(characters[index..<end]))
            index = end
        }
        let amount = TextFolding.widened(characters[index...].flatMap(\.unicodeScalars))
        var p = 0
        while p < amount.count, amount[p].isDigit || amount[p] == "." { p += 1 }
        guard p > 0 else { return nil }
        while p < amount.count, amount[p].isSpace { p += 1 }
        guard Units.insulinUnit(amount, at: p, end: amount.count) != nil else { return nil }
        let words = (before.reversed() + after).joined(separator: " ")
        return words.isEmpty ? nil : words
    }

    /// Whether a line names premixed insulin, which holds rapid- and long-acting insulin in one pen: a ratio that
    /// makes 100 (`70/30`, `75/25`, `50/50`), `mix` ending a word or `ミックス` (`NovoMix 30`, `ヒューマログミックス25`),
    /// whatever the brand. Only read on a line already in error.
    static func isPremixed(_ line: String, contentStart: Int) -> Bool {
        let s = TextFolding.widened(line.unicodeScalars.dropFirst(contentStart)).map(\.lowercasedASCII)
        var p = 0
        while p < s.count {
            // `mix` ends a word (`NovoMix`, `mix25`), never `mixed`; `ミックス` may be anywhere.
            for word in premixedEndingWords where s[p...].starts(with: word) {
                if p + word.count == s.count || !s[p + word.count].isLatinLetter { return true }
            }
            if premixedAnywhere.contains(where: { s[p...].starts(with: $0) }) { return true }
            if s[p] == "/", let before = number(endingAt: p, in: s), let after = number(startingAt: p + 1, in: s),
                before + after == 100
            {
                return true
            }
            p += 1
        }
        return false
    }

    /// The premixed words (`Lexicon.premixed`) that end a word, and those found anywhere.
    private static let premixedEndingWords = Lexicon.wholeWords { $0.premixed }.map { Array($0.unicodeScalars) }
    private static let premixedAnywhere = Lexicon.runWords { $0.premixed }.map { Array($0.unicodeScalars) }

    /// The value of the one- to three-digit number that ends just before `end`, if one does.
    private static func number(endingAt end: Int, in s: [Unicode.Scalar]) -> Int? {
        var start = end
        while start > 0, end - start < 3, s[start - 1].isDigit { start -= 1 }
        guard start < end, start == 0 || !s[start - 1].isDigit else { return nil }
        return s[start..<end].reduce(0) { $0 * 10 + $1.digitValue }
    }

    /// The value of the one- to three-digit number that starts at `start`, if one does.
    private static func number(startingAt start: Int, in s: [Unicode.Scalar]) -> Int? {
        var end = start
        while end < s.count, end - start < 3, s[end].isDigit { end += 1 }
        guard end > start, end == s.count || !s[end].isDigit else { return nil }
        return s[start..<end].reduce(0) { $0 * 10 + $1.digitValue }
    }

    /// The dose a line names: a configured dose's name or alias anywhere in it, else a built-in insulin name by its
    /// kind; any dose when it names more than one; nil when it names neither. One pass over the line, a handful of
    /// names tried at each word.
    func unreadInsulin(in line: String, contentStart: Int) -> UnreadInsulin? {
        // Voiced marks joined (`ﾄﾚｼｰﾊﾞ`): positions past the list marker do not matter here.
        let s = TextFolding.widened(line.unicodeScalars.dropFirst(contentStart))
        var found: UnreadInsulin?
        func add(_ insulin: UnreadInsulin) { found = found.map { $0 == insulin ? $0 : .anyKind } ?? insulin }
        for p in 0..<s.count where Self.startsWord(s, at: p, from: 0) {
            if let dose = doses.name(s, at: p, end: s.count) {
                add(.dose(dose.name))
            } else if let length = doses.insulinName(s, at: p, end: s.count) {
                switch InsulinNames.isLongActing(String(String.UnicodeScalarView(s[p..<p + length]))) {
                case true?: add(.longActing)
                case false?: add(.rapidActing)
                case nil: add(.anyKind)
                }
            }
        }
        return found
    }

    /// Whether a word may start at `p`: the line's start, after a space or a sign, or where the script changes
    /// (`前ランタス`), never inside a Latin or katakana word.
    private static func startsWord(_ s: [Unicode.Scalar], at p: Int, from start: Int) -> Bool {
        guard p > start else { return true }
        let before = s[p - 1]
        if before.isSpace { return true }
        if before.isLatinWordPart { return false }
        return !(before.isKatakana && s[p].isKatakana)
    }
}
