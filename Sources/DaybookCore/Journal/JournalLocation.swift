/// Where a journal lives: its root directory (daybook.yaml, foods.yaml, `.daybook/`), and, when the journal is one
/// Markdown file, that file.
public struct JournalLocation: Sendable, Hashable {
    /// The root directory, as a path the process can open (relative paths stay relative, for readable messages).
    public var root: String
    /// The journal's only file, relative to `root`, for a single-file journal.
    public var singleFile: String?
    /// Whether a symbolic link in the journal that leads outside its root is followed for reading: only when this
    /// machine's own settings say so (`follow_links_outside` in `~/.config/daybook/config.yaml`), never the journal.
    public var followsLinksOutside: Bool

    public init(root: String, singleFile: String? = nil, followsLinksOutside: Bool = false) {
        self.root = root
        self.singleFile = singleFile
        self.followsLinksOutside = followsLinksOutside
    }

    /// The path of `relative` (a path inside the journal) for opening or showing.
    public func path(_ relative: String) -> String {
        if root == "." { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// `relative` as a path to write: below the root, never through a symbolic link.
    public func confined(_ relative: String) -> ConfinedPath {
        ConfinedPath(root: root, relative: relative)
    }
}
