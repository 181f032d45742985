/// Whether a line added at the end of a journal file would be read as a line of the day it is written for, decided
/// under the file's lock by the reader's own parser on the file's bytes and the line, before anything is written.
/// A file that ends inside a fenced code block or a comment (`<!--`, `%%`), or inside git conflict markers where the line is not counted, would
/// swallow it: `add` and `dose` would say they wrote it, nothing would count, a second dose would not be refused,
/// and `resolve` would append the "lost" line again forever. A file whose name or front matter holds another date
/// would count it for that date.
struct AppendCheck {
    let grammar: EntryParser

    /// What stands in the way of `line`, after `prefix` (a heading, or nothing), being read as an entry of `date`
    /// when appended to `existing`, the contents of `file`; nil when it would be. `shown` is the file as a person
    /// reads its name; `singleFile` says that the file is the whole journal.
    func problem(
        appending line: String, prefix: String, to existing: [UInt8], file: JournalFile, date: LocalDate,
        shown: String, singleFile: Bool
    ) -> WriteMessage? {
        var bytes = existing
        if let last = existing.last, last != 0x0A { bytes.append(0x0A) }
        bytes += prefix.utf8
        let number = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        bytes += line.utf8
        bytes.append(0x0A)
        let output = JournalFileParser(grammar: grammar, wants: { $0 == date }).parse(bytes, file: file)
        if output.entries.contains(where: { $0.day == date && $0.entry.location.line == number }) { return nil }
        if let fence = output.end.fence {
            return .appendInsideCodeBlock(file: shown, line: fence.line, fence: fence.text)
        }
        if let comment = output.end.comment {
            return comment.kind == .html
                ? .appendInsideComment(file: shown, line: comment.line)
                : .appendInsideObsidianComment(file: shown, line: comment.line)
        }
        if let conflict = output.end.conflict { return .appendInsideConflict(file: shown, line: conflict) }
        let limit = JournalFileParser.maximumEntriesPerDay
        if output.entries.lazy.filter({ $0.day == date }).count >= limit {
            return .appendPastDayLimit(file: shown, date: date, limit: limit)
        }
        if let day = output.end.fileDate, day != date {
            return singleFile
                ? .singleFileHoldsOneDay(file: shown, day: day, date: date)
                : .appendToOtherDaysLog(file: shown, day: day, date: date)
        }
        return .appendNotRead(file: shown, date: date)
    }
}
