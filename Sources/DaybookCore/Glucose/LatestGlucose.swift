/// The last glucose reading before now, for `status`: from the journal's lines of the day and the day before, and
/// from the glucose files of this month (and the month before, when this one has none yet).
public struct LatestGlucose: Sendable, Hashable {
    public var reading: GlucoseReading
    /// Whole minutes from the reading's minute to now's.
    public var minutesAgo: Int
    /// The journal's unit, for showing it.
    public var unit: GlucoseUnit

    /// The latest reading at or before `now`, with problems found in the glucose files read. `journal` must hold
    /// `date` and the day before (`DaySummary.selection(for:)`).
    public static func find(in journal: Journal, date: LocalDate, now: LocalDateTime, fileSystem: any FileSystem)
        -> (latest: LatestGlucose?, diagnostics: [Diagnostic])
    {
        let limit = now.minuteNumber * 60 + 59
        let boundary = journal.config.dayBoundary
        var candidates: [GlucoseReading] = []
        for day in [date.adding(days: -1), date].compactMap({ $0 }) {
            for entry in journal.day(day).entries {
                guard let reading = entry.glucose, let time = entry.time else { continue }
                candidates.append(
                    GlucoseReading(
                        at: boundary.moment(of: time, inJournalDay: day), mgdl: reading.mgdl,
                        source: .journal))
            }
        }
        var diagnostics: [Diagnostic] = []
        var month = GlucoseMonth(now.date)
        for _ in 0..<2 {
            let (stored, found) = GlucoseStore.read(month...month, in: journal.location, fileSystem: fileSystem)
            diagnostics += found
            let usable = stored.filter { $0.second <= limit }
            candidates += usable
            guard usable.isEmpty, let previous = month.previous else { break }
            month = previous
        }
        let latest = candidates.filter { $0.second <= limit }.max { $0.second < $1.second }
        return (
            latest.map {
                LatestGlucose(
                    reading: $0, minutesAgo: max(0, now.minuteNumber - $0.time.minuteNumber),
                    unit: journal.config.glucose.unit)
            }, diagnostics
        )
    }
}
