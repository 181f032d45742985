import DaybookCore

/// `daybook check`: reads every file, resolves every entry, and prints each problem with its line and a caret.
enum CheckCommand: Command {
    struct Options: JournalOptions {
        let strict = OptionKey(
            flag: "--strict",
            help: Localized(
                en: "Count what sync tools and merges leave behind (git conflict "
                    + "markers, Syncthing conflict copies) as errors.",
                ja: "同期ツールやマージが残したもの(git の衝突マーカー、Syncthing の"
                    + "衝突コピー)をエラーとして数えます。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [strict, journal, now] }
    }

    static let spec = CommandSpec(
        name: "check",
        abstract: Localized(
            en: "Check the whole journal and report problems like a compiler.",
            ja: "ジャーナル全体を調べ、問題をコンパイラーのように報告します。"),
        discussion: Localized(
            en: "Prints each problem as 'file:line:column: error|warning: message' with the line and "
                + "a caret. Exits 1 when there are errors.",
            ja: "問題を 1 つずつ「ファイル:行:桁: エラー|警告: 内容」の形で、その行と位置を示す "
                + "^ とともに表示します。エラーがあれば終了コード 1 で終わります。"),
        options: Options())

    static func run(_ invocation: Invocation<CheckCommand>, host: Host) throws(CommandFailure) -> Int32 {
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
        if invocation.strict {
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
