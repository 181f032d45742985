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
    let ignored: Ignored
    private var kept: [Diagnostic] = []
    private var omitted = (errors: 0, warnings: 0, line: 0)

    /// What a file that is not YAML loses.
    public enum Ignored: Localizable, Hashable {
        case file
        case frontMatter

        public var localized: Localized {
            switch self {
            case .file: return Localized(en: "this file", ja: "このファイル")
            case .frontMatter: return Localized(en: "the front matter", ja: "フロントマター")
            }
        }
    }

    public init(file: String, bytes: [UInt8], firstLine: Int = 1, ignored: Ignored = .file) {
        self.file = file
        source = SourceText(bytes: bytes)
        self.firstLine = firstLine
        self.ignored = ignored
    }

    /// The problems found, the last one counting those past `maximumDiagnostics`.
    public var diagnostics: [Diagnostic] {
        let count = omitted.errors + omitted.warnings
        guard count > 0 else { return kept }
        return kept + [
            Diagnostic(
                omitted.errors > 0 ? .error : .warning, file: file, line: omitted.line,
                message: YAMLMessage.moreProblems(
                    errors: omitted.errors, warnings: omitted.warnings,
                    shown: Self.maximumDiagnostics),
                hint: YAMLMessage.fixThoseFirst)
        ]
    }

    mutating func add(
        _ severity: Diagnostic.Severity, _ message: any Localizable, at mark: YAMLMark,
        hint: (any Localizable)? = nil
    ) {
        guard kept.count < Self.maximumDiagnostics else {
            if omitted.errors + omitted.warnings == 0 { omitted.line = mark.line }
            if severity == .error { omitted.errors += 1 } else { omitted.warnings += 1 }
            return
        }
        kept.append(
            Diagnostic(
                severity, file: file, line: mark.line, column: mark.column, message: message,
                sourceLine: source.line(mark.line - firstLine + 1), hint: hint))
    }

    /// The file's line at `mark` as written, for a diagnostic made later about a value read now.
    mutating func sourceLine(at mark: YAMLMark) -> String? {
        source.line(mark.line - firstLine + 1)
    }

    public mutating func error(_ message: any Localizable, at node: YAMLNode, hint: (any Localizable)? = nil) {
        add(.error, message, at: node.mark, hint: hint)
    }

    public mutating func warning(_ message: any Localizable, at node: YAMLNode, hint: (any Localizable)? = nil) {
        add(.warning, message, at: node.mark, hint: hint)
    }

    /// Parses the file; a YAML error becomes a diagnostic and the result is nil.
    mutating func parse() -> YAMLNode? {
        do {
            return try YAMLParser.parse(source.bytes, firstLine: firstLine)
        } catch {
            add(
                .error, error.message, at: error.mark,
                hint: YAMLMessage.ignoredUntilFixed(hint: error.hint?.localized, ignored: ignored))
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
            error(YAMLMessage.expectedMapping(found: root.kind), at: root)
            return nil
        }
        return pairs
    }

    /// A whole number in `range`, or nil with an error.
    public mutating func integer(_ node: YAMLNode, key: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = node.scalar, let value = Int(text), range.contains(value) else {
            error(YAMLMessage.wholeNumber(key: key, range: range, found: node.kind), at: node)
            return nil
        }
        return value
    }

    /// A number in `range`, or nil with an error.
    public mutating func number(_ node: YAMLNode, key: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = node.scalar, let value = Double(text), value.isFinite, range.contains(value) else {
            error(
                YAMLMessage.number(key: key, range: Int(range.lowerBound)...Int(range.upperBound), found: node.kind),
                at: node)
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
                    error(YAMLMessage.listOfNames(key: key, found: item.kind), at: item)
                    return nil
                }
                result.append(text)
            }
            return result
        }
        error(YAMLMessage.listOfNames(key: key, found: node.kind), at: node)
        return nil
    }
}
