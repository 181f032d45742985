public struct FileStatus: Sendable, Hashable {
    public var kind: FileKind
    public var device: UInt64
    public var inode: UInt64
    /// Last modification, in nanoseconds since 1970 (for a folder: an entry was added, removed or renamed).
    public var modified: Int64
    public var size: Int64
    /// Last change of the file or its metadata (ctime), in nanoseconds since 1970: a write that keeps the size and
    /// puts the modification time back still changes it.
    public var changed: Int64

    public init(
        kind: FileKind, device: UInt64, inode: UInt64, modified: Int64 = 0, size: Int64 = 0, changed: Int64 = 0
    ) {
        self.kind = kind
        self.device = device
        self.inode = inode
        self.modified = modified
        self.size = size
        self.changed = changed
    }
}
