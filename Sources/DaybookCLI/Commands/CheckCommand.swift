import DaybookCore

/// `daybook check`: reads every file, resolves every entry, and prints each problem with its line and a caret.
enum CheckCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let session = try Session(invocation, host: host)
        let resolved = ResolvedJournal(session, host: host) { _ in .all }
        let journal = resolved.journal
        var diagnostics = journal.diagnostics + resolved.estimatorDiagnostics + WrittenLines.warnings(journal, session)
            + SyncSetup.suggestions(for: session.location, fileSystem: host.fileSystem,
                                    currentDirectory: host.currentDirectory)
        for day in resolved.days { diagnostics += day.day.diagnostics + day.diagnostics }
        diagnostics += GlucoseStore.problems(in: journal.location, fileSystem: host.fileSystem)
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
        let problems = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map(Format.counted)
        let summary = problems.isEmpty ? "no problems" : problems.joined(separator: ", ")
        out += "\(Format.counted(journal.filesRead, "file")), \(Format.counted(journal.days.count, "day")): \(summary)\n"
        host.writeOut(out)
        Teardown.skip(resolved, diagnostics)
        return errors > 0 ? CommandFailure.runtimeExitCode : 0
    }
}
