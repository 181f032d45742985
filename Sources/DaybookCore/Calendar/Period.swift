/// A run of whole journal days, first to last inclusive: what a report or a calendar covers.
public struct Period: Sendable, Hashable {
    public let first: LocalDate
    public let last: LocalDate

    /// nil when `last` comes before `first`.
    public init?(first: LocalDate, last: LocalDate) {
        guard first <= last else { return nil }
        self.first = first
        self.last = last
    }

    /// The `count` days ending on `last`; nil for a count below 1 or before year 1.
    public init?(days count: Int, endingOn last: LocalDate) {
        guard count >= 1, let first = last.adding(days: -(count - 1)) else { return nil }
        self.init(first: first, last: last)
    }

    /// The week holding `date`, from `start` (Monday to Sunday, or Sunday to Saturday), as the calendar shows it.
    public init?(weekOf date: LocalDate, startingOn start: WeekStart = .monday) {
        guard let first = date.adding(days: -start.position(of: date)), let last = first.adding(days: 6) else {
            return nil
        }
        self.init(first: first, last: last)
    }

    /// The whole month.
    public init?(year: Int, month: Int) {
        guard let first = LocalDate(year: year, month: month, day: 1),
            let last = LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))
        else {
            return nil
        }
        self.init(first: first, last: last)
    }

    /// `YYYY-MM`.
    public init?(month text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        self.init(year: year, month: month)
    }

    public var count: Int { last.dayNumber - first.dayNumber + 1 }

    /// Every date, first to last.
    public var dates: [LocalDate] {
        (first.dayNumber...last.dayNumber).compactMap(LocalDate.init(dayNumber:))
    }

    public var range: ClosedRange<LocalDate> { first...last }
}
