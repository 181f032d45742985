/// Dose lines written for a time later than now. `DoseStatus` does not count them until their time comes; each is
/// worth a warning, since the usual cause is a dose taken after midnight written on the new calendar day's log,
/// which (before `day_starts`) means the night to come.
public enum LaterDoses {
    /// A warning for each dose line of `day` later than `now` (`DayBoundary.isLater`), naming the moment it is
    /// written for (`- 02:00` on 12-01's log is 12-02 02:00 with day_starts 04:00).
    public static func warnings(in day: Day, now: LocalDateTime, boundary: DayBoundary) -> [Diagnostic] {
        day.entries.compactMap { entry in
            guard entry.dose != nil, boundary.isLater(entry.time, inJournalDay: day.date, than: now) else {
                return nil
            }
            let written = entry.time.map { "\($0)" } ?? ""
            // 02:00 on the new calendar day's log: the night to come, not the night gone.
            let afterMidnight = entry.time.map { $0 < boundary.dayStarts } ?? false
            return Diagnostic.warning(
                JournalMessage.doseLaterThanNow(
                    date: entry.time.map { boundary.moment(of: $0, inJournalDay: day.date).date } ?? day.date,
                    time: entry.time, now: now),
                at: entry.location, column: column(of: written, in: entry.sourceLine),
                sourceLine: entry.sourceLine,
                hint: afterMidnight ? .moveLaterDose(dayStarts: boundary.dayStarts) : JournalMessage.fixLaterDoseTime)
        }
    }

    /// The 1-based character column of `text` in `line`, or 0 when the line writes it otherwise.
    private static func column(of text: String, in line: String) -> Int {
        guard !text.isEmpty, let range = line.firstRange(of: text) else { return 0 }
        return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }
}
