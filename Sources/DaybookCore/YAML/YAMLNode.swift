/// A YAML document as a tree, with the position of every node for error messages.
public struct YAMLNode: Sendable, Hashable {
    public indirect enum Value: Sendable, Hashable {
        /// `plain` is false for quoted and block scalars: `"04:00"` is always text.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var value: Value
    public var mark: YAMLMark

    public init(_ value: Value, mark: YAMLMark) {
        self.value = value
        self.mark = mark
    }

    public var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// A plain scalar that YAML reads as null (`~`, `null`, empty).
    public var isNull: Bool {
        if case .scalar(let text, plain: true) = value { return text.isEmpty || text == "~" || text == "null" }
        return false
    }

    /// Words for the node's kind, for messages like "expected a number, found a list".
    public var kindDescription: String {
        switch value {
        case .scalar: return isNull ? "nothing" : "'\(scalar ?? "")'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

public struct YAMLPair: Sendable, Hashable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A 1-based position in the YAML source.
public struct YAMLMark: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Malformed YAML, or YAML that breaks a rule daybook adds (no duplicate keys, no deep nesting, few aliased nodes).
public struct YAMLError: Error, Sendable, Hashable {
    public var message: String
    public var mark: YAMLMark
    /// How to fix it, when the message alone does not say.
    public var hint: String?

    public init(_ message: String, at mark: YAMLMark, hint: String? = nil) {
        self.message = message
        self.mark = mark
        self.hint = hint
    }
}
