/// Where a journal's listing cache is kept, and the wall-clock time to stamp new listings with.
public struct ListingCacheFile: Sendable {
    /// A machine-local folder below its base, e.g. `daybook` below `~/.cache`: read and written without following
    /// a symbolic link below the base, like every file daybook writes.
    public var folder: ConfinedPath
    /// Now, in nanoseconds since 1970, from the real clock (not `--now`).
    public var now: Int64

    public init(folder: ConfinedPath, now: Int64) {
        self.folder = folder
        self.now = now
    }

    /// One file per journal, named after the root folder's device and inode.
    func path(for root: FileStatus) -> ConfinedPath {
        folder.appending("listing-\(root.device)-\(root.inode)")
    }
}
