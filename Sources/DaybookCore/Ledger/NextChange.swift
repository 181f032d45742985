extension DaySummary {
    /// Whether the summary shows a time relative to now ("2h10m ago"), which goes stale every minute.
    public var showsRelativeTimes: Bool {
        isToday && doses.contains { $0.state == .logged && !$0.times.isEmpty }
    }

    /// Whether the day shown is the journal day of `now`.
    public var isToday: Bool {
        boundary.journalDate(of: now) == date
    }

    /// The next moment, after `now`, at which time alone changes what this summary says: the day rolls over, a
    /// dose window opens or closes, a dose written for later than now comes due to be counted, or (when relative
    /// times are shown) the next minute. nil for a day that is not
    /// today, whose answer time cannot change.
    public func nextChange() -> LocalDateTime? {
        guard isToday else { return nil }
        let offset = boundary.offset(of: now.time)
        var minutesAhead = 1440 - offset
        for dose in doses where dose.state == .upcoming || dose.state == .due {
            guard let window = dose.window else { continue }
            for edge in [window.start, window.end] {
                let edgeOffset = boundary.offset(of: edge)
                if edgeOffset > offset { minutesAhead = min(minutesAhead, edgeOffset - offset) }
            }
        }
        for dose in doses {
            for time in dose.later where boundary.offset(of: time) > offset {
                minutesAhead = min(minutesAhead, boundary.offset(of: time) - offset)
            }
        }
        if showsRelativeTimes { minutesAhead = 1 }
        return now.adding(minutes: minutesAhead)
    }
}
