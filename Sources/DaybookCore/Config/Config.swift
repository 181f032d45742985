/// The journal's settings, from `daybook.yaml` at its root. Every key is optional.
public struct Config: Sendable {
    /// kcal per day when a day's front matter does not say.
    public var target: Int
    public var dayBoundary: DayBoundary
    /// kcal counted for an item no source knows, by slot.
    public var guesses: Guesses
    public var doses: [DoseDefinition]
    /// Where `add` creates a new day's file, e.g. `%Y/%m/%Y-%m-%d.md`; nil to follow the journal's own layout.
    public var filePattern: String?
    /// Files and folders below the root that are not part of the journal.
    public var ignore = IgnoreRules()
    /// How glucose readings are written and which ranges statistics count in.
    public var glucose: GlucoseSettings

    public init(target: Int = 2000, dayBoundary: DayBoundary = .standard,
                guesses: Guesses = Guesses(), doses: [DoseDefinition] = DoseDefinition.standard,
                filePattern: String? = nil, glucose: GlucoseSettings = .standard) {
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

/// The `guess` table: what an unknown food counts as, per slot.
public struct Guesses: Sendable, Hashable {
    public var breakfast = 400
    public var lunch = 600
    public var dinner = 700
    public var snack = 200
    /// For items in entries without a slot.
    public var other = 300

    public init() {}

    /// Sets the guess for a slot named in daybook.yaml; false for an unknown name.
    mutating func set(_ name: String, _ kcal: Int) -> Bool {
        switch name {
        case "breakfast": breakfast = kcal
        case "lunch": lunch = kcal
        case "dinner": dinner = kcal
        case "snack": snack = kcal
        case "other": other = kcal
        default: return false
        }
        return true
    }

    public func kcal(for slot: Slot?) -> Int {
        switch slot {
        case .breakfast: return breakfast
        case .lunch: return lunch
        case .dinner: return dinner
        case .snack: return snack
        case nil: return other
        }
    }
}

/// One kind of dose the person logs (`long`, `rapid`), with its aliases and, when scheduled, how often and when.
public struct DoseDefinition: Sendable, Hashable {
    public var name: String
    public var aliases: [String]
    public var window: DoseWindow?
    /// How many doses a day are expected; nil for doses that are only logged (rapid-acting).
    public var perDay: Int?

    public init(name: String, aliases: [String] = [], window: DoseWindow? = nil, perDay: Int? = nil) {
        self.name = name
        self.aliases = aliases
        self.window = window
        self.perDay = perDay
    }

    /// Without a `doses` key: a long-acting dose once a day, and rapid-acting doses that are only counted, each
    /// known by the insulin names of its kind (`InsulinNames`).
    public static let standard = [
        DoseDefinition(name: "long", aliases: InsulinNames.long, perDay: 1),
        DoseDefinition(name: "rapid", aliases: InsulinNames.rapid),
    ]
}

/// When a scheduled dose is due, in wall-clock times; it may run past midnight but not past `day_starts`.
public struct DoseWindow: Sendable, Hashable, CustomStringConvertible {
    public var start: TimeOfDay
    public var end: TimeOfDay

    public init(start: TimeOfDay, end: TimeOfDay) {
        self.start = start
        self.end = end
    }

    /// `HH:MM-HH:MM`.
    public var description: String { "\(start)-\(end)" }

    /// Parses `22:00-23:00` (an en dash works too).
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingSpaces }
        guard parts.count == 2, let start = TimeOfDay(parts[0]), let end = TimeOfDay(parts[1]) else { return nil }
        self.init(start: start, end: end)
    }
}

extension Substring {
    var trimmingSpaces: String { String(self).trimmingSpaces }
}
