/// A line of a day about insulin that could not be read as a dose, and which dose it may be: what the ledger, `dose`
/// and the language server read, beside the day's problems, and never from a problem's words. The problem that says
/// so is at `location`.
public struct UnreadInsulinLine: Sendable, Hashable {
    /// The line's file and number: a line this machine wrote that a sync tool took away has number 0, as its
    /// problem does (`LostLines.dayProblem`).
    public var location: SourceLocation
    public var insulin: UnreadInsulin
    /// The line as written; nil for a line no file holds now.
    public var sourceLine: String?
    /// The name written for insulin that no configured dose is called (`EntryParser.Result.unreadInsulinName`):
    /// what the problem's hint offers to add to a dose's aliases.
    public var name: String?

    public init(location: SourceLocation, insulin: UnreadInsulin, sourceLine: String?, name: String? = nil) {
        self.location = location
        self.insulin = insulin
        self.sourceLine = sourceLine
        self.name = name
    }
}
