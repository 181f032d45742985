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

    /// Per food name, observations in position order.
    private var observations: [NameKey: [(position: Position, values: KcalValues)]] = [:]

    public init() {}

    /// Records what an explicit item taught at `position`.
    mutating func learn(_ key: String, _ values: KcalValues, at position: Position) {
        var list = observations[NameKey(key), default: []]
        let index = list.firstIndex { position < $0.position } ?? list.count
        if index > 0, list[index - 1].position == position, list[index - 1].values == values { return }
        list.insert((position, values), at: index)
        observations[NameKey(key)] = list
    }

    /// The latest value taught for `key` (in matching form) strictly before `position`.
    public func values(for key: String, before position: Position) -> KcalValues? {
        observations[NameKey(key)]?.last { $0.position < position }?.values
    }

    /// The latest value taught for each name, with where: what `check` and `watch` pin for `status`.
    var latest: [(key: String, position: Position, values: KcalValues)] {
        observations.compactMap { key, list in list.last.map { (key.text, $0.position, $0.values) } }
            .sorted { $0.key < $1.key }
    }

    /// What an explicit item teaches about one unit (or 100 g or ml) of its food; nil for activity and empties.
    static func lesson(from item: MealItem) -> KcalValues? {
        guard let kcal = item.explicitKcal, kcal > 0, !item.name.isEmpty, item.quantity.amount > 0 else { return nil }
        let value = Double(kcal)
        switch item.quantity.unit {
        case .count: return KcalValues(perUnit: value / item.quantity.amount)
        case .gram: return KcalValues(per100g: value * 100 / item.quantity.amount)
        case .milliliter: return KcalValues(per100ml: value * 100 / item.quantity.amount)
        }
    }

    /// The log line that pins what the journal taught, so `status` knows it without reading every day.
    static func line(key: String, values: KcalValues, position: Position) -> String {
        "- {key: \(YAMLScalar.render(key)), \(fields(values)), estimator: \(estimator), day: \(position.day), "
            + "minute: \(position.minute)}"
    }
}
