extension EntryParser {
    /// What a note on a dose may be: a meal line, or a note (`left arm`, `note: pen broken`); a dose, a reading or
    /// another kind of line is what it says.
    static func mayBeNote(_ content: Entry.Content) -> Bool {
        switch content {
        case .meal: return true
        case .notFood(let other): return other.kind == .note
        case .dose, .glucose, .cancelled: return false
        }
    }

    /// The error for a note that says the dose above it was not taken (`skipped` under `lantus 12u`), on the
    /// note's line: neither the note nor the dose counts, and the dose is unknown on its day (the note's
    /// `Result.unreadInsulin` is the dose) until the dose line is struck through or the note left out.
    static func notTakenNote(
        _ word: String, on dose: NotedDose, text: String, _ location: SourceLocation, _ line: String
    ) -> Diagnostic {
        let column = line.firstRange(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 }
        return Diagnostic(
            .error, file: location.file, line: location.line, column: column ?? 0,
            message: GrammarMessage.doseNotTaken(written: word), sourceLine: line,
            hint: GrammarMessage.leaveOutOrStrikeThrough(example: dose.example))
    }
}
