/// A period's days, each summarised by the same functions as `status`, and what they add up to.
public struct Report: Sendable {
    public var period: Period
    public var now: LocalDateTime
    /// One per date of the period, in order; a day with nothing written is there, empty.
    public var days: [DaySummary]
    public var summary: ReportSummary
    /// The journal's problems (configuration, files read) and those of the period's days.
    public var diagnostics: [Diagnostic]
    /// Every day's entries are in `days`: none came from the report cache or was let go once summarised. What
    /// shows entries (the HTML page, one row per item, glucose around meals) needs it.
    public var hasEntries: Bool

    /// `resolved` holds the days read (see `Journal.resolvedDays`); dates it lacks are empty days.
    public init(journal: Journal, period: Period, now: LocalDateTime, resolved: [ResolvedDay]) {
        self.init(
            journal: journal, period: period, now: now,
            summaries: Report.summaries(journal: journal, dates: period.dates, now: now, resolved: resolved))
    }

    /// `summaries` are the period's days in order, as `summaries(journal:dates:now:resolved:)` makes them (a run of
    /// days at a time, for a report over a century).
    public init(journal: Journal, period: Period, now: LocalDateTime, summaries: [DaySummary]) {
        days = summaries
        self.period = period
        self.now = now
        hasEntries = !summaries.contains(where: \.entriesDropped)
        summary = ReportSummary(days: days, doses: journal.config.doses)
        diagnostics = (journal.diagnostics + days.flatMap { $0.diagnostics }).sorted(by: Diagnostic.inFileOrder)
    }

    /// The summary of each of `dates`: from the report cache when it holds the day, else of the day as resolved
    /// (`resolved`; a date it lacks is an empty day). Years of days are summarised on every core.
    public static func summaries(
        journal: Journal, dates: [LocalDate], now: LocalDateTime, resolved: [ResolvedDay]
    ) -> [DaySummary] {
        var byDate: [LocalDate: ResolvedDay] = [:]
        for resolvedDay in resolved { byDate[resolvedDay.day.date] = resolvedDay }
        let found = byDate
        return dates.concurrentMap(minimumCount: 128) { date in
            if let cached = journal.cachedDays[date] { return DaySummary(cached: cached, journal: journal, now: now) }
            let day = found[date] ?? ResolvedDay(day: journal.day(date), entries: [], diagnostics: [])
            return DaySummary(journal: journal, resolved: day, now: now)
        }
    }
}
