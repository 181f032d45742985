/// What `StatusPipeline` found for a day: what every surface renders, and what it was worked out from.
public struct DayStatus: Sendable {
    /// Everything shown about the day: balance, doses, yesterday's doses, attention, every problem.
    public var summary: DaySummary
    /// What was read: the configuration, foods, pins, and the day and the day before.
    public var journal: Journal
    /// Whether pins or lessons were appended to `.daybook/estimates.yaml` (a watcher sees that write).
    public var wrotePins: Bool
}
