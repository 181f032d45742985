import DaybookCore

/// `daybook calendar`: a month grid, each day marked by its doses and coloured by its intake.
enum CalendarCommand: Command {
    struct Options: DayOptions {
        let month = OptionKey(
            "--month", "month", .month,
            help: Localized(
                en: "The month (default: the month of --date).",
                ja: "表示する月(既定: --date の月)。"), parse: RelativeMonth.init)
        let date = OptionKey.date(
            Localized(
                en: "A day of the month to show when --month is not given (default: today).",
                ja: "--month がないときに表示する月の中の 1 日(既定: 今日)。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [month, date, journal, now] }
    }

    static let spec = CommandSpec(
        name: "calendar",
        abstract: Localized(
            en: "Show a month like cal, each day marked by its doses and its intake.",
            ja: "cal のように 1 か月を表示し、各日に投与と摂取の印を付けます。"),
        discussion: Localized(
            en: "Marks: ✓ every scheduled dose taken, ✗ one missed, ‼ one taken too often, · nothing written, ○ still "
                + "due, ? unknown (a file of the day, or a line about insulin, could not be read); + after a day over "
                + "target. A day's number is also green within target and red over it. Below the grid: the month's adherence and the average "
                + "time of each scheduled dose. Weeks start on Monday in English and on Sunday in Japanese "
                + "('week_starts' in this machine's config.yaml changes it).",
            ja: "印: ✓ 予定の投与をすべて打った、✗ 打ち忘れ、‼ 打ちすぎ、· 記録なし、○ まだ、? 不明(その日の"
                + "ファイルか、インスリンについての行を読めなかった)。目標を超えた日には + が付きます。日付の数字も目標内なら緑、超えたら"
                + "赤になります。表の下にはその月の実施率と、予定の投与それぞれの平均時刻を表示します。週の始まりは"
                + "日本語では日曜、英語では月曜です(このマシンの config.yaml の「week_starts」で変えられます)。"),
        options: Options())

    static func run(_ invocation: Invocation<CalendarCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let requested = invocation.month
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
