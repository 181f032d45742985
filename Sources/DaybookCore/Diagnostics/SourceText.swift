/// The lines of a file, for showing the offending line under a diagnostic.
struct SourceText: Sendable {
    let bytes: [UInt8]

    /// Line `number` (1-based) without its line ending, or nil past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if current == number { return decode(bytes[start..<index]) }
            current += 1
            start = index + 1
        }
        return current == number && start < bytes.count ? decode(bytes[start...]) : nil
    }

    private func decode(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
    }
}

/// Collects diagnostics about one YAML file, each with its line shown.
public struct YAMLReport {
    let file: String
    let source: SourceText
    /// The file line of the YAML's first line (front matter starts on line 2).
    let firstLine: Int
    public internal(set) var diagnostics: [Diagnostic] = []

    public init(file: String, bytes: [UInt8], firstLine: Int = 1) {
        self.file = file
        source = SourceText(bytes: bytes)
        self.firstLine = firstLine
    }

    mutating func add(_ severity: Diagnostic.Severity, _ message: String, at mark: YAMLMark, hint: String? = nil) {
        diagnostics.append(Diagnostic(severity, file: file, line: mark.line, column: mark.column, message: message,
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
            add(.error, error.message, at: error.mark, hint: "fix the YAML syntax; until then this file is ignored")
            return nil
        }
    }

    /// The top-level mapping, or nil (with an error when the document is something else).
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
