/// Collects diagnostics about one YAML file, each with its line shown.
///
/// At most `maximumDiagnostics` are kept; one more says how many others there were. A file of 200,000 unknown keys
/// is one mistake, and listing each would cost more memory and output than the journal it configures.
public struct YAMLReport {
    public static let maximumDiagnostics = 100

    let file: String
    private(set) var source: SourceText
    /// The file line of the YAML's first line (front matter starts on line 2).
    let firstLine: Int
    /// What a YAML error makes daybook ignore, for the hint: "this file", "the front matter".
    let ignored: String
    private var kept: [Diagnostic] = []
    private var omitted = (errors: 0, warnings: 0, line: 0)

    public init(file: String, bytes: [UInt8], firstLine: Int = 1, ignored: String = "this file") {
        self.file = file
        source = SourceText(bytes: bytes)
        self.firstLine = firstLine
        self.ignored = ignored
    }

    /// The problems found, the last one counting those past `maximumDiagnostics`.
    public var diagnostics: [Diagnostic] {
        let count = omitted.errors + omitted.warnings
        guard count > 0 else { return kept }
        let kinds = [(omitted.errors, "error"), (omitted.warnings, "warning")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
        return kept + [Diagnostic(omitted.errors > 0 ? .error : .warning, file: file, line: omitted.line,
                                  message: "\(count) more \(count == 1 ? "problem" : "problems") not shown "
                                      + "(\(kinds)): daybook shows the first \(Self.maximumDiagnostics) of a YAML file",
                                  hint: "fix those first; the rest show up when they are gone")]
    }

    mutating func add(_ severity: Diagnostic.Severity, _ message: String, at mark: YAMLMark, hint: String? = nil) {
        guard kept.count < Self.maximumDiagnostics else {
            if omitted.errors + omitted.warnings == 0 { omitted.line = mark.line }
            if severity == .error { omitted.errors += 1 } else { omitted.warnings += 1 }
            return
        }
        kept.append(Diagnostic(severity, file: file, line: mark.line, column: mark.column, message: message,
                               sourceLine: source.line(mark.line - firstLine + 1), hint: hint))
    }

    public mutating func error(_ message: String, at node: YAMLNode, hint: String? = nil) {
        add(.error, message, at: node.mark, hint: hint)
    }

    public mutating func warning(_ message: String, at node: YAMLNode, hint: String? = nil) {
        add(.warning, message, at: node.mark, hint: hint)
    }

    /// Parses the file; a YAML error becomes a diagnostic and the result is nil.
    mutating func parse() -> YAMLNode? {
        do {
            return try YAMLParser.parse(source.bytes, firstLine: firstLine)
        } catch {
            add(.error, error.message, at: error.mark,
                hint: (error.hint ?? "fix the YAML syntax") + "; until then \(ignored) is ignored")
            return nil
        }
    }

    public mutating func topMapping() -> [YAMLPair]? {
        topMapping(of: parse())
    }

    /// The top-level mapping of an already parsed document.
    mutating func topMapping(of document: YAMLNode?) -> [YAMLPair]? {
        guard let root = document else { return nil }
        if root.isNull { return [] }
        guard let pairs = root.mapping else {
            error("expected a mapping of keys to values, found \(root.kindDescription)", at: root)
            return nil
        }
        return pairs
    }

    /// A whole number in `range`, or nil with an error.
    public mutating func integer(_ node: YAMLNode, key: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = node.scalar, let value = Int(text), range.contains(value) else {
            error("'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                  + "found \(node.kindDescription)", at: node)
            return nil
        }
        return value
    }

    /// A number in `range`, or nil with an error.
    public mutating func number(_ node: YAMLNode, key: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = node.scalar, let value = Double(text), value.isFinite, range.contains(value) else {
            error("'\(key)' must be a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)), "
                  + "found \(node.kindDescription)", at: node)
            return nil
        }
        return value
    }

    /// A string, or a list of strings; nil with an error otherwise.
    public mutating func strings(_ node: YAMLNode, key: String) -> [String]? {
        if let text = node.scalar { return node.isNull ? [] : [text] }
        if let items = node.sequence {
            var result: [String] = []
            for item in items {
                guard let text = item.scalar else {
                    error("'\(key)' must be a list of names, found \(item.kindDescription)", at: item)
                    return nil
                }
                result.append(text)
            }
            return result
        }
        error("'\(key)' must be a list of names, found \(node.kindDescription)", at: node)
        return nil
    }
}
