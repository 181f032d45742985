/// Turns items into kcal, trying each source in order: explicit kcal → foods.yaml → history → pinned estimates →
/// the estimator (then the built-in table, if the estimator is another) → the slot's guess. What the estimator
/// answers is collected in `newPins`, for the command to write, so the number never changes again.
public final class Resolver {
    private let foods: FoodTable
    private var pinned: PinnedEstimates
    private let history: History
    private let estimator: (any Estimator)?
    private let fallback: (any Estimator)?
    private let guesses: Guesses
    private let pinTime: String
    /// Files whose items' estimates are not pinned: read through a link, they must not feed the pin log.
    private let unpinnedFiles: Set<String>
    private var foodMemo: [NameKey: Food?] = [:]
    /// "Did you mean" for each unknown name, found once (`NearestName`).
    private var suggestionMemo: [NameKey: String?] = [:]
    private var pinKeyMemo: [PinKeyQuestion: String] = [:]
    /// Answers that will not change during a run, per estimator: the built-in table's misses, mostly.
    private var settledMisses: [Set<NameKey>] = [[], []]
    /// Estimates this run made that were not pinned yet, in the order they were made.
    public private(set) var newPins: [PinnedEstimates.Pin] = []

    /// - Parameters:
    ///   - fallback: asked when `estimator` has no answer (yet): the built-in table behind an external estimator.
    ///   - pinTime: stamps new pins, `YYYY-MM-DDTHH:MM:SS` of the real clock.
    public init(
        foods: FoodTable, pinned: PinnedEstimates = PinnedEstimates(), history: History = History(),
        estimator: (any Estimator)? = StubEstimator(), fallback: (any Estimator)? = nil,
        guesses: Guesses = Guesses(), pinTime: String = "", unpinnedFiles: Set<String> = []
    ) {
        self.unpinnedFiles = unpinnedFiles
        self.foods = foods
        self.pinned = pinned
        self.history = history
        self.estimator = estimator
        self.fallback = fallback
        self.guesses = guesses
        self.pinTime = pinTime
    }

    /// The entry with its items resolved, and warnings about items that needed a fallback. `position` is where
    /// the entry stands in the journal (history only teaches what came before); nil means after everything.
    public func resolve(_ entry: Entry, at position: History.Position? = nil) -> (ResolvedEntry, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var items = entry.mealItems.map { item in resolve(item, in: entry, at: position, &diagnostics) }
        if isUnknownNote(entry, items) {
            items = items.map { guessed in
                var note = guessed
                (note.kcal, note.source, note.carbs) = (0, .notCounted, 0)
                return note
            }
            diagnostics = [
                .warning(
                    ResolveMessage.readAsNote(text: entry.text), at: entry.location,
                    column: entry.mealItems.first.map(entry.column(of:)) ?? 1,
                    sourceLine: entry.sourceLine, hint: ResolveMessage.countItAsFood(text: entry.text))
            ]
        }
        return (ResolvedEntry(entry: entry, items: items), Diagnostic.cappedForOneLine(diagnostics))
    }

    /// Unknown text is never silently a number: a line whose items no source knows is a note when nothing on it says
    /// it is a meal — no slot of its own or from its group, no count, amount, kcal or carbohydrate, no name one or two
    /// letters from a known food (`coffe`), none the built-in table knows (when it is not asked) and no word that
    /// makes it a dish (`mystery stew`, `謎の料理`; the lexicons' `dishWords`). So `dentist 2pm`, `在宅勤務` and
    /// `new pen started today` count nothing, while `lunch: kimbap` is the slot's guess.
    private func isUnknownNote(_ entry: Entry, _ items: [ResolvedItem]) -> Bool {
        guard entry.slot == nil, !items.isEmpty else { return false }
        return items.allSatisfy { resolved in
            let item = resolved.item
            return resolved.source == .guess && !resolved.pending && item.quantity == .one
                && item.explicitCarbs == nil && !Self.holdsNumber(item.text)
                && !Self.mayBeDish(item.name) && suggestion(for: item.name) == nil
                && BuiltInFoods.read(text: item.text, key: item.name, quantity: item.quantity) == nil
        }
    }

    private static let dishWords = LexiconTables.dishWords

    /// Whether `text` holds a number that is no clock time: `夜勤 16:30-9:00`, `仮眠 2:30〜3:30` and `通院 3時` say
    /// when, not how much.
    static func holdsNumber(_ text: String) -> Bool {
        let s = Array(text.unicodeScalars)
        var i = 0
        while i < s.count {
            guard s[i].isDigit else {
                i += 1
                continue
            }
            var j = i
            while j < s.count, s[j].isDigit { j += 1 }
            guard j - i <= 2 else { return true }
            if j + 2 < s.count, s[j] == ":" || s[j] == Lexicon.Japanese.colon, s[j + 1].isDigit, s[j + 2].isDigit,
                j + 3 == s.count || !s[j + 3].isDigit
            {
                i = j + 3
            } else if j < s.count, s[j] == Lexicon.Japanese.hour {
                i = j + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Whether a name (matching form) says it is a dish: its last Latin word, singular or plural, or the end of a
    /// Japanese name is one of `dishWords`.
    static func mayBeDish(_ name: String) -> Bool {
        if name.unicodeScalars.last?.isCJK == true {
            return dishWords.contains { name.hasSuffix($0) }
        }
        guard let last = name.split(separator: " ").last else { return false }
        let singular = last.hasSuffix("s") ? last.dropLast() : last
        return dishWords.contains { $0 == last || $0 == singular }
    }

    private func resolve(
        _ item: MealItem, in entry: Entry, at position: History.Position?,
        _ diagnostics: inout [Diagnostic]
    ) -> ResolvedItem {
        if let kcal = item.explicitKcal {
            return ResolvedItem(item: item, kcal: kcal, source: .explicit, carbs: item.explicitCarbs)
        }
        // `ramen, no toppings`: what the meal came without is no food.
        if item.isLeftOut { return ResolvedItem(item: item, kcal: 0, source: .notCounted, carbs: 0) }
        if item.name.isEmpty, let carbs = item.explicitCarbs {
            // `糖質 60g` alone is the meal, at 4 kcal a gram; beside foods (`ramen, 糖質 60g`) it is their
            // carbohydrate and adds no kcal to what they give.
            let alone = entry.mealItems.count == 1
            return ResolvedItem(
                item: item, kcal: alone ? roundedKcal(carbs * Self.kcalPerGramOfCarbohydrate) : 0,
                source: .carbohydrate, carbs: carbs)
        }
        var unusable: Food? = nil
        var pending = false
        var asked: String?
        if !item.name.isEmpty {
            if let food = lookUpFood(item.name) {
                if let kcal = food.kcal.kcal(for: item.quantity) { return resolved(item, kcal, .foods, food.kcal) }
                unusable = food
            }
            let taught =
                position.map { history.values(for: item.name, before: $0) }
                ?? history.values(for: item.name, before: History.Position(day: .unixEpoch, minute: Int.max))
            if let kcal = taught?.kcal(for: item.quantity) {
                return note(unusable, resolved(item, kcal, .history, taught), entry, &diagnostics)
            }
            // An estimate for `a handful of almonds` is one handful: it is pinned apart from `almonds`, one almond.
            let pinKey = self.pinKey(item)
            asked = pinKey
            if let pin = pinned.find(pinKey), let kcal = pin.values.kcal(for: item.quantity) {
                var found = resolved(item, kcal, .pinned(from: pin.estimator), pin.values)
                found.pinKey = pinKey
                return note(unusable, found, entry, &diagnostics)
            }
            let request = EstimateRequest(text: item.text, key: item.name, quantity: item.quantity, parts: item.parts)
            for (index, candidate) in [estimator, fallback].enumerated() {
                guard let candidate, !settledMisses[index].contains(NameKey(item.name)) else { continue }
                switch candidate.estimate(request) {
                case .values(let values):
                    guard let kcal = values.kcal(for: item.quantity) else { continue }
                    // Only the estimator's own answers are pinned: a fallback's stands in until it answers.
                    if index == 0, !unpinnedFiles.contains(entry.location.file) {
                        pin(pinKey, values, by: candidate.name)
                    }
                    var found = resolved(item, kcal, .estimator(candidate.name), values)
                    found.pending = pending
                    found.pinKey = pinKey
                    return note(unusable, found, entry, &diagnostics)
                case .pending:
                    pending = true
                case .unavailable(let reason):
                    if reason == nil { settledMisses[index].insert(NameKey(item.name)) }
                    if let reason {
                        let problem = ResolveMessage.estimatorHadNoAnswer(
                            estimator: candidate.name, item: item.text,
                            reason: reason)
                        diagnostics.append(
                            .warning(
                                problem, at: entry.location, column: entry.column(of: item),
                                sourceLine: entry.sourceLine, hint: ResolveMessage.askedAgain))
                    }
                }
            }
        }
        let perUnit = Double(guesses.kcal(for: entry.slot))
        var guessed = resolved(item, Self.guessedKcal(perUnit: perUnit, item.quantity), .guess)
        guessed.pending = pending
        guessed.pinKey = asked
        if unusable == nil && !pending {
            let unknown = ResolveMessage.unknownFood(item: item.text, kcal: guessed.kcal, slot: entry.slot)
            // `coffe`: a name one or two letters from a known one is most likely it.
            let hint =
                suggestion(for: item.name).map {
                    ResolveMessage.didYouMean(suggestion: $0, name: item.name)
                } ?? ResolveMessage.addToFoods(name: item.name, item: item.text)
            diagnostics.append(
                .warning(
                    unknown, at: entry.location, column: entry.column(of: item), sourceLine: entry.sourceLine,
                    hint: hint))
        }
        return note(unusable, guessed, entry, &diagnostics)
    }

    /// What a gram of carbohydrate gives (the Atwater factor), for a meal written only as its carbohydrate.
    static let kcalPerGramOfCarbohydrate = 4.0

    /// The most a guess for one item may be, whatever its count: `wings 6` of an unknown food is not six meals.
    public static let maximumGuessedKcal = 1500.0
    /// A counted guess grows with its count up to this many slot guesses (`8 pieces` of something nobody knows
    /// are pieces of one dish, not eight dishes).
    static let maximumGuessedServings = 2.0

    /// The slot's guess for an unknown item: per unit, for up to `maximumGuessedServings` units, never above
    /// `maximumGuessedKcal`.
    static func guessedKcal(perUnit: Double, _ quantity: Quantity) -> Double {
        let units = quantity.unit == .count ? min(max(quantity.amount, 0), maximumGuessedServings) : 1
        return min(max(perUnit * units, 0), maximumGuessedKcal)
    }

    /// Keeps an estimator's answer, in memory at once and in `newPins` for the log.
    private func pin(_ key: String, _ values: KcalValues, by estimator: String) {
        let pin = PinnedEstimates.Pin(key: key, values: values, estimator: estimator, at: pinTime)
        pinned.add(pin)
        newPins.append(pin)
    }

    /// Warns that a food from foods.yaml could not take this quantity, and says where the number came from.
    private func note(
        _ unusable: Food?, _ item: ResolvedItem, _ entry: Entry,
        _ diagnostics: inout [Diagnostic]
    ) -> ResolvedItem {
        guard let food = unusable else { return item }
        let missing = item.item.quantity.unit
        diagnostics.append(
            .warning(
                ResolveMessage.foodLacks(
                    food: food.name, file: food.location.file,
                    line: food.location.line, missing: missing,
                    item: item.item.text, kcal: item.kcal,
                    source: item.source),
                at: entry.location, column: entry.column(of: item.item),
                sourceLine: entry.sourceLine,
                hint: ResolveMessage.addToFood(food: food.name, missing: missing)))
        return item
    }

    /// The item with `kcal` from `source`; its carbohydrate is what the line writes, else what the same source
    /// knows for this quantity, else unknown — never taken from a source that did not give the kcal.
    private func resolved(
        _ item: MealItem, _ kcal: Double, _ source: KcalSource, _ values: KcalValues? = nil
    ) -> ResolvedItem {
        let carbs = item.explicitCarbs ?? values?.carbs(for: item.quantity).map(roundedCarbs)
        return ResolvedItem(item: item, kcal: roundedKcal(kcal), source: source, carbs: carbs)
    }

    private func suggestion(for name: String) -> String? {
        if let known = suggestionMemo[NameKey(name)] { return known }
        let found = NearestName.find(name, foods: foods)
        suggestionMemo[NameKey(name)] = found
        return found
    }

    /// `BuiltInFoods.pinKey` of the item, remembered: a journal writes the same items day after day, and reading
    /// the portion words around a name costs thousands of instructions.
    private func pinKey(_ item: MealItem) -> String {
        let asked = PinKeyQuestion(name: NameKey(item.name), text: NameKey(item.text), quantity: item.quantity)
        if let known = pinKeyMemo[asked] { return known }
        let key = BuiltInFoods.pinKey(name: item.name, text: item.text, quantity: item.quantity)
        pinKeyMemo[asked] = key
        return key
    }

    private func lookUpFood(_ name: String) -> Food? {
        if let known = foodMemo[NameKey(name)] { return known }
        let food = foods.find(name)
        foodMemo[NameKey(name)] = food
        return food
    }
}

/// Rounds to a tenth of a gram, as carbohydrate is counted; values beyond any real meal are clamped.
func roundedCarbs(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return (min(max(value, 0), 1e9) * 10).rounded(.toNearestOrAwayFromZero) / 10
}

/// Rounds half away from zero to whole kcal; values beyond any real meal are clamped, never trapped.
func roundedKcal(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let limit = 1e12
    return Int(min(max(value, -limit), limit).rounded(.toNearestOrAwayFromZero))
}

/// What `BuiltInFoods.pinKey` reads of an item, compared byte for byte (`NameKey`): two spellings Unicode calls
/// equal may read differently.
private struct PinKeyQuestion: Hashable {
    var name: NameKey
    var text: NameKey
    var quantity: Quantity
}
