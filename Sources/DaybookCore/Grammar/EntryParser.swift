/// Turns the content of one list item into an `Entry`: `[time] [slot:] body`, where the body is a dose, a meal,
/// or struck through. Knows the configured dose names, nothing else.
public struct EntryParser: Sendable {
    /// What a line passes to the items nested under it: a line with a time or slot and nothing else
    /// (`- 12:30 lunch:`) its time and slot; a line not counted, that it is not (`cancels`).
    public struct Context: Sendable, Hashable {
        public var time: TimeOfDay?
        public var slot: Slot?
        /// Why the items nested here are not counted, if they are not.
        public var cancels: Cancel?
        /// The items nested here are notes on a dose (`left arm`, `右腹`: where it was injected), unless they hold
        /// kcal, carbohydrate or a dose of their own.
        public var notesOnDose = false
        /// The dose line the items nested here may be notes on: a note that says it was not taken (`- 22:00 lantus
        /// 12u` / `  - skipped, pen broken`) is no food and makes that dose unknown. Passed down through a line of
        /// only a time or slot, as time and slot are.
        public var dose: NotedDose?

        public init(
            time: TimeOfDay? = nil, slot: Slot? = nil, cancels: Cancel? = nil, notesOnDose: Bool = false,
            dose: NotedDose? = nil
        ) {
            self.time = time
            self.slot = slot
            self.cancels = cancels
            self.notesOnDose = notesOnDose
            self.dose = dose
        }
    }

    /// A dose line as the lines after it read it: which dose it is, and how to write that it was not taken.
    public struct NotedDose: Sendable, Hashable {
        /// The configured dose.
        public var name: String
        /// The dose line's number in its file: which dose line this is.
        public var line: Int
        /// The dose line's time and text (`22:00 lantus 12u`): the line to strike through instead.
        public var example: String
        /// Whether the dose line starts with the dose's name (`lantus 12u`, not `4u humalog`): then a not-taken word
        /// anywhere in a note counts, else only in its first item (see `DoseParser.notTaken`).
        public var startsWithName: Bool
    }

    /// A line shown but never counted, and so neither are the items nested under it.
    public enum Cancel: Sendable, Hashable {
        /// Struck through (`~~…~~`, `~…~`, `<s>…</s>`, `<del>…</del>`): everything nested is struck with it.
        case struck
        /// A task not done (`- [ ]`): what is nested is not done either, unless ticked itself (`- [x]`).
        case notDone
    }

    public struct Result: Sendable {
        public var entry: Entry?
        public var diagnostics: [Diagnostic] = []
        /// Set when the line is only a time and/or slot: items nested below it inherit them.
        public var context: Context?
        /// The dose a line about insulin that could not be read as a dose may be (`forgot lantus 12u`, `lantis 12u`,
        /// a note that says the dose above it was not taken): while the line stands, that dose is neither taken nor
        /// missed on its day. Nil for a line read, or whose errors are not about insulin. Decided where the rule that
        /// refuses the line fires (`InsulinClaim`), never from its errors' words.
        public var unreadInsulin: UnreadInsulin?
        /// The name written for insulin that no configured dose is called, on a line refused for it (`levemir` in `-
        /// 22:10 levemir 10u`, `mypen` in `- mypen 2u`): what the error's hint offers to add to a dose's aliases, and
        /// the language server's quick fix does.
        public var unreadInsulinName: String?
    }

    let doses: DoseParser
    let glucose: GlucoseLineParser

    public init(doses: [DoseDefinition], glucose: GlucoseSettings = .standard) {
        self.doses = DoseParser(doses: doses)
        self.glucose = GlucoseLineParser(
            settings: glucose,
            doseKeys: Set(doses.flatMap { [$0.name] + $0.aliases }.map(TextFolding.matchKey)))
    }

    /// Parses `line`, whose list marker ends at scalar offset `contentStart` (the marker is ASCII), and says which
    /// dose a line about insulin in error may be (`Result.unreadInsulin`).
    public func parse(line: String, contentStart: Int, location: SourceLocation, inherited: Context? = nil)
        -> Result
    {
        var insulin: InsulinClaim?
        var result = read(
            line: line, contentStart: contentStart, location: location, inherited: inherited, insulin: &insulin)
        if result.unreadInsulin == nil, result.diagnostics.contains(where: { $0.severity == .error }) {
            result.unreadInsulin = unreadInsulin(insulin, line: line, contentStart: contentStart)
            if result.unreadInsulin != nil { result.unreadInsulinName = insulin?.noDoseHas }
        }
        return result
    }

    /// Reads `line`; `insulin` is set to what the rule that decided it claims of its insulin.
    private func read(
        line: String, contentStart: Int, location: SourceLocation, inherited: Context?,
        insulin: inout InsulinClaim?
    ) -> Result {
        let (original, s) = TextFolding.scalars(of: line)
        var i = min(contentStart, s.count)
        var end = s.count
        while end > i, s[end - 1].isSpace { end -= 1 }
        // A task box (see `TaskBox`): `[x]` is done, any other box not; without one, a line is as done as the item
        // it is nested in.
        var task = inherited?.cancels == .notDone ? Cancel.notDone : nil
        if let box = TaskBox.read(s, at: i, end: end) {
            if box.box == .unclear { return Self.unclearBox(original, box.next, from: i, location, line) }
            task = box.box == .notDone ? .notDone : nil
            i = box.next
            if i == end, task == .notDone { return Result(context: Context(cancels: .notDone)) }
        }
        var struck = unwrapStrikethrough(s, original, &i, &end) || inherited?.cancels == .struck

        var time = inherited?.time
        var slot = inherited?.slot
        var ownTime = false
        // `💉 22:00 lantus 12u`, `🍙 12:30 おにぎり`: an emoji before the time decorates the line.
        if let afterEmoji = Self.emojiEnd(s, at: i, end: end), case .time = TimeParser.parse(s, at: afterEmoji) {
            i = afterEmoji
        }
        let timeStart = i
        var timeWarning: Diagnostic? = nil
        switch TimeParser.parse(s, at: i) {
        case .time(let parsed, let timeEnd):
            time = parsed
            ownTime = true
            i = skipSpaces(s, from: timeEnd, to: end)
            // `22:00 | lantus 12u`, `12:30 - ramen`, `7:00 – toast`: a mark between the time and the text is neither.
            if i + 1 < end, ["|", "-", "–", "—"].contains(s[i]), s[i + 1].isSpace, i > timeEnd {
                i = skipSpaces(s, from: i + 1, to: end)
            }
            // `- 22:00 [ ] lantus 12u`, as `add "[ ] lantus 12u"` writes it: a box after the time is the line's.
            if let box = TaskBox.read(s, at: i, end: end) {
                if box.box == .unclear { return Self.unclearBox(original, box.next, from: i, location, line) }
                if box.box == .notDone { task = .notDone }
                i = box.next
            }
            if !struck, task == nil, let second = Self.secondTime(s, at: i, end: end) {
                // `- 21:00 22:00 lantus 12u` (`add --time 21:00 "22:00 …"`): which one it happened at is unclear.
                return Result(diagnostics: [
                    .error(
                        JournalMessage.twoTimes(
                            first: string(original[timeStart..<timeEnd]).trimmingSpaces,
                            second: string(original[i..<second]).trimmingSpaces),
                        at: location, column: characterColumn(line, scalarOffset: i), sourceLine: line,
                        hint: JournalMessage.keepOneTime)
                ])
            }
        case .invalid(let message, _):
            guard struck || task != nil else {
                return Result(diagnostics: [
                    .error(
                        message, at: location, column: characterColumn(line, scalarOffset: i),
                        sourceLine: line, hint: GrammarMessage.write24HourTime)
                ])
            }
        case .none:
            // `2200 lantus 12u`, `0715 oatmeal`: four digits before a dose's name, or before a name that is no unit
            // and no other kind's word (`2000 steps`, `1200 kcal` stay numbers), are the time. As a count they would
            // be a thousand or more (or start with a zero): no one eats that many.
            if let typo = Self.mistypedTime(s, at: i, end: end) {
                // `12;30 soba`, `12:3O lunch`: the time it likely means, with a warning, never a count of 30.
                time = typo.time
                ownTime = true
                timeWarning = .warning(
                    GrammarMessage.mistypedTime(written: string(original[i..<typo.end]), read: typo.time.description),
                    at: location, column: characterColumn(line, scalarOffset: i), sourceLine: line,
                    hint: GrammarMessage.writeTimeWithColon(time: typo.time.description))
                i = skipSpaces(s, from: typo.end, to: end)
            } else if let (clock, next) = Self.fourDigitTime(s, at: i, end: end),
                doses.name(s, at: next, end: end) != nil
                    || (TimeParser.startsName(s, at: next)
                        && KindWords.scan(s, from: next, to: end).first.map {
                            $0.range.lowerBound != next || $0.kind == .slot
                        } ?? true)
            {
                time = clock
                ownTime = true
                i = next
            }
        }
        if let parsed = SlotParser.parse(s, at: i), parsed.end <= end {
            slot = parsed.slot
            i = skipSpaces(s, from: parsed.end, to: end)
            if let slotTime = parsed.time, !ownTime {
                time = slotTime
                ownTime = true
            }
            // `朝食 7:30 トースト`, `昼ごはん 12時`: the time written after the slot word.
            if !ownTime, case .time(let slotTime, let timeEnd) = TimeParser.parse(s, at: i), timeEnd <= end,
                timeEnd == end || s[timeEnd].isSpace
            {
                time = slotTime
                ownTime = true
                i = skipSpaces(s, from: timeEnd, to: end)
            }
        } else if let heading = SlotHeading.parse(s, at: i, end: end), !(heading.bare && ownTime) {
            // `- **Breakfast** 8:00`, `- 朝ごはん`, `■朝食 トースト`: a slot word as a meal's heading. After a time of
            // its own, a bare one is what was eaten then (`- 0:05 snack`).
            slot = heading.slot
            i = heading.next
            if let headingTime = heading.time, !ownTime {
                time = headingTime
                ownTime = true
            }
        }
        if !struck { struck = unwrapStrikethrough(s, original, &i, &end) }
        // Obsidian Tasks' fields at the end (`✅ 2026-11-30`, `📅 2026-12-01`, `⏫`) are the task's, not the line's text;
        // `❌ 2026-11-30` says the task was cancelled.
        let fields = TaskFields.strip(s, from: i, end: end)
        end = fields.end
        if fields.cancelled, task == nil { task = .notDone }
        if !struck, task == nil, !ownTime, let trailing = TimeParser.trailing(s, from: i, end: end) {
            time = trailing.time
            end = trailing.textEnd
        }

        let text = string(original[i..<end])
        if let cancels = struck ? Cancel.struck : task {
            return Result(
                entry: Entry(
                    location: location, time: time, slot: slot, text: text, content: .cancelled,
                    sourceLine: line),
                context: Context(time: time, slot: slot, cancels: cancels))
        }
        if i == end {
            return Result(context: Context(time: time, slot: slot, dose: inherited?.dose))
        }
        var separators = ItemSeparators(s, from: i, end: end, kind: .meal)
        let firstSeparator = separators.next()
        let firstItemEnd = firstSeparator?.index ?? end
        // A food joiner joins foods: `ramen & lantus 12u` is still a line about insulin, read to its first item's end
        // (the separators after the first are walked again only when the first is a food joiner).
        var insulinItemEnd = firstItemEnd
        if let first = firstSeparator, Self.isFoodJoiner(s, at: first.index) {
            var rest = separators
            insulinItemEnd = end
            while let separator = rest.next() {
                if Self.isFoodJoiner(s, at: separator.index) { continue }
                insulinItemEnd = separator.index
                break
            }
        }
        var doseName = doses.name(s, at: i, end: end)
        if let dose = doseName, doses.isFood(s, named: dose, from: i, end: firstItemEnd) { doseName = nil }
        let body = LineBody(
            s: s, original: original, start: i, end: end, text: text, time: time, slot: slot, location: location,
            line: line,
            separators: separators, firstSeparator: firstSeparator, doseName: doseName,
            later: doseName == nil ? doses.laterInsulin(s, from: i, end: insulinItemEnd) : nil,
            startsWithDose: doseName.map { !($0.isLabel && isActivity(s, $0, from: i, to: firstItemEnd)) } ?? false,
            hits: KindWords.scan(s, from: i, to: firstItemEnd))
        for rule in LineRules.ordered {
            switch rule.read(body, with: self) {
            case nil:
                continue
            case .rejected(let diagnostics, let claim):
                insulin = claim
                return Result(diagnostics: diagnostics + (timeWarning.map { [$0] } ?? []))
            case .content(var content, var diagnostics, var claim):
                if inherited?.notesOnDose == true, case .meal(let items) = content,
                    items.allSatisfy({ $0.explicitKcal == nil && $0.explicitCarbs == nil })
                {
                    // `- 22:00 lantus 12u` with `  - left arm` under it: a note on the dose, never food.
                    content = .notFood(NotFoodEntry(kind: .note))
                    diagnostics = []
                    claim = nil
                }
                if let noted = inherited?.dose, Self.mayBeNote(content),
                    let word = doses.notTaken(
                        s, from: i, end: end, firstItemEnd: body.firstItemEnd, startsWithDose: noted.startsWithName,
                        afterDose: true)
                {
                    return Result(
                        diagnostics: Diagnostic.cappedForOneLine(diagnostics) + [
                            Self.notTakenNote(string(original[word]), on: noted, text: text, location, line)
                        ], unreadInsulin: .dose(noted.name))
                }
                insulin = claim
                if case .dose = content, !ownTime, let atTime = TimeParser.afterAt(s, from: i, end: body.firstItemEnd) {
                    // `tresiba 24u at 9:30pm, late bc bedtime fight`: the time the dose says it was taken at.
                    time = atTime
                }
                var result = Result(
                    entry: Entry(
                        location: location, time: time, slot: slot, text: text, content: content, sourceLine: line),
                    diagnostics: Diagnostic.cappedForOneLine((timeWarning.map { [$0] } ?? []) + diagnostics))
                if case .dose(let dose) = content {
                    let noted = NotedDose(
                        name: dose.name, line: location.line, example: (time.map { "\($0) " } ?? "") + text,
                        startsWithName: body.startsWithDose)
                    result.context = Context(time: time, slot: slot, notesOnDose: true, dose: noted)
                }
                return result
            }
        }
        return Result()
    }

    // MARK: - Doses

    /// `long -200kcal`: a dose's label (see `DoseParser.isFood`) with no amount, in an item that has its kcal, is an
    /// activity or a food.
    private func isActivity(
        _ s: [Unicode.Scalar], _ dose: DoseParser.Name, from start: Int,
        to itemEnd: Int
    ) -> Bool {
        var amountStart = skipSpaces(s, from: start + dose.length, to: itemEnd)
        if amountStart < itemEnd, s[amountStart] == ":" {
            amountStart = skipSpaces(s, from: amountStart + 1, to: itemEnd)
        }
        guard Numbers.amount(s, at: amountStart, end: itemEnd) == nil else { return false }
        return (try? EnergyParser.find(s, in: start..<itemEnd)) != nil
    }

    // MARK: - Meals

    /// The items of `s[start..<end]`; `separators` has found the `first` separator already. Items that are no food
    /// are errors in `diagnostics` (`ramen, lantus 12u`), and `insulin` is what those the line keeps (the first
    /// `Diagnostic.maximumPerLine`) claim of insulin.
    func parseItems(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], from start: Int, end: Int,
        separators: ItemSeparators, first: (index: Int, length: Int)?, location: SourceLocation,
        line: String, diagnostics: inout [Diagnostic], insulin: inout InsulinClaim?
    ) -> [MealItem] {
        var items: [MealItem] = []
        var separators = separators
        var next = first
        var itemStart = start
        var done = false
        // Whether the last item took the quantity written alone after it.
        var lastTookQuantity = false
        while !done {
            let separator = next ?? (end, 0)
            next = separator.length == 0 ? nil : separators.next()
            done = separator.length == 0
            let k = separator.index
            let lower = skipSpaces(s, from: itemStart, to: k)
            // The first item was told from a dose and a reading before the line was taken for a meal.
            let isFirst = itemStart == start
            itemStart = k + separator.length
            guard lower < k else { continue }
            if !isFirst, let problem = notFood(s, original, from: lower, to: k, location: location, line: line) {
                diagnostics.append(problem.diagnostic)
                // Every problem of an item is an error: the first ten are the line's (`cappedForOneLine`).
                if diagnostics.count <= Diagnostic.maximumPerLine, let claim = problem.insulin {
                    insulin = claim.joined(insulin)
                }
                continue
            }
            if !isFirst, glucose.isReading(s, from: lower, end: k) {
                diagnostics.append(
                    GlucoseLineParser.insideMeal(
                        at: location, column: characterColumn(line, scalarOffset: lower),
                        line: line, item: string(original[lower..<k])))
                continue
            }
            switch ItemParser.parse(s, original: original, range: lower..<k) {
            case .success(var item):
                // The item's text starts at `lower`: a dose-like name is its first scalars.
                item.doseLikeLength = doses.doseLike(s, from: lower, end: k).flatMap { UInt16(exactly: $0.count) } ?? 0
                if let last = items.last, !lastTookQuantity, last.quantity == .one, last.explicitKcal == nil,
                    item.explicitKcal == nil, item.explicitCarbs == nil, let quantity = QuantityParser.alone(item),
                    QuantityParser.alone(last) == nil
                {
                    // sandwich, half; cake, 1 slice: a quantity alone is the item before's (once), never another
                    // quantity's alone (`1, 1`).
                    items[items.count - 1].quantity = quantity
                    items[items.count - 1].text = string(original[last.offset..<item.offset]) + item.text
                    lastTookQuantity = true
                    continue
                }
                if let last = items.last, item.explicitKcal == nil, item.explicitCarbs == nil,
                    ItemModifiers.isPortion(item) || ItemModifiers.isLeftOut(item)
                {
                    // ice cream, small bowl; burger, without bun: how big the item before was, or what it came
                    // without.
                    let portion = ItemModifiers.quantity(ofPortion: item)
                    if last.quantity == .one, !lastTookQuantity { items[items.count - 1].quantity = portion }
                    items[items.count - 1].text = string(original[last.offset..<item.offset]) + item.text
                    lastTookQuantity = lastTookQuantity || portion != .one
                    continue
                }
                lastTookQuantity = false
                var item = item
                item.isLeftOut = !items.isEmpty && ItemModifiers.isNoneOf(item)
                items.append(item)
            case .failure(let problem):
                diagnostics.append(
                    .error(
                        problem.message, at: location,
                        column: characterColumn(line, scalarOffset: lower), sourceLine: line,
                        hint: problem.hint))
            case nil:
                continue
            }
        }
        return items
    }

    /// Why an item of a meal is no food: a dose (`ramen, rapid 4u`), insulin no dose is called (`ramen, ノボリン 4単位`),
    /// a dose's name alone (`ramen, long`) or insulin named without an amount (`ramen, forgot lantus`).
    private func notFood(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], from start: Int, to end: Int,
        location: SourceLocation, line: String
    ) -> Refusal? {
        var column: Int { characterColumn(line, scalarOffset: start) }
        let isDose: Bool
        if let dose = doses.name(s, at: start, end: end) {
            guard !doses.isFood(s, named: dose, from: start, end: end) else { return nil }
            isDose = Numbers.amount(s, at: skipSpaces(s, from: start + dose.length, to: end), end: end) != nil
            if !isDose {
                let written = string(original[start..<start + dose.length])
                return dose.isLabel
                    ? .named(
                        .error(
                            GrammarMessage.doseWithoutAmount(dose: written), at: location, column: column,
                            sourceLine: line, hint: GrammarMessage.writeUnitsAfterName(dose: written)))
                    : doses.withoutAmount(written, at: start, location: location, line: line)
            }
        } else {
            isDose =
                doses.insulinWord(s, from: start, end: end) != nil
                || doses.laterInsulin(s, from: start, end: end) != nil
        }
        if isDose {
            let example = "- 12:30 \(string(original[start..<end]))"
            return .named(
                .error(
                    GrammarMessage.doseInsideMeal, at: location, column: column, sourceLine: line,
                    hint: GrammarMessage.eachDoseOnItsOwnLine(example: example)))
        }
        return doses.mentionedInsulin(s, from: start, end: end).map {
            doses.withoutAmount(string(original[$0]), at: $0.lowerBound, location: location, line: line)
        }
    }

    /// `,` `、` `;` (and their full-width forms, folded), or `+` with spaces around it or next to a Japanese word
    /// and no digit (`ご飯+味噌汁`, `シリアル 40g＋牛乳`; not `4+2単位`). A comma between digits that groups thousands
    /// (`1,200kcal`) does not separate.
    static func isItemSeparator(_ s: [Unicode.Scalar], at k: Int, from start: Int, end: Int) -> Bool {
        switch s[k] {
        case Lexicon.Japanese.comma, ";":
            return true
        case ",":
            return !(k > start && s[k - 1].isDigit && Numbers.isThousandsGroup(s, at: k + 1, end: end))
        case "+":
            guard k > start, k + 1 < end else { return false }
            let (before, after) = (s[k - 1], s[k + 1])
            if before.isSpace && after.isSpace { return true }
            return (before.isCJK || after.isCJK) && !before.isDigit && !after.isDigit && !before.isSpace
                && !after.isSpace
        default:
            return false
        }
    }

    /// How far ahead `と` looks for the の that makes it part of one dish's name.
    private static let dishNameLength = 32

    private static let and = Array("and".unicodeScalars)

    /// How many scalars the separator between two foods at `k` takes, 0 for none: an item separator, the particle
    /// `と` ("and") after a kanji, katakana or a counted number (`パンとコーヒー`, `おにぎり2個とお茶`) or alone between
    /// spaces — unless an の follows within the dish's name (`ハムと卵のサンド`), and never after hiragana (`とんかつ`,
    /// `いとこ煮`) — or `and` when a quantity follows it (`2 slices of pizza and a coke`, `toast and 2 eggs`): `mac
    /// and cheese`, `fish and chips` and `one and a half bagels` are one food each. Dose lines keep their notes whole.
    static func mealSeparatorLength(_ s: [Unicode.Scalar], at k: Int, from start: Int, end: Int) -> Int {
        switch s[k] {
        case Lexicon.Japanese.and: return isJapaneseAnd(s, at: k, from: start, end: end) ? 1 : 0
        case Lexicon.Japanese.comma, ";", ",", "+": return isItemSeparator(s, at: k, from: start, end: end) ? 1 : 0
        case "a", "A": return isEnglishAnd(s, at: k, from: start, end: end) ? and.count : 0
        case " ": return spaceSeparatesFoods(s, at: k, from: start, end: end) ? 1 : 0
        default: return foodJoinerLength(s, at: k, from: start, end: end)
        }
    }

    /// The lexicons' food joiners (`&`), longest first; `ItemSeparators` stops at their first scalars.
    static let foodJoiners = LexiconTables.foodJoiners
    /// How far from a food joiner its item's kcal and the words of a food around it are looked for.
    private static let joinerReach = 128
    /// How many words on each side of a food joiner may make one food the table knows (`salt & vinegar chips`).
    private static let compoundWords = (before: 2, after: 3)

    /// Whether the separator at `k` is a food joiner (`&`), not one between things of any kind.
    static func isFoodJoiner(_ s: [Unicode.Scalar], at k: Int) -> Bool {
        foodJoiners.match(s, at: k, end: s.count) != nil
    }

    /// How many scalars a food joiner at `k` takes (`burger & fries`: two items), 0 for none: it
    /// stands between spaces after some text, and neither are the words around it one food the built-in table knows
    /// (`fish & chips`, `mac & cheese`) nor does the item after it write kcal, which are then the whole dish's
    /// (`salad w grilled chicken 450kcal`).
    private static func foodJoinerLength(_ s: [Unicode.Scalar], at k: Int, from start: Int, end: Int) -> Int {
        guard k > start + 1, s[k - 1].isSpace,
            let joiner = foodJoiners.first(s, at: k, end: end, where: { k + foodJoiners.length($0) < end }),
            s[k + foodJoiners.length(joiner)].isSpace
        else { return 0 }
        let after = k + foodJoiners.length(joiner)
        // Looked at within `joinerReach` scalars, so a line of many joiners costs linear time.
        var itemEnd = after
        while itemEnd < min(end, after + joinerReach), !isItemSeparator(s, at: itemEnd, from: start, end: end) {
            itemEnd += 1
        }
        if (try? EnergyParser.find(s, in: after..<itemEnd)) ?? nil != nil { return 0 }
        return namesOneFood(s, joinerAt: k..<after, from: start, to: itemEnd) ? 0 : after - k
    }

    /// Whether a few words before the joiner at `joiner`, the joiner (or `and`, or `&`) and a few words after it are a
    /// name in the built-in table.
    private static func namesOneFood(_ s: [Unicode.Scalar], joinerAt joiner: Range<Int>, from start: Int, to end: Int)
        -> Bool
    {
        func words(_ range: Range<Int>) -> [String] {
            String(String.UnicodeScalarView(s[range])).split(separator: " ").map(String.init)
        }
        var lower = joiner.lowerBound
        while lower > max(start, joiner.lowerBound - joinerReach),
            !isItemSeparator(s, at: lower - 1, from: start, end: end)
        {
            lower -= 1
        }
        let before = words(lower..<joiner.lowerBound).suffix(compoundWords.before)
        let after = words(joiner.upperBound..<end).prefix(compoundWords.after)
        for first in before.indices.reversed() {
            for last in after.indices {
                let left = before[first...].joined(separator: " ")
                let right = after[...last].joined(separator: " ")
                for middle in ["&", "and"]
                where FoodTableData.contains(TextFolding.matchKey("\(left) \(middle) \(right)")) {
                    return true
                }
            }
        }
        return false
    }

    private static func isEnglishAnd(_ s: [Unicode.Scalar], at k: Int, from start: Int, end: Int) -> Bool {
        guard k > start + 1, s[k - 1].isSpace, k + and.count < end, hasWord(s, and, at: k, end: end),
            s[k + and.count].isSpace
        else { return false }
        // "one and a half", "2 and a half": the word before is a number.
        var word = k - 1
        while word > start, s[word - 1].isSpace { word -= 1 }
        if s[word - 1].isDigit || NumberWords.isCount(s, endingAt: word, from: start) { return false }
        let next = skipSpaces(s, from: k + and.count, to: end)
        guard next < end else { return false }
        return s[next].isDigit || Numbers.vulgarFraction(s[next]) != nil
            || NumberWords.english(s, at: next, end: end).map { !$0.needsUnit } == true
    }

    private static func isJapaneseAnd(_ s: [Unicode.Scalar], at k: Int, from start: Int, end: Int) -> Bool {
        guard k > start, k + 1 < end else { return false }
        // おにぎり2個 と 唐揚げ: と alone between spaces is a word of its own.
        if s[k - 1].isSpace, s[k + 1].isSpace { return true }
        // 鍋（豚しゃぶ）とご飯: after a note in parentheses too.
        guard !s[k - 1].isHiragana || endsCount(s, at: k, from: start),
            s[k - 1].isCJK || s[k - 1].isDigit || s[k - 1] == ")", !s[k + 1].isSpace
        else { return false }
        var i = k + 1
        while i < end, i - k <= dishNameLength, !isItemSeparator(s, at: i, from: start, end: end) {
            if s[i] == Lexicon.Japanese.no { return false }
            i += 1
        }
        return true
    }

    /// Whether a number and a Japanese counter end at `k` (`1切れ`, `3かけ`, `2こ`): と after a counter in hiragana
    /// is "and" all the same.
    private static func endsCount(_ s: [Unicode.Scalar], at k: Int, from start: Int) -> Bool {
        for counter in stride(from: k - 1, through: max(start + 1, k - 2), by: -1) where s[counter - 1].isDigit {
            return Units.japaneseCounter(s, at: counter, end: k) == k - counter
        }
        return false
    }

    // MARK: - Helpers

    /// Times written as a word, which may follow a time as a word of the text (`- 12:00 noon snack`).
    private static let timeWords = LexiconTables.namedTimes

    /// Past the emoji at `i` (with its variation selectors, skin tones and joiners) and the spaces after it; nil when
    /// no emoji is there.
    private static func emojiEnd(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int? {
        func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
            !scalar.isASCII && (scalar.properties.isEmojiPresentation || scalar.properties.isEmoji)
        }
        guard i < end, isEmoji(s[i]) else { return nil }
        var k = i
        while k < end, isEmoji(s[k]) || s[k].properties.isEmojiModifier || s[k] == "\u{FE0F}" || s[k] == "\u{200D}" {
            k += 1
        }
        return skipSpaces(s, from: k, to: end)
    }

    /// `12;30`, `12:3O`, `1O:30`: a time written with a semicolon for its colon or a letter O for a zero, followed by
    /// a space — the time it likely means and where it ends; nil when the word there is no such time.
    private static func mistypedTime(_ s: [Unicode.Scalar], at i: Int, end: Int) -> (time: TimeOfDay, end: Int)? {
        var k = i
        while k < end, !s[k].isSpace, k - i <= 5 { k += 1 }
        guard (4...5).contains(k - i), s[i].isDigit,
            s[i..<k].contains(where: { $0 == ";" || $0 == "O" || $0 == "o" })
        else { return nil }
        let fixed = s[i..<k].map { scalar -> Unicode.Scalar in
            switch scalar {
            case "O", "o": return "0"
            case ";": return ":"
            default: return scalar
            }
        }
        let colon = fixed.count - 3
        guard fixed[colon] == ":", fixed.indices.allSatisfy({ $0 == colon || fixed[$0].isDigit }) else { return nil }
        let hour = fixed[..<colon].reduce(0) { $0 * 10 + $1.digitValue }
        let minute = fixed[colon + 1].digitValue * 10 + fixed[colon + 2].digitValue
        guard let time = TimeOfDay(hour: hour, minute: minute) else { return nil }
        return (time, k)
    }

    /// `2200 `: four digits that make a 24-hour time, a space after them, and where the text after the spaces starts.
    private static func fourDigitTime(_ s: [Unicode.Scalar], at i: Int, end: Int) -> (TimeOfDay, next: Int)? {
        guard i + 5 < end, s[i..<i + 4].allSatisfy { $0.isDigit }, s[i + 4].isSpace else { return nil }
        let hour = s[i].digitValue * 10 + s[i + 1].digitValue
        guard let clock = TimeOfDay(hour: hour, minute: s[i + 2].digitValue * 10 + s[i + 3].digitValue) else {
            return nil
        }
        return (clock, skipSpaces(s, from: i + 4, to: end))
    }

    /// Where a second time at `i`, right after the entry's own, ends; nil when none is written there.
    private static func secondTime(_ s: [Unicode.Scalar], at i: Int, end: Int) -> Int? {
        guard i < end, timeWords.match(s, at: i, end: end) == nil else { return nil }
        switch TimeParser.parse(s, at: i) {
        case .time(_, let secondEnd), .invalid(_, let secondEnd): return min(secondEnd, end)
        case .none: return nil
        }
    }

    /// The error for a box that may mean done or not (`☒`, `[ x ]`), written from `start` to `next`.
    private static func unclearBox(
        _ original: [Unicode.Scalar], _ next: Int, from start: Int, _ location: SourceLocation, _ line: String
    ) -> Result {
        var boxEnd = next
        while boxEnd > start + 1, TaskBox.isSpace(original[boxEnd - 1]) { boxEnd -= 1 }
        return Result(diagnostics: [
            .error(
                JournalMessage.taskBoxUnclear(written: string(original[start..<boxEnd])), at: location,
                column: characterColumn(line, scalarOffset: start), sourceLine: line,
                hint: JournalMessage.tickOrEmptyTheBox)
        ])
    }

    /// Strips the marks of a strike-through from both ends of `s[i..<end]` when the whole range is struck through:
    /// `~~…~~`, GFM's single `~…~` (its text neither starting nor ending with a space; `~8pm` stays a time),
    /// `<s>…</s>`, `<del>…</del>` or `<strike>…</strike>` (the closing tag may be missing: a preview strikes on).
    func unwrapStrikethrough(
        _ s: [Unicode.Scalar], _ original: [Unicode.Scalar], _ i: inout Int, _ end: inout Int
    ) -> Bool {
        guard i < end else { return false }
        let marks: Int
        if end - i >= 5, s[i] == "~", s[i + 1] == "~", s[end - 1] == "~", s[end - 2] == "~" {
            marks = 2
        } else if end - i >= 5, s[i] == "~", s[i + 1] == "~", let close = Self.strikeClose(s, from: i + 2, end: end) {
            let rest = skipSpaces(s, from: close + 2, to: end)
            guard Self.isNoteOnStrike(s, from: rest, end: end) else {
                // `~~5u~~ 4u humalog`: a line written again after the struck one. The struck text is never read,
                // so a dose struck through is never taken, whatever follows it.
                i = rest
                return false
            }
            // `~~22:00 lantus 12u~~ (dup)`, `~~ramen~~ 重複`, `~~22:00 lantus 12u~~ already took it at 8am`: what
            // follows the struck text is a note on it, and the line is struck whole.
            end = close
            i = skipSpaces(s, from: i + 2, to: end)
            while end > i, s[end - 1].isSpace { end -= 1 }
            return true
        } else if end - i >= 3, original[i] == "~", original[end - 1] == "~", !s[i + 1].isSpace, !s[end - 2].isSpace {
            // ASCII only: `～19時 ラーメン食べた～` is "about" and a drawn-out word, not struck through.
            marks = 1
        } else if s[i] == "<", let tag = Self.strikeTags.first(where: { opensTag($0, s, i, end) }) {
            // A preview strikes what follows `<s>` whether or not `</s>` closes it on the line.
            if closesTag(tag, s, from: i + tag.count + 2, end) { end -= tag.count + 3 }
            i = skipSpaces(s, from: i + tag.count + 2, to: end)
            while end > i, s[end - 1].isSpace { end -= 1 }
            return true
        } else {
            return false
        }
        i = skipSpaces(s, from: i + marks, to: end - marks)
        end -= marks
        while end > i, s[end - 1].isSpace { end -= 1 }
        return true
    }

    /// Where `~~` closes a strike-through that `s[start...]` opens before `end`; nil when it does not.
    private static func strikeClose(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Int? {
        var k = start
        while k + 1 < end, !(s[k] == "~" && s[k + 1] == "~") { k += 1 }
        guard k + 1 < end, k > start else { return nil }
        return k
    }

    /// Whether what follows a struck text, `s[start..<end]`, is a note on it: no digits but those of times
    /// (`already took it at 8am`, `朝8時に打った`), and no strike of its own. A number makes it a line of its own.
    private static func isNoteOnStrike(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Bool {
        var k = start
        while k < end {
            if s[k] == "~" { return false }
            guard s[k].isDigit else {
                k += 1
                continue
            }
            guard k == start || !s[k - 1].isDigit, case .time(_, let timeEnd) = TimeParser.parse(s, at: k) else {
                return false
            }
            k = max(timeEnd, k + 1)
        }
        return true
    }

    /// HTML's elements for text struck through.
    private static let strikeTags = ["s", "del", "strike"].map { Array($0.unicodeScalars) }

    /// Whether `s[i..<end]` starts with `<tag>` (the tag in any case).
    private func opensTag(_ tag: [Unicode.Scalar], _ s: [Unicode.Scalar], _ i: Int, _ end: Int) -> Bool {
        i + tag.count + 2 <= end && hasWord(s, tag, at: i + 1, end: end) && s[i + tag.count + 1] == ">"
    }

    /// Whether `s[start..<end]` ends with `</tag>`.
    private func closesTag(_ tag: [Unicode.Scalar], _ s: [Unicode.Scalar], from start: Int, _ end: Int) -> Bool {
        let close = end - tag.count - 3
        return close >= start && s[close] == "<" && s[close + 1] == "/" && hasWord(s, tag, at: close + 2, end: end)
            && s[end - 1] == ">"
    }
}
