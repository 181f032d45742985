import DaybookCore
import DaybookLibC

/// A folder opened by walking from a trusted root one name at a time with `O_NOFOLLOW | O_DIRECTORY`, so that no
/// symbolic link below the root is followed (a link swapped in between two steps fails the step instead). Every
/// write of `PosixFileSystem` starts here and then works relative to the descriptor (`openat`, `renameat`,
/// `unlinkat`): what a path names cannot change under it. The root itself is opened as given: the person chose it.
struct ConfinedFolder {
    let fd: Int32
    /// What errors name: the path the caller wants to write.
    private let target: ConfinedPath

    /// Opens `folder`, for an operation on `target` (which errors name); with `creating`, missing folders are
    /// made on the way, the root included.
    init(_ folder: ConfinedPath, for target: ConfinedPath, creating: Bool) throws(FileSystemError) {
        self.target = target
        guard !target.components.contains("..") else { throw FileSystemError(path: target.path, reason: .leavesRoot) }
        var fd = retryingOnInterrupt { open(folder.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if fd < 0, errno == ENOENT, creating {
            ConfinedFolder.makeRoot(folder.root)
            fd = retryingOnInterrupt { open(folder.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        guard fd >= 0 else { throw FileSystemError(path: target.path, errno: errno) }
        for (index, name) in folder.components.enumerated() {
            var next = retryingOnInterrupt { openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            if next < 0, errno == ENOENT, creating {
                if mkdirat(fd, name, 0o755) != 0 && errno != EEXIST {
                    let code = errno
                    closeDescriptor(fd)
                    throw FileSystemError(path: target.path, errno: code)
                }
                next = retryingOnInterrupt { openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            }
            guard next >= 0 else {
                let error = ConfinedFolder.failure(
                    errno, at: fd, name: name, shown: folder.prefix(index + 1),
                    target: target)
                closeDescriptor(fd)
                throw error
            }
            closeDescriptor(fd)
            fd = next
        }
        self.fd = fd
    }

    /// Opens the folder that holds `path`.
    static func holding(_ path: ConfinedPath, creating: Bool = false) throws(FileSystemError) -> ConfinedFolder {
        guard let parent = path.parent else { throw FileSystemError(path: path.path, errno: EISDIR) }
        return try ConfinedFolder(parent, for: path, creating: creating)
    }

    func close() {
        closeDescriptor(fd)
    }

    /// What `name` in this folder is, the link itself when it is one; nil when nothing is there.
    func entry(_ name: String) -> stat? {
        var info = stat()
        return fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// Refuses to write to `name` unless it is a regular file (or nothing, when `missingIsFine`) — with no other
    /// name, when `singleName` (appending to a file changes it under every name it has; replacing or removing one
    /// name does not).
    func requireRegularFile(_ name: String, missingIsFine: Bool, singleName: Bool) throws(FileSystemError) {
        guard let info = entry(name) else {
            if missingIsFine { return }
            throw FileSystemError(path: target.path, reason: .notFound)
        }
        try ConfinedFolder.require(info, target: target, singleName: singleName)
    }

    /// The error for a failed `openat` of `name`: a refusal naming the link when a link is what stopped it.
    func failure(_ code: Int32, name: String) -> FileSystemError {
        ConfinedFolder.failure(code, at: fd, name: name, shown: target, target: target)
    }

    /// Refuses anything but a regular file (with one name, when `singleName`).
    static func require(_ info: stat, target: ConfinedPath, singleName: Bool) throws(FileSystemError) {
        switch fileKind(of: info.st_mode) {
        case .regular:
            guard !singleName || info.st_nlink <= 1 else {
                throw FileSystemError(path: target.path, reason: .hardLinked(count: Int(info.st_nlink)))
            }
        case .symlink:
            throw FileSystemError(path: target.path, reason: .symbolicLink(link: target.path))
        case .directory:
            throw FileSystemError(path: target.path, errno: EISDIR)
        case .other:
            throw FileSystemError(path: target.path, reason: .notRegularFile)
        }
    }

    private static func failure(
        _ code: Int32, at folder: Int32, name: String, shown: ConfinedPath,
        target: ConfinedPath
    ) -> FileSystemError {
        var info = stat()
        if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            switch fileKind(of: info.st_mode) {
            case .symlink: return FileSystemError(path: target.path, reason: .symbolicLink(link: shown.path))
            // Only a folder's step fails with ENOTDIR; opening the file itself keeps its errno (EEXIST above all:
            // two writers creating one file).
            case .regular, .other:
                if code == ENOTDIR {
                    return FileSystemError(path: target.path, reason: .notAFolder(folder: shown.path))
                }
            case .directory: break
            }
        }
        return FileSystemError(path: target.path, errno: code)
    }

    /// `mkdir -p` of a root, following links: the person named it.
    private static func makeRoot(_ root: String) {
        var folder = root.hasPrefix("/") ? "" : "."
        for component in root.split(separator: "/") {
            folder += "/" + component
            _ = mkdir(folder, 0o755)
        }
    }
}
