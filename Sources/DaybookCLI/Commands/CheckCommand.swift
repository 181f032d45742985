import DaybookCore

/// `daybook check`: reads every file, resolves every entry, and prints each problem with its line and a caret.
enum CheckCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let session = try Session(invocation, host: host)
        let resolved = ResolvedJournal(session, host: host) { _ in .all }
        let journal = resolved.journal
        var diagnostics =
            journal.diagnostics + resolved.estimatorDiagnostics + WrittenLines.problems(journal, session)
            + SyncSetup.suggestions(
                for: session.location, fileSystem: host.fileSystem,
                currentDirectory: host.currentDirectory)
        let boundary = journal.config.dayBoundary
        for day in resolved.days {
            diagnostics +=
                day.day.diagnostics + day.diagnostics
                + LaterDoses.warnings(in: day.day, now: session.now, boundary: boundary)
        }
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
            out += DiagnosticText.full(
                diagnostic, path: session.displayPath(diagnostic.file), style: style,
                language: host.language)
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        out +=
            StatusWords.checked(
                files: journal.filesRead, days: journal.days.count, errors: errors,
                warnings: diagnostics.count - errors
            ).text(host.language) + "\n"
        host.writeOut(out)
        Teardown.skip(resolved, diagnostics)
        return errors > 0 ? CommandFailure.runtimeExitCode : 0
    }
}
