/// Where a journal's report cache is kept, the real time of this run, and which program is running: numbers kept by
/// another build of daybook are not trusted.
public struct ReportCacheFile: Sendable {
    /// A machine-local folder below its base, e.g. `daybook` below `~/.cache`: read and written without following a
    /// symbolic link below the base, like every file daybook writes.
    public var folder: ConfinedPath
    /// Now, in nanoseconds since 1970, from the real clock (not `--now`): a file changed less than
    /// `ReportCache.racyWindow` before it is never kept.
    public var now: Int64
    /// The running daybook: its version and what the platform tells of its executable (size, times). Another build
    /// may count otherwise.
    public var program: String

    public init(folder: ConfinedPath, now: Int64, program: String) {
        self.folder = folder
        self.now = now
        self.program = program
    }

    /// One file per journal, named after the root folder's device and inode.
    func path(for root: FileStatus) -> ConfinedPath {
        folder.appending("report-\(root.device)-\(root.inode)")
    }
}
