import DaybookCore
import DaybookLibC

/// Looks at every folder and file every few seconds and reports what differs: for network file systems, where
/// change notifications do not arrive, and when the kernel cannot watch more folders.
public final class PollWatcher: FileWatcher {
    public let backend = "polling"
    private let root: String
    private let fileSystem: any FileSystem
    /// Milliseconds between looks.
    public let interval: Int
    private var snapshot: [String: FileStatus] = [:]
    private var rootPresent = false
    private var lastScan = 0

    /// Whether a linked folder that leads outside the root is looked at (this machine's setting).
    private let followsLinksOutside: Bool

    public init(
        root: String, interval: Int, fileSystem: any FileSystem = PosixFileSystem(), followsLinksOutside: Bool = false
    ) {
        self.followsLinksOutside = followsLinksOutside
        self.root = root
        self.interval = max(100, interval)
        self.fileSystem = fileSystem
    }

    public func start() throws(WatchError) {
        rootPresent = fileSystem.status(root)?.kind == .directory
        snapshot = scan()
        lastScan = SystemClock.monotonicMilliseconds()
    }

    public func wait(timeout: Int?, wake: FileDescriptor) -> [WatchEvent] {
        let untilScan = max(0, lastScan + interval - SystemClock.monotonicMilliseconds())
        let readable = waitReadable([wake], timeout: min(timeout ?? untilScan, untilScan))
        guard readable.isEmpty, SystemClock.monotonicMilliseconds() >= lastScan + interval else { return [] }
        lastScan = SystemClock.monotonicMilliseconds()
        let present = fileSystem.status(root)?.kind == .directory
        defer { rootPresent = present }
        if !present {
            snapshot = [:]
            return rootPresent ? [.rootGone] : []
        }
        let now = scan()
        var events: [WatchEvent] = rootPresent ? [] : [.rootBack]
        for (path, status) in now where snapshot[path] != status {
            events.append(status.kind == .directory ? .folder(path) : .file(path))
        }
        for (path, status) in snapshot where now[path] == nil {
            events.append(status.kind == .directory ? .folder(path) : .file(path))
        }
        snapshot = now
        return events
    }

    /// Every watched folder and the files in them, with what `stat` says of each.
    private func scan() -> [String: FileStatus] {
        var found: [String: FileStatus] = [:]
        for folder in WatchedFolders.below(
            "", root: root, fileSystem: fileSystem, followsLinksOutside: followsLinksOutside)
        {
            if !folder.isEmpty, let status = fileSystem.status(WatchedFolders.path(folder, in: root)) {
                found[folder] = FileStatus(kind: .directory, device: status.device, inode: status.inode)
            }
            for entry in (try? fileSystem.list(WatchedFolders.path(folder, in: root))) ?? [] {
                let path = WatchedFolders.join(folder, entry.name)
                guard JournalPaths.matters(path), let status = fileSystem.status(WatchedFolders.path(path, in: root))
                else { continue }
                found[path] = status
            }
        }
        return found
    }
}
