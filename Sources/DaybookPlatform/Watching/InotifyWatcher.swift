#if !canImport(Darwin) && (canImport(Glibc) || canImport(Musl))
    import DaybookCore
    import DaybookLibC

    /// Linux: one inotify watch per folder. Folders that appear are watched as soon as they are seen and scanned,
    /// so files created in them before the watch existed are not missed. The root's parent folder is watched for the
    /// root's own name: a root removed while some process still has it open (as its working folder, say) gives no
    /// event of its own, and a root created again is seen at once, without polling.
    public final class InotifyWatcher: FileWatcher {
        public let backend = "inotify"
        private let root: String
        private let fileSystem: any FileSystem
        private var descriptor: Int32 = -1
        /// Watch descriptor → folder relative to the root.
        private var folders: [Int32: String] = [:]
        /// The root's inode while it is watched; nil while the root is missing.
        private var rootIdentity: (device: UInt64, inode: UInt64)?
        /// The watch on the root's parent, and the root's name in it.
        private var parent: (wd: Int32, name: String)?

        /// What a journal folder is watched for: every change to its entries and to itself.
        private static let folderEvents: InotifyEvents = [
            .create, .delete, .modify, .closeWrite, .movedFrom, .movedTo, .attributes, .deleteSelf, .moveSelf,
            .onlyFolder,
        ]
        /// What the root's parent is watched for: names coming and going.
        private static let parentEvents: InotifyEvents = [.create, .delete, .movedFrom, .movedTo, .onlyFolder]

        /// How often a missing root is looked for.
        static let rootRecheck = 250

        /// Whether a linked folder that leads outside the root is watched (this machine's setting).
        private let followsLinksOutside: Bool

        public init(root: String, fileSystem: any FileSystem = PosixFileSystem(), followsLinksOutside: Bool = false) {
            self.root = root
            self.fileSystem = fileSystem
            self.followsLinksOutside = followsLinksOutside
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }

        public func start() throws(WatchError) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw WatchError(.system(call: "inotify", FileSystemError.Reason(errno: errno)), canPoll: true)
            }
            watchParent()
            _ = try watchRoot()
        }

        public func wait(timeout: Int?, wake: FileDescriptor) -> [WatchEvent] {
            if rootIdentity == nil && parent == nil {
                // Neither the root nor its parent can be watched: look for the root from time to time.
                let limit = min(timeout ?? InotifyWatcher.rootRecheck, InotifyWatcher.rootRecheck)
                _ = waitReadable([wake], timeout: limit)
                watchParent()
                return (try? watchRoot()) == true ? [.rootBack] : []
            }
            guard
                waitReadable([FileDescriptor(rawValue: descriptor), wake], timeout: timeout).contains(
                    FileDescriptor(rawValue: descriptor))
            else { return [] }
            return readEvents()
        }

        // MARK: - Watches

        /// Watches the root and its folders if the root exists; true when it does.
        private func watchRoot() throws(WatchError) -> Bool {
            guard let status = fileSystem.status(root), status.kind == .directory else { return false }
            rootIdentity = (status.device, status.inode)
            for folder in WatchedFolders.below(
                "", root: root, fileSystem: fileSystem, followsLinksOutside: followsLinksOutside)
            {
                try watch(folder)
            }
            return true
        }

        private func watch(_ folder: String) throws(WatchError) {
            let wd = inotify_add_watch(
                descriptor, WatchedFolders.path(folder, in: root), InotifyWatcher.folderEvents.rawValue)
            if wd >= 0 {
                folders[wd] = folder
                return
            }
            let code = errno
            if code == ENOSPC {
                throw WatchError(.tooManyFolders, canPoll: true)
            }
            // A folder that vanished before it could be watched needs no watch.
        }

        /// The root went away: drop its watches; the parent's watch (or polling) will see it come back.
        private func loseRoot() {
            for wd in folders.keys { inotify_rm_watch(descriptor, wd) }
            folders = [:]
            rootIdentity = nil
        }

        /// Watches the folder holding the root, for the root's name coming and going.
        private func watchParent() {
            guard parent == nil, let resolved = absolutePath(root), let slash = resolved.lastIndex(of: "/") else {
                return
            }
            let folder = slash == resolved.startIndex ? "/" : String(resolved[..<slash])
            let name = String(resolved[resolved.index(after: slash)...])
            guard !name.isEmpty else { return }
            let wd = inotify_add_watch(descriptor, folder, InotifyWatcher.parentEvents.rawValue)
            if wd >= 0 { parent = (wd, name) }
        }

        /// `path` made absolute and free of `.` and `..`, without needing it to exist.
        private func absolutePath(_ path: String) -> String? {
            var full = path
            if !path.hasPrefix("/") {
                guard let cwd = getcwd(nil, 0) else { return nil }
                defer { free(cwd) }
                full = String(cString: cwd) + "/" + path
            }
            var parts: [Substring] = []
            for part in full.split(separator: "/") {
                if part == "." { continue }
                if part == ".." { _ = parts.popLast() } else { parts.append(part) }
            }
            return "/" + parts.joined(separator: "/")
        }

        // MARK: - Events

        private func readEvents() -> [WatchEvent] {
            var events: [WatchEvent] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len] (NUL-padded).
                while offset + 16 <= count {
                    let wd = load(Int32.self, buffer, offset)
                    let mask = InotifyEvents(rawValue: load(UInt32.self, buffer, offset + 4))
                    let length = Int(load(UInt32.self, buffer, offset + 12))
                    let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                    offset += 16 + length
                    events += handle(wd: wd, mask: mask, name: String(decoding: nameBytes, as: UTF8.self))
                }
            }
            return events
        }

        private func handle(wd: Int32, mask: InotifyEvents, name: String) -> [WatchEvent] {
            if mask.contains(.overflow) {
                if let rescan = try? watchRoot(), rescan { return [.overflow] }
                loseRoot()
                return [.overflow, .rootGone]
            }
            if let parent, wd == parent.wd {
                return parentEvent(mask: mask, name: name)
            }
            guard let folder = folders[wd] else { return [] }
            if mask.contains(.ignored) {
                folders[wd] = nil
                return folder.isEmpty ? rootGoneIfReplaced() : []
            }
            if !mask.isDisjoint(with: [.deleteSelf, .moveSelf]) {
                return folder.isEmpty ? rootGoneIfReplaced() : []
            }
            guard !name.isEmpty else { return [] }
            let path = WatchedFolders.join(folder, name)
            guard mask.contains(.isFolder) else { return [.file(path)] }
            if !mask.isDisjoint(with: [.create, .movedTo]) {
                // Watch the new folder and report what is already in it: files may have been written before the watch.
                guard !name.hasPrefix(".") || (folder.isEmpty && name == ".daybook") else { return [] }
                var events: [WatchEvent] = [.folder(path)]
                for child in WatchedFolders.below(
                    path, root: root, fileSystem: fileSystem, followsLinksOutside: followsLinksOutside)
                {
                    try? watch(child)
                    for entry in (try? fileSystem.list(WatchedFolders.path(child, in: root))) ?? [] {
                        events.append(.file(WatchedFolders.join(child, entry.name)))
                    }
                }
                return events
            }
            return [.folder(path)]
        }

        /// Something happened in the root's parent: the root (or another folder in place of it) came or went.
        private func parentEvent(mask: InotifyEvents, name: String) -> [WatchEvent] {
            if mask.contains(.ignored) {
                parent = nil
                return []
            }
            guard name == parent?.name else { return [] }
            if !mask.isDisjoint(with: [.delete, .movedFrom]) {
                guard rootIdentity != nil else { return [] }
                loseRoot()
                return [.rootGone]
            }
            var events: [WatchEvent] = []
            if rootIdentity != nil {
                loseRoot()
                events.append(.rootGone)
            }
            if (try? watchRoot()) == true { events.append(.rootBack) }
            return events
        }

        /// The root's watch ended or the root moved: gone unless the same folder is still at the path.
        private func rootGoneIfReplaced() -> [WatchEvent] {
            if let status = fileSystem.status(root), let identity = rootIdentity,
                status.device == identity.device, status.inode == identity.inode, folders.values.contains("")
            {
                return []
            }
            loseRoot()
            return [.rootGone]
        }

        private func load<T: FixedWidthInteger>(_ type: T.Type, _ buffer: [UInt8], _ offset: Int) -> T {
            var value: T = 0
            withUnsafeMutableBytes(of: &value) { target in
                for index in 0..<MemoryLayout<T>.size { target[index] = buffer[offset + index] }
            }
            return value
        }
    }

    /// inotify's event bits (inotify(7)): what a watch asks for, and what each event says happened.
    struct InotifyEvents: OptionSet {
        let rawValue: UInt32

        static let create = InotifyEvents(IN_CREATE)
        static let delete = InotifyEvents(IN_DELETE)
        static let modify = InotifyEvents(IN_MODIFY)
        static let closeWrite = InotifyEvents(IN_CLOSE_WRITE)
        static let movedFrom = InotifyEvents(IN_MOVED_FROM)
        static let movedTo = InotifyEvents(IN_MOVED_TO)
        static let attributes = InotifyEvents(IN_ATTRIB)
        static let deleteSelf = InotifyEvents(IN_DELETE_SELF)
        static let moveSelf = InotifyEvents(IN_MOVE_SELF)
        /// Asked for: watch the path only if it is a folder.
        static let onlyFolder = InotifyEvents(IN_ONLYDIR)
        /// Said: the event is about a folder.
        static let isFolder = InotifyEvents(IN_ISDIR)
        /// Said: the watch is gone (its folder was removed, or the watch taken off).
        static let ignored = InotifyEvents(IN_IGNORED)
        /// Said: the kernel's queue overflowed and events were lost.
        static let overflow = InotifyEvents(IN_Q_OVERFLOW)

        init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        private init(_ bit: some BinaryInteger) {
            rawValue = UInt32(bit)
        }
    }
#endif
