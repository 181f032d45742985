import DaybookCore

/// `daybook export`: every entry of a period (default: the whole journal) as CSV or JSON, or the doses, readings and
/// meals as Nightscout treatments (API v1 or v3), or the request that takes back what daybook sent for the period.
enum ExportCommand: Command {
    struct Options: JournalOptions {
        let format = OptionKey(
            "--format", "format", choosing: ExportCommand.ExportFormat.self,
            help: Localized(
                en: "csv (default), json, nightscout or nightscout-v3.",
                ja: "csv(既定)、json、nightscout、nightscout-v3。"))
        let from = OptionKey(
            "--from", "date", .date,
            help: Localized(
                en: "The first day (default: the journal's first); at most 100 years before the "
                    + "last.",
                ja: "最初の日(既定: ジャーナルの最初の日)。最後の日から最長 100 年前まで。"), parse: RelativeDate.init)
        let to = OptionKey(
            "--to", "date", .date,
            help: Localized(
                en: "The last day (default: the journal's last).",
                ja: "最後の日(既定: ジャーナルの最後の日)。"), parse: RelativeDate.init)
        let deleteQuery = OptionKey(
            flag: "--delete-query",
            help: Localized(
                en: "With a nightscout format: print the path and query of the DELETE request that takes back "
                    + "the treatments daybook sent for these days, instead of the treatments.",
                ja: "nightscout の形式で: treatments の代わりに、これらの日について daybook が送った "
                    + "treatments を取り消す DELETE 要求のパスとクエリを出力します。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [format, from, to, deleteQuery, journal, now] }
    }

    static let spec = CommandSpec(
        name: "export",
        abstract: Localized(
            en: "Write every entry as CSV or JSON, or the doses, readings and meals as Nightscout treatments.",
            ja: "すべての記録を CSV か JSON で、または投与・血糖・食事を Nightscout の treatments として"
                + "書き出します。"),
        discussion: Localized(
            en: "csv and json give each entry with its day, time, slot, kind and text, its items with kcal and source, "
                + "and doses with their units. nightscout gives a JSON array for Nightscout's /api/v1/treatments, "
                + "nightscout-v3 one document a line for /api/v3/treatments: rapid-acting doses as boluses, "
                + "long-acting ones as notes that no insulin on board counts, insulin named as xDrip names it, "
                + "readings as sensor or finger-stick checks, meals as notes with their kcal, each time in the "
                + "journal's time zone (timezone: in daybook.yaml, else the machine's). Entries without a time are "
                + "left out, with a warning. --delete-query prints the request that takes back what daybook sent "
                + "for the same days, to send before uploading them again. Uploading is up to you (docs/EXPORTS.md).",
            ja: "csv と json は記録ごとに日付・時刻・食事の区分・種類・本文を、品目ごとに kcal と出どころを、投与には"
                + "単位数を書き出します。nightscout は Nightscout の /api/v1/treatments 用の JSON 配列、"
                + "nightscout-v3 は /api/v3/treatments 用の 1 行 1 件の文書です。超速効型・速効型はボーラス、"
                + "持効型はインスリン残量に数えられないメモ、インスリン名は xDrip の名前、血糖はセンサーか指先の"
                + "測定、食事は kcal 付きのメモとし、時刻はジャーナルのタイムゾーン(daybook.yaml の timezone:、"
                + "なければこの機械のもの)で書きます。時刻のない記録は警告を出して省きます。--delete-query は、"
                + "同じ日について daybook が前に送ったものを取り消す要求を出力します。アップロードし直す前に送って"
                + "ください。アップロードはご自分でどうぞ(docs/EXPORTS.md)。"),
        options: Options())

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

    static func run(_ invocation: Invocation<ExportCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let format = invocation.format ?? .csv
        let deleteQuery = invocation.deleteQuery
        if deleteQuery, format.api == nil {
            throw .usage(.deleteQueryNeedsNightscout, command: invocation.command)
        }
        let session = try Session(invocation, host: host)
        var from: LocalDate?
        var to: LocalDate?
        let resolved = ResolvedJournal(session, host: host) { config in
            let today = config.dayBoundary.journalDate(of: session.now)
            from = invocation.from.map { $0.date(today: today) }
            to = invocation.to.map { $0.date(today: today) }
            if let from, let to, to < from || to.dayNumber - from.dayNumber >= PeriodRequest.maximumDays {
                return .dates([])
            }
            return from == nil && to == nil ? .all : .range((from ?? .earliest)...(to ?? .latest))
        }
        if let from, let to, to < from {
            throw .usage(.fromAfterTo(from: from, to: to), command: invocation.command)
        }
        if let from, let to, case let days = to.dayNumber - from.dayNumber + 1, days > PeriodRequest.maximumDays {
            throw .usage(
                .periodTooLong(first: from, last: to, days: days, limit: PeriodRequest.maximumDays),
                command: invocation.command)
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
