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

    /// The line as the reader reads it (its write id apart), in `file`; nil when it holds no entry.
    public func entry(grammar: EntryParser) -> Entry? {
        Self.entry(line, in: file, grammar: grammar)
    }

    /// A line `add`, `dose` or `resolve` wrote (`- …`, perhaps ending with a write id), as the reader reads it.
    public static func entry(_ line: String, in file: String, grammar: EntryParser) -> Entry? {
        let (text, id) = WriteID.split(line)
        let start = ListItem.contentStart(Array(text.utf8)[...]) ?? 0
        let read = grammar.parse(line: text, contentStart: start, location: SourceLocation(file: file, line: 0))
        return read.entry?.written(as: line, writeID: id)
    }
}
