import DaybookCore

/// `daybook check`: reads every file, resolves every entry, and prints each problem with its line and a caret.
enum CheckCommand {
    static func run(_ invocation: Invocation, host: Host) throws(Failure) -> Int32 {
        let session = try Session(invocation, host: host)
        let journal = JournalReader(fileSystem: host.fileSystem).read(session.location, selection: .all,
                                                                      listingCache: session.listingCache)
        let estimation = Estimation(host: host)
        let history = journal.history
        var diagnostics = journal.diagnostics + estimation.diagnostics
        // An external estimator is not asked about the whole history: pins and the built-in table answer.
        let (primary, fallback) = estimation.estimators(askExternal: false)
        let pinTime = estimation.pinTime()
        let resolved = journal.resolvedDays {
            journal.resolver(estimator: primary, fallback: fallback, history: history, pinTime: pinTime)
        }
        for day in resolved.days { diagnostics += day.day.diagnostics + day.diagnostics }
        estimation.savePins(resolved.pins, journal: journal, history: history)
        if invocation.flag("--strict") {
            for index in diagnostics.indices where diagnostics[index].topic == .conflict {
                diagnostics[index].severity = .error
            }
        }
        diagnostics.sort(by: Diagnostic.inFileOrder)
        let style = Style(host: host)
        var out = ""
        for diagnostic in diagnostics {
            out += DiagnosticText.full(diagnostic, path: session.displayPath(diagnostic.file), style: style)
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let problems = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map(counted)
        let summary = problems.isEmpty ? "no problems" : problems.joined(separator: ", ")
        out += "\(counted(journal.filesRead, "file")), \(counted(journal.days.count, "day")): \(summary)\n"
        writeOut(out)
        return errors > 0 ? Failure.runtimeExitCode : 0
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
