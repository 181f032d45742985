import DaybookCore

public struct WatchError: Error, Sendable {
    /// Why the kernel cannot watch the journal.
    public enum Reason: Sendable, Hashable {
        /// A system call failed: `inotify_init1`, `kqueue`.
        case system(call: String, FileSystemError.Reason)
        /// inotify's per-user watch limit (`fs.inotify.max_user_watches`) is reached.
        case tooManyFolders
        /// kqueue needs a descriptor per file and folder, and the process has no more.
        case tooManyFiles
    }

    public var reason: Reason
    /// The watcher cannot keep up with this journal (inotify's watch limit): polling will do.
    public var canPoll: Bool

    public init(_ reason: Reason, canPoll: Bool) {
        self.reason = reason
        self.canPoll = canPoll
    }
}
