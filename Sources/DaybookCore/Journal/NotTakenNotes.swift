/// A note nested under a dose line that says the dose was not taken (`- 22:00 lantus 12u` / `  - skipped, pen
/// broken`), or on the line right after a nested dose line at its depth (`- 22:00 bedtime:` / `  - lantus 12u` /
/// `  - forgot`), is no food and leaves the dose in doubt: the note becomes an error tagged with the dose
/// (`Diagnostic.Topic.unreadInsulin`), so that dose is `unknown` on its day and another one is refused.
enum NotTakenNotes {
    /// `output` (one file's entries, in file order) with each such note taken out of the entries and put among its
    /// day's problems. Whether a note says so is what the grammar says of the dose line and the note read as one
    /// line (`lantus 12u skipped, pen broken`): a `doseNotTaken` error. Linear: one parse more per such meal item.
    static func apply(to output: inout JournalFileParser.Output, grammar: EntryParser) {
        var parent: (day: LocalDate, indent: Int, entry: Entry, dose: DoseEntry)?
        var notes: Set<Int> = []
        for (index, (day, entry)) in output.entries.enumerated() {
            if let dose = entry.dose {
                parent = (day, ListItem.indentation(entry.sourceLine.utf8), entry, dose)
                continue
            }
            guard let above = parent, above.day == day else { continue }
            let indent = ListItem.indentation(entry.sourceLine.utf8)
            let nested = indent > above.indent
            let nextInGroup =
                indent == above.indent && above.indent > 0 && entry.location.line == above.entry.location.line + 1
            guard nested || nextInGroup else {
                parent = nil
                continue
            }
            // A note under a dose is read as one (`EntryParser.Context.notesOnDose`); on a line of its own, a meal.
            let isNote: Bool
            switch entry.content {
            case .meal: isNote = true
            case .notFood(let other): isNote = other.kind == .note
            case .dose, .glucose, .cancelled: isNote = false
            }
            if isNote, var problem = notTaken(entry, under: above.entry, grammar: grammar) {
                problem.topic = .unreadInsulin(.dose(above.dose.name))
                output.dayDiagnostics.append((day, problem))
                notes.insert(index)
            }
            if !nested { parent = nil }
        }
        guard !notes.isEmpty else { return }
        output.entries = output.entries.enumerated().filter { !notes.contains($0.offset) }.map(\.element)
    }

    /// The grammar's `doseNotTaken` error for `note` read after `dose`'s body, placed on the note's line; nil when the
    /// two do not say the dose was not taken.
    private static func notTaken(_ note: Entry, under dose: Entry, grammar: EntryParser) -> Diagnostic? {
        let joined = "- " + dose.text + " " + note.text
        let read = grammar.parse(line: joined, contentStart: 2, location: note.location)
        guard let said = read.diagnostics.first(where: { $0.severity == .error && isNotTaken($0.grammarMessage) }),
            let message = said.grammarMessage
        else { return nil }
        let column = note.sourceLine.firstRange(of: note.text).map {
            note.sourceLine.distance(from: note.sourceLine.startIndex, to: $0.lowerBound) + 1
        }
        let example = (dose.time.map { "\($0) " } ?? "") + dose.text
        return Diagnostic(
            .error, file: note.location.file, line: note.location.line, column: column ?? 0, message: message,
            sourceLine: note.sourceLine, hint: GrammarMessage.leaveOutOrStrikeThrough(example: example))
    }

    private static func isNotTaken(_ message: GrammarMessage?) -> Bool {
        if case .doseNotTaken? = message { return true }
        return false
    }
}
