/// What the built-in table would change today in items its earlier answers pinned: a newer table changes no past
/// day by itself (pins win), so `daybook resolve --estimates` shows these and re-pins them only when asked.
public struct TablePinChange: Sendable {
    /// The pin the items read now.
    public var pin: PinnedEstimates.Pin
    /// What the table says for the same food now.
    public var table: KcalValues
    /// One item it is for, as written, and how many items of the period read it.
    public var example: String
    public var items: Int
    /// The period's kcal and carbohydrate under the pin and under the table, summed over those items.
    public var kcal: (pinned: Int, table: Int)
    public var carbs: (pinned: Double?, table: Double?)

    /// The re-pin that makes the table's answer the one every device reads, made at `at` (or at the pin's own
    /// time, on a clock that is behind it).
    public func repin(at: String) -> PinnedEstimates.Pin {
        PinnedEstimates.Pin(
            key: pin.key, values: table, estimator: pin.estimator, at: max(at, pin.at), replaces: pin.at)
    }

    /// The changes in `days`: every item read from a pin the built-in table made whose kcal or carbohydrate the
    /// table gives differently now, one change per pin, in the order the period first reads them.
    public static func find(in days: [ResolvedDay], pinned: PinnedEstimates) -> [TablePinChange] {
        var changes: [TablePinChange] = []
        var index: [NameKey: Int] = [:]
        let table = StubEstimator()
        for day in days {
            for entry in day.entries {
                for item in entry.items {
                    guard case .pinned(let estimator) = item.source, estimator == StubEstimator.name else { continue }
                    let meal = item.item
                    let key = BuiltInFoods.pinKey(name: meal.name, text: meal.text, quantity: meal.quantity)
                    guard let pin = pinned.find(key),
                        case .values(let values) = table.estimate(
                            EstimateRequest(text: meal.text, key: meal.name, quantity: meal.quantity, parts: meal.parts)
                        ),
                        let kcal = values.kcal(for: meal.quantity)
                    else { continue }
                    let now = roundedKcal(kcal)
                    let carbs = meal.explicitCarbs ?? values.carbs(for: meal.quantity).map(roundedCarbs)
                    if let at = index[NameKey(key)] {
                        changes[at].add(pinned: item, table: now, carbs: carbs)
                        continue
                    }
                    guard values != pin.values else { continue }
                    index[NameKey(key)] = changes.count
                    var change = TablePinChange(
                        pin: pin, table: values, example: meal.text, items: 0, kcal: (0, 0), carbs: (0, 0))
                    change.add(pinned: item, table: now, carbs: carbs)
                    changes.append(change)
                }
            }
        }
        return changes
    }

    private mutating func add(pinned item: ResolvedItem, table: Int, carbs tableCarbs: Double?) {
        items += 1
        kcal = (kcal.pinned + item.kcal, kcal.table + table)
        carbs = (
            carbs.pinned.flatMap { sum in item.carbs.map { roundedCarbs(sum + $0) } },
            carbs.table.flatMap { sum in tableCarbs.map { roundedCarbs(sum + $0) } }
        )
    }
}
