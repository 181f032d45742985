/// Turns the content of one list item into an `Entry`: `[time] [slot:] body`, where the body is a dose, a meal,
/// or struck through. Knows the configured dose names, nothing else.
public struct EntryParser: Sendable {
    /// What a line with a time or slot and nothing else (`- 12:30 lunch:`) passes to the items nested under it.
    public struct Context: Sendable, Hashable {
        public var time: TimeOfDay?
        public var slot: Slot?
    }

    public struct Result: Sendable {
        public var entry: Entry?
        public var diagnostics: [Diagnostic] = []
        /// Set when the line is only a time and/or slot: items nested below it inherit them.
        public var context: Context?
    }

    /// Dose names and aliases in matching form, longest first, with the configured name.
    private let doseKeys: [(key: [Unicode.Scalar], name: String)]
    private let glucose: GlucoseLineParser

    public init(doses: [DoseDefinition], glucose: GlucoseSettings = .standard) {
        doseKeys = doses.flatMap { dose in
            ([dose.name] + dose.aliases).map { (Array(TextFolding.matchKey($0).unicodeScalars), dose.name) }
        }.sorted { $0.key.count > $1.key.count }
        self.glucose = GlucoseLineParser(settings: glucose,
                                         doseKeys: Set(doses.flatMap { [$0.name] + $0.aliases }.map(TextFolding.matchKey)))
    }

    /// Parses `line`, whose list marker ends at scalar offset `contentStart` (the marker is ASCII).
    public func parse(line: String, contentStart: Int, location: SourceLocation, inherited: Context? = nil)
        -> Result {
        let (original, s) = TextFolding.scalars(of: line)
        var i = min(contentStart, s.count)
        var end = s.count
        while end > i, s[end - 1].isSpace { end -= 1 }
        if end - i >= 3, s[i] == "[", s[i + 1] == " " || s[i + 1] == "x" || s[i + 1] == "X", s[i + 2] == "]",
           i + 3 == end || s[i + 3].isSpace {
            i = skipSpaces(s, from: i + 3, to: end)
        }
        var cancelled = unwrapStrikethrough(s, &i, &end)

        var time = inherited?.time
        var slot = inherited?.slot
        switch TimeParser.parse(s, at: i) {
        case .time(let parsed, let timeEnd):
            time = parsed
            i = skipSpaces(s, from: timeEnd, to: end)
        case .invalid(let message, _):
            guard cancelled else {
                return Result(diagnostics: [.error(message, at: location, column: characterColumn(line, scalarOffset: i),
                                                   sourceLine: line, hint: GrammarMessage.write24HourTime)])
            }
        case .none:
            break
        }
        if let parsed = SlotParser.parse(s, at: i) {
            slot = parsed.slot
            i = skipSpaces(s, from: parsed.end, to: end)
        }
        if !cancelled { cancelled = unwrapStrikethrough(s, &i, &end) }

        let text = string(original[i..<end])
        if cancelled {
            return Result(entry: Entry(location: location, time: time, slot: slot, text: text, content: .cancelled,
                                       sourceLine: line))
        }
        if i == end {
            return Result(context: Context(time: time, slot: slot))
        }
        var result = Result()
        let content: Entry.Content
        if let reading = glucose.parse(s, original, from: i, end: end, location: location, line: line) {
            switch reading {
            case .success(let entry): content = .glucose(entry)
            case .failure(let diagnostic): return Result(diagnostics: [diagnostic])
            }
            if time == nil { result.diagnostics.append(GlucoseLineParser.untimed(at: location, line: line)) }
        } else if let dose = doseName(s, at: i, end: end) {
            switch parseDose(s, original, name: dose, from: i, end: end, location: location, line: line) {
            case .success(let entry): content = .dose(entry)
            case .failure(let diagnostic): return Result(diagnostics: [diagnostic])
            }
        } else {
            content = .meal(parseItems(s, original, from: i, end: end, location: location, line: line,
                                       diagnostics: &result.diagnostics))
        }
        result.entry = Entry(location: location, time: time, slot: slot, text: text, content: content,
                             sourceLine: line)
        return result
    }

    // MARK: - Doses

    /// The configured dose whose name or alias starts the body, and the length written.
    private func doseName(_ s: [Unicode.Scalar], at i: Int, end: Int) -> (name: String, length: Int)? {
        for (key, name) in doseKeys where hasWord(s, key, at: i, end: end) {
            let after = i + key.count
            if after == end || !(key.last?.isLatinLetter ?? false) || !s[after].isLatinLetter {
                return (name, key.count)
            }
        }
        return nil
    }

    /// `long 12u`, `Tresiba 10`, `持効12単位`, with an optional note after the unit.
    private func parseDose(_ s: [Unicode.Scalar], _ original: [Unicode.Scalar], name: (name: String, length: Int),
                           from start: Int, end: Int, location: SourceLocation,
                           line: String) -> Swift.Result<DoseEntry, Diagnostic> {
        let written = string(original[start..<start + name.length])
        let at = characterColumn(line, scalarOffset: start)
        let amountStart = skipSpaces(s, from: start + name.length, to: end)
        guard let amount = Numbers.decimal(s, at: amountStart, end: end) else {
            return .failure(.error(GrammarMessage.doseWithoutAmount(dose: written), at: location, column: at,
                                   sourceLine: line, hint: GrammarMessage.writeUnitsAfterName(dose: written)))
        }
        var i = skipSpaces(s, from: amount.end, to: end)
        if let length = longestWord(s, Units.insulin, at: i, end: end),
           i + length == end || !s[i + length].isLatinLetter {
            i += length
        } else if i == amount.end, i < end, s[i].isLatinLetter {
            var unitEnd = i
            while unitEnd < end, s[unitEnd].isLatinLetter { unitEnd += 1 }
            return .failure(.error(GrammarMessage.notAnInsulinUnit(written: string(original[i..<unitEnd])),
                                   at: location, column: characterColumn(line, scalarOffset: i), sourceLine: line,
                                   hint: GrammarMessage.insulinUnits(dose: written)))
        }
        guard amount.value > 0, amount.value <= 1000 else {
            return .failure(.error(GrammarMessage.doseOutOfRange(amount: string(original[amountStart..<amount.end])),
                                   at: location, column: characterColumn(line, scalarOffset: amountStart), sourceLine: line,
                                   hint: GrammarMessage.doseRange))
        }
        if let separator = (i..<end).first(where: { isItemSeparator(s, at: $0, from: start, end: end) }) {
            return .failure(.error(GrammarMessage.moreThanOneThingOnDoseLine, at: location,
                                   column: characterColumn(line, scalarOffset: separator), sourceLine: line,
                                   hint: GrammarMessage.eachDoseAndMealOnItsOwnLine))
        }
        return .success(DoseEntry(name: name.name, units: amount.value))
    }

    // MARK: - Meals

    private func parseItems(_ s: [Unicode.Scalar], _ original: [Unicode.Scalar], from start: Int, end: Int,
                            location: SourceLocation, line: String, diagnostics: inout [Diagnostic]) -> [MealItem] {
        var items: [MealItem] = []
        var itemStart = start
        for k in start...end where k == end || isItemSeparator(s, at: k, from: start, end: end) {
            let lower = skipSpaces(s, from: itemStart, to: k)
            itemStart = k + 1
            guard lower < k else { continue }
            if let dose = doseName(s, at: lower, end: k),
               Numbers.decimal(s, at: skipSpaces(s, from: lower + dose.length, to: k), end: k) != nil {
                diagnostics.append(.error(GrammarMessage.doseInsideMeal, at: location,
                                          column: characterColumn(line, scalarOffset: lower), sourceLine: line,
                                          hint: GrammarMessage.eachDoseOnItsOwnLine(
                                              example: "- 12:30 \(string(original[lower..<k]))")))
                continue
            }
            if glucose.isReading(s, from: lower, end: k) {
                diagnostics.append(GlucoseLineParser.insideMeal(at: location, column: characterColumn(line, scalarOffset: lower),
                                                                line: line, item: string(original[lower..<k])))
                continue
            }
            switch ItemParser.parse(s, original: original, range: lower..<k) {
            case .success(let item):
                items.append(item)
            case .failure(let problem):
                diagnostics.append(.error(problem.message, at: location,
                                          column: characterColumn(line, scalarOffset: lower), sourceLine: line,
                                          hint: problem.hint))
            case nil:
                continue
            }
        }
        return items
    }

    /// `,` `、` `;` (and their full-width forms, folded), or `+` with spaces around it. A comma between digits
    /// that groups thousands (`1,200kcal`) does not separate.
    private func isItemSeparator(_ s: [Unicode.Scalar], at k: Int, from start: Int, end: Int) -> Bool {
        switch s[k] {
        case "、", ";":
            return true
        case ",":
            return !(k > start && s[k - 1].isDigit && Numbers.isThousandsGroup(s, at: k + 1, end: end))
        case "+":
            return k > start && k + 1 < end && s[k - 1].isSpace && s[k + 1].isSpace
        default:
            return false
        }
    }

    // MARK: - Helpers

    /// Strips `~~` from both ends of `s[i..<end]` when the whole range is struck through.
    private func unwrapStrikethrough(_ s: [Unicode.Scalar], _ i: inout Int, _ end: inout Int) -> Bool {
        guard end - i >= 5, s[i] == "~", s[i + 1] == "~", s[end - 1] == "~", s[end - 2] == "~" else { return false }
        i = skipSpaces(s, from: i + 2, to: end - 2)
        end -= 2
        while end > i, s[end - 1].isSpace { end -= 1 }
        return true
    }
}
