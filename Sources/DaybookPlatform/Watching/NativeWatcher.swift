import DaybookCore

/// The kernel's way of watching folders on this platform: inotify on Linux, kqueue on Darwin.
public func nativeWatcher(root: String, fileSystem: any FileSystem) -> any FileWatcher {
    #if canImport(Darwin)
        KQueueWatcher(root: root, fileSystem: fileSystem)
    #else
        InotifyWatcher(root: root, fileSystem: fileSystem)
    #endif
}
