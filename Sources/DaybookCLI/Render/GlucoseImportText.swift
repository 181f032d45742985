import DaybookCore

/// What `daybook import glucose` says about each file read and each glucose file written, one sentence each, in
/// both languages.
enum GlucoseImportText: Localizable, Hashable {
    case noReadings(file: String, format: Localized)
    case oneReading(file: String, day: LocalDate, format: Localized)
    case readingsOn(file: String, count: String, day: LocalDate, format: Localized)
    case readingsFrom(file: String, count: String, from: LocalDate, to: LocalDate, format: Localized)
    case nothingAddedOne(path: String)
    case nothingAdded(path: String, present: String)
    case addedOne(path: String)
    case added(path: String, added: String)
    case addedBeside(path: String, added: String, present: String)

    /// `entries.json: 25,920 readings from 2026-09-01 to 2026-11-29 (Nightscout entries (JSON)).`
    static func read(_ imported: GlucoseImport, format: GlucoseImportFormat) -> GlucoseImportText {
        let file = VisibleText.escaped(imported.file)
        let count = Format.whole(imported.readings.count)
        let times = imported.readings.map(\.second)
        guard let first = times.min(), let last = times.max() else {
            return .noReadings(file: file, format: format.title)
        }
        let from = GlucoseReading(second: first, mgdl: 0, source: .journal).time.date
        let to = GlucoseReading(second: last, mgdl: 0, source: .journal).time.date
        if imported.readings.count == 1 { return .oneReading(file: file, day: from, format: format.title) }
        if from == to { return .readingsOn(file: file, count: count, day: from, format: format.title) }
        return .readingsFrom(file: file, count: count, from: from, to: to, format: format.title)
    }

    /// `glucose/2026-11.csv: 8,352 readings added.`
    static func written(_ outcome: GlucoseStoreWriter.Outcome, path: String) -> GlucoseImportText {
        let added = Format.whole(outcome.added)
        let present = Format.whole(outcome.present)
        switch (outcome.added, outcome.present) {
        case (0, 1): return .nothingAddedOne(path: path)
        case (0, _): return .nothingAdded(path: path, present: present)
        case (1, 0): return .addedOne(path: path)
        case (_, 0): return .added(path: path, added: added)
        default: return .addedBeside(path: path, added: added, present: present)
        }
    }

    var localized: Localized {
        switch self {
        case .noReadings(let file, let format):
            return Localized(
                en: "\(file): no glucose readings (\(format.en)).",
                ja: "\(file): 血糖値はありません(\(format.ja))。")
        case .oneReading(let file, let day, let format):
            return Localized(
                en: "\(file): 1 reading on \(day) (\(format.en)).",
                ja: "\(file): \(day) の血糖値 1 件(\(format.ja))。")
        case .readingsOn(let file, let count, let day, let format):
            return Localized(
                en: "\(file): \(count) readings on \(day) (\(format.en)).",
                ja: "\(file): \(day) の血糖値 \(count) 件(\(format.ja))。")
        case .readingsFrom(let file, let count, let from, let to, let format):
            return Localized(
                en: "\(file): \(count) readings from \(from) to \(to) (\(format.en)).",
                ja: "\(file): \(from) から \(to) までの血糖値 \(count) 件(\(format.ja))。")
        case .nothingAddedOne(let path):
            return Localized(
                en: "\(path): nothing added; its 1 reading was there already.",
                ja: "\(path): 追加なし。1 件の血糖値はすでにありました。")
        case .nothingAdded(let path, let present):
            return Localized(
                en: "\(path): nothing added; all \(present) readings were there already.",
                ja: "\(path): 追加なし。\(present) 件の血糖値はすべてすでにありました。")
        case .addedOne(let path):
            return Localized(en: "\(path): 1 reading added.", ja: "\(path): 血糖値を 1 件追加しました。")
        case .added(let path, let added):
            return Localized(en: "\(path): \(added) readings added.", ja: "\(path): 血糖値を \(added) 件追加しました。")
        case .addedBeside(let path, let added, let present):
            return Localized(
                en: "\(path): \(added) readings added; \(present) were there already.",
                ja: "\(path): 血糖値を \(added) 件追加しました。\(present) 件はすでにありました。")
        }
    }
}
