import DaybookCore

/// `daybook status`: the kcal left and the dose status of one day, as text, JSON or a status-bar line.
enum StatusCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let format = try invocation.format(StatusFormat.text)
        let session = try Session(invocation, host: host)
        let reader = JournalReader(fileSystem: host.fileSystem)
        let journal = reader.read(session.location, listingCache: session.listingCache) { config in
            DaySummary.selection(for: session.date(config))
        }
        let date = session.date(journal.config)
        let estimation = Estimation(host: host)
        // Status bars run this every few seconds: they show what is pinned and never wait for an estimator.
        let ask = format == .text || format == .json
        var resolver = estimation.resolver(for: journal, askExternal: ask)
        var summary = DaySummary(journal: journal, date: date, now: session.now, resolver: resolver)
        if ask, estimation.waitForAnswers() {
            resolver = estimation.resolver(for: journal)
            summary = DaySummary(journal: journal, date: date, now: session.now, resolver: resolver)
        }
        estimation.savePins(resolver.newPins, journal: journal)
        summary.diagnostics += estimation.diagnostics
        // The last glucose reading means reading this month's glucose file: not for status bars, which run often.
        if summary.isToday, ask {
            (summary.latestGlucose, summary.diagnostics) = GlucoseStatusText.latest(summary, journal: journal, host: host)
        }
        host.writeOut(format.render(summary, path: session.displayPath, style: Style(host: host)))
        return format == .i3blocks && I3BlocksStatus.isUrgent(summary) ? I3BlocksStatus.urgentExitCode : 0
    }
}
