/// A dose line holds one dose of one amount. What is joined to a dose without a comma — a second dose (`humalog 4u
/// and lantus 12u`, `lantus 12u humalog 4u`, `ヒューマログ4単位とランタス12単位`) or a food (`ramen 600kcal and lantus
/// 12u`, `ラーメン600kcal ランタス12単位`) — and an amount that is not one number (`12-14u`, `12 or 14`, `12.5.5u`,
/// `12u x2`, `2 x lantus 12u`) are errors, never one dose read silently.
extension DoseParser {
    /// Words that join a second thing to what comes before them.
    private static let joining = Lexicon.wordList { $0.joining }

    /// Words that join a food before a dose's name (`ramen with lantus 12u`), besides `joining`.
    private static let joiningBefore = Lexicon.wordList { $0.joiningBeforeDose }

    /// Signs and words that put a second number beside the first: a range or alternatives.
    private static let alternatives = LexiconTables.alternatives

    /// Words that multiply a dose.
    private static let multiplying = LexiconTables.multiplying

    /// Words after a number that count how many times (`12u 2x`, `12単位 2回`).
    private static let counting = Lexicon.wordList { $0.counting }

    /// What makes the amount of a dose more than one number, or what is joined after it, as an error; nil when only
    /// a note follows (`lantus 12u before bed`, `humalog 4u no correction`). `tail` is where the amount (and, written
    /// first, the name) ends; `end` where the dose's item ends; `name` the dose's name. Linear: one pass over the tail.
    func secondThing(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], amount: DoseAmount, amountStart: Int, tail: Int,
        end: Int, written: String, name: String, location: SourceLocation, line: String
    ) -> Refusal? {
        if let shape = amountShape(s, amount: amount, amountStart: amountStart, tail: tail, end: end) {
            return notOneAmount(
                string(original[amountStart..<shape]), at: amountStart, dose: written, s: s, amount: amount,
                location: location, line: line)
        }
        var first = skipSpaces(s, from: tail, to: end)
        // `humalog 4u (3+1 corr)`, `トレシーバ 16単位 (先生は18にしよか言うてた)`: what parentheses hold after the dose is
        // a note on it, numbers and all — unless it is an amount in insulin units or names other insulin (`lantus
        // 20u (moved from 22u)`, `lantus 12u (humalog 4u)`), which stay a second thing.
        if let close = Self.parenthesesEnd(s, at: first, end: end),
            Self.insulinAmount(s, from: first + 1, end: close - 1) == nil,
            !namesOtherInsulin(s, from: first + 1, end: close - 1, than: name)
        {
            first = skipSpaces(s, from: close, to: end)
        }
        guard first < end else { return nil }
        var joined: Int?
        if let length = longestWord(s, Self.joining, at: first, end: end),
            Self.wordEnds(s, at: first + length, end: end)
        {
            joined = first
        } else if let number = Self.number(s, from: first, end: end) {
            joined = number
        } else if namesOtherInsulin(s, from: first, end: end, than: name) {
            // `lantus 12u humalog`; not `humalog 4u no correction` (an alias of the same dose).
            joined = mentionedInsulin(s, from: first, end: end)?.lowerBound ?? first
        }
        guard let joined else { return nil }
        return moreThanOneThing(at: characterColumn(line, scalarOffset: joined), location: location, line: line)
    }

    /// Where the parentheses opened at `i` close, past the `)` (in matching form `（` is `(`), when they close
    /// before `end` with none opened inside; nil otherwise.
    static func parenthesesEnd(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int? {
        guard i < end, s[i] == "(" else { return nil }
        var k = i + 1
        while k < end {
            if s[k] == "(" { return nil }
            if s[k] == ")" { return k + 1 }
            k += 1
        }
        return nil
    }

    /// The error for an amount that is no one number where a word follows the number (`s[amount.end..<wordEnd]`, no
    /// insulin unit): `12か14単位`, `12u-14u`; nil otherwise.
    func notOneAmount(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], amount: DoseAmount, amountStart: Int, wordEnd: Int,
        end: Int, written: String, location: SourceLocation, line: String
    ) -> Refusal? {
        var asUnit = amount
        asUnit.unitEnd = wordEnd
        guard let shape = amountShape(s, amount: asUnit, amountStart: amountStart, tail: wordEnd, end: end) else {
            return nil
        }
        return notOneAmount(
            string(original[amountStart..<shape]), at: amountStart, dose: written, s: s, amount: amount,
            location: location, line: line)
    }

    /// The error for words before a dose (`s[words]`, `name` where the dose starts) that hold a food or a second
    /// thing (`ramen 600kcal and lantus 12u`, `ramen with lantus 12u`, `ramen 600kcal took 4u humalog`) or multiply it
    /// (`2 x lantus 12u`): a number that is no time, or a joining word last. nil for a note (`before lunch humalog
    /// 4u`, `昼食前 ヒューマログ 5`, `took 6u humalog`).
    func wordsBeforeDose(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], _ words: Range<Int>, name: Int, written: String,
        location: SourceLocation, line: String
    ) -> Refusal? {
        var last = name
        while last > words.lowerBound, s[last - 1].isSpace { last -= 1 }
        guard last > words.lowerBound else { return nil }
        // `2 x lantus 12u`, `2x lantus 12u`: a count before the dose.
        let sign = s[last - 1]
        let multiplied =
            (sign == "x" || sign == "X" || sign == "×" || sign == "✕" || sign == "*")
            && (last - 1 == words.lowerBound || s[last - 2].isSpace || s[last - 2].isDigit)
            && (words.lowerBound..<last).contains { s[$0].isDigit }
        if multiplied {
            return .named(
                .error(
                    GrammarMessage.notOneAmount(written: Self.shortened(string(original[words.lowerBound..<last]))),
                    at: location, column: characterColumn(line, scalarOffset: words.lowerBound), sourceLine: line,
                    hint: GrammarMessage.writeOneAmount(example: "\(written) 12u")))
        }
        let joins = [Self.joining, Self.joiningBefore].contains { list in
            list.contains { word in
                last - word.count >= words.lowerBound && hasWord(s, word, at: last - word.count, end: last)
                    && (last - word.count == words.lowerBound || !word[0].isLatinLetter
                        || !s[last - word.count - 1].isLatinWordPart)
            }
        }
        guard joins || Self.number(s, from: words.lowerBound, end: last) != nil else { return nil }
        return moreThanOneThing(
            at: characterColumn(line, scalarOffset: words.lowerBound), location: location, line: line)
    }

    /// The error for words between a dose's name and its amount (`s[start..<end]`) that name another insulin
    /// (`humalog lantus 12u`, `rapid long 12u`) or join a second thing (`humalog and lantus 12u`); nil for a pen's
    /// name (`lantus SoloStar 20u`).
    func wordsBetween(
        _ s: [Unicode.Scalar], from start: Int, to end: Int, dose: String, location: SourceLocation, line: String
    ) -> Refusal? {
        let joins = (start..<end).contains { p in
            (p == start || !s[p - 1].isLatinWordPart)
                && longestWord(s, Self.joining, at: p, end: end).map { Self.wordEnds(s, at: p + $0, end: end) } == true
        }
        guard joins || namesOtherInsulin(s, from: start, end: end, than: dose) else { return nil }
        return moreThanOneThing(at: characterColumn(line, scalarOffset: start), location: location, line: line)
    }

    /// Where the amount stops being one number: a range or alternatives (`12-14u`, `12~14u`, `12/14u`, `12 14`,
    /// `12 or 14`, `20 and a half units`), a second decimal point (`12.5.5u`) or a multiplier (`12u x2`, `12u ×2`,
    /// `12u twice`, `12単位 2回`); nil for one number.
    private func amountShape(_ s: [Unicode.Scalar], amount: DoseAmount, amountStart: Int, tail: Int, end: Int) -> Int? {
        if let fraction = Self.fractionEnd(s, from: amountStart, end: amount.end) { return fraction }
        let afterNumber = amount.end
        if afterNumber + 1 < end, s[afterNumber] == ".", s[afterNumber + 1].isDigit {
            return Self.tokenEnd(s, afterNumber, end)
        }
        // Right after the number, after its unit, and after the name when the amount is written first.
        for from in [afterNumber, amount.unitEnd ?? afterNumber, tail] {
            let p = skipSpaces(s, from: from, to: end)
            guard p < end else { continue }
            if let length = Self.alternatives.longest(s, at: p, end: end),
                !s[p].isLatinLetter || Self.wordEnds(s, at: p + length, end: end)
            {
                // `and a half`, `or so` say enough alone; `-`, `or`, `か` with a number after them.
                let next = skipSpaces(s, from: p + length, to: end)
                if length > 3 || (next < end && s[next].isDigit) { return Self.tokenEnd(s, next, end) }
            }
            if let length = Self.multiplying.longest(s, at: p, end: end) {
                let next = skipSpaces(s, from: p + length, to: end)
                let isWord = s[p].isLatinLetter && length > 1
                if isWord ? Self.wordEnds(s, at: p + length, end: end) : (next < end && s[next].isDigit) {
                    return Self.tokenEnd(s, next, end)
                }
            }
            if s[p].isDigit, p > from, from != tail || tail == amount.unitEnd ?? afterNumber,
                Self.number(s, from: p, end: end) == p
            {
                // `12 14`, `12u 2x`, `12単位 2回`: a second number right after the first, alone, in units or counted.
                var q = p
                while q < end, s[q].isDigit { q += 1 }
                let after = skipSpaces(s, from: q, to: end)
                if after == end || Units.insulinUnit(s, at: after, end: end) != nil
                    || longestWord(s, Self.counting, at: after, end: end) != nil
                {
                    return Self.tokenEnd(s, after, end)
                }
            }
        }
        return nil
    }

    /// `12/14u` read as a fraction: only halves and quarters under one (`1/2u`, `3/4u`, `1 1/2u`) are amounts; the end
    /// of the fraction otherwise.
    private static func fractionEnd(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Int? {
        guard let slash = (start..<end).first(where: { Numbers.isSlash(s[$0]) }) else { return nil }
        var topStart = slash
        while topStart > start, s[topStart - 1].isDigit { topStart -= 1 }
        var bottomEnd = slash + 1
        while bottomEnd < end, s[bottomEnd].isDigit { bottomEnd += 1 }
        let top = smallNumber(s[topStart..<slash])
        let bottom = smallNumber(s[slash + 1..<bottomEnd])
        return (bottom == 2 || bottom == 4) && top < bottom ? nil : end
    }

    /// The value of a run of digits, at most 9,999 (more is never a half or a quarter).
    private static func smallNumber(_ digits: ArraySlice<Unicode.Scalar>) -> Int {
        digits.reduce(0) { min($0 * 10 + $1.digitValue, 9999) }
    }

    /// Where the word or number at `i` ends, for showing what was written.
    private static func tokenEnd(_ s: [Unicode.Scalar], _ i: Int, _ end: Int) -> Int {
        var p = i
        while p < end, !s[p].isSpace, s[p] != ",", s[p] != Lexicon.Japanese.comma { p += 1 }
        return max(p, min(i + 1, end))
    }

    /// Whether a word ends at `i`: the end, or no Latin letter there.
    private static func wordEnds(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Bool {
        i >= end || !s[i].isLatinLetter || !s[i - 1].isLatinLetter
    }

    /// The first number in `s[start..<end]` that is no time of day: a time written with more than digits (`at
    /// 22:00`, `22時`, `10pm`) is a note.
    static func number(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Int? {
        var p = start
        while p < end {
            guard s[p].isDigit || Numbers.vulgarFraction(s[p]) != nil else {
                p += 1
                continue
            }
            if p == start || !s[p - 1].isDigit, case .time(_, let timeEnd) = TimeParser.parse(s, at: p), timeEnd <= end,
                s[p..<timeEnd].contains(where: { !$0.isDigit && !$0.isSpace })
            {
                p = timeEnd
                continue
            }
            if p == start || !s[p - 1].isDigit, let durationEnd = Units.durationEnd(s, at: p, end: end) {
                // `fiasp 5u (pre-bolus 15 min)`, `2時間前`: how long before or after is a note.
                p = durationEnd
                continue
            }
            if let primed = primedAmountEnd(s, at: p, from: start, end: end) {
                p = primed
                continue
            }
            return p
        }
        return nil
    }

    /// Words that say insulin was shot into the air to prime the pen (`primed 2u`, `空打ち2単位`): never given.
    private static let priming = Lexicon.wordList { $0.priming }

    /// Where the amount at `p` ends when a priming word comes right before it (`primed 2u`, `空打ち 2単位`): insulin
    /// that primed the pen is a note on the dose, never a second dose. Nil otherwise.
    static func primedAmountEnd(_ s: [Unicode.Scalar], at p: Int, from start: Int, end: Int) -> Int? {
        guard p < end, s[p].isDigit, p == start || !s[p - 1].isDigit else { return nil }
        var wordEnd = p
        while wordEnd > start, s[wordEnd - 1].isSpace { wordEnd -= 1 }
        let primed = Self.priming.contains { word in
            wordEnd - word.count >= start && hasWord(s, word, at: wordEnd - word.count, end: wordEnd)
                && (wordEnd - word.count == start || !word[0].isLatinLetter
                    || !s[wordEnd - word.count - 1].isLatinWordPart)
        }
        guard primed else { return nil }
        var q = p
        while q < end, s[q].isDigit || s[q] == "." { q += 1 }
        let unit = skipSpaces(s, from: q, to: end)
        guard let length = Units.insulinUnit(s, at: unit, end: end) else { return nil }
        return unit + length
    }

    private func notOneAmount(
        _ shown: String, at start: Int, dose: String, s: [Unicode.Scalar], amount: DoseAmount,
        location: SourceLocation, line: String
    ) -> Refusal {
        var digits = start
        while digits < amount.end, s[digits].isDigit || s[digits] == "." { digits += 1 }
        let first = digits > start ? string(ArraySlice(s[start..<digits])) : "12"
        return .named(
            .error(
                GrammarMessage.notOneAmount(written: Self.shortened(shown)), at: location,
                column: characterColumn(line, scalarOffset: start), sourceLine: line,
                hint: GrammarMessage.writeOneAmount(example: "\(dose) \(first)u")))
    }
}
