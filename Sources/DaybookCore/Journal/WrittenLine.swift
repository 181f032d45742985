/// A line `add` or `dose` wrote on this machine: enough to notice later that the journal no longer holds it.
public struct WrittenLine: Sendable, Hashable {
    /// The journal day it was written to.
    public var day: LocalDate
    /// When it was written (the run's now, to the minute).
    public var written: LocalDateTime
    /// The file it went into, relative to the journal root.
    public var file: String
    /// The line as written, without its line break.
    public var line: String

    public init(day: LocalDate, written: LocalDateTime, file: String, line: String) {
        self.day = day
        self.written = written
        self.file = file
        self.line = line
    }
}
