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
    /// The lines about insulin among them that could not be read as a dose, in file order for each file.
    public internal(set) var unreadInsulin: [UnreadInsulinLine] = []

    public init(date: LocalDate) {
        self.date = date
    }
}
