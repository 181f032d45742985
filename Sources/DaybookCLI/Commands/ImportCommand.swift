import DaybookCore

/// `daybook import glucose FILE…`: readings from device exports, appended to the journal's glucose files.
enum ImportCommand: Command {
    struct Options: JournalOptions {
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [journal, now] }
    }

    static let spec = CommandSpec(
        name: "import",
        abstract: Localized(
            en: "Import glucose readings from Nightscout, LibreView or Dexcom Clarity exports into the "
                + "journal.",
            ja: "Nightscout、LibreView、Dexcom Clarity のエクスポートから血糖値をジャーナルに"
                + "取り込みます。"),
        discussion: Localized(
            en: "Reads each FILE — Nightscout entries as JSON, a LibreView glucose CSV or a Dexcom Clarity CSV, told "
                + "apart by their contents — and appends the readings to glucose/YYYY-MM.csv in the journal (local "
                + "time, mg/dL, source), one write per month's file. Readings already there are not added again, so "
                + "importing the same file twice adds nothing. A row that cannot be read is reported with its line and "
                + "the rest is imported; a file that cannot be read as a whole gives no readings at all. Exits 1 when "
                + "anything was reported as an error.",
            ja: "FILE ごとに中身から形式(Nightscout の entries の JSON、LibreView の血糖 CSV、Dexcom Clarity の "
                + "CSV)を見分けて読み、血糖値をジャーナルの glucose/YYYY-MM.csv に追記します(現地時刻、mg/dL、"
                + "出どころ)。月のファイルごとに 1 回の書き込みです。すでにある値は加えないので、同じファイルを 2 回"
                + "取り込んでも何も増えません。読めない行はその行を示して報告し、残りは取り込みます。ファイル全体が"
                + "読めなければ何も取り込みません。エラーを報告したときは終了コード 1 で終わります。"),
        arguments: [
            CommandSpec.Argument(
                name: "kind", kind: .choice(["glucose"]),
                help: Localized(en: "What to import: glucose.", ja: "取り込むもの: glucose。")),
            CommandSpec.Argument(
                name: "file", kind: .path,
                help: Localized(en: "One or more export files.", ja: "エクスポートしたファイル(1 つ以上)。"),
                isVariadic: true),
        ],
        options: Options())

    static func run(_ invocation: Invocation<ImportCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let command = invocation.command
        guard invocation.arguments.first == "glucose" else {
            throw .usage(.importGlucose, command: command)
        }
        // The parser has required a file.
        let files = invocation.arguments.dropFirst()
        let session = try Session(invocation, host: host)
        let style = Style(enabled: false)
        let language = host.language
        // Nightscout gives UTC; the readings are kept on the journal's clock (`timezone:`, else the machine's).
        let config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        let zone: TimeZoneRules
        switch config.timeZoneRules(environment: host.environment, fileSystem: host.fileSystem) {
        case .success(let rules):
            zone = rules
        case .failure(let unusable):
            let problem = unusable.diagnostic
            host.writeError(
                DiagnosticText.full(problem, path: session.displayPath(problem.file), style: style, language: language))
            return CommandFailure.runtimeExitCode
        }
        var readings: [GlucoseReading] = []
        var failed = false
        for file in files {
            let path = file.hasPrefix("/") ? file : host.currentDirectory + "/" + file
            let bytes: [UInt8]
            do {
                bytes = try host.fileSystem.read(path)
            } catch {
                failed = true
                let problem = Diagnostic(
                    .error, file: file,
                    message: CommandMessage.importUnreadable(reason: error.reasonText),
                    hint: CommandMessage.nothingImported)
                host.writeError(DiagnosticText.full(problem, path: file, style: style, language: language))
                continue
            }
            let imported = GlucoseImport.read(bytes, file: file, utcOffset: zone.offset(atUTC:))
            for diagnostic in imported.diagnostics {
                host.writeError(
                    DiagnosticText.full(
                        diagnostic, path: VisibleText.escaped(file), style: style,
                        language: language))
            }
            failed = failed || imported.diagnostics.contains { $0.severity == .error }
            if let format = imported.format, !imported.refused {
                host.writeOut(GlucoseImportText.read(imported, format: format).text(language) + "\n")
                readings += imported.readings
            }
        }
        let writer = GlucoseStoreWriter(fileSystem: host.fileSystem, location: session.location)
        let (outcomes, failure) = writer.append(readings)
        for outcome in outcomes {
            let written = GlucoseImportText.written(outcome, path: session.displayPath(outcome.path))
            host.writeOut(written.text(language) + "\n")
        }
        if let (month, failure) = failure {
            let error = CommandFailure(failure)
            host.writeError(error.message(language))
            host.writeError(CommandMessage.laterMonthsNotWritten(month: "\(month)").text(language) + "\n")
            return CommandFailure.runtimeExitCode
        }
        return failed ? CommandFailure.runtimeExitCode : 0
    }
}
