import DaybookCore

/// `daybook calendar`: a month grid, each day marked by its doses and coloured by its intake.
enum CalendarCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let requested = invocation.month("--month")
        let session = try Session(invocation, host: host)
        var month: Period?
        let resolved = ResolvedJournal(session, host: host) { config in
            let day = session.date(config)
            let today = config.dayBoundary.journalDate(of: session.now)
            month = requested.map { $0.period(today: today) } ?? Period(year: day.year, month: day.month)
            return month.map { .range($0.range) } ?? .dates([])
        }
        guard let month else { throw .runtime(.noMonthHolds(session.date(resolved.journal.config))) }
        let report = Report(journal: resolved.journal, period: month, now: session.now, resolved: resolved.days)
        let weekStart = host.localSettings.settings.weekStart ?? WeekStart(defaultFor: host.language)
        host.writeOut(
            CalendarText.render(
                report, style: Style(host: host), language: host.language,
                weekStart: weekStart))
        if let tally = DiagnosticText.tally(report.diagnostics + resolved.estimatorDiagnostics, host.language) {
            host.writeError(tally)
        }
        Teardown.skip(resolved, report)
        return 0
    }
}
