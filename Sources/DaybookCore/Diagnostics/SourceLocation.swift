/// A line in a journal or configuration file.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// Path relative to the journal root.
    public var file: String
    /// 1-based line number; 0 for the file as a whole.
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
