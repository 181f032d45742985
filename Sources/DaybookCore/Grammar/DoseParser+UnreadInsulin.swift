/// What the dose parser's errors know of the insulin a line is about, decided where each error is made: whether the
/// insulin is one daybook can name (then the line may be the dose it names) or not (then it may be any dose).
extension DoseParser {
    /// The claim of an error for insulin no configured dose is called, shown as `shown` and written as `written`: a
    /// quoted `+` or `&` is no name (the insulin is the one the line names); words no dose or insulin has
    /// (`lantis`, `mypen`, `novolog 70/30`) are insulin daybook cannot name.
    func claim(noDoseNamed shown: String, written: String) -> InsulinClaim {
        guard !shown.isEmpty else { return .unnamed }
        let isNamed =
            !shown.unicodeScalars.contains(where: \.properties.isAlphabetic)
            || insulinNamed(in: shown, contentStart: 0) != nil
        return InsulinClaim(isNamed: isNamed, noDoseHas: written)
    }

    /// The claim of an error for a second dose on a dose line, shown as `written` (`lantis 12u` after `humalog 4u,
    /// `): insulin named by words no dose or insulin has cannot be named.
    func claim(secondDose written: String) -> InsulinClaim {
        let s = TextFolding.widened(written.unicodeScalars)
        guard let words = insulinWord(s, from: 0, end: s.count), !words.isEmpty else { return .named }
        return insulinNamed(in: written, contentStart: 0) == nil ? .unnamed : .named
    }

    /// The error for more than one thing on a dose line, at `column` of `line` (1-based, in characters), with its
    /// claim: the words before a second amount (`humalog 4u lantis 12u`) may be insulin no dose or insulin has.
    func moreThanOneThing(at column: Int, location: SourceLocation, line: String) -> Refusal {
        let diagnostic = Diagnostic.error(
            GrammarMessage.moreThanOneThingOnDoseLine, at: location, column: column, sourceLine: line,
            hint: GrammarMessage.eachDoseAndMealOnItsOwnLine)
        guard let words = Self.wordsBeforeAmount(line, column: column),
            words.unicodeScalars.contains(where: \.properties.isAlphabetic)
        else { return .named(diagnostic) }
        return Refusal(
            diagnostic: diagnostic, insulin: insulinNamed(in: words, contentStart: 0) == nil ? .unnamed : .named)
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

    /// The dose a line names: a configured dose's name or alias anywhere in it, else a built-in insulin name by its
    /// kind; any dose when it names more than one; nil when it names neither. One pass over the line, a handful of
    /// names tried at each word.
    func insulinNamed(in line: String, contentStart: Int) -> UnreadInsulin? {
        // Voiced marks joined (`ﾄﾚｼｰﾊﾞ`): positions past the list marker do not matter here.
        let s = TextFolding.widened(line.unicodeScalars.dropFirst(contentStart))
        var found: UnreadInsulin?
        func add(_ insulin: UnreadInsulin) { found = found.map { $0 == insulin ? $0 : .anyKind } ?? insulin }
        for p in 0..<s.count where Self.startsWord(s, at: p) {
            if let dose = name(s, at: p, end: s.count) {
                add(.dose(dose.name))
            } else if let length = insulinName(s, at: p, end: s.count) {
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
    private static func startsWord(_ s: [Unicode.Scalar], at p: Int) -> Bool {
        guard p > 0 else { return true }
        let before = s[p - 1]
        if before.isSpace { return true }
        if before.isLatinWordPart { return false }
        return !(before.isKatakana && s[p].isKatakana)
    }
}
