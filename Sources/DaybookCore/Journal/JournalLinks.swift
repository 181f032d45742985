/// Where a journal's symbolic links lead, and which of them a walk follows: a link that leads to a place inside the
/// journal's root is followed; one that leads outside it (`notes -> ~/private`, `x -> /`) only when this machine's
/// own settings say so (`JournalLocation.followsLinksOutside`). A synced link is someone else's: following it out
/// would read, count and show a place they chose (docs/SECURITY.md, "Links").
public struct JournalLinks {
    private let fileSystem: any FileSystem
    private let root: String
    private let followsOutside: Bool
    /// The root's own canonical path, looked up when the first link is met (a journal without links never asks).
    private var canonicalRoot: String??

    public init(root: String, followsOutside: Bool, fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
        self.root = root
        self.followsOutside = followsOutside
    }

    public init(_ location: JournalLocation, fileSystem: any FileSystem) {
        self.init(root: location.root, followsOutside: location.followsLinksOutside, fileSystem: fileSystem)
    }

    /// Whether the link at `path` (as the process opens it) may be followed for reading. A link that cannot be
    /// resolved (dangling, a loop of links, a folder that cannot be searched) is not followed.
    public mutating func mayFollow(_ path: String) -> Bool {
        if followsOutside { return true }
        guard let target = fileSystem.canonicalPath(path), let root = rootPath() else { return false }
        return JournalLinks.isInside(target, root: root)
    }

    /// Whether `path` is `root` or below it; both canonical.
    public static func isInside(_ path: String, root: String) -> Bool {
        if path == root || root == "/" { return true }
        return path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    private mutating func rootPath() -> String? {
        if let canonicalRoot { return canonicalRoot }
        let found = fileSystem.canonicalPath(root)
        canonicalRoot = .some(found)
        return found
    }
}

/// A file or folder as the system knows it, whatever name it is reached by: for visiting each folder once.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init(_ status: FileStatus) {
        device = status.device
        inode = status.inode
    }
}
