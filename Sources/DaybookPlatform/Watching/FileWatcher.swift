/// What a watcher saw happen below the journal root.
public enum WatchEvent: Sendable, Hashable {
    /// A file was created, written, truncated, renamed or removed (path relative to the root).
    case file(String)
    /// A folder appeared or went away (path relative to the root); its files may have come or gone with it.
    case folder(String)
    /// The kernel dropped events: anything may have changed.
    case overflow
    /// The root folder was removed or moved away.
    case rootGone
    /// The root folder exists again, and is watched again.
    case rootBack
}

/// Watches a journal's folders — never single files, so editors that save by renaming are seen — and reports
/// what changed. Waiting is a blocking call the watch loop makes with a deadline.
public protocol FileWatcher: AnyObject {
    /// A short name for messages: `inotify`, `kqueue`, `polling`.
    var backend: String { get }

    /// Starts watching the root and every folder below it.
    func start() throws(WatchError)

    /// Blocks for at most `timeout` milliseconds (forever when nil), or until `wake` is readable, and returns what
    /// changed meanwhile (nothing on a timeout or a wake-up).
    func wait(timeout: Int?, wake: Int32) -> [WatchEvent]
}

public struct WatchError: Error, Sendable, CustomStringConvertible {
    public var description: String
    /// The watcher cannot keep up with this journal (inotify's watch limit): polling will do.
    public var canPoll: Bool

    public init(_ description: String, canPoll: Bool) {
        self.description = description
        self.canPoll = canPoll
    }
}
