import DaybookCore

/// What `add` and `dose` share: the day and time to write, the append itself, and the report afterwards.
struct EntryWriting {
    let session: Session
    let config: Config
    let date: LocalDate
    let time: TimeOfDay

    init(_ invocation: Invocation, host: Host) throws(Failure) {
        session = try Session(invocation, host: host)
        config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        date = session.date(config)
        if let text = invocation.value("--time") {
            guard let time = TimeOfDay(text) else {
                throw .usage("'\(text)' is not a time; write HH:MM, e.g. 12:30", command: invocation.runningCommand)
            }
            self.time = time
        } else {
            time = session.now.time
        }
    }

    /// Appends `entry` to the day's log; `refusal` may stop it under the lock.
    func write(_ entry: String, unless refusal: (Journal) -> String? = { _ in nil }) throws(Failure)
        -> JournalWriter.Appended {
        let writer = JournalWriter(fileSystem: session.host.fileSystem, location: session.location, config: config)
        do {
            return try writer.append(entry, to: date, unless: refusal)
        } catch {
            throw Failure(error)
        }
    }

    /// Where the entry went, what its items counted, and the day's status line afterwards.
    func report(_ appended: JournalWriter.Appended) -> String {
        let journal = JournalReader(fileSystem: session.host.fileSystem)
            .read(session.location, selection: DaySummary.selection(for: date))
        let estimation = Estimation(host: session.host)
        var resolver = estimation.resolver(for: journal)
        var summary = DaySummary(journal: journal, date: date, now: session.now, resolver: resolver)
        if estimation.waitForAnswers() {
            resolver = estimation.resolver(for: journal)
            summary = DaySummary(journal: journal, date: date, now: session.now, resolver: resolver)
        }
        estimation.savePins(resolver.newPins, journal: journal)
        var out = (appended.created ? "created " : "added to ") + "\(session.displayPath(appended.file)):\(appended.line)\n"
        if let written = summary.entries.first(where: {
            $0.entry.location == SourceLocation(file: appended.file, line: appended.line)
        }) {
            let width = written.items.map { TerminalWidth.of($0.item.text) }.max() ?? 0
            for item in written.items {
                let pad = String(repeating: " ", count: width - TerminalWidth.of(item.item.text))
                let mark = item.pending ? "…" : item.source.isApproximate ? "≈" : " "
                out += "  \(item.item.text)\(pad)  \(mark)\(Format.whole(item.kcal)) kcal  \(item.source)"
                    + (item.pending ? " (estimate pending)" : "") + "\n"
            }
        }
        for diagnostic in summary.diagnostics where diagnostic.file == appended.file && diagnostic.line == appended.line {
            out += DiagnosticText.header(diagnostic, path: session.displayPath(diagnostic.file), style: Style(enabled: false))
                + "\n"
        }
        return out + StatusLine.plain(summary) + "\n"
    }

    /// Rejects an entry the grammar cannot read, showing why; nothing is written.
    func validate(_ entry: String) throws(Failure) {
        let location = SourceLocation(file: "(entry)", line: 1)
        let errors = NewEntryLine.errors(in: entry, doses: config.doses, location: location)
        guard errors.isEmpty else {
            throw .badInput(errors.map { diagnostic in
                DiagnosticText.full(diagnostic, path: "(entry)", style: Style(enabled: false))
            }.joined() + "nothing was written\n")
        }
        let result = EntryParser(doses: config.doses).parse(line: entry, contentStart: 2, location: location)
        guard result.entry != nil else { throw .badInput("Error: the entry has no text; nothing was written\n") }
    }
}
