/// What the journal root's own files say — daybook.yaml, foods.yaml and the pinned-estimate log — with their
/// problems. `JournalReader` reads them before any day; a long-running reader keeps them until one of them changes.
public struct JournalSettings: Sendable {
    public let config: Config
    public let foods: FoodTable
    public let pinned: PinnedEstimates
    /// Problems with those files, reported by every read that uses them.
    public let diagnostics: [Diagnostic]

    public init(config: Config = Config(), foods: FoodTable = FoodTable(), pinned: PinnedEstimates = PinnedEstimates(),
                diagnostics: [Diagnostic] = []) {
        self.config = config
        self.foods = foods
        self.pinned = pinned
        self.diagnostics = diagnostics
    }
}

extension JournalReader {
    /// The days a file's text holds: the date in its name or front matter, else the days of its date headings.
    /// Cheap: no entry is parsed. For a reader that must choose which days to read for one file (an editor's
    /// buffer).
    public static func days(in bytes: [UInt8], path: String) -> [LocalDate] {
        let parser = JournalFileParser(grammar: EntryParser(doses: [])) { _ in false }
        var days: [LocalDate] = []
        for (day, _) in parser.parse(bytes, file: JournalFile(path: path)).claims where !days.contains(day) {
            days.append(day)
        }
        return days
    }
}
