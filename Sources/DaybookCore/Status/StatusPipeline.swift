/// The one way a day's status is worked out, for every surface that shows one: `status` in each format, `add` and
/// `dose` after writing, `watch` on each redraw, and the language server. Each of them renders the `DaySummary` this
/// returns and computes nothing of its own, so the number, the dose status and what needs attention are the same
/// everywhere.
///
/// The steps, in order: read the configuration, then the files of the day shown and the day before (the listing
/// cache keeps that cheap on years of history); resolve the day; wait for estimates asked for and, if some came,
/// resolve again; pin what estimators said and what the days read taught; gather every problem — configuration,
/// files read, the day's lines, the estimator's settings — into the summary.
public struct StatusPipeline {
    public let fileSystem: any FileSystem
    public let location: JournalLocation
    /// Where folder listings are remembered between runs; nil to list every folder.
    public let listingCache: ListingCacheFile?

    public init(fileSystem: any FileSystem, location: JournalLocation, listingCache: ListingCacheFile? = nil) {
        self.fileSystem = fileSystem
        self.location = location
        self.listingCache = listingCache
    }

    /// The status of `date` (nil: the journal day of `now`, which depends on `day_starts`) as seen at `now`.
    public func run(date requested: LocalDate?, now: LocalDateTime, estimation: some StatusEstimation) -> DayStatus {
        let journal = JournalReader(fileSystem: fileSystem).read(location, listingCache: listingCache) { config in
            DaySummary.selection(for: requested ?? config.dayBoundary.journalDate(of: now))
        }
        let date = requested ?? journal.config.dayBoundary.journalDate(of: now)
        let (primary, fallback) = estimation.estimators
        let history = journal.history
        let resolve = {
            journal.resolver(estimator: primary, fallback: fallback, history: history, pinTime: estimation.pinTime())
        }
        var resolver = resolve()
        var summary = DaySummary(journal: journal, date: date, now: now, resolver: resolver)
        if estimation.waitForAnswers() {
            resolver = resolve()
            summary = DaySummary(journal: journal, date: date, now: now, resolver: resolver)
        }
        // A log that cannot be written only means asking again next time.
        let wrote = (try? PinnedEstimates.save(resolver.newPins, lessons: journal.historyPins(history), in: location,
                                               fileSystem: fileSystem)) ?? false
        summary.diagnostics += estimation.diagnostics
        return DayStatus(summary: summary, journal: journal, wrotePins: wrote)
    }
}
