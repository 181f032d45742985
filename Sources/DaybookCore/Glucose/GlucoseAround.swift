/// Glucose around a dose or a meal: at the dose (or before the meal) and two hours after. What happened, side by
/// side; daybook draws no conclusion from it.
public struct GlucoseAround: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case dose(name: String, units: Double)
        case meal(slot: Slot?, kcal: Int)
    }

    public var kind: Kind
    /// When the dose or meal happened, on the calendar.
    public var time: LocalDateTime
    /// The entry's text as written.
    public var text: String
    /// At a dose: the reading nearest it, at most `atTolerance` away. Before a meal: the last reading in the
    /// `beforeWindow` up to it.
    public var before: GlucoseReading?
    /// The reading nearest two hours later, at most `afterTolerance` away.
    public var after: GlucoseReading?

    /// Seconds either side of a dose that still count as "at" it.
    public static let atTolerance = 15 * 60
    /// Seconds before a meal in which the last reading counts as "before" it.
    public static let beforeWindow = 60 * 60
    /// "After" is this long after the dose or meal…
    public static let afterDelay = 120 * 60
    /// …give or take this much.
    public static let afterTolerance = 30 * 60

    /// Each timed dose and meal of `entries` (one journal day), with the readings around it; `readings` must be
    /// sorted by time.
    public static func find(
        in entries: [ResolvedEntry], on date: LocalDate, boundary: DayBoundary,
        readings: ArraySlice<GlucoseReading>
    ) -> [GlucoseAround] {
        entries.compactMap { resolved in
            let entry = resolved.entry
            guard let clock = entry.time else { return nil }
            let time = boundary.moment(of: clock, inJournalDay: date)
            let second = time.minuteNumber * 60
            let after = nearest(readings, to: second + afterDelay, within: afterTolerance)
            switch entry.content {
            case .dose(let dose):
                return GlucoseAround(
                    kind: .dose(name: dose.name, units: dose.units), time: time, text: entry.text,
                    before: nearest(readings, to: second, within: atTolerance), after: after)
            case .meal:
                return GlucoseAround(
                    kind: .meal(slot: entry.slot, kcal: resolved.kcal), time: time, text: entry.text,
                    before: last(readings, from: second - beforeWindow, through: second), after: after)
            case .glucose, .cancelled, .notFood:
                return nil
            }
        }
    }

    /// The index of the first reading at or after `second`.
    static func firstIndex(_ readings: ArraySlice<GlucoseReading>, atOrAfter second: Int) -> Int {
        var low = readings.startIndex
        var high = readings.endIndex
        while low < high {
            let middle = (low + high) / 2
            if readings[middle].second < second { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The reading nearest `second`, at most `tolerance` seconds away; the earlier one of two as near.
    static func nearest(_ readings: ArraySlice<GlucoseReading>, to second: Int, within tolerance: Int)
        -> GlucoseReading?
    {
        let index = firstIndex(readings, atOrAfter: second)
        let candidates = [index - 1, index].filter { readings.indices.contains($0) }.map { readings[$0] }
        let best = candidates.min { abs($0.second - second) < abs($1.second - second) }
        return best.flatMap { abs($0.second - second) <= tolerance ? $0 : nil }
    }

    /// The last reading from `start` through `end`.
    static func last(_ readings: ArraySlice<GlucoseReading>, from start: Int, through end: Int) -> GlucoseReading? {
        let index = firstIndex(readings, atOrAfter: end + 1) - 1
        guard readings.indices.contains(index), readings[index].second >= start else { return nil }
        return readings[index]
    }
}
