import DaybookCore

/// `daybook report`: a period day by day, with a bar chart and a summary, as text, Markdown, CSV or JSON.
enum ReportCommand {
    static func run(_ invocation: Invocation, host: Host) throws(Failure) -> Int32 {
        let format = try ReportFormat(invocation)
        let request = try PeriodRequest(invocation)
        let session = try Session(invocation, host: host)
        var period: Period?
        let resolved = ResolvedJournal(session, host: host) { config in
            period = request.period(endingOn: session.date(config))
            return period.map { .range($0.range) } ?? .dates([])
        }
        guard let period else {
            throw request.failure(endingOn: session.date(resolved.journal.config), command: invocation.runningCommand)
        }
        let report = Report(journal: resolved.journal, period: period, now: session.now, resolved: resolved.days)
        let style = Style(host: host)
        switch format {
        case .text:
            let width = host.stdoutIsTerminal ? Terminal.width() : 80
            writeOut(ReportText.render(report, width: width, style: style))
        case .markdown: writeOut(ReportMarkdown.render(report))
        case .csv: writeOut(ReportCSV.render(report))
        case .itemCSV: writeOut(EntryCSV.render(report.days, kinds: [EntryCSV.Kind.meal]))
        case .json: writeOut(ReportJSON.render(report).text + "\n")
        }
        let problems = report.diagnostics + resolved.estimatorDiagnostics
        if let tally = DiagnosticText.tally(problems) { writeError(tally) }
        Teardown.skip(resolved, report)
        return 0
    }
}

/// The shapes a report takes.
enum ReportFormat {
    case text
    case markdown
    case csv
    /// `--format csv --by item`.
    case itemCSV
    case json

    /// The names `--format` takes.
    private enum Name: String, CaseIterable {
        case text
        case md
        case csv
        case json
    }

    init(_ invocation: Invocation) throws(Failure) {
        let command = invocation.runningCommand
        let name = try invocation.format(Name.text)
        let byItem: Bool
        switch invocation.value("--by") {
        case nil: byItem = false
        case "item": byItem = true
        case let other?: throw .usage("--by takes 'item', not '\(other)'", command: command)
        }
        switch (name, byItem) {
        case (.text, false): self = .text
        case (.md, false): self = .markdown
        case (.csv, false): self = .csv
        case (.csv, true): self = .itemCSV
        case (.json, false): self = .json
        case (.text, true), (.md, true), (.json, true):
            throw .usage("--by item needs --format csv", command: command)
        }
    }
}
