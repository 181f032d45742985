/// What the journal itself teaches: an item written with kcal (`curry rice 850kcal`) gives that food's value per
/// unit (or per 100 g or ml), and later items without kcal reuse it — the most recent before them wins. The journal
/// becomes the food table at no extra effort.
public struct History: Sendable {
    public static let estimator = "history"

    /// Where an observation was made: the journal day and minutes after its `day_starts`.
    public struct Position: Sendable, Hashable, Comparable {
        public var day: LocalDate
        public var minute: Int

        public init(day: LocalDate, minute: Int) {
            self.day = day
            self.minute = minute
        }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.day.dayNumber, lhs.minute) < (rhs.day.dayNumber, rhs.minute)
        }
    }

    /// What one explicit item taught, and where in its day: a day's part of the history, which the report cache
    /// keeps beside the day's numbers so that the days after it learn it without the day being read.
    struct Lesson: Sendable, Hashable {
        /// The food's name in matching form.
        var key: String
        var values: KcalValues
        /// Minutes after `day_starts`.
        var minute: Int
    }

    /// Per food name, observations in position order.
    private var observations: [NameKey: [(position: Position, values: KcalValues)]] = [:]

    public init() {}

    /// Records what an explicit item taught at `position`. The list is changed in place and searched by halves: a
    /// food written with its kcal every day for a century is 36,500 lessons, learnt in a few milliseconds.
    mutating func learn(_ key: String, _ values: KcalValues, at position: Position) {
        let name = NameKey(key)
        let (index, repeated) =
            observations[name].map { list in
                let index = Self.count(in: list) { $0 <= position }
                return (index, index > 0 && list[index - 1].position == position && list[index - 1].values == values)
            } ?? (0, false)
        if repeated { return }
        observations[name, default: []].insert((position, values), at: index)
    }

    /// Everything taught, by food name (in matching form), each name's in position order.
    var everything: [(key: String, observations: [(position: Position, values: KcalValues)])] {
        observations.map { ($0.key.text, $0.value) }
    }

    /// The latest value taught for `key` (in matching form) strictly before `position`.
    public func values(for key: String, before position: Position) -> KcalValues? {
        guard let list = observations[NameKey(key)] else { return nil }
        let index = Self.count(in: list) { $0 < position }
        return index > 0 ? list[index - 1].values : nil
    }

    /// How many observations at the start of `list` (in position order) have a position for which `holds` is true,
    /// `holds` being true up to some point and false after it.
    private static func count(
        in list: [(position: Position, values: KcalValues)], where holds: (Position) -> Bool
    ) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if holds(list[middle].position) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The latest value taught for each name, with where: what `check` and `watch` pin for `status`.
    var latest: [(key: String, position: Position, values: KcalValues)] {
        observations.compactMap { key, list in list.last.map { (key.text, $0.position, $0.values) } }
            .sorted { $0.key < $1.key }
    }

    /// What an explicit item teaches about one unit (or 100 g or ml) of its food, carbohydrate too when it is written;
    /// nil for activity and empties.
    static func lesson(from item: MealItem) -> KcalValues? {
        guard let kcal = item.explicitKcal, kcal > 0, !item.name.isEmpty, item.quantity.amount > 0 else { return nil }
        let value = Double(kcal)
        let scale = item.quantity.unit == .count ? 1 / item.quantity.amount : 100 / item.quantity.amount
        let carbs = item.explicitCarbs.map { $0 * scale }
        switch item.quantity.unit {
        case .count: return KcalValues(perUnit: value * scale, carbs: CarbValues(perUnit: carbs))
        case .gram: return KcalValues(per100g: value * scale, carbs: CarbValues(per100g: carbs))
        case .milliliter: return KcalValues(per100ml: value * scale, carbs: CarbValues(per100ml: carbs))
        }
    }

    /// The log line that pins what the journal taught, so `status` knows it without reading every day.
    static func line(key: String, values: KcalValues, position: Position) -> String {
        "- {key: \(YAMLScalar.render(key)), \(fields(values)), estimator: \(estimator), day: \(position.day), "
            + "minute: \(position.minute)}"
    }
}
