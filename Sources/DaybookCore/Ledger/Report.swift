/// A period's days, each summarised by the same functions as `status`, and what they add up to.
public struct Report: Sendable {
    public var period: Period
    public var now: LocalDateTime
    /// One per date of the period, in order; a day with nothing written is there, empty.
    public var days: [DaySummary]
    public var summary: ReportSummary
    /// The journal's problems (configuration, files read) and those of the period's days.
    public var diagnostics: [Diagnostic]
    /// Every day's entries are in `days`: no day's numbers came from the report cache. What shows entries (the
    /// HTML page, one row per item, glucose around meals) needs it.
    public var hasEntries: Bool

    /// `resolved` holds the days read (see `Journal.resolvedDays`); dates it lacks are empty days.
    public init(journal: Journal, period: Period, now: LocalDateTime, resolved: [ResolvedDay]) {
        var byDate: [LocalDate: ResolvedDay] = [:]
        for resolvedDay in resolved { byDate[resolvedDay.day.date] = resolvedDay }
        let found = byDate
        // Years of days are summarised on every core.
        days = period.dates.concurrentMap(minimumCount: 128) { date in
            if let cached = journal.cachedDays[date] { return DaySummary(cached: cached, journal: journal, now: now) }
            let day = found[date] ?? ResolvedDay(day: journal.day(date), entries: [], diagnostics: [])
            return DaySummary(journal: journal, resolved: day, now: now)
        }
        self.period = period
        self.now = now
        hasEntries = journal.cachedDays.isEmpty
        summary = ReportSummary(days: days, doses: journal.config.doses)
        diagnostics = (journal.diagnostics + days.flatMap(\.diagnostics)).sorted(by: Diagnostic.inFileOrder)
    }
}
