import DaybookCore

/// `daybook import glucose FILE…`: readings from device exports, appended to the journal's glucose files.
enum ImportCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let command = invocation.runningCommand
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
