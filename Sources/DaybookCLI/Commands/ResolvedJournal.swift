import DaybookCore

/// A journal read with every selected day resolved: what `check`, `report`, `calendar` and `export` work from.
/// Looking back never asks an external estimator (years of history are not sent anywhere): pins and the built-in
/// table answer, and what the days taught is pinned so that `status` knows it.
struct ResolvedJournal {
    let journal: Journal
    let days: [ResolvedDay]
    /// Problems with this machine's estimator settings.
    let estimatorDiagnostics: [Diagnostic]

    init(_ session: Session, host: Host, selecting choose: (Config) -> DaySelection) {
        let settings = JournalReader(fileSystem: host.fileSystem).readSettings(session.location)
        self.init(session, host: host, settings: settings, selection: choose(settings.config))
    }

    /// With the root's settings read already.
    init(_ session: Session, host: Host, settings: JournalSettings, selection: DaySelection) {
        journal = JournalReader(fileSystem: host.fileSystem).read(
            session.location, settings: settings, listingCache: session.listingCache, selection: selection)
        let estimation = Estimation(host: host)
        let history = journal.history
        let (primary, fallback) = estimation.estimators(askExternal: false)
        let pinTime = estimation.pinTime()
        let journal = journal
        let resolved = journal.resolvedDays {
            journal.resolver(estimator: primary, fallback: fallback, history: history, pinTime: pinTime)
        }
        estimation.savePins(resolved.pins, journal: journal, history: history)
        days = resolved.days
        estimatorDiagnostics = estimation.diagnostics
    }
}
