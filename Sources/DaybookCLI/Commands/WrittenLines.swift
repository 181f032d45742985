import DaybookCore

/// This machine's record of the lines `add` and `dose` wrote (`WrittenLinesLog`, in the state folder), and the
/// lost-line errors `status`, `watch` and `check` show from it. See docs/SECURITY.md, "Lost lines".
struct WrittenLines {
    let log: WrittenLinesLog
    /// The journal day of now: records older than the log keeps are not looked at.
    let today: LocalDate

    /// Nil without a state folder (neither `XDG_STATE_HOME` nor `HOME`) or when the root cannot be examined.
    init?(_ session: Session, config: Config) {
        guard let log = session.writtenLines else { return nil }
        self.log = log
        today = config.dayBoundary.journalDate(of: session.now)
    }

    /// Remembers a line just written; says on stderr when it cannot (the entry itself is written either way).
    static func record(_ line: WrittenLine, _ session: Session, config: Config) {
        guard let written = WrittenLines(session, config: config) else { return }
        do {
            try written.log.record(line, today: written.today)
        } catch {
            let reason: Localized
            switch error {
            case .fileSystem(let failure):
                reason = Localized(
                    en: "\(failure.path): \(failure.reasonText.en)",
                    ja: "\(failure.path): \(failure.reasonText.ja)")
            case .refused(let message):
                reason = message
            }
            // The state folder's path is this machine's, but it may hold anything: shown as `VisibleText`.
            let said = CommandMessage.cannotRememberLine(where: reason).text(session.host.language)
            session.host.writeError(VisibleText.escaped(said) + "\n")
        }
    }

    /// The lines this machine wrote to the days `journal` read that are no longer there.
    func lost(in journal: Journal) -> [WrittenLine] {
        LostLines.find(log.records(today: today), in: journal)
    }

    /// An error for each line this machine wrote to the days `journal` read that is no longer there.
    static func problems(_ journal: Journal, _ session: Session) -> [Diagnostic] {
        WrittenLines(session, config: journal.config)?.lost(in: journal).map(LostLines.problem) ?? []
    }
}
