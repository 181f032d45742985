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

    /// What the node is, for messages like "expected a number, found a list".
    public var kind: Kind {
        switch value {
        case .scalar(let text, _): return isNull ? .nothing : .text(VisibleText.escaped(text, limit: Self.quotedLimit))
        case .sequence: return .list
        case .mapping: return .mapping
        }
    }

    /// The most characters of a value a message quotes: a setting may be megabytes long.
    static let quotedLimit = 64

    /// A node's kind in words: `nothing`, `'abc'`, `a list`, `a mapping`.
    public enum Kind: Localizable, Hashable {
        case nothing
        case text(String)
        case list
        case mapping

        public var localized: Localized {
            switch self {
            case .nothing: return Localized(en: "nothing", ja: "空の値")
            case .text(let text): return Localized(en: "'\(text)'", ja: "「\(text)」")
            case .list: return Localized(en: "a list", ja: "リスト")
            case .mapping: return Localized(en: "a mapping", ja: "マッピング")
            }
        }
    }
}
