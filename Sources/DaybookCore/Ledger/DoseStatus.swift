/// Where a configured dose stands on one day.
public struct DoseStatus: Sendable, Hashable {
    public enum State: String, Sendable, Hashable {
        /// As many doses as `per_day`.
        case taken
        /// More than `per_day`: a health risk worth shouting about.
        case duplicate
        /// The window ended (or, without a window, the day ended) short of `per_day`.
        case missed
        /// Inside the window, or no window and the day not over, short of `per_day`.
        case due
        /// Before the window opens.
        case upcoming
        /// Not scheduled (no `per_day`): only counted.
        case logged
        /// Not more than `per_day` on a day a file of which could not be read, or holding a line about this insulin
        /// that could not be read as a dose: the dose may be there, so it is neither taken, missed nor due.
        case unknown
    }

    public var name: String
    public var state: State
    public var count: Int
    public var units: Double
    /// Times of the doses counted that were written with a time, in day order.
    public var times: [TimeOfDay]
    /// Times of the doses written for later than now (`DayBoundary.isLater`): not taken yet, so not counted.
    public var later: [TimeOfDay]
    public var window: DoseWindow?
    public var perDay: Int?

    /// The one dose-status function: `now` decides whether a window has opened or closed, and which doses have
    /// happened (one written for a time later than now is not counted); `incomplete` (a file of the day could not
    /// be read, or a line about this insulin could not be read as a dose) makes a count not more than `per_day`
    /// unknown.
    public init(
        _ dose: DoseDefinition, entries: [Entry], date: LocalDate, now: LocalDateTime,
        boundary: DayBoundary, incomplete: Bool = false
    ) {
        let written = entries.compactMap { entry in entry.dose?.name == dose.name ? (entry, entry.dose) : nil }
        let doses = written.filter { !boundary.isLater($0.0.time, inJournalDay: date, than: now) }
        later = written.filter { boundary.isLater($0.0.time, inJournalDay: date, than: now) }.compactMap { $0.0.time }
        name = dose.name
        count = doses.count
        units = doses.reduce(0) { $0 + ($1.1?.units ?? 0) }
        times = doses.compactMap { $0.0.time }
        window = dose.window
        perDay = dose.perDay
        state = DoseStatus.state(dose, count: count, date: date, now: now, boundary: boundary, incomplete: incomplete)
    }

    private static func state(
        _ dose: DoseDefinition, count: Int, date: LocalDate, now: LocalDateTime,
        boundary: DayBoundary, incomplete: Bool
    ) -> State {
        guard let perDay = dose.perDay else { return .logged }
        // More than per_day is certain whatever an unread file holds; as many might be one too many.
        if count > perDay { return .duplicate }
        if incomplete { return .unknown }
        if count == perDay { return .taken }
        let today = boundary.journalDate(of: now)
        if date < today { return .missed }
        if date > today { return .upcoming }
        let offset = boundary.offset(of: now.time)
        guard let window = dose.window else { return .due }
        if offset < boundary.offset(of: window.start) { return .upcoming }
        if offset < boundary.offset(of: window.end) { return .due }
        return .missed
    }
}
