import DaybookCore

/// `daybook export`: every entry of a period (default: the whole journal) as CSV or JSON, or the doses and meals as
/// Nightscout treatments.
enum ExportCommand: Command {
    struct Options: JournalOptions {
        let format = OptionKey(
            "--format", "format", choosing: ExportCommand.ExportFormat.self,
            help: Localized(en: "csv (default), json or nightscout.", ja: "csv(既定)、json、nightscout。"))
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
        let journal = OptionKey.journal
        let now = OptionKey.now
    }

    static let spec = CommandSpec(
        name: "export",
        abstract: Localized(
            en: "Write every entry as CSV or JSON, or the doses and meals as Nightscout treatments.",
            ja: "すべての記録を CSV か JSON で、または投与と食事を Nightscout の treatments として"
                + "書き出します。"),
        discussion: Localized(
            en: "csv and json give each entry with its day, time, slot, kind and text, its items with kcal and source, "
                + "and doses with their units. nightscout gives a JSON array for Nightscout's /api/v1/treatments: "
                + "doses with their units and their insulin named as xDrip names it (the brand written, else the "
                + "dose's first alias that is a brand), meals as notes with their kcal, each created_at in local time "
                + "with its UTC offset. Entries without a time are left out, with a warning. Uploading is up to you, "
                + "e.g. with curl.",
            ja: "csv と json は記録ごとに日付・時刻・食事の区分・種類・本文を、品目ごとに kcal と出どころを、投与には"
                + "単位数を書き出します。nightscout は Nightscout の /api/v1/treatments 用の JSON 配列で、投与は"
                + "単位数と xDrip と同じインスリン名(書かれた商品名、なければ別名のうち最初の商品名)、食事は "
                + "kcal 付きのメモ、created_at は UTC オフセット付きの現地時刻です。時刻のない記録は警告を出して"
                + "省きます。アップロードはご自分でどうぞ(例: curl)。"),
        options: Options())

    enum ExportFormat: String, CaseIterable {
        case csv
        case json
        case nightscout
    }

    static func run(_ invocation: Invocation<ExportCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let format = invocation.format ?? .csv
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
            host.writeOut(empty(format))
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
        case .nightscout:
            let (treatments, untimed, later) = NightscoutTreatments.render(
                report.days, doses: resolved.journal.config.doses,
                utcOffset: host.utcOffset)
            host.writeOut(treatments.text + "\n")
            let leftOut =
                untimed.map { ($0, CommandMessage.untimedNotExported($0.text)) }
                + later.map { ($0, CommandMessage.laterDoseNotExported($0.text)) }
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
        }
    }
}
