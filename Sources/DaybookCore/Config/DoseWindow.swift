/// When a scheduled dose is due, in wall-clock times; it may run past midnight but not past `day_starts`.
public struct DoseWindow: Sendable, Hashable, CustomStringConvertible {
    public var start: TimeOfDay
    public var end: TimeOfDay

    public init(start: TimeOfDay, end: TimeOfDay) {
        self.start = start
        self.end = end
    }

    /// `HH:MM-HH:MM`.
    public var description: String { "\(start)-\(end)" }

    /// Parses `22:00-23:00` (an en dash works too).
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingSpaces }
        guard parts.count == 2, let start = TimeOfDay(parts[0]), let end = TimeOfDay(parts[1]) else { return nil }
        self.init(start: start, end: end)
    }
}
