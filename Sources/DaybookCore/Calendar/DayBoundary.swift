/// Where one journal day ends and the next begins (`day_starts` in daybook.yaml).
///
/// A person eating at 01:30 after a late shift is still in the evening's day; so "today" is the date of
/// (now − day_starts), and within a day times are ordered from `dayStarts`, not from midnight.
public struct DayBoundary: Hashable, Sendable {
    public let dayStarts: TimeOfDay

    public init(dayStarts: TimeOfDay) {
        self.dayStarts = dayStarts
    }

    /// 04:00, when no configuration says otherwise.
    public static let standard = DayBoundary(dayStarts: TimeOfDay(unchecked: 240))

    /// The journal day that `now` falls in.
    public func journalDate(of now: LocalDateTime) -> LocalDate {
        if now.time >= dayStarts { return now.date }
        return now.date.adding(days: -1) ?? now.date
    }

    /// When, on the calendar, an entry at `time` in journal day `day` happened: a time before `dayStarts` is
    /// after midnight, on the next date. The inverse of `journalDate(of:)`.
    public func moment(of time: TimeOfDay, inJournalDay day: LocalDate) -> LocalDateTime {
        guard time < dayStarts, let next = day.adding(days: 1) else { return LocalDateTime(date: day, time: time) }
        return LocalDateTime(date: next, time: time)
    }

    /// Minutes from the start of the journal day to `time` (0..<1440); orders a day's entries.
    public func offset(of time: TimeOfDay) -> Int {
        let minutes = time.minutes - dayStarts.minutes
        return minutes >= 0 ? minutes : minutes + 1440
    }

    /// Whether an entry at `time` in journal day `day` is later than `now`: every entry of a day still to come, and
    /// on today one written for a time not yet reached. Such an entry has not happened, so a dose there is not taken
    /// yet. An entry without a time on today is not later: it cannot say.
    public func isLater(_ time: TimeOfDay?, inJournalDay day: LocalDate, than now: LocalDateTime) -> Bool {
        let today = journalDate(of: now)
        if day != today { return day > today }
        guard let time else { return false }
        return offset(of: time) > offset(of: now.time)
    }
}
