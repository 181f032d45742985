extension Diagnostic {
    /// The most problems shown for one line: a hostile 4 KB line of `1,1,1,…` holds two thousand unknown foods, and
    /// each problem prints the line under it — thousands of copies of one line, when a few say it all.
    public static let maximumPerLine = 10

    /// `diagnostics` (all about one line) cut to `maximumPerLine`, the rest counted in one more diagnostic of the
    /// gravest severity among them. Errors are kept before warnings.
    public static func cappedForOneLine(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > maximumPerLine, let first = diagnostics.first else { return diagnostics }
        let ordered = diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity != .error }
        let rest = ordered.dropFirst(maximumPerLine)
        let severity: Severity = rest.contains { $0.severity == .error } ? .error : .warning
        return Array(ordered.prefix(maximumPerLine)) + [
            Diagnostic(
                severity, file: first.file, line: first.line,
                message: JournalMessage.moreProblemsOnLine(count: rest.count),
                hint: JournalMessage.fixAboveOrSplitLine)
        ]
    }
}
