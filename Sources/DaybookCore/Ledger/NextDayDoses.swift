/// Dose lines in the next day's log that may belong to this day: a dose taken after midnight and written at once in
/// the log named for the new calendar date. A time before `day_starts` in a log is the night after its date, still
/// to come; read on the log's own date, that time has passed. Which the person meant cannot be told, so while such a
/// line stands its dose is `unknown` on this day (neither taken nor due) and another one is refused.
public enum NextDayDoses {
    /// The dose lines of `next` (the log of the journal day after this one) written for a time before `day_starts`
    /// whose moment on `next`'s own date has passed, while the moment the journal reads them as is still to come.
    public static func entries(in next: Day, now: LocalDateTime, boundary: DayBoundary) -> [Entry] {
        next.entries.filter { entry in
            guard entry.dose != nil, let time = entry.time, time < boundary.dayStarts else { return false }
            return LocalDateTime(date: next.date, time: time).minuteNumber <= now.minuteNumber
                && boundary.isLater(time, inJournalDay: next.date, than: now)
        }
    }

    /// A warning for each of `entries(in:now:boundary:)`, said on `date` (the day before `next`).
    public static func warnings(in next: Day, date: LocalDate, now: LocalDateTime, boundary: DayBoundary)
        -> [Diagnostic]
    {
        entries(in: next, now: now, boundary: boundary).compactMap { entry in
            guard let dose = entry.dose, let time = entry.time else { return nil }
            return Diagnostic.warning(
                JournalMessage.doseInNextDayLog(
                    dose: dose.name, written: LocalDateTime(date: next.date, time: time),
                    readAs: boundary.moment(of: time, inJournalDay: next.date), date: date),
                at: entry.location, sourceLine: entry.sourceLine,
                hint: JournalMessage.moveDoseToDayBefore(date: date, dayStarts: boundary.dayStarts))
        }
    }
}
