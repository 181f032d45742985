/// A path below a trusted folder: the only kind of path daybook writes, creates, replaces or removes.
///
/// `root` is the journal's folder or one of this machine's own folders (`~/.cache`, `~/.local/state`,
/// `~/.config/daybook`), as the person named it; it may itself be a symbolic link. Everything below it is walked
/// one name at a time without following a symbolic link, so a link that arrived by sync can never carry a write
/// outside `root` (see docs/SECURITY.md).
public struct ConfinedPath: Sendable, Hashable, CustomStringConvertible {
    /// The trusted folder.
    public var root: String
    /// The names below `root`, in order; empty for `root` itself.
    public var components: [String]

    /// `relative` is `/`-separated; empty names and `.` are dropped. A `..` stays, and every operation refuses it.
    public init(root: String, relative: String) {
        self.root = root
        components = relative.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    init(root: String, components: [String]) {
        self.root = root
        self.components = components
    }

    /// The path to open or show: `root` joined with the names below it (a root of `.` is left out, so that paths
    /// inside a journal found from the current folder read as they do in diagnostics).
    public var path: String {
        guard !components.isEmpty else { return root }
        // Appended by hand: `joined(separator:)` costs a `status` some 60,000 instructions of generic metadata the
        // first time it runs, and every read of the pin log asks for its path.
        var path = root == "." ? "" : root.hasSuffix("/") ? root : root + "/"
        for (index, name) in components.enumerated() {
            if index > 0 { path += "/" }
            path += name
        }
        return path
    }

    public var description: String { path }

    /// The last name; empty for the root itself.
    public var name: String { components.last ?? "" }

    /// The folder that holds this path; nil for the root itself.
    public var parent: ConfinedPath? {
        components.isEmpty ? nil : ConfinedPath(root: root, components: components.dropLast())
    }

    /// The path of `name` (which may hold `/`) below this one.
    public func appending(_ relative: String) -> ConfinedPath {
        ConfinedPath(root: root, components: components + ConfinedPath(root: root, relative: relative).components)
    }

    /// The path of the first `count` names: a folder on the way to this path.
    public func prefix(_ count: Int) -> ConfinedPath {
        ConfinedPath(root: root, components: Array(components.prefix(count)))
    }
}
