import DaybookCore

/// `daybook resolve [--dry-run] [--forget-lost]`: folds conflict copies, removes git conflict markers, and appends
/// again the lines this machine wrote that a sync tool took away (or forgets them).
enum ResolveCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let session = try Session(invocation, host: host)
        let config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        let actions = ConflictResolution.plan(session.location, fileSystem: host.fileSystem, ignoring: config.ignore)
        let lost = lostLines(session, config: config)
        let language = host.language
        guard !actions.isEmpty || !lost.lines.isEmpty else {
            host.writeOut(ResolveWords.nothingToResolve.text(language) + "\n")
            return 0
        }
        let forget = invocation.flag("--forget-lost")
        if invocation.flag("--dry-run") {
            let described =
                actions.map { VisibleText.escapedLines(ConflictResolution.describe($0).text(language)) }
                + lost.lines.map { record in
                    let line = VisibleText.escaped(record.line)
                    return
                        (forget
                        ? ResolveWords.wouldForget(what(record, session), line: line)
                        : .wouldAppend(what(record, session), line: line)).text(language)
                }
            host.writeOut(described.joined(separator: "\n") + "\n")
            return 0
        }
        do {
            try ConflictResolution.prepare(actions, in: session.location, fileSystem: host.fileSystem)
        } catch {
            let isLink = if case .symbolicLink = error.reason { true } else { false }
            throw .runtime(
                .cannotResolve(
                    path: error.path, reason: error.reasonText, backupIsLink: isLink,
                    backupFolder: ConflictResolution.backupFolder))
        }
        let (now, second) = host.wallTime()
        let stamp = Timestamp(now, second: second).compact
        do {
            try ConflictResolution.apply(actions, in: session.location, fileSystem: host.fileSystem, stamp: stamp) {
                host.writeOut(VisibleText.escapedLines($0.text(language)) + "\n")
            }
        } catch {
            throw .runtime(.cannotFinishResolving(path: error.path, reason: error.reasonText))
        }
        if forget {
            try forgetting(lost, session: session)
        } else {
            try restoring(lost, session: session, again: invocation.flag("--again"))
        }
        return 0
    }

    /// The lines this machine wrote that their days no longer hold, with what is needed to put them back.
    private struct Lost {
        var lines: [WrittenLine] = []
        var written: WrittenLines?
        var config: Config
    }

    private static func lostLines(_ session: Session, config: Config) -> Lost {
        guard let written = WrittenLines(session, config: config) else { return Lost(config: config) }
        let records = written.log.records(today: written.today)
        guard !records.isEmpty else { return Lost(written: written, config: config) }
        let journal = JournalReader(fileSystem: session.host.fileSystem)
            .read(session.location, selection: .dates(Array(Set(records.map(\.day))).sorted()))
        return Lost(lines: written.lost(in: journal), written: written, config: config)
    }

    /// Appends each lost line to its day again, through the same writer as `add` (so never through a link, and
    /// only where the reader reads it as a line of its day), unless it is back by the time the day's file is locked.
    /// A dose line is guarded as `dose` guards it (`DoseGuard`), unless `again`: the day may have its doses already.
    /// A line the writer refuses is named with the reason, and left lost.
    private static func restoring(_ lost: Lost, session: Session, again: Bool) throws(CommandFailure) {
        let writer = JournalWriter(fileSystem: session.host.fileSystem, location: session.location, config: lost.config)
        let back = JournalMessage.nothingToWrite.localized
        for record in lost.lines {
            let appended: JournalWriter.Appended
            do {
                appended = try writer.append(record.line, to: record.day) { journal in
                    if LostLines.find([record], in: journal).isEmpty { return back }
                    return again
                        ? nil
                        : DoseGuard.refusal(restoring: record.line, in: journal, day: record.day, now: session.now)
                }
            } catch {
                guard case .refused(let reason) = error else { throw CommandFailure(error) }
                if reason != back {
                    let line = VisibleText.escaped(record.line)
                    let said = ResolveWords.notAppended(what(record, session), line: line, reason: reason)
                    session.host.writeOut(said.text(session.host.language) + "\n")
                }
                continue
            }
            let what = ResolveWords.writtenLine(
                date: record.written.date, time: record.written.time,
                file: "\(session.displayPath(appended.file)):\(appended.line)")
            session.host.writeOut(
                ResolveWords.appended(what.localized, line: VisibleText.escaped(record.line))
                    .text(session.host.language) + "\n")
        }
    }

    /// Drops the lost lines from this machine's log: they were removed on purpose.
    private static func forgetting(_ lost: Lost, session: Session) throws(CommandFailure) {
        guard let written = lost.written, !lost.lines.isEmpty else { return }
        do {
            try written.log.forget(lost.lines, today: written.today)
        } catch {
            throw .runtime(.cannotForget(path: error.path, reason: error.reasonText))
        }
        for record in lost.lines {
            session.host.writeOut(
                ResolveWords.forgot(what(record, session), line: VisibleText.escaped(record.line))
                    .text(session.host.language) + "\n")
        }
    }

    /// "the line this machine wrote at 2026-11-29 12:30 to 2026/11/2026-11-29.md"
    private static func what(_ record: WrittenLine, _ session: Session) -> Localized {
        ResolveWords.writtenLine(
            date: record.written.date, time: record.written.time,
            file: session.displayPath(record.file)
        ).localized
    }
}
