import DaybookCore
import DaybookPlatform

/// `daybook report`: a period day by day, with a bar chart and a summary, as text, Markdown, CSV or JSON.
enum ReportCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let format = try ReportFormat(invocation)
        let request = PeriodRequest(invocation)
        let session = try Session(invocation, host: host)
        let weekStart = host.localSettings.settings.weekStart ?? WeekStart(defaultFor: host.language)
        var asked: Result<Period, CommandFailure>?
        let resolved = ResolvedJournal(session, host: host) { config in
            let today = config.dayBoundary.journalDate(of: session.now)
            let period = Result { () throws(CommandFailure) in
                try request.period(
                    endingOn: session.date(config), today: today, weekStart: weekStart,
                    command: invocation.runningCommand)
            }
            asked = period
            return (try? period.get()).map { .range($0.range) } ?? .dates([])
        }
        guard let asked else { throw .runtime(.journalReadWithoutDays) }
        let period = try asked.get()
        let report = Report(journal: resolved.journal, period: period, now: session.now, resolved: resolved.days)
        let (glucose, glucoseProblems) = GlucoseReport.read(
            report, journal: resolved.journal, fileSystem: host.fileSystem)
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
        let problems = report.diagnostics + glucoseProblems + resolved.estimatorDiagnostics
        if let tally = DiagnosticText.tally(problems, language) { host.writeError(tally) }
        Teardown.skip(resolved, report)
        return 0
    }
}
