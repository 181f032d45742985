internal import CYAML

/// Reads YAML with libyaml's event parser into a `YAMLNode` tree.
public enum YAMLParser {
    /// Deeper nesting is refused, counting what aliases bring in: no configuration needs it, and since no tree is
    /// deeper, everything that walks or frees one (merging, comparing, `deinit`) recurses at most this far.
    public static let maximumDepth = 64

    /// The most nodes that aliases may bring into one document, counting every node of each aliased subtree. An
    /// alias shares its anchor's nodes, so without this limit a few hundred bytes of aliases to aliases make a tree
    /// of billions of nodes that reading, merging or comparing would walk (an "alias bomb"). With it, walking a
    /// document costs at most its size plus this many nodes.
    public static let maximumAliasNodes = 10_000

    /// The most nodes (keys, values, list items) one document may hold as written: tens of thousands of foods, and
    /// a bound on the memory and time any YAML file costs whatever its size.
    public static let maximumNodes = 200_000

    /// Parses one document. Returns nil for an empty document (no content, or only comments).
    ///
    /// - Parameter firstLine: the line number of the first byte, for YAML embedded in a file (front matter).
    public static func parse(_ bytes: [UInt8], firstLine: Int = 1) throws(YAMLError) -> YAMLNode? {
        let parser = EventParser(bytes: bytes, firstLine: firstLine)
        var builder = TreeBuilder()
        return try builder.build(from: parser)
    }
}

/// Owns one `yaml_parser_t` and the bytes it reads.
private final class EventParser {
    private var parser = yaml_parser_t()
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let lineOffset: Int

    init(bytes: [UInt8], firstLine: Int) {
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        lineOffset = firstLine - 1
        yaml_parser_initialize(&parser)
        yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        input.deallocate()
    }

    /// The next event, or the parser's error.
    func next() throws(YAMLError) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            throw YAMLError(
                .syntax(
                    problem: parser.problem.map { String(cString: $0) },
                    context: parser.context.map { String(cString: $0) }),
                at: mark(parser.problem_mark))
        }
        defer { yaml_event_delete(&event) }
        let at = mark(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text =
                scalar.value.map { pointer in
                    String(decoding: UnsafeBufferPointer(start: pointer, count: scalar.length), as: UTF8.self)
                } ?? ""
            return .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE, anchor: string(scalar.anchor), at)
        case YAML_ALIAS_EVENT:
            return .alias(string(event.data.alias.anchor) ?? "", at)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(anchor: string(event.data.sequence_start.anchor), at)
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(anchor: string(event.data.mapping_start.anchor), at)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return .collectionEnd
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(at)
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        default:
            return .other
        }
    }

    private func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
    }

    private func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    enum Event {
        case scalar(String, plain: Bool, anchor: String?, YAMLMark)
        case alias(String, YAMLMark)
        case sequenceStart(anchor: String?, YAMLMark)
        case mappingStart(anchor: String?, YAMLMark)
        case collectionEnd
        case documentStart(YAMLMark)
        case streamEnd
        case other
    }
}

/// Assembles events into nodes, resolving anchors and refusing duplicate keys.
private struct TreeBuilder {
    /// A collection being filled; a class so appending does not copy it.
    private final class Frame {
        let isMapping: Bool
        let anchor: String?
        let mark: YAMLMark
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        var keyLines: [String: Int] = [:]
        /// The collection's shape once complete: its nodes (aliases expanded) and its nesting levels.
        var shape = Shape(nodes: 1, depth: 1)

        init(isMapping: Bool, anchor: String?, mark: YAMLMark) {
            self.isMapping = isMapping
            self.anchor = anchor
            self.mark = mark
        }

        var node: YAMLNode {
            YAMLNode(isMapping ? .mapping(pairs) : .sequence(items), mark: mark)
        }
    }

    /// How much of a tree a node stands for, aliases expanded: its nodes, and the levels of collections in it
    /// (0 for a scalar).
    struct Shape {
        var nodes: Int
        var depth: Int
    }

    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, shape: Shape)] = [:]
    /// Nodes written so far, and nodes brought in by aliases.
    private var nodes = 0
    private var aliasNodes = 0
    private var root: YAMLNode?
    private var documents = 0

    mutating func build(from parser: EventParser) throws(YAMLError) -> YAMLNode? {
        while true {
            switch try parser.next() {
            case .streamEnd:
                return root
            case .documentStart(let mark):
                documents += 1
                if documents > 1 {
                    throw YAMLError(.moreThanOneDocument, at: mark)
                }
            case .scalar(let text, let plain, let anchor, let mark):
                try count(at: mark)
                try add(YAMLNode(.scalar(text, plain: plain), mark: mark), Shape(nodes: 1, depth: 0), anchor: anchor)
            case .alias(let name, let mark):
                guard let (node, shape) = anchors[name] else {
                    throw YAMLError(.unknownAlias(name: name), at: mark)
                }
                try expand(name, shape, at: mark)
                try add(YAMLNode(node.value, mark: mark), shape, anchor: nil)
            case .sequenceStart(let anchor, let mark):
                try push(Frame(isMapping: false, anchor: anchor, mark: mark))
            case .mappingStart(let anchor, let mark):
                try push(Frame(isMapping: true, anchor: anchor, mark: mark))
            case .collectionEnd:
                guard let frame = stack.popLast() else { continue }
                try add(frame.node, frame.shape, anchor: frame.anchor)
            case .other:
                continue
            }
        }
    }

    private mutating func count(at mark: YAMLMark) throws(YAMLError) {
        nodes += 1
        guard nodes <= YAMLParser.maximumNodes else {
            throw YAMLError(.tooManyNodes(limit: YAMLParser.maximumNodes), at: mark, hint: .removeWhatIsNotNeeded)
        }
    }

    private mutating func push(_ frame: Frame) throws(YAMLError) {
        try count(at: frame.mark)
        guard stack.count < YAMLParser.maximumDepth else {
            throw YAMLError(.nestedTooDeep(limit: YAMLParser.maximumDepth), at: frame.mark)
        }
        stack.append(frame)
    }

    /// Counts what an alias brings in against the limits, before any of it is added.
    private mutating func expand(_ name: String, _ shape: Shape, at mark: YAMLMark) throws(YAMLError) {
        guard stack.count + shape.depth <= YAMLParser.maximumDepth else {
            throw YAMLError(
                .aliasNestsTooDeep(name: name, limit: YAMLParser.maximumDepth), at: mark,
                hint: .useFewerAliases)
        }
        aliasNodes += shape.nodes
        guard aliasNodes <= YAMLParser.maximumAliasNodes else {
            throw YAMLError(
                .aliasesBringTooMuch(limit: YAMLParser.maximumAliasNodes, name: name), at: mark,
                hint: .writeValuesOut)
        }
    }

    private mutating func add(_ node: YAMLNode, _ shape: Shape, anchor: String?) throws(YAMLError) {
        if let anchor { anchors[anchor] = (node, shape) }
        guard let top = stack.last else {
            root = node
            return
        }
        top.shape.nodes += shape.nodes
        top.shape.depth = max(top.shape.depth, shape.depth + 1)
        if !top.isMapping {
            top.items.append(node)
        } else if let key = top.pendingKey {
            top.pairs.append(YAMLPair(key: key, value: node))
            top.pendingKey = nil
        } else {
            if let text = node.scalar {
                if let firstLine = top.keyLines[text] {
                    throw YAMLError(.duplicateKey(key: text, firstLine: firstLine), at: node.mark)
                }
                top.keyLines[text] = node.mark.line
            }
            top.pendingKey = node
        }
    }
}
