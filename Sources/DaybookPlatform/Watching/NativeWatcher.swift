import DaybookCore

/// The kernel's way of watching folders on this platform: inotify on Linux, kqueue on Darwin.
public func nativeWatcher(root: String, fileSystem: any FileSystem, followsLinksOutside: Bool = false)
    -> any FileWatcher
{
    #if canImport(Darwin)
        KQueueWatcher(root: root, fileSystem: fileSystem, followsLinksOutside: followsLinksOutside)
    #else
        InotifyWatcher(root: root, fileSystem: fileSystem, followsLinksOutside: followsLinksOutside)
    #endif
}
