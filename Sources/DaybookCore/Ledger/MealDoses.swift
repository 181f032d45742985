/// Which meal each rapid-acting dose was taken for: the meal written nearest to it within an hour before or after,
/// so its carbohydrate can stand beside the dose. A record of what was written, never a suggested dose.
public enum MealDoses {
    /// How far apart a dose and its meal may be written.
    public static let window = 60

    /// For each entry index of a dose that is only logged (no `per_day`: rapid-acting), the index of its meal, when
    /// one is within `window` minutes. Entries without a time of their own are paired with nothing; the nearest
    /// meal wins, and of two equally near the one before the dose (the meal it corrects for, or the one it is
    /// taken just before, read from the order the person wrote them in).
    public static func pairs(
        _ entries: [ResolvedEntry], doses: [DoseDefinition], boundary: DayBoundary
    ) -> [Int: Int] {
        let logged = Set(doses.filter { $0.perDay == nil }.map { $0.name })
        // Meals in the order of their minutes (stable: the order written among equals), searched by halves, so a day
        // of many lines costs n log n, not doses times meals.
        let meals = entries.indices.compactMap { index -> (index: Int, minute: Int)? in
            let entry = entries[index]
            guard entry.carbs != nil, let time = entry.entry.time else { return nil }
            return (index, boundary.offset(of: time))
        }.enumerated().sorted { ($0.element.minute, $0.offset) < ($1.element.minute, $1.offset) }.map { $0.element }
        var pairs: [Int: Int] = [:]
        guard !meals.isEmpty else { return pairs }
        for index in entries.indices {
            let entry = entries[index].entry
            guard let dose = entry.dose, logged.contains(dose.name), let time = entry.time else { continue }
            let minute = boundary.offset(of: time)
            // The first meal at or after the dose, and the last one before it.
            var low = 0
            var high = meals.count
            while low < high {
                let middle = (low + high) / 2
                if meals[middle].minute < minute { low = middle + 1 } else { high = middle }
            }
            let before = low > 0 ? meals[low - 1] : nil
            let after = low < meals.count ? meals[low] : nil
            let candidates = [before, after].compactMap { $0 }.filter { abs($0.minute - minute) <= window }
            // Nearer wins; of two as near, the one before the dose.
            if let meal = candidates.min(by: { abs($0.minute - minute) < abs($1.minute - minute) }) {
                pairs[index] = meal.index
            }
        }
        return pairs
    }
}
