import DaybookCore

/// What `add` and `dose` share: the day and time to write, the append itself, and the report afterwards.
struct EntryWriting {
    let session: Session
    let config: Config
    let date: LocalDate
    let time: TimeOfDay

    init<C: Command>(_ invocation: Invocation<C>, host: Host) throws(CommandFailure) where C.Options: EntryOptions {
        session = try Session(invocation, host: host)
        config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        date = session.date(config)
        // The parser has checked that --time is a time.
        time = invocation.time ?? session.now.time
    }

    /// Appends `line` (which the grammar reads as `entry`) to the day's log, ending with a new write id (`WriteID`:
    /// the same line written on two devices stays two lines). A dose line is refused under the lock, exit 3, when
    /// the day's status — with the doses this machine wrote that a sync tool took away — says another one is too
    /// many, or cannot tell (`DoseGuard`), unless `again`.
    /// What was written is remembered on this machine, so that a sync tool putting back an older copy of the file
    /// is noticed.
    func write(_ text: String, reading entry: Entry, again: Bool) throws(CommandFailure) -> JournalWriter.Appended {
        let line = session.host.newWriteID().ending(text)
        let writer = JournalWriter(fileSystem: session.host.fileSystem, location: session.location, config: config)
        let guarded = again ? nil : entry.dose.flatMap { config.dose(named: $0.name) }
        // What this machine wrote to the day: a dose a sync tool took away still counts.
        let written =
            guarded == nil
            ? []
            : WrittenLines(session, config: config).map { written in
                written.log.records(today: written.today).filter { $0.day == date }
            } ?? []
        let appended: JournalWriter.Appended
        do {
            appended = try writer.append(line, to: date) { journal in
                guarded.flatMap { DoseGuard.refusal($0, in: journal, date: date, now: session.now, written: written) }
            }
        } catch {
            throw CommandFailure(error)
        }
        WrittenLines.record(
            WrittenLine(day: date, written: session.now, file: appended.file, line: line), session,
            config: config)
        return appended
    }

    /// Where the entry went, what its items counted, and the day's status line afterwards.
    func report(_ appended: JournalWriter.Appended) -> String {
        let summary = StatusPipeline(
            fileSystem: session.host.fileSystem, location: session.location,
            writtenLines: session.writtenLines
        )
        .run(date: .exact(date), now: session.now, estimation: Estimation(host: session.host)).summary
        let language = session.host.language
        let place = "\(session.displayPath(appended.file)):\(appended.line)"
        var out = (appended.created ? StatusWords.created(place) : .addedTo(place)).text(language) + "\n"
        if let written = summary.entries.first(where: {
            $0.entry.location == SourceLocation(file: appended.file, line: appended.line)
        }) {
            // Columns as `show` draws them: kcal right-aligned, and carbohydrate when any item's is known; the items
            // as written, control characters shown (`VisibleText`), as every surface shows journal text.
            let texts = written.items.map { VisibleText.escaped($0.item.text) }
            let width = texts.map { TerminalWidth.of($0) }.max() ?? 0
            let kcal = written.items.map { item in
                (item.pending ? "…" : item.source.isApproximate ? "≈" : " ") + Format.whole(item.kcal) + " kcal"
            }
            let kcalWidth = kcal.map(TerminalWidth.of).max() ?? 0
            let carbs = written.items.map { item in item.kcal < 0 ? "" : (CarbTotal([item]) ?? CarbTotal()).text }
            let carbsWidth = written.items.contains { $0.carbs != nil } ? carbs.map(TerminalWidth.of).max() ?? 0 : 0
            for (index, item) in written.items.enumerated() {
                let pad = String(repeating: " ", count: width - TerminalWidth.of(texts[index]))
                var line = "  \(texts[index])\(pad)  " + Self.padded(kcal[index], to: kcalWidth) + "  "
                if carbsWidth > 0 { line += Self.padded(carbs[index], to: carbsWidth) + "  " }
                out +=
                    line + item.source.text(language)
                    + (item.pending ? StatusWords.estimatePending.text(language) : "") + "\n"
            }
            if written.items.count > 1, let carbs = written.carbs, !carbs.isUnknown {
                out += "  " + StatusWords.carbs(carbs.text).text(language) + "\n"
            }
            if let carbs = summary.mealCarbs(forDoseAt: written.entry.location), !carbs.isUnknown {
                out += "  " + StatusWords.forMeal(carbs: carbs.text).text(language) + "\n"
            }
        }
        for diagnostic in summary.diagnostics where diagnostic.file == appended.file && diagnostic.line == appended.line
        {
            out +=
                DiagnosticText.header(
                    diagnostic, path: session.displayPath(diagnostic.file),
                    style: Style(enabled: false), language: language) + "\n"
        }
        return out + StatusLine.plain(summary, language) + "\n"
    }

    /// `text` right-aligned in `width` columns.
    private static func padded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - TerminalWidth.of(text))) + text
    }

    /// Refuses (exit 64) an entry for a time later than now unless `later` says it is meant: it has not happened,
    /// and a dose there would not be counted until then (the usual cause is 02:00 last night written on today's
    /// day, which means the night to come).
    func refuseLater(_ entry: Entry, later: Bool, command: CommandSpec) throws(CommandFailure) {
        let boundary = config.dayBoundary
        guard !later, boundary.isLater(entry.time, inJournalDay: date, than: session.now) else { return }
        let time = entry.time ?? boundary.dayStarts
        let nightToCome = date == boundary.journalDate(of: session.now) && time < boundary.dayStarts
        throw .usage(
            .entryLaterThanNow(
                date: date, moment: boundary.moment(of: time, inJournalDay: date), now: session.now,
                dayStarts: nightToCome ? boundary.dayStarts : nil,
                command: command.name),
            command: command)
    }

    /// The entry as the grammar reads it; an entry it cannot read is rejected, showing why, and nothing is written.
    func validate(_ entry: String) throws(CommandFailure) -> Entry {
        let location = SourceLocation(file: "(entry)", line: 1)
        let errors = NewEntryLine.errors(in: entry, doses: config.doses, glucose: config.glucose, location: location)
        guard errors.isEmpty else {
            let language = session.host.language
            let path = CommandMessage.entryPath.text(language)
            throw .badInput(
                errors.map { diagnostic in
                    DiagnosticText.full(diagnostic, path: path, style: Style(enabled: false), language: language)
                }.joined() + CommandMessage.entryNotWritten.text(language) + "\n")
        }
        let result = EntryParser(doses: config.doses, glucose: config.glucose)
            .parse(line: entry, contentStart: 2, location: location)
        guard let parsed = result.entry else {
            throw .badInput(
                HelpWords.error.text(session.host.language) + " "
                    + CommandMessage.entryHasNoText.text(session.host.language) + "\n")
        }
        return parsed
    }
}
