import DaybookCore

/// A period's days summarised for a report that shows numbers only (`JournalReader.readSummaries`): through this
/// machine's report cache unless `cached` is false, and a run of days at a time over years, so that a century of
/// entries is never held at once. Estimates are made and pinned as for `ResolvedJournal`.
struct SummarisedJournal {
    let journal: Journal
    let days: [DaySummary]
    /// Problems with this machine's estimator settings.
    let estimatorDiagnostics: [Diagnostic]
    /// Whether pins or lessons were written to the pin log (the report cache reads it again then).
    let pinsWritten: Bool

    init(_ session: Session, host: Host, settings: JournalSettings, period: Period, cached: Bool) {
        let estimation = Estimation(host: host)
        let (primary, fallback) = estimation.estimators(askExternal: false)
        let cache: ReportCache? =
            if cached, let folder = host.cacheFolder, let program = host.programIdentity {
                ReportCache.load(
                    ReportCacheFile(folder: folder, now: host.wallClock(), program: program),
                    location: session.location, settings: settings,
                    estimators: [primary?.name ?? "", fallback?.name ?? ""].joined(separator: "\n"),
                    today: settings.config.dayBoundary.journalDate(of: session.now), fileSystem: host.fileSystem)
            } else {
                nil
            }
        let pinTime = estimation.pinTime()
        let read = JournalReader(fileSystem: host.fileSystem).readSummaries(
            session.location, settings: settings, listingCache: session.listingCache, period: period,
            now: session.now, reportCache: cache
        ) { journal, history in
            journal.resolver(estimator: primary, fallback: fallback, history: history, pinTime: pinTime)
        }
        pinsWritten = estimation.savePins(read.pins, journal: read.journal, history: read.history)
        journal = read.journal
        days = read.days
        estimatorDiagnostics = estimation.diagnostics
    }
}
