import DaybookCore

/// A journal read with every selected day resolved: what `check`, `report`, `calendar` and `export` work from.
/// Looking back never asks an external estimator (years of history are not sent anywhere): pins and the built-in
/// table answer, and what the days taught is pinned so that `status` knows it.
struct ResolvedJournal {
    let journal: Journal
    let days: [ResolvedDay]
    /// Problems with this machine's estimator settings.
    let estimatorDiagnostics: [Diagnostic]
    /// Whether pins or lessons were written to the pin log.
    let pinsWritten: Bool

    /// With `reportCache` (asked once the days are chosen; nil: none), settled days of unchanged files come from the
    /// report cache instead of their files (`ReportCache`); `ReportCache.save` writes it again afterwards.
    init(
        _ session: Session, host: Host, reportCache: () -> ReportCacheFile? = { nil },
        selecting choose: (Config) -> DaySelection
    ) {
        let reader = JournalReader(fileSystem: host.fileSystem)
        let settings = reader.readSettings(session.location)
        let selection = choose(settings.config)
        let estimation = Estimation(host: host)
        let (primary, fallback) = estimation.estimators(askExternal: false)
        let cache = reportCache().flatMap { file in
            ReportCache.load(
                file, location: session.location, settings: settings,
                estimators: [primary?.name ?? "", fallback?.name ?? ""].joined(separator: "\n"),
                today: settings.config.dayBoundary.journalDate(of: session.now), fileSystem: host.fileSystem)
        }
        journal = reader.read(
            session.location, settings: settings, listingCache: session.listingCache, selection: selection,
            reportCache: cache)
        let history = journal.history
        let pinTime = estimation.pinTime()
        let journal = journal
        let resolved = journal.resolvedDays {
            journal.resolver(estimator: primary, fallback: fallback, history: history, pinTime: pinTime)
        }
        pinsWritten = estimation.savePins(resolved.pins, journal: journal, history: history)
        days = resolved.days
        estimatorDiagnostics = estimation.diagnostics
    }
}
