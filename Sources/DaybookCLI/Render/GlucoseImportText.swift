import DaybookCore

/// What `daybook import glucose` says about each file read and each glucose file written, one sentence each.
enum GlucoseImportText {
    /// `entries.json: 25,920 readings from 2026-09-01 to 2026-11-29 (Nightscout entries (JSON)).`
    static func read(_ imported: GlucoseImport, format: GlucoseImportFormat) -> String {
        let file = VisibleText.escaped(imported.file)
        let count = Format.whole(imported.readings.count)
        let times = imported.readings.map(\.second)
        guard let first = times.min(), let last = times.max() else {
            return "\(file): no glucose readings (\(format.title))."
        }
        let from = GlucoseReading(second: first, mgdl: 0, source: .journal).time.date
        let to = GlucoseReading(second: last, mgdl: 0, source: .journal).time.date
        if imported.readings.count == 1 { return "\(file): 1 reading on \(from) (\(format.title))." }
        if from == to { return "\(file): \(count) readings on \(from) (\(format.title))." }
        return "\(file): \(count) readings from \(from) to \(to) (\(format.title))."
    }

    /// `glucose/2026-11.csv: 8,352 readings added.`
    static func written(_ outcome: GlucoseStoreWriter.Outcome, path: String) -> String {
        let added = Format.whole(outcome.added)
        let present = Format.whole(outcome.present)
        switch (outcome.added, outcome.present) {
        case (0, 1): return "\(path): nothing added; its 1 reading was there already."
        case (0, _): return "\(path): nothing added; all \(present) readings were there already."
        case (1, 0): return "\(path): 1 reading added."
        case (_, 0): return "\(path): \(added) readings added."
        default: return "\(path): \(added) readings added; \(present) were there already."
        }
    }
}
