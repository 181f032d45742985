/// One journal day: its entries from every file that holds it, in the order they happened.
public struct Day: Sendable {
    public let date: LocalDate
    /// Ordered by time from `day_starts`; an entry without time keeps the place of the timed entry above it.
    public internal(set) var entries: [Entry] = []
    /// From front matter, when a file of this day sets one.
    public internal(set) var target: Int?
    /// Files that hold this day, relative to the root.
    public internal(set) var files: [String] = []
    public internal(set) var diagnostics: [Diagnostic] = []

    public init(date: LocalDate) {
        self.date = date
    }
}

/// Which days to parse: everything (check, report), or a few (status needs today and yesterday).
public enum DaySelection: Sendable {
    case all
    /// A handful of days; asked about every file name, so a short list beats hashing.
    case dates([LocalDate])

    func contains(_ date: LocalDate) -> Bool {
        switch self {
        case .all: return true
        case .dates(let dates): return dates.contains(date)
        }
    }

    func contains(anyOf range: ClosedRange<LocalDate>) -> Bool {
        switch self {
        case .all: return true
        case .dates(let dates): return dates.contains { range.contains($0) }
        }
    }
}

/// What was read from a journal: settings, foods, pinned estimates and the selected days.
public struct Journal: Sendable {
    public let location: JournalLocation
    public let config: Config
    public let foods: FoodTable
    public let cache: EstimateCache
    public internal(set) var days: [LocalDate: Day] = [:]
    /// Problems not tied to a day: configuration, unreadable files, entries without a day.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// How many Markdown files were read.
    public internal(set) var filesRead = 0

    /// The day, empty when nothing was written for it.
    public func day(_ date: LocalDate) -> Day {
        days[date] ?? Day(date: date)
    }
}
