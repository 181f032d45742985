import DaybookCore

/// Whether one more dose may be written: asked by `dose` and by `add` for a dose line, under the day file's lock,
/// of the same `DoseStatus` every surface shows.
enum DoseGuard {
    /// Why another `dose` on `date` would be one too many, or cannot be told to be fine; nil when it is fine.
    static func refusal(_ dose: DoseDefinition, in journal: Journal, date: LocalDate,
                        now: LocalDateTime) -> Localized? {
        guard let perDay = dose.perDay else { return nil }
        let day = journal.day(date)
        let unread = journal.unread(holding: date)
        let status = DoseStatus(dose, entries: day.entries, date: date, now: now, boundary: journal.config.dayBoundary,
                                incomplete: !unread.isEmpty)
        if status.count >= perDay {
            let earlier = day.entries.compactMap { entry -> Localized? in
                guard let taken = entry.dose, taken.name == dose.name else { return nil }
                let units = StatusWords.units(Format.number(taken.units)).localized
                let time = entry.time.map { "\($0) " } ?? ""
                return Localized(en: time + units.en, ja: time + units.ja)
            }
            return CommandMessage.alreadyTaken(dose: dose.name, date: date, earlier: earlier, perDay: perDay).localized
        }
        guard status.state == .unknown else { return nil }
        return CommandMessage.cannotTellTaken(dose: dose.name, date: date, files: unread).localized
    }
}
