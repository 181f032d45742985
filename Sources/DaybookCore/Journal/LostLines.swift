/// Lines this machine wrote that their day no longer holds: a sync tool put back an older copy of the file after
/// `add` or `dose` returned, which no lock can prevent. The one place that decides it, for `status`, `watch`,
/// `check` and `resolve`.
public enum LostLines {
    /// The records whose line is in none of the files that hold their day, among the days `journal` read. A line
    /// counts as there when a line of its day has its write id (`WriteID`: edited since, it is still that line), or
    /// reads the same with surrounding spaces and `~~` taken out — struck through, indented or moved within the day,
    /// it was not lost. A day the journal did not read says nothing.
    public static func find(_ records: [WrittenLine], in journal: Journal) -> [WrittenLine] {
        var present: [LocalDate: (lines: Set<String>, ids: Set<WriteID>)] = [:]
        return records.filter { record in
            guard journal.selection.contains(record.day) else { return false }
            if present[record.day] == nil {
                let day = journal.day(record.day)
                let lines = day.entries.map { $0.sourceLine } + day.diagnostics.compactMap { $0.sourceLine }
                present[record.day] = (
                    Set(lines.map(comparable)), Set(lines.compactMap { WriteID.split($0).id })
                )
            }
            if let id = WriteID.split(record.line).id, present[record.day]?.ids.contains(id) == true { return false }
            return present[record.day]?.lines.contains(comparable(record.line)) != true
        }
    }

    /// The error for a lost line, against the file it was written to: an error, because what every surface shows
    /// lacks a line this machine wrote (a dose, a meal), so the number or the dose status may be wrong — the
    /// status bars show it (`⚠ N`) and the day needs attention (`Attention`: urgent).
    public static func problem(_ record: WrittenLine) -> Diagnostic {
        Diagnostic(
            .error, file: record.file,
            message: JournalMessage.lostLine(
                date: record.written.date, time: record.written.time,
                line: record.line),
            hint: JournalMessage.lostLineResolve)
    }

    /// The problem for a lost line on the day it was written to, and, when it reads as a dose, that dose as a line
    /// about insulin not read (`UnreadInsulinLine`, at the problem's place): the dose was logged here, so it may
    /// well have been taken, yet the journal no longer says so — or someone took the line out on purpose elsewhere.
    /// Until `resolve` puts it back or forgets it, that dose is neither taken nor due on its day, and another one is
    /// refused.
    public static func dayProblem(_ record: WrittenLine, grammar: EntryParser) -> (
        problem: Diagnostic, unreadInsulin: UnreadInsulinLine?
    ) {
        let diagnostic = problem(record)
        let unread = record.entry(grammar: grammar)?.dose.map { dose in
            UnreadInsulinLine(
                location: SourceLocation(file: diagnostic.file, line: diagnostic.line), insulin: .dose(dose.name),
                sourceLine: diagnostic.sourceLine)
        }
        return (diagnostic, unread)
    }

    /// A line as compared: without its write id, without `~~` and without spaces, tabs or a carriage return around
    /// it.
    static func comparable(_ line: String) -> String {
        WriteID.split(line).text.replacing("~~", with: "").trimmingSpaces
    }
}
