import DaybookCore
import DaybookPlatform

/// `daybook report`: a period day by day, with a bar chart and a summary, as text, Markdown, CSV or JSON.
enum ReportCommand: Command {
    /// What `--by` makes a row of instead of a day.
    enum ReportRow: String, CaseIterable {
        case item
    }

    struct Options: DayOptions, FormatOptions {
        let days = OptionKey(
            "--days", "n", .count(1...PeriodRequest.maximumDays),
            help: Localized(
                en: "The n days ending on --date (default: the last 7 days).",
                ja: "--date で終わる n 日間(既定: 直近 7 日間)。"), parse: { Int($0) })
        let week = OptionKey(
            flag: "--week",
            help: Localized(
                en: "The week of --date, from the first day the calendar shows (Monday, or Sunday with "
                    + "week_starts: sunday or in Japanese).",
                ja: "--date を含む週。カレンダーと同じ曜日から(日本語では日曜から、英語では月曜から。"
                    + "week_starts で変えられます)。"))
        let month = OptionKey(
            "--month", "month", .month, help: Localized(en: "A whole month.", ja: "1 か月全体。"), parse: RelativeMonth.init)
        let from = OptionKey(
            "--from", "date", .date,
            help: Localized(
                en: "The first day (with --to, or up to --date); a period is at most 100 years.",
                ja: "最初の日(--to まで、なければ --date まで)。期間は最長 100 年です。"), parse: RelativeDate.init)
        let to = OptionKey(
            "--to", "date", .date, help: Localized(en: "The last day.", ja: "最後の日。"), parse: RelativeDate.init)
        let format = OptionKey(
            "--format", "format", choosing: ReportFormat.Name.self,
            help: Localized(
                en: "text (default), md (a Markdown table to paste into a note), csv (one row per "
                    + "day), json, or html (a printable page with glucose, doses and intake).",
                ja: "text(既定)、md(メモに貼れる Markdown の表)、csv(1 日 1 行)、json、html"
                    + "(血糖値・投与・摂取量を載せた印刷用のページ)。"))
        let json = OptionKey.json
        let glucoseProfile = OptionKey(
            flag: "--glucose-profile",
            help: Localized(
                en: "With text: glucose by time of day instead of the days, the 5th, 25th, 50th, 75th and 95th "
                    + "percentiles of each hour over the period.",
                ja: "text で、日ごとの代わりに時間帯ごとの血糖値を表示します。期間中の各時間の 5・25・50・"
                    + "75・95 パーセンタイルです。"))
        let by = OptionKey(
            "--by", "row", choosing: ReportRow.self,
            help: Localized(
                en: "item: with --format csv, one row per food item, with the source of its kcal, "
                    + "instead of per day.",
                ja: "item: --format csv で、1 日 1 行の代わりに品目ごとに 1 行(kcal の出どころ"
                    + "付き)。"))
        let date = OptionKey.date(
            Localized(
                en: "The day --days, --week and --from end with (default: today).",
                ja: "--days、--week、--from の期間が終わる日(既定: 今日)。"))
        let noCache = OptionKey(
            flag: "--no-cache",
            help: Localized(
                en: "Read every file, leaving this machine's report cache alone: without it, days before yesterday "
                    + "of files unchanged since an earlier report are taken from it.",
                ja: "すべてのファイルを読み、この機械のレポート用キャッシュを使いません。既定では、前回のレポートから"
                    + "変わっていないファイルの一昨日以前の日はキャッシュから取ります。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] {
            [days, week, month, from, to, format, json, glucoseProfile, by, date, noCache, journal, now]
        }
    }

    static let spec: CommandSpec = {
        let options = Options()
        return CommandSpec(
            name: "report",
            abstract: Localized(
                en: "Show a period day by day: intake against target, each dose, averages, streaks and "
                    + "patterns.",
                ja: "期間を 1 日ずつ表示します: 目標に対する摂取量、各投与、平均、連続記録、傾向。"),
            discussion: Localized(
                en:
                    "One row per day with a bar of intake against the target, then a summary: average intake, days within "
                    + "and over target, how often each scheduled dose was taken exactly, its average time (around midnight "
                    + "too), streaks of days with every scheduled dose taken, and when unscheduled doses such as "
                    + "rapid-acting insulin are taken by weekday. Averages count complete days: days before today with "
                    + "entries. Numbers are the ones status shows. With glucose readings (written in the journal or "
                    + "imported with 'daybook import glucose'): per day and for the period the readings, mean, SD, CV, "
                    + "GMI, time in, below and above range and the sensor's coverage, and glucose at each dose and around "
                    + "each meal. --format html writes one self-contained page to print or send. daybook shows what "
                    + "happened and gives no advice on doses.",
                ja: "1 日 1 行で目標に対する摂取量を棒グラフにし、続けてまとめを表示します: 平均摂取量、目標内と目標"
                    + "超えの日数、予定の投与をきちんと打った割合と平均時刻(深夜をまたいでも)、予定の投与をすべて"
                    + "打った日の連続記録、超速効型インスリンなど予定のない投与を打つ時間帯の曜日ごとの傾向。平均は"
                    + "記録のある今日より前の日(完了した日)で数えます。数値は status と同じです。血糖値があれば"
                    + "(ジャーナルに書いたものか「daybook import glucose」で取り込んだもの)、日ごとと期間全体の件数・"
                    + "平均・SD・CV・GMI・範囲内/範囲未満/範囲超えの割合・センサーの記録率と、投与時と食事前後の血糖値も"
                    + "表示します。--format html は印刷や送付向けの単独の 1 ページを書きます。daybook はあったことを示す"
                    + "だけで、投与量について助言しません。"),
            options: options,
            exclusions: [
                CommandSpec.Exclusion(
                    choices: [[options.days], [options.week], [options.month], [options.from, options.to]],
                    hint: Localized(en: "choose one period", ja: "期間は 1 つだけ選んでください")),
                .jsonOrFormat(options.format),
            ])
    }()

    static func run(_ invocation: Invocation<ReportCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let format = try ReportFormat(invocation)
        let request = PeriodRequest(invocation)
        let session = try Session(invocation, host: host)
        let weekStart = host.localSettings.settings.weekStart ?? WeekStart(defaultFor: host.language)
        let settings = JournalReader(fileSystem: host.fileSystem).readSettings(session.location)
        let period = try request.period(
            endingOn: session.date(settings.config), today: settings.config.dayBoundary.journalDate(of: session.now),
            weekStart: weekStart, command: invocation.command)
        let report: Report
        let journal: Journal
        let estimatorDiagnostics: [Diagnostic]
        var saveCache: (Report) -> Void = { _ in }
        // Formats that show entries, and glucose (which pairs readings with meals and doses), need every entry;
        // the others, each day's numbers only: those days may come from the report cache, and years of them are
        // read a run at a time.
        let glucoseFiles = !GlucoseStore.fileNames(
            GlucoseStore.months(for: period), in: session.location, fileSystem: host.fileSystem
        ).isEmpty
        if format.showsOnlyNumbers, !glucoseFiles {
            let read = SummarisedJournal(
                session, host: host, settings: settings, period: period, cached: !invocation.noCache)
            journal = read.journal
            estimatorDiagnostics = read.estimatorDiagnostics
            report = Report(journal: journal, period: period, now: session.now, summaries: read.days)
            saveCache = { report in
                ReportCache.save(journal, report: report, pinsWritten: read.pinsWritten, fileSystem: host.fileSystem)
            }
        } else {
            let resolved = ResolvedJournal(session, host: host, settings: settings, selection: .range(period.range))
            journal = resolved.journal
            estimatorDiagnostics = resolved.estimatorDiagnostics
            report = Report(journal: journal, period: period, now: session.now, resolved: resolved.days)
        }
        let (glucose, glucoseProblems) = GlucoseReport.read(report, journal: journal, fileSystem: host.fileSystem)
        let style = Style(host: host)
        let language = host.language
        switch format {
        case .text:
            let width = host.stdoutIsTerminal ? Terminal.width() : 80
            host.writeOut(
                ReportText.render(
                    report, width: width, style: style, language: language,
                    weekStart: weekStart)
                    + GlucoseReportText.render(glucose, period: report.period, language: language))
        case .glucoseProfile:
            host.writeOut(GlucoseProfileText.render(report, glucose, style: style, language: language))
        case .markdown: host.writeOut(ReportMarkdown.render(report, language: language, weekStart: weekStart))
        case .csv: host.writeOut(ReportCSV.render(report))
        case .itemCSV: host.writeOut(EntryCSV.render(report.days, kinds: [EntryCSV.Kind.meal]))
        case .json: host.writeOut(GlucoseJSON.adding(glucose, to: ReportJSON.render(report)).text + "\n")
        case .html: host.writeOut(ReportHTML.render(report, glucose: glucose, language: language, weekStart: weekStart))
        }
        let problems = report.diagnostics + glucoseProblems + estimatorDiagnostics
        if let tally = DiagnosticText.tally(problems, language) { host.writeError(tally) }
        saveCache(report)
        Teardown.skip(journal, report)
        return 0
    }
}
