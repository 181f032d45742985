import DaybookCore

/// Whether one more dose may be written: asked by `dose` and by `add` for a dose line, under the day file's lock,
/// of the same `DoseStatus` every surface shows — and of this machine's record of what it wrote, so that a dose a
/// sync tool took away still counts until it is put back or forgotten.
enum DoseGuard {
    /// Why another `dose` on `date` would be one too many, or cannot be told to be fine; nil when it is fine.
    /// `written` are this machine's records of the lines it wrote to `date` (`WrittenLinesLog`).
    static func refusal(
        _ dose: DoseDefinition, in journal: Journal, date: LocalDate, now: LocalDateTime,
        written: [WrittenLine] = []
    ) -> Localized? {
        guard let perDay = dose.perDay else { return nil }
        let day = journal.day(date)
        let unread = journal.unread(holding: date)
        let unreadLines = day.unreadInsulin(mayBe: dose)
        // A dose taken after midnight may be written in the next day's log (`NextDayDoses`).
        let nextDayLines =
            (date.adding(days: 1).map { journal.day($0) }).map { next in
                NextDayDoses.entries(in: next, now: now, boundary: journal.config.dayBoundary)
                    .filter { $0.dose?.name == dose.name }
            } ?? []
        let status = DoseStatus(
            dose, entries: day.entries, date: date, now: now, boundary: journal.config.dayBoundary,
            incomplete: !unread.isEmpty || !unreadLines.isEmpty || !nextDayLines.isEmpty)
        // A dose written for later than now is not taken yet, but another now would make one too many then.
        let writtenDoses = status.count + status.later.count
        if writtenDoses >= perDay {
            let earlier = day.entries.compactMap { entry -> Localized? in
                guard let taken = entry.dose, taken.name == dose.name else { return nil }
                return amount(taken, at: entry.time)
            }
            return CommandMessage.alreadyTaken(dose: dose.name, date: date, earlier: earlier, perDay: perDay).localized
        }
        let lost = lostDoses(of: dose, in: journal, written: written)
        if writtenDoses + lost.count >= perDay {
            return CommandMessage.lostDoseCounts(dose: dose.name, date: date, lost: lost, perDay: perDay).localized
        }
        guard status.state == .unknown else { return nil }
        if !unreadLines.isEmpty {
            let lines = unreadLines.map { unread in
                "\(VisibleText.escaped(journal.location.path(unread.location.file))):\(unread.location.line)"
                    + (unread.sourceLine.map { ": " + VisibleText.escaped($0.trimmingCharacters(in: " \t")) } ?? "")
            }
            return CommandMessage.cannotReadDoseLine(dose: dose.name, date: date, lines: lines).localized
        }
        if !nextDayLines.isEmpty {
            let lines = nextDayLines.map { entry in
                "\(VisibleText.escaped(journal.location.path(entry.location.file))):\(entry.location.line): "
                    + VisibleText.escaped(entry.sourceLine.trimmingCharacters(in: " \t"))
            }
            return CommandMessage.doseInNextDayLog(dose: dose.name, date: date, lines: lines).localized
        }
        return CommandMessage.cannotTellTaken(dose: dose.name, date: date, files: unread).localized
    }

    /// Why a lost line (`- 22:00 long 12u`, as `add` and `dose` write it) may not be put back on `day`: when it is a
    /// dose, what `refusal` says of one more; nil for any other line.
    static func refusal(restoring line: String, in journal: Journal, day: LocalDate, now: LocalDateTime) -> Localized? {
        guard line.hasPrefix("- ") else { return nil }
        let grammar = EntryParser(doses: journal.config.doses, glucose: journal.config.glucose)
        let entry = WrittenLine.entry(line, in: "(lost)", grammar: grammar)
        guard let taken = entry?.dose, let dose = journal.config.dose(named: taken.name) else { return nil }
        return refusal(dose, in: journal, date: day, now: now)
    }

    /// The doses of `dose` this machine wrote that their day no longer holds (`LostLines`), each as "22:00 12u in
    /// FILE".
    private static func lostDoses(of dose: DoseDefinition, in journal: Journal, written: [WrittenLine]) -> [Localized] {
        let parser = EntryParser(doses: journal.config.doses, glucose: journal.config.glucose)
        // What `add` and `dose` write starts with "- ".
        return LostLines.find(written, in: journal).compactMap { record in
            guard record.line.hasPrefix("- ") else { return nil }
            guard let entry = record.entry(grammar: parser), let taken = entry.dose, taken.name == dose.name else {
                return nil
            }
            let file = VisibleText.escaped(journal.location.path(record.file))
            let shown = amount(taken, at: entry.time)
            return Localized(en: "\(shown.en) in \(file)", ja: "\(file) の \(shown.ja)")
        }
    }

    /// "22:00 12u".
    private static func amount(_ taken: DoseEntry, at time: TimeOfDay?) -> Localized {
        let units = StatusWords.units(Format.number(taken.units)).localized
        let time = time.map { "\($0) " } ?? ""
        return Localized(en: time + units.en, ja: time + units.ja)
    }
}
