#if canImport(Darwin)
    import DaybookCore
    import DaybookLibC

    /// macOS: kqueue vnode events on every folder (entries added, removed, renamed) and on every journal file in them
    /// (written, extended, renamed, removed). Folders and files that appear are watched as they are seen.
    public final class KQueueWatcher: FileWatcher {
        public let backend = "kqueue"
        private let root: String
        private let fileSystem: any FileSystem
        private var queue: Int32 = -1
        /// Open descriptor → (path relative to the root, whether it is a folder).
        private var watched: [Int32: (path: String, isFolder: Bool)] = [:]
        private var wakeRegistered: Int32 = -1
        private var rootPresent = false

        /// Whether a linked folder that leads outside the root is watched (this machine's setting).
        private let followsLinksOutside: Bool

        public init(root: String, fileSystem: any FileSystem = PosixFileSystem(), followsLinksOutside: Bool = false) {
            self.root = root
            self.fileSystem = fileSystem
            self.followsLinksOutside = followsLinksOutside
        }

        deinit {
            for fd in watched.keys { close(fd) }
            if queue >= 0 { close(queue) }
        }

        public func start() throws(WatchError) {
            queue = kqueue()
            guard queue >= 0 else {
                throw WatchError(.system(call: "kqueue", FileSystemError.Reason(errno: errno)), canPoll: true)
            }
            raiseDescriptorLimit()
            try watchRoot()
        }

        public func wait(timeout: Int?, wake: FileDescriptor) -> [WatchEvent] {
            if wakeRegistered != wake.rawValue {
                register(wake.rawValue, filter: Int16(EVFILT_READ), events: 0)
                wakeRegistered = wake.rawValue
            }
            if !rootPresent {
                _ = waitReadable([wake], timeout: min(timeout ?? 250, 250))
                guard (try? watchRoot()) != nil, rootPresent else { return [] }
                return [.rootBack]
            }
            var events: [kevent] = Array(repeating: kevent(), count: 64)
            var limit = timespec(tv_sec: (timeout ?? 0) / 1000, tv_nsec: ((timeout ?? 0) % 1000) * 1_000_000)
            let count =
                timeout == nil
                ? kevent(queue, nil, 0, &events, Int32(events.count), nil)
                : kevent(queue, nil, 0, &events, Int32(events.count), &limit)
            guard count > 0 else { return [] }
            var changes: [WatchEvent] = []
            for event in events.prefix(Int(count)) {
                let fd = Int32(event.ident)
                guard fd != wake.rawValue, let target = watched[fd] else { continue }
                let gone = event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME) != 0
                if target.isFolder {
                    if target.path.isEmpty && gone {
                        loseRoot()
                        return changes + [.rootGone]
                    }
                    changes += rescan(target.path)
                } else {
                    changes.append(.file(target.path))
                }
                if gone {
                    close(fd)
                    watched[fd] = nil
                }
            }
            return changes
        }

        private func watchRoot() throws(WatchError) {
            guard fileSystem.status(root)?.kind == .directory else { return }
            rootPresent = true
            for folder in WatchedFolders.below(
                "", root: root, fileSystem: fileSystem, followsLinksOutside: followsLinksOutside)
            {
                try watch(folder, isFolder: true)
                _ = rescan(folder)
            }
        }

        /// Watches files and folders of `folder` not yet watched; reports those that are new.
        private func rescan(_ folder: String) -> [WatchEvent] {
            let known = Set(watched.values.map(\.path))
            var changes: [WatchEvent] = [.folder(folder)]
            for entry in (try? fileSystem.list(WatchedFolders.path(folder, in: root))) ?? [] {
                let path = WatchedFolders.join(folder, entry.name)
                guard !known.contains(path) else { continue }
                // A symlinked folder is followed, as InotifyWatcher and WatchedFolders follow it.
                var kind = entry.kind
                if kind == nil || kind == .symlink {
                    kind = fileSystem.status(WatchedFolders.path(path, in: root))?.kind
                }
                if kind == .directory, !entry.name.hasPrefix(".") || (folder.isEmpty && entry.name == ".daybook") {
                    for child in WatchedFolders.below(
                        path, root: root, fileSystem: fileSystem, followsLinksOutside: followsLinksOutside)
                    {
                        try? watch(child, isFolder: true)
                        changes += rescan(child)
                    }
                } else if JournalPaths.matters(path) {
                    try? watch(path, isFolder: false)
                    changes.append(.file(path))
                }
            }
            return changes
        }

        private func watch(_ path: String, isFolder: Bool) throws(WatchError) {
            let fd = open(WatchedFolders.path(path, in: root), O_EVTONLY)
            guard fd >= 0 else {
                if errno == EMFILE || errno == ENFILE {
                    throw WatchError(.tooManyFiles, canPoll: true)
                }
                return
            }
            watched[fd] = (path, isFolder)
            register(
                fd, filter: Int16(EVFILT_VNODE),
                events: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME))
        }

        private func register(_ fd: Int32, filter: Int16, events: UInt32) {
            var change = kevent(
                ident: UInt(fd), filter: filter, flags: UInt16(EV_ADD | EV_CLEAR), fflags: events,
                data: 0, udata: nil)
            _ = kevent(queue, &change, 1, nil, 0, nil)
        }

        private func loseRoot() {
            for fd in watched.keys { close(fd) }
            watched = [:]
            rootPresent = false
        }

        /// One descriptor per watched file: ask for as many as the system allows.
        private func raiseDescriptorLimit() {
            var limit = rlimit()
            guard getrlimit(RLIMIT_NOFILE, &limit) == 0 else { return }
            limit.rlim_cur = min(limit.rlim_max, rlim_t(OPEN_MAX))
            _ = setrlimit(RLIMIT_NOFILE, &limit)
        }
    }
#endif
