import DaybookCore

/// `daybook export`: every entry of a period (default: the whole journal) as CSV or JSON, or the doses, readings and
/// meals as Nightscout treatments (API v1 or v3), or the request that takes back what daybook sent for the period.
enum ExportCommand {
    enum ExportFormat: String, CaseIterable {
        case csv
        case json
        case nightscout
        case nightscoutV3 = "nightscout-v3"

        var api: NightscoutTreatments.API? {
            switch self {
            case .csv, .json: return nil
            case .nightscout: return .v1
            case .nightscoutV3: return .v3
            }
        }
    }

    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let format = try invocation.format(ExportFormat.csv)
        let deleteQuery = invocation.flag("--delete-query")
        if deleteQuery, format.api == nil {
            throw .usage(.deleteQueryNeedsNightscout, command: invocation.runningCommand)
        }
        let session = try Session(invocation, host: host)
        var from: LocalDate?
        var to: LocalDate?
        let resolved = ResolvedJournal(session, host: host) { config in
            let today = config.dayBoundary.journalDate(of: session.now)
            from = invocation.date("--from").map { $0.date(today: today) }
            to = invocation.date("--to").map { $0.date(today: today) }
            if let from, let to, to < from || to.dayNumber - from.dayNumber >= PeriodRequest.maximumDays {
                return .dates([])
            }
            return from == nil && to == nil ? .all : .range((from ?? .earliest)...(to ?? .latest))
        }
        if let from, let to, to < from {
            throw .usage(.fromAfterTo(from: from, to: to), command: invocation.runningCommand)
        }
        if let from, let to, case let days = to.dayNumber - from.dayNumber + 1, days > PeriodRequest.maximumDays {
            throw .usage(
                .periodTooLong(first: from, last: to, days: days, limit: PeriodRequest.maximumDays),
                command: invocation.runningCommand)
        }
        let dates = resolved.days.map(\.day.date)
        guard let first = from ?? dates.min(), let last = to ?? dates.max(),
            let period = Period(first: first, last: last)
        else {
            // Nothing to take back is no request at all.
            host.writeOut(deleteQuery ? "" : empty(format))
            return 0
        }
        guard period.count <= PeriodRequest.maximumDays else {
            throw .runtime(.exportTooLong(first: first, last: last, limit: PeriodRequest.maximumDays))
        }
        let report = Report(journal: resolved.journal, period: period, now: session.now, resolved: resolved.days)
        let problems = report.diagnostics + resolved.estimatorDiagnostics
        switch format {
        case .csv:
            host.writeOut(EntryCSV.render(report.days))
        case .json:
            host.writeOut(ExportJSON.render(report).text + "\n")
        case .nightscout, .nightscoutV3:
            let config = resolved.journal.config
            let zone: TimeZoneRules
            switch config.timeZoneRules(environment: host.environment, fileSystem: host.fileSystem) {
            case .success(let rules):
                zone = rules
            case .failure(let unusable):
                host.writeError(
                    DiagnosticText.full(
                        unusable.diagnostic, path: session.displayPath(unusable.diagnostic.file),
                        style: Style(enabled: false), language: host.language))
                return CommandFailure.runtimeExitCode
            }
            if deleteQuery {
                host.writeOut(
                    NightscoutTreatments.deleteQuery(period: period, boundary: config.dayBoundary, zone: zone))
                break
            }
            let export = NightscoutTreatments.export(report.days, doses: config.doses, zone: zone)
            host.writeOut(
                format.api == .v3
                    ? NightscoutTreatments.v3(export.treatments) : NightscoutTreatments.v1(export.treatments))
            let leftOut =
                export.untimed.map { ($0, CommandMessage.untimedNotExported($0.text)) }
                + export.later.map { ($0, CommandMessage.laterDoseNotExported($0.text)) }
                + export.kindUnknown.map { ($0, CommandMessage.doseKindNotKnown($0.text, dose: $0.dose?.name ?? "")) }
            for (entry, message) in leftOut.sorted(by: { $0.0.location < $1.0.location }) {
                let warning = Diagnostic(
                    .warning, file: entry.location.file, line: entry.location.line, message: message)
                host.writeError(
                    DiagnosticText.header(
                        warning, path: session.displayPath(entry.location.file),
                        style: Style(enabled: false), language: host.language) + "\n")
            }
        }
        if let tally = DiagnosticText.tally(problems, host.language) { host.writeError(tally) }
        Teardown.skip(resolved, report)
        return 0
    }

    private static func empty(_ format: ExportFormat) -> String {
        switch format {
        case .csv: return EntryCSV.render([])
        case .json: return JSON.object([("from", .null), ("to", .null), ("entries", .array([]))]).text + "\n"
        case .nightscout: return "[]\n"
        case .nightscoutV3: return ""
        }
    }
}
