/// The journal's settings, from `daybook.yaml` at its root. Every key is optional.
public struct Config: Sendable {
    /// kcal per day when a day's front matter does not say.
    public var target: Int
    public var dayBoundary: DayBoundary
    /// `timezone:`, the zone the journal's times are in; nil for the machine's (`JournalTimeZone.machine`).
    public var timeZone: TimeZoneSetting?
    /// kcal counted for an item no source knows, by slot.
    public var guesses: Guesses
    public var doses: [DoseDefinition]
    /// Where `add` creates a new day's file, e.g. `%Y/%m/%Y-%m-%d.md`; nil to follow the journal's own layout.
    public var filePattern: String?
    /// Files and folders below the root that are not part of the journal.
    public var ignore = IgnoreRules()
    /// How glucose readings are written and which ranges statistics count in.
    public var glucose: GlucoseSettings

    public init(
        target: Int = 2000, dayBoundary: DayBoundary = .standard,
        guesses: Guesses = Guesses(), doses: [DoseDefinition] = DoseDefinition.standard,
        filePattern: String? = nil, glucose: GlucoseSettings = .standard
    ) {
        self.target = target
        self.dayBoundary = dayBoundary
        self.guesses = guesses
        self.doses = doses
        self.filePattern = filePattern
        self.glucose = glucose
    }

    /// The dose a name or alias (any case, full-width or not) refers to.
    public func dose(matching written: String) -> DoseDefinition? {
        let key = TextFolding.matchKey(written)
        return doses.first { dose in ([dose.name] + dose.aliases).contains { TextFolding.matchKey($0) == key } }
    }

    public static let standard = Config()

    public func dose(named name: String) -> DoseDefinition? {
        doses.first { $0.name == name }
    }
}

extension Substring {
    var trimmingSpaces: String { String(self).trimmingSpaces }
}
