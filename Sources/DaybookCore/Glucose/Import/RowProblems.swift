/// The rows of one file that could not be read, as diagnostics: the first `reportedLimit` each with its line, the
/// rest counted in one last diagnostic, so that a file of garbage gives a screenful, not a million lines.
struct RowProblems {
    static let reportedLimit = 20

    let file: String
    let hint: GlucoseMessage
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var count = 0

    init(file: String, hint: GlucoseMessage) {
        self.file = file
        self.hint = hint
    }

    /// A row that cannot be read: its line, and its text shown under the message (a caret at `column` when it is
    /// more than 0).
    mutating func add(_ message: GlucoseMessage, line: Int, column: Int = 0, text: ArraySlice<UInt8>) {
        count += 1
        guard diagnostics.count < RowProblems.reportedLimit else { return }
        diagnostics.append(
            Diagnostic(
                .error, file: file, line: line, column: column, message: message,
                sourceLine: VisibleText.escaped(String(decoding: text, as: UTF8.self)), hint: hint))
    }

    /// The diagnostics in line order, with the count of those not shown.
    var all: [Diagnostic] {
        let shown = diagnostics.sorted { $0.line < $1.line }
        let more = count - diagnostics.count
        guard more > 0 else { return shown }
        return shown + [
            Diagnostic(
                .error, file: file,
                message: GlucoseMessage.moreRows(count: more),
                hint: hint)
        ]
    }
}
