/// `ignore:` in daybook.yaml: globs, relative to the journal root, naming files and folders that are not part of
/// the journal (an Obsidian vault's `Templates/**`, a `shopping.md`). Names that start with a dot are left out
/// whatever the rules say.
///
/// A pattern is matched against a whole path, component by component: `*` is any run of characters within one
/// component, `?` one character, and a component `**` any number of components, none included. A folder the
/// pattern matches is left out with everything in it (`Templates` and `Templates/**` both leave out the folder).
public struct IgnoreRules: Sendable, Hashable {
    /// At most this many patterns are read: each path is matched against every one of them.
    public static let maximumPatterns = 100
    /// A longer pattern is reported and not used; with the path's own bound this keeps one match small.
    public static let maximumPatternBytes = 256

    /// Each pattern's components, as Unicode scalars.
    private var patterns: [[[Unicode.Scalar]]] = []

    public init() {}

    /// Rules from patterns `problem(with:)` accepts.
    init(patterns: [String]) {
        self.patterns = patterns.map { pattern in
            IgnoreRules.components(pattern).map { Array($0.unicodeScalars) }
        }
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// The rules as bytes, the same in every process (a `Hashable` hash is not): each component's length in
    /// decimal, a colon and its UTF-8, and a line feed after each pattern. Caches keyed by the rules compare it.
    var fingerprint: [UInt8] {
        var bytes: [UInt8] = []
        for pattern in patterns {
            for component in pattern {
                var text = ""
                text.unicodeScalars.append(contentsOf: component)
                bytes += "\(text.utf8.count):".utf8
                bytes += text.utf8
            }
            bytes.append(0x0A)
        }
        return bytes
    }

    /// Why `pattern` cannot be used, or nil.
    static func problem(with pattern: String) -> ConfigMessage? {
        if pattern.utf8.count > maximumPatternBytes { return .ignorePatternTooLong(limit: maximumPatternBytes) }
        let parts = components(pattern)
        if parts.isEmpty { return .ignorePatternEmpty }
        if parts.contains(where: { $0 == "." || $0 == ".." }) { return .ignorePatternDots(pattern: pattern) }
        return nil
    }

    /// Whether `path` (relative to the root, `/`-separated) is left out, or a folder above it is.
    public func excludes(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        let parts = IgnoreRules.components(path).map { Array($0.unicodeScalars) }
        guard !parts.isEmpty else { return false }
        for count in 1...parts.count where patterns.contains(where: { IgnoreRules.matches($0[...], parts[..<count]) }) {
            return true
        }
        return false
    }

    /// Whether `path` itself is left out; its folders are not looked at (a walk never enters a folder left out).
    func excludesItself(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        let parts = IgnoreRules.components(path).map { Array($0.unicodeScalars) }
        return patterns.contains { IgnoreRules.matches($0[...], parts[...]) }
    }

    private static func components(_ text: String) -> [Substring] {
        text.split(separator: "/", omittingEmptySubsequences: true)
    }

    // MARK: - Matching, without recursion: one backtracking point per wildcard level

    /// Components against components, `**` standing for any number of them.
    private static func matches(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>)
        -> Bool
    {
        let doubleStar: [Unicode.Scalar] = ["*", "*"]
        var p = pattern.startIndex
        var n = path.startIndex
        var retry: (pattern: Int, path: Int)?
        while n < path.endIndex {
            if p < pattern.endIndex, pattern[p] == doubleStar {
                retry = (p, n)
                p += 1
            } else if p < pattern.endIndex, matches(pattern[p], path[n]) {
                p += 1
                n += 1
            } else if let point = retry {
                retry = (point.pattern, point.path + 1)
                p = point.pattern + 1
                n = point.path + 1
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == doubleStar { p += 1 }
        return p == pattern.endIndex
    }

    /// One component against one name: `*` any run of characters, `?` one.
    private static func matches(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        var p = 0
        var n = 0
        var retry: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                retry = (p, n)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let point = retry {
                retry = (point.pattern, point.name + 1)
                p = point.pattern + 1
                n = point.name + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
