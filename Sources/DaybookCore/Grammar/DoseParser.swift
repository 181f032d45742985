/// Reads dose lines — `long 12u`, `Tresiba 10`, `ランタス12`, `持効12単位`, `4u humalog` — and makes sure insulin is
/// never eaten: a line that starts with an insulin name no configured dose has, whose first item ends in insulin
/// units (`ノボリン 4単位`), or that names insulin without an amount (`took lantus`) is an error that says what to do.
struct DoseParser: Sendable {
    /// A configured dose name or alias in matching form.
    private struct Key: Sendable {
        var scalars: [Unicode.Scalar]
        var dose: String
        /// A dose's own name that is no insulin name (`long`, `rapid`, `morning`): a label the person chose, which
        /// may also start a food's name (`long black`). Aliases name insulin.
        var isLabel: Bool
    }

    /// A dose name written in a line: the configured dose's name, the length written, and whether it is a label.
    typealias Name = (name: String, length: Int, isLabel: Bool)

    /// Configured names by their first scalar, longest first: a line is compared with a handful, not all of them.
    private let keys: ScalarIndex<Key>
    /// Every configured name, by first scalar, longest first: with the built-in ones (`builtIn`), every insulin name.
    private let insulin: ScalarIndex<[Unicode.Scalar]>
    /// The configured names that are insulin whatever follows them, aliases and not labels: with the built-in ones,
    /// every such name.
    private let insulinWords: ScalarIndex<[Unicode.Scalar]>
    private let doses: [DoseDefinition]

    /// Words that make a premixed insulin of a rapid-acting one's name and a number.
    private static let premixed = Lexicon.wordList { $0.premixed }

    private static let vitamins = LexiconTables.vitamins

    /// Words after a dose's label that say what happened to the dose, not what was eaten: `long done` stays a dose
    /// without an amount, where `long black` is coffee.
    private static let doseWords = Lexicon.wordList { $0.doseStates }

    /// The most units one dose may have.
    static let maximumUnits = Bounds.maximumDoseUnits

    init(doses: [DoseDefinition]) {
        self.doses = doses
        var keys: [Key] = []
        for dose in doses {
            for (index, written) in ([dose.name] + dose.aliases).enumerated() {
                let scalars = Array(TextFolding.matchKey(written).unicodeScalars)
                // A search of the list, not a set of it: a few names asked once, not a hundred hashed every run.
                let isLabel = index == 0 && !Self.builtIn.contains(scalars)
                keys.append(Key(scalars: scalars, dose: dose.name, isLabel: isLabel))
                // `ﾋｭｰﾏﾛｸﾞ`: written in half-width kana, the name folds with its voiced marks apart.
                if let apart = TextFolding.unvoiced(scalars) {
                    keys.append(Key(scalars: apart, dose: dose.name, isLabel: isLabel))
                }
            }
        }
        self.keys = ScalarIndex(keys.map { ($0.scalars, $0) })
        insulin = ScalarIndex(keys.map { ($0.scalars, $0.scalars) })
        insulinWords = ScalarIndex(keys.filter { !$0.isLabel }.map { ($0.scalars, $0.scalars) })
    }

    /// Every insulin name daybook knows, already in matching form (lower-case, folded): `LexiconTables.builtInInsulin`,
    /// constant data.
    private static let builtIn = LexiconTables.builtInInsulin

    /// The names of `builtIn`, derived from the lexicons: what `LexiconTables.builtInInsulin` is made of.
    static func builtInNames() -> [[Unicode.Scalar]] {
        (InsulinNames.names { $0.longInsulins } + InsulinNames.names { $0.rapidInsulins }
            + InsulinNames.names { $0.otherInsulins })
            .map(scalarArray).flatMap { name in [name] + (TextFolding.unvoiced(name).map { [$0] } ?? []) }
    }

    // MARK: - Names

    /// The configured dose whose name or alias is written at `i`, and the length written. A Latin or katakana name
    /// must be a whole word (`longan` is food; `ノボラピッドミックス` is not `ノボラピッド`); an amount may follow
    /// any name directly (`ランタス12`, `lantus20u`).
    func name(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Name? {
        guard i < end, let candidates = keys.values(for: s[i].lowercasedASCII) else { return nil }
        for key in candidates where hasWord(s, key.scalars, at: i, end: end) {
            let after = i + key.scalars.count
            if Units.endsWord(s, key.scalars, at: after, end: end) || s[after].isDigit {
                // `humalog mix 10u`: a longer built-in name written here is other insulin, never this dose.
                if let longest = insulinName(s, at: i, end: end), longest > key.scalars.count { return nil }
                return (key.dose, key.scalars.count, key.isLabel)
            }
        }
        return nil
    }

    /// `long black`, `long island iced tea`, `rapid fire wings 6`: a label (see `Key.isLabel`) followed by words and
    /// no amount in insulin units names a food — unless the word after it says what happened to a dose (`long done`).
    func isFood(_ s: [Unicode.Scalar], named dose: Name, from start: Int, end: Int) -> Bool {
        let next = skipSpaces(s, from: start + dose.length, to: end)
        guard dose.isLabel, next < end, s[next].isLatinLetter || s[next].isCJK else { return false }
        if let length = longestWord(s, Self.doseWords, at: next, end: end),
            Units.endsWord(s, [s[next + length - 1]], at: next + length, end: end)
        {
            return false
        }
        return amountAfterWords(s, from: next, end: end) == nil
    }

    /// An insulin name written after other words and followed by a number — `昼食前 ヒューマログ 5`,
    /// `就寝前トレシーバ12単位`, `before lunch humalog 4u` — as where it is written and, when a configured dose has
    /// it, that dose's name.
    func laterInsulin(_ s: [Unicode.Scalar], from start: Int, end: Int) -> (range: Range<Int>, dose: Name?)? {
        guard (start..<end).contains(where: { s[$0].isDigit }) else { return nil }
        var p = start + 1
        while p < end {
            defer { p += 1 }
            guard Self.mayStartInsulin(s[p].lowercasedASCII, insulin), Self.mayStartWord(s, at: p),
                let length = insulinName(s, at: p, end: end)
            else { continue }
            let configured = name(s, at: p, end: end)
            // ノボラピッドミックス: a longer katakana name is still insulin (and never a configured one's).
            var nameEnd = p + (configured?.length ?? length)
            while nameEnd < end, s[nameEnd].isKatakana, s[nameEnd - 1].isKatakana { nameEnd += 1 }
            var amount = skipSpaces(s, from: nameEnd, to: end)
            if amount < end, s[amount] == ":" { amount = skipSpaces(s, from: amount + 1, to: end) }
            if amount < end, s[amount].isDigit || Numbers.vulgarFraction(s[amount]) != nil {
                return (p..<nameEnd, configured)
            }
        }
        return nil
    }

    /// An insulin name anywhere in `s[start..<end]`, with or without a number after it — `took lantus`,
    /// `ramen before humalog`, `今日はトレシーバ` — as where it is written. Only names that are insulin whatever follows
    /// them count (see `insulinWords`): `long black` names no insulin.
    func mentionedInsulin(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Range<Int>? {
        var p = start
        while p < end {
            defer { p += 1 }
            guard Self.mayStartInsulin(s[p].lowercasedASCII, insulinWords), p == start || Self.mayStartWord(s, at: p),
                let length = insulinName(s, at: p, end: end, in: insulinWords)
            else { continue }
            var nameEnd = p + length
            while nameEnd < end, s[nameEnd].isKatakana, s[nameEnd - 1].isKatakana { nameEnd += 1 }
            return p..<nameEnd
        }
        return nil
    }

    /// Whether a name may start at `p`: after a space, or where the script changes (`前トレシーバ`), never inside a
    /// Latin or katakana word.
    private static func mayStartWord(_ s: [Unicode.Scalar], at p: Int) -> Bool {
        let before = s[p - 1]
        if before.isSpace { return true }
        if before.isLatinWordPart || s[p].isLatinLetter { return false }
        return !(before.isKatakana && s[p].isKatakana)
    }

    /// The length of an insulin name written at `i`, configured or not (`ヒューマログミックス` starts with one).
    func insulinName(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int? {
        insulinName(s, at: i, end: end, in: insulin)
    }

    /// The longest name written at `i`, of the configured ones in `index` and the built-in ones, that ends there or
    /// is not Latin. Each list's first such name is its longest, and two names of one length are the same name.
    private func insulinName(
        _ s: [Unicode.Scalar], at i: Int, end: Int,
        in index: ScalarIndex<[Unicode.Scalar]>
    ) -> Int? {
        guard i < end else { return nil }
        let c = s[i].lowercasedASCII
        let ends = { (length: Int, last: Unicode.Scalar) in
            i + length == end || !last.isLatinLetter || !s[i + length].isLatinLetter
        }
        var configured: Int?
        for key in index.values(for: c) ?? [] where hasWord(s, key, at: i, end: end) {
            if let last = key.last, ends(key.count, last) {
                configured = key.count
                break
            }
        }
        let builtIn = Self.builtIn
        for w in builtIn.words(startingWith: c) where builtIn.matches(s, w, at: i, end: end) {
            guard ends(builtIn.length(w), builtIn.last(w)) else { continue }
            return max(builtIn.length(w), configured ?? 0)
        }
        return configured
    }

    /// Whether an insulin name, configured (in `index`) or built in, may start with `scalar`: bit tests.
    private static func mayStartInsulin(_ scalar: Unicode.Scalar, _ index: ScalarIndex<[Unicode.Scalar]>) -> Bool {
        builtIn.mayStart(with: scalar) || index.mayHaveValues(for: scalar)
    }

    // MARK: - Dose lines

    /// A dose read from a line, and a warning about a note after it that could be food (`lantus 20u, felt fine`).
    struct Line {
        var entry: DoseEntry
        var warning: Diagnostic?
    }

    /// `long 12u`, `Tresiba 10`, `持効12単位`, `ランタス: 12単位`, `lantus=20`, with an optional note after the amount;
    /// `wordsFrom`: where words before the name start (`昼食前 ヒューマログ 5`), a note unless they hold a food or a
    /// second thing (see `wordsBeforeDose`).
    func parse(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], name: Name, from start: Int, end: Int,
        location: SourceLocation, line: String, wordsFrom: Int? = nil
    ) -> Result<Line, Refusal> {
        var written: String { string(original[start..<start + name.length]) }
        if let wordsFrom, wordsFrom < start,
            let joined = wordsBeforeDose(
                s, original, wordsFrom..<start, name: start, written: written, location: location, line: line)
        {
            return .failure(joined)
        }
        var amountStart = skipSpaces(s, from: start + name.length, to: end)
        if amountStart + 1 < end, s[amountStart] == ":" || (s[amountStart] == "=" && s[amountStart + 1] != ">") {
            amountStart = skipSpaces(s, from: amountStart + 1, to: end)
        }
        if let ratioEnd = Self.premixedRatio(s, at: amountStart, end: end) {
            // Novolog 70/30, Humalog 75/25: a premixed insulin, not the rapid-acting one its name starts with.
            return .failure(notADose(string(original[start..<ratioEnd]), at: start, location: location, line: line))
        }
        var read = DoseAmount.read(s, at: amountStart, end: end, spelled: true)
        if read == nil, let later = amountAfterWords(s, from: amountStart, end: end) {
            // Lantus SoloStar 20u, トレシーバ注 10単位: the pen's name between the insulin and its units — never another
            // insulin's (`humalog lantus 12u`) or a word that joins a second thing (`humalog and lantus 12u`).
            if let joined = wordsBetween(
                s, from: amountStart, to: later, dose: name.name, location: location, line: line)
            {
                return .failure(joined)
            }
            amountStart = later
            read = DoseAmount.read(s, at: amountStart, end: end)
        }
        guard let amount = read else {
            return .failure(
                .named(
                    .error(
                        GrammarMessage.doseWithoutAmount(dose: written), at: location,
                        column: characterColumn(line, scalarOffset: start), sourceLine: line,
                        hint: GrammarMessage.writeUnitsAfterName(dose: written))))
        }
        if let rateEnd = amount.rateEnd {
            return .failure(
                notAnAmount(
                    string(original[amountStart..<rateEnd]), at: amountStart, dose: written,
                    location: location, line: line))
        }
        let i = amount.end
        if amount.unitEnd == nil, i < end, s[i].isLatinLetter || s[i].isCJK {
            var unitEnd = i
            while unitEnd < end, s[unitEnd].isLatinLetter || s[unitEnd].isCJK, unitEnd - i < 16 { unitEnd += 1 }
            if Self.premixed.contains(where: { hasWord(s, $0, at: i, end: unitEnd) }) {
                // ノボラピッド30ミックス, Humalog Mix25: another insulin than the one its name starts with.
                return .failure(notADose(string(original[start..<unitEnd]), at: start, location: location, line: line))
            }
            if let shape = notOneAmount(
                s, original, amount: amount, amountStart: amountStart, wordEnd: unitEnd, end: end, written: written,
                location: location, line: line)
            {
                // 12か14単位, 12u-14u: a range, not a unit that is no insulin unit.
                return .failure(shape)
            }
            return .failure(
                .named(
                    .error(
                        GrammarMessage.notAnInsulinUnit(written: string(original[i..<unitEnd])),
                        at: location, column: characterColumn(line, scalarOffset: i), sourceLine: line,
                        hint: GrammarMessage.insulinUnits(dose: written))))
        }
        return checked(
            amount, s, original, from: start, amountStart: amountStart, end: end, name: name.name,
            written: start..<start + name.length, location: location, line: line)
    }

    /// Where `70/30`, `75/25` or `50/50` at `i` ends: the shares of a premixed insulin, which add up to 100.
    private static func premixedRatio(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int? {
        guard i < end, s[i].isDigit, let first = Numbers.decimal(s, at: i, end: end), first.end + 1 < end,
            Numbers.isSlash(s[first.end]), let second = Numbers.decimal(s, at: first.end + 1, end: end),
            first.value.adding(second.value) == ExactNumber(100), second.end == end || !s[second.end].isDigit
        else { return nil }
        return second.end
    }

    /// A pump's rate or a percentage where a dose's amount stands (`basal 0.8u/h`, `temp basal 50%`): not a dose,
    /// and never food.
    private func notAnAmount(
        _ written: String, at start: Int, dose: String, location: SourceLocation,
        line: String
    ) -> Refusal {
        .named(
            .error(
                GrammarMessage.notADoseAmount(written: written), at: location,
                column: characterColumn(line, scalarOffset: start), sourceLine: line,
                hint: GrammarMessage.pumpRateIsNoDose(dose: dose)))
    }

    /// Where the amount starts when words come between a dose's name and its amount: the first number on the line,
    /// when insulin units follow it (a number without a unit there could be anything).
    private func amountAfterWords(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Int? {
        var i = start
        while i < end, !s[i].isDigit {
            if EntryParser.isItemSeparator(s, at: i, from: start, end: end) { return nil }
            i += 1
        }
        guard i > start, s[i - 1].isSpace || s[i - 1].isCJK, let amount = Numbers.amount(s, at: i, end: end),
            Units.insulinUnit(s, at: skipSpaces(s, from: amount.end, to: end), end: end) != nil
        else { return nil }
        return i
    }

    /// `4u humalog`, `12 units lantus`: an insulin amount written first. nil when the line does not start with one;
    /// an error when no configured dose follows it. `wordsFrom`: where words before the amount start (`took 6u
    /// humalog`), a note unless they hold a food or a second thing (see `wordsBeforeDose`).
    func parseAmountFirst(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], from start: Int, end: Int,
        location: SourceLocation, line: String, wordsFrom: Int? = nil
    ) -> Result<Line, Refusal>? {
        guard let amount = DoseAmount.read(s, at: start, end: end), let unitEnd = amount.unitEnd else { return nil }
        if let rateEnd = amount.rateEnd {
            return .failure(
                notAnAmount(
                    string(original[start..<rateEnd]), at: start,
                    dose: doses.first?.name ?? "rapid", location: location, line: line))
        }
        var nameStart = skipSpaces(s, from: unitEnd, to: end)
        guard nameStart > unitEnd || nameStart == end else { return nil }
        nameStart = Self.afterOf(s, at: nameStart, end: end)
        guard let name = name(s, at: nameStart, end: end) else {
            let wordEnd = firstWordEnd(s, from: nameStart, end: end)
            return .failure(notADose(string(original[nameStart..<wordEnd]), at: start, location: location, line: line))
        }
        let nameEnd = nameStart + name.length
        if let wordsFrom, wordsFrom < start,
            let joined = wordsBeforeDose(
                s, original, wordsFrom..<start, name: start, written: string(original[nameStart..<nameEnd]),
                location: location, line: line)
        {
            return .failure(joined)
        }
        if let ratioEnd = Self.premixedRatio(s, at: skipSpaces(s, from: nameEnd, to: end), end: end) {
            // 12u novolog 70/30
            return .failure(notADose(string(original[nameStart..<ratioEnd]), at: start, location: location, line: line))
        }
        return checked(
            amount, s, original, from: start, amountStart: start, end: end, name: name.name,
            written: nameStart..<nameEnd, location: location, line: line)
    }

    /// `took 6u humalog`, `gave 4 units novorapid`: where an amount in insulin units starts when it follows the words
    /// `before` and an insulin name follows it, so that the words are a note on a dose written amount first.
    func amountBeforeInsulin(_ s: [Unicode.Scalar], after before: Range<Int>, end: Int) -> Int? {
        let start = skipSpaces(s, from: before.upperBound, to: end)
        guard start > before.upperBound, let amount = DoseAmount.read(s, at: start, end: end),
            let unitEnd = amount.unitEnd
        else { return nil }
        let nameStart = Self.afterOf(s, at: skipSpaces(s, from: unitEnd, to: end), end: end)
        guard nameStart > unitEnd, insulinName(s, at: nameStart, end: end) != nil else { return nil }
        return start
    }

    /// Past `of ` at `i` (`4 units of humalog`, `12u of lantus`), else `i`.
    private static func afterOf(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int {
        guard hasWord(s, Units.of, at: i, end: end), i + 2 < end, s[i + 2].isSpace else { return i }
        return skipSpaces(s, from: i + 2, to: end)
    }

    /// The dose, once its amount is in range and nothing but a note follows it: what a separator (`,` `、` `;`)
    /// brings is a note when it holds no number and no insulin (`lantus 20u, felt fine`, with a warning: it could
    /// be food), a second dose of the same insulin when it holds an amount in insulin units (`novorapid 6u lunch, 2u
    /// correction`: an error, never one of the two silently), and anything else more than one thing (an error).
    private func checked(
        _ amount: DoseAmount, _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], from start: Int,
        amountStart: Int, end: Int, name: String, written: Range<Int>, location: SourceLocation,
        line: String
    ) -> Result<Line, Refusal> {
        let units = amount.value.double
        guard units > 0, units <= Self.maximumUnits else {
            return .failure(
                .named(
                    .error(
                        GrammarMessage.doseOutOfRange(amount: string(original[amountStart..<amount.end])),
                        at: location, column: characterColumn(line, scalarOffset: amountStart),
                        sourceLine: line, hint: GrammarMessage.doseRange)))
        }
        var entry = DoseEntry(name: name, units: units)
        // Carbohydrate written after the dose (`for 60g carbs`, `（糖質60g）`) is what it was taken for: kept, and the
        // rest of the line read without it.
        var s = s
        let tailStart = max(amount.unitEnd ?? amount.end, written.upperBound)
        switch Result(catching: { () throws(ItemParser.Problem) in try CarbParser.find(s, in: tailStart..<end) }) {
        case .success(let carbs?):
            entry.carbs = carbs.grams.double
            for k in carbs.range { s[k] = " " }
        case .success(nil):
            break
        case .failure(let problem):
            // Carbohydrate written wrong says nothing of the insulin.
            return .failure(
                Refusal(
                    diagnostic: .error(
                        problem.message, at: location, column: characterColumn(line, scalarOffset: tailStart),
                        sourceLine: line, hint: problem.hint)))
        }
        var separators = ItemSeparators(s, from: start, end: end, kind: .item)
        let found = separators.next()
        let tail = max(amount.unitEnd ?? amount.end, written.upperBound)
        if let second = secondThing(
            s, original, amount: amount, amountStart: amountStart, tail: tail, end: max(tail, found?.index ?? end),
            written: string(original[written]), name: name, location: location, line: line)
        {
            return .failure(second)
        }
        guard let separator = found else { return .success(Line(entry: entry)) }
        var column: Int { characterColumn(line, scalarOffset: separator.index) }
        let rest = skipSpaces(s, from: separator.index + separator.length, to: end)
        var restEnd = end
        while restEnd > rest, s[restEnd - 1].isSpace { restEnd -= 1 }
        guard s[separator.index] != "+", separator.index >= amount.end, rest < restEnd else {
            return .failure(moreThanOneThing(at: column, location: location, line: line))
        }
        if !namesOtherInsulin(s, from: rest, end: restEnd, than: name),
            let second = Self.insulinAmount(s, from: rest, end: restEnd)
        {
            let unit = amount.unitEnd.map { string(original[skipSpaces(s, from: amount.end, to: $0)..<$0]) } ?? "u"
            let sum =
                "\(string(original[written])) \(string(original[amountStart..<amount.end]))+\(string(original[second]))\(unit)"
            let shown = Self.shortened(string(original[rest..<restEnd]))
            return .failure(
                Refusal(
                    diagnostic: .error(
                        GrammarMessage.secondDoseOnDoseLine(written: shown),
                        at: location, column: characterColumn(line, scalarOffset: rest), sourceLine: line,
                        hint: GrammarMessage.eachDoseOnItsOwnLineOrTheSum(sum: sum)),
                    insulin: claim(secondDose: shown)))
        }
        // Insulin, or a number that is no time, duration or priming (`toast 2 slices`): more than a note.
        guard Self.number(s, from: rest, end: restEnd) == nil, self.name(s, at: rest, end: restEnd) == nil,
            mentionedInsulin(s, from: rest, end: restEnd) == nil
        else {
            return .failure(moreThanOneThing(at: column, location: location, line: line))
        }
        let note = Self.shortened(string(original[rest..<restEnd]))
        return .success(
            Line(
                entry: entry,
                warning: .warning(
                    GrammarMessage.noteAfterDose(note: note), at: location,
                    column: characterColumn(line, scalarOffset: rest), sourceLine: line,
                    hint: GrammarMessage.foodOnItsOwnLine(food: note))))
    }

    /// Whether `s[start..<end]` names insulin other than the dose `dose` (`long 12u` after `rapid 4u`): insulin
    /// that is never added to it.
    func namesOtherInsulin(_ s: [Unicode.Scalar], from start: Int, end: Int, than dose: String) -> Bool {
        if let named = self.name(s, at: start, end: end) { return named.name != dose }
        if let later = laterInsulin(s, from: start, end: end) { return later.dose?.name != dose }
        if let mentioned = mentionedInsulin(s, from: start, end: end) {
            return self.name(s, at: mentioned.lowerBound, end: end)?.name != dose
        }
        return false
    }

    /// The first number in `s[start..<end]` followed by an insulin unit (`2u` in `2u correction`), without its unit.
    static func insulinAmount(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Range<Int>? {
        var p = start
        while p < end {
            guard s[p].isDigit || s[p] == ".", Numbers.mayStart(s, at: p, from: start),
                let number = Numbers.amount(s, at: p, end: end)
            else {
                p += 1
                continue
            }
            if let primed = primedAmountEnd(s, at: p, from: start, end: end) {
                // `primed 2u`: what primed the pen was never given.
                p = primed
                continue
            }
            if Units.insulinUnit(s, at: skipSpaces(s, from: number.end, to: end), end: end) != nil {
                return p..<number.end
            }
            p = number.end
        }
        return nil
    }

    /// Text from a line cut to 32 characters for a message.
    static func shortened(_ text: String) -> String {
        text.unicodeScalars.count > 32 ? string(ArraySlice(Array(text.unicodeScalars)[..<32])) + "…" : text
    }

    // MARK: - Insulin that is no dose

    /// The words that name the insulin when `s[start..<end]` is insulin: words followed by an amount in insulin units
    /// (`ノボリン 4単位`, `Humulin R 4u before lunch`), or an insulin name at the start. nil for food.
    func insulinWord(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Range<Int>? {
        // Vitamins come in international units too.
        var p = Self.vitamins.match(s, at: start, end: end) != nil ? end : start + 1
        while p < end {
            defer { p += 1 }
            guard s[p].isDigit, s[p - 1].isSpace || s[p - 1].isCJK, Numbers.mayStart(s, at: p, from: start),
                let digits = Numbers.decimal(s, at: p, end: end)
            else { continue }
            // Most numbers are plain digits; a fraction (`1/2u`, `1 ½u`) is read only when one follows them.
            var amount = digits
            if digits.end < end, !s[digits.end].isLatinLetter, !s[digits.end].isCJK,
                let whole = Numbers.amount(s, at: p, end: end)
            {
                amount = whole
            }
            let unitStart = skipSpaces(s, from: amount.end, to: end)
            if let unit = Units.insulinUnit(s, at: unitStart, end: end),
                unitStart + unit == end || !s[unitStart + unit].isLatinLetter
            {
                var wordEnd = p
                while wordEnd > start, s[wordEnd - 1].isSpace { wordEnd -= 1 }
                return start..<wordEnd
            }
            p = amount.end - 1
        }
        return insulinName(s, at: start, end: end, in: insulinWords).map { start..<start + $0 }
    }

    /// Where the name is in a food item `s[start..<end]` written like a dose run into its amount (`mypen10u`: no
    /// space, then a number and an insulin unit ending the item), which a dose's alias would make that dose (an
    /// amount may follow a name directly); nil for any other item, vitamins' (`vitamin1000iu`) too.
    func doseLike(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Range<Int>? {
        var end = end
        while end > start, s[end - 1].isSpace { end -= 1 }
        var nameEnd = start
        while nameEnd < end, !s[nameEnd].isSpace, !s[nameEnd].isDigit { nameEnd += 1 }
        guard nameEnd > start, nameEnd < end, s[nameEnd].isDigit else { return nil }
        // The unit first, a bit test at the end of the digits: most items with a number end in another unit.
        var unitStart = nameEnd
        while unitStart < end, s[unitStart].isDigit || s[unitStart] == "." { unitStart += 1 }
        guard let unit = Units.insulinUnit(s, at: unitStart, end: end), unitStart + unit == end,
            Numbers.amount(s, at: nameEnd, end: end)?.end == unitStart,
            Self.vitamins.match(s, at: start, end: end) == nil
        else { return nil }
        return start..<nameEnd
    }

    /// The error for insulin named without an amount (`took lantus`, `ramen, forgot humalog`): no dose, and never
    /// food.
    func withoutAmount(_ word: String, at start: Int, location: SourceLocation, line: String) -> Refusal {
        .named(
            .error(
                GrammarMessage.insulinWithoutAmount(written: word), at: location,
                column: characterColumn(line, scalarOffset: start), sourceLine: line,
                hint: GrammarMessage.writeUnitsAfterName(dose: word)))
    }

    /// The error for insulin that no configured dose is called: never counted, and how to name it; its claim carries
    /// the name written, which the hint offers as a dose's alias.
    func notADose(_ word: String, at start: Int, location: SourceLocation, line: String) -> Refusal {
        let shown = Self.shortened(word)
        let message: GrammarMessage = shown.isEmpty ? .insulinWithoutDoseName : .insulinNamesNoDose(written: shown)
        return Refusal(
            diagnostic: .error(
                message, at: location, column: characterColumn(line, scalarOffset: start), sourceLine: line,
                hint: hint(naming: shown.isEmpty ? nil : shown)),
            insulin: claim(noDoseNamed: shown, written: word))
    }

    /// Exactly how to make `word` a dose's name in daybook.yaml. A long-acting insulin is never suggested for a
    /// rapid-acting dose or the other way round (`InsulinNames` knows which is which), and insulin of a kind daybook
    /// does not know is suggested for no dose in particular.
    private func hint(naming word: String?) -> GrammarMessage {
        let name = word.map(yamlFlowScalar)
        let longActing = word.flatMap(InsulinNames.isLongActing)
        if doses == DoseDefinition.standard {
            return .nameInsulinBesideStandardDoses(name: name, longActing: longActing)
        }
        guard let longActing else {
            guard !doses.isEmpty else { return .addDoseForInsulin(name: name, longActing: nil) }
            return .addInsulinToItsDose(name: name, doses: doses.map { yamlFlowScalar($0.name) })
        }
        // The doses of its kind; else a dose of no known kind scheduled as that kind is (a long-acting insulin once
        // or twice a day, a rapid-acting one only counted).
        var fitting = doses.filter { InsulinNames.isLongActing(dose: $0) == longActing }
        if fitting.isEmpty {
            fitting = doses.filter { InsulinNames.isLongActing(dose: $0) == nil && ($0.perDay != nil) == longActing }
        }
        guard let first = fitting.first else { return .addDoseForInsulin(name: name, longActing: longActing) }
        return .addInsulinToDose(
            name: name, dose: yamlFlowScalar(first.name), others: fitting.dropFirst().map { yamlFlowScalar($0.name) })
    }

    /// Where the first word at `index` ends: Latin letters, or a run of other non-space characters.
    private func firstWordEnd(_ s: [Unicode.Scalar], from index: Int, end: Int) -> Int {
        var i = index
        while i < end, !s[i].isSpace, !EntryParser.isItemSeparator(s, at: i, from: index, end: end) { i += 1 }
        return i
    }
}

/// `text` as a YAML flow scalar: plain when it can be, else double-quoted.
private func yamlFlowScalar(_ text: String) -> String {
    let special: Set<Unicode.Scalar> = [
        ",", "[", "]", "{", "}", ":", "#", "'", "\"", "&", "*", "!", "|", ">", "%",
        "@", "`", "\\",
    ]
    let needsQuotes =
        text.unicodeScalars.contains { special.contains($0) || $0.value < 0x20 }
        || text.first == "-" || text.first == "?" || text.first == " " || text.last == " "
    guard needsQuotes else { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
        if scalar == "\"" || scalar == "\\" { quoted += "\\" }
        quoted.unicodeScalars.append(scalar)
    }
    return quoted + "\""
}
