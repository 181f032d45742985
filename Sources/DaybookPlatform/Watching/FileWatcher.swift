/// Watches a journal's folders — never single files, so editors that save by renaming are seen — and reports
/// what changed. Waiting is a blocking call the watch loop makes with a deadline.
public protocol FileWatcher: AnyObject {
    /// A short name for messages: `inotify`, `kqueue`, `polling`.
    var backend: String { get }

    /// Starts watching the root and every folder below it.
    func start() throws(WatchError)

    /// Blocks for at most `timeout` milliseconds (forever when nil), or until `wake` is readable, and returns what
    /// changed meanwhile (nothing on a timeout or a wake-up).
    func wait(timeout: Int?, wake: FileDescriptor) -> [WatchEvent]
}
