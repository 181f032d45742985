/// Documents folded into one key by key, as Syncthing conflict copies of a YAML file are: keys only in a later
/// document are added; for a key in both, two mappings are merged the same way and anything else keeps the earlier
/// document's value. The same documents in the same order give the same result on every device.
///
/// Each mapping is indexed by key once, when something is first merged into it, so folding in a document costs
/// time in proportion to the nodes of it that are visited: at most its size plus the nodes its aliases bring in
/// (`YAMLParser.maximumAliasNodes`), never a walk of a shared subtree per path that reaches it. Nothing recurses
/// deeper than the documents' depth, `YAMLParser.maximumDepth`.
public final class YAMLMerge {
    /// The first document, and the mapping being merged into (none when it is not a mapping: then it stays as is).
    private let base: YAMLNode
    private let root: Mapping?

    /// Starts from `base`: its values win over every later document's.
    public init(_ base: YAMLNode) {
        self.base = base
        root = base.mapping.map { Mapping($0, mark: base.mark) }
    }

    /// What one document added.
    public struct Additions: Sendable {
        /// How many keys it added, at any depth.
        public var count = 0
        /// The dotted paths of the first `maximumListed` of them (`doses.rapid`), in the document's order, for
        /// messages.
        public var listed: [String] = []
        /// The top-level keys it added.
        public var keys: Set<String> = []
        /// The first key it added inside a mapping the earlier documents have too.
        public var firstNested: String?

        /// Paths kept for messages: a path is as long as the keys above it, so a hostile document adding
        /// thousands of keys under a long one would otherwise make messages without end.
        public static let maximumListed = 10

        fileprivate mutating func add(_ key: String, under path: [String]) {
            count += 1
            let dotted = { (path + [key]).joined(separator: ".") }
            if listed.count < Self.maximumListed { listed.append(dotted()) }
            if path.isEmpty {
                keys.insert(key)
            } else if firstNested == nil {
                firstNested = dotted()
            }
        }
    }

    /// Folds `document` in and says what it added.
    public func add(_ document: YAMLNode) -> Additions {
        merge(document, keeping: true)
    }

    /// What folding `document` in would add, leaving the merge as it is: `resolve` looks before it folds a copy,
    /// and folds nothing of a copy it leaves. It costs what `add` costs.
    public func additions(of document: YAMLNode) -> Additions {
        merge(document, keeping: false)
    }

    private func merge(_ document: YAMLNode, keeping: Bool) -> Additions {
        var added = Additions()
        guard let root, let pairs = document.mapping else { return added }
        var path: [String] = []
        root.merge(pairs, path: &path, keeping: keeping, added: &added)
        return added
    }

    /// The merged document.
    public var result: YAMLNode {
        root?.node ?? base
    }

    /// A mapping being merged into: its pairs, where each key is, and the nested mappings merged into so far.
    private final class Mapping {
        let mark: YAMLMark
        var pairs: [YAMLPair]
        var index: [String: Int] = [:]
        var children: [Int: Mapping] = [:]

        init(_ pairs: [YAMLPair], mark: YAMLMark) {
            self.mark = mark
            self.pairs = pairs
            for (position, pair) in pairs.enumerated() {
                if let key = pair.key.scalar, index[key] == nil { index[key] = position }
            }
        }

        /// Merges `theirs` in, or with `keeping` false only says what it would add; `path` holds the keys above
        /// (restored on return). A document's keys are distinct (the parser refuses duplicates), so what is added
        /// never meets what the same document added before.
        func merge(_ theirs: [YAMLPair], path: inout [String], keeping: Bool, added: inout Additions) {
            for pair in theirs {
                guard let key = pair.key.scalar else { continue }
                guard let position = index[key] else {
                    if keeping {
                        index[key] = pairs.count
                        pairs.append(pair)
                    }
                    added.add(key, under: path)
                    continue
                }
                guard let nested = pair.value.mapping else { continue }
                let child: Mapping
                if let merged = children[position] {
                    child = merged
                } else if let mine = pairs[position].value.mapping {
                    child = Mapping(mine, mark: pairs[position].value.mark)
                    children[position] = child
                } else {
                    continue
                }
                path.append(key)
                child.merge(nested, path: &path, keeping: keeping, added: &added)
                path.removeLast()
            }
        }

        /// The merged mapping as a node.
        var node: YAMLNode {
            var merged = pairs
            for (position, child) in children { merged[position].value = child.node }
            return YAMLNode(.mapping(merged), mark: mark)
        }
    }
}
