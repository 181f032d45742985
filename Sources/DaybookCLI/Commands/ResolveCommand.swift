import DaybookCore

/// `daybook resolve [--dry-run] [--forget-lost]`: folds conflict copies, removes git conflict markers, and appends
/// again the lines this machine wrote that a sync tool took away (or forgets them).
enum ResolveCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let session = try Session(invocation, host: host)
        let config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        let actions = ConflictResolution.plan(session.location, fileSystem: host.fileSystem, ignoring: config.ignore)
        let lost = lostLines(session, config: config)
        guard !actions.isEmpty || !lost.lines.isEmpty else {
            host.writeOut("nothing to resolve\n")
            return 0
        }
        let forget = invocation.flag("--forget-lost")
        if invocation.flag("--dry-run") {
            let described = actions.map { VisibleText.escapedLines(ConflictResolution.describe($0)) } + lost.lines.map {
                record in
                let line = VisibleText.escaped(record.line)
                return forget ? "would forget " + what(record, session) + ": \(line)"
                    : "would append " + what(record, session) + ", where it is no longer:\n    + \(line)"
            }
            host.writeOut(described.joined(separator: "\n") + "\n")
            return 0
        }
        do {
            try ConflictResolution.prepare(actions, in: session.location, fileSystem: host.fileSystem)
        } catch {
            let fix = if case .symbolicLink = error.reason {
                "make \(ConflictResolution.backupFolder) a plain folder (or delete the link)"
            } else {
                "fix that"
            }
            throw .runtime("cannot resolve \(error.path): \(error.reasonText)",
                           hint: "nothing was changed; \(fix) and run 'daybook resolve' again")
        }
        let (now, second) = host.wallTime()
        let stamp = Timestamp(now, second: second).compact
        do {
            try ConflictResolution.apply(actions, in: session.location, fileSystem: host.fileSystem, stamp: stamp) {
                host.writeOut(VisibleText.escapedLines($0) + "\n")
            }
        } catch {
            throw .runtime("cannot resolve \(error.path): \(error.reasonText)",
                           hint: "what was done before this is listed above; run 'daybook resolve' again once fixed")
        }
        if forget {
            try forgetting(lost, session: session)
        } else {
            try restoring(lost, session: session)
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

    /// Appends each lost line to its day again, through the same writer as `add` (so never through a link), unless
    /// it is back by the time the day's file is locked.
    private static func restoring(_ lost: Lost, session: Session) throws(CommandFailure) {
        let writer = JournalWriter(fileSystem: session.host.fileSystem, location: session.location, config: lost.config)
        for record in lost.lines {
            let appended: JournalWriter.Appended
            do {
                appended = try writer.append(record.line, to: record.day) { journal in
                    LostLines.find([record], in: journal).isEmpty ? "it is back" : nil
                }
            } catch {
                if case .refused = error { continue }
                throw CommandFailure(error)
            }
            session.host.writeOut("appended the line this machine wrote at \(record.written.date) "
                                  + "\(record.written.time) to \(session.displayPath(appended.file)):\(appended.line): "
                                  + "\(VisibleText.escaped(record.line))\n")
        }
    }

    /// Drops the lost lines from this machine's log: they were removed on purpose.
    private static func forgetting(_ lost: Lost, session: Session) throws(CommandFailure) {
        guard let written = lost.written, !lost.lines.isEmpty else { return }
        do {
            try written.log.forget(lost.lines, today: written.today)
        } catch {
            throw .runtime("cannot write \(error.path): \(error.reasonText)",
                           hint: "the lines are still reported; run 'daybook resolve --forget-lost' again once fixed")
        }
        for record in lost.lines {
            session.host.writeOut("forgot " + what(record, session) + ": \(VisibleText.escaped(record.line))\n")
        }
    }

    /// "the line this machine wrote at 2026-11-29 12:30 to 2026/11/2026-11-29.md"
    private static func what(_ record: WrittenLine, _ session: Session) -> String {
        "the line this machine wrote at \(record.written.date) \(record.written.time) to "
            + session.displayPath(record.file)
    }
}
