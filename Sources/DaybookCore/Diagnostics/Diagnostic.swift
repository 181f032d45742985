/// Something a person should know about their journal or configuration, at a position they can jump to.
///
/// Every layer reports problems as diagnostics; the CLI decides how to show them.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    public var severity: Severity
    /// Path relative to the journal root (or as given, for files outside it).
    public var file: String
    /// 1-based; 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based, in characters; 0 when there is no useful column.
    public var column: Int
    /// What is wrong, in every language: renderers choose one (`--json` always shows the English).
    public var message: Localized
    /// The grammar's catalogue case when the message is one: what the corpus names an error by (`error
    /// doseNotTaken`). No reader decides anything from it: facts travel in the parse result.
    public var grammarMessage: GrammarMessage?
    /// The offending line as written, shown under the message with a caret.
    public var sourceLine: String?
    /// How to fix it, when we can say.
    public var hint: Localized?
    /// What kind of problem, where a command treats a kind specially (`check --strict` and conflicts).
    public var topic: Topic?

    public enum Topic: Sendable, Hashable {
        /// Left behind by a sync tool or a merge: a conflict copy or conflict markers.
        case conflict
    }

    public init(
        _ severity: Severity, file: String, line: Int = 0, column: Int = 0, message: any Localizable,
        sourceLine: String? = nil, hint: (any Localizable)? = nil, topic: Topic? = nil
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message.localized
        self.grammarMessage = message as? GrammarMessage
        self.sourceLine = sourceLine
        self.hint = hint?.localized
        self.topic = topic
    }

    public static func error(
        _ message: any Localizable, at location: SourceLocation, column: Int = 0,
        sourceLine: String? = nil, hint: (any Localizable)? = nil
    ) -> Diagnostic {
        Diagnostic(
            .error, file: location.file, line: location.line, column: column, message: message,
            sourceLine: sourceLine, hint: hint)
    }

    public static func warning(
        _ message: any Localizable, at location: SourceLocation, column: Int = 0,
        sourceLine: String? = nil, hint: (any Localizable)? = nil
    ) -> Diagnostic {
        Diagnostic(
            .warning, file: location.file, line: location.line, column: column, message: message,
            sourceLine: sourceLine, hint: hint)
    }
}
