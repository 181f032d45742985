import DaybookCore
import DaybookLibC

/// The real file system, through POSIX calls (cheaper than FileManager: see docs/ARCHITECTURE.md).
public struct PosixFileSystem: FileSystem {
    /// Journal files are small; anything bigger is a mistake, not a journal.
    public static let maximumFileSize = 64 * 1024 * 1024

    private let readCall: ReadCall
    private let writeCall: WriteCall

    /// The system's `read` and `write`, or others: tests put in ones that fail part-way (ENOSPC or EIO after some
    /// bytes), are interrupted (EINTR) or move less than asked, to see that a read is whole or a clear error and
    /// an append is whole or not there at all.
    public init(read: ReadCall? = nil, write: WriteCall? = nil) {
        readCall = read ?? systemRead
        writeCall = write ?? systemWrite
    }

    public func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        let fd = retryingOnInterrupt { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(fd) }
        return try readWhole(fd, path: path)
    }

    public func read(_ path: ConfinedPath) throws(FileSystemError) -> [UInt8] {
        let folder = try ConfinedFolder.holding(path)
        defer { folder.close() }
        let fd = retryingOnInterrupt { openat(folder.fd, path.name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
        guard fd >= 0 else { throw folder.failure(errno, name: path.name) }
        defer { close(fd) }
        // A file with other names is the same file as one that may be outside the root.
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystemError(path: path.path, errno: errno) }
        if fileKind(of: info.st_mode) == .regular { try ConfinedFolder.require(info, target: path, singleName: true) }
        return try readWhole(fd, path: path.path)
    }

    /// Everything an open regular file holds, up to `maximumFileSize`.
    private func readWhole(_ fd: Int32, path: String) throws(FileSystemError) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystemError(path: path, errno: errno) }
        let kind = fileKind(of: info.st_mode)
        if kind == .directory { throw FileSystemError(path: path, errno: EISDIR) }
        guard kind == .regular else { throw FileSystemError(path: path, reason: .notRegularFile) }
        let size = Int(info.st_size)
        guard size <= Self.maximumFileSize else {
            throw FileSystemError(path: path, reason: .tooLarge(limit: Self.maximumFileSize))
        }
        // Read into memory not filled first (a listing cache of a century is half a megabyte); one byte more than
        // the size, to see a file that grew meanwhile.
        var count = 0
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            if let base = buffer.baseAddress {
                while count < buffer.count {
                    let got = retryingOnInterrupt { readCall(fd, base + count, buffer.count - count) }
                    if got < 0 { failure = errno }
                    if got <= 0 { break }
                    count += got
                }
            }
            initialized = count
        }
        if let failure { throw FileSystemError(path: path, errno: failure) }
        guard count == size + 1 else { return bytes }
        while true {
            if count == bytes.count {
                // The file grew while we read it.
                guard bytes.count < Self.maximumFileSize else {
                    throw FileSystemError(path: path, reason: .tooLarge(limit: Self.maximumFileSize))
                }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return retryingOnInterrupt { readCall(fd, base + count, buffer.count - count) }
            }
            if got < 0 { throw FileSystemError(path: path, errno: errno) }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    public func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let dir = opendir(path) else { throw FileSystemError(path: path, errno: errno) }
        defer { closedir(dir) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let kind: FileKind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .regular
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = nil
            default: kind = .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return entries
    }

    public func status(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// `fstatat` against the root folder opened once: no path is built, and the kernel walks one component less.
    public func statuses(below root: String, of relatives: [ArraySlice<UInt8>]) -> [FileStatus?] {
        let fd = retryingOnInterrupt { open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { return relatives.map { _ in nil } }
        defer { close(fd) }
        var path = [CChar](repeating: 0, count: 256)
        var info = stat()
        return relatives.map { relative -> FileStatus? in
            if relative.isEmpty {
                return fstat(fd, &info) == 0 ? FileStatus(info) : nil
            }
            if path.count <= relative.count { path = [CChar](repeating: 0, count: relative.count + 1) }
            // Copied whole (a century's folders are some 1,300 paths a status line), then ended with a NUL.
            let copied = path.withUnsafeMutableBytes { buffer in
                relative.withUnsafeBytes { bytes -> Bool in
                    guard let target = buffer.baseAddress, let source = bytes.baseAddress else { return bytes.isEmpty }
                    target.copyMemory(from: source, byteCount: bytes.count)
                    buffer[bytes.count] = 0
                    return true
                }
            }
            guard copied else { return nil }
            return fstatat(fd, path, &info, 0) == 0 ? FileStatus(info) : nil
        }
    }

    public func statuses(below root: String, in bytes: [UInt8], at ranges: [Range<Int>]) -> [FileStatus?] {
        guard ranges.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= bytes.count }) else {
            return ranges.map { _ in nil }
        }
        let fd = retryingOnInterrupt { open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { return ranges.map { _ in nil } }
        defer { close(fd) }
        var path = [CChar](repeating: 0, count: (ranges.map { $0.count }.max() ?? 0) + 1)
        var info = stat()
        var found: [FileStatus?] = []
        found.reserveCapacity(ranges.count)
        bytes.withUnsafeBytes { source in
            path.withUnsafeMutableBytes { target in
                guard let from = source.baseAddress, let to = target.baseAddress else {
                    for range in ranges {
                        found.append(range.isEmpty && fstat(fd, &info) == 0 ? FileStatus(info) : nil)
                    }
                    return
                }
                for range in ranges {
                    if range.isEmpty {
                        found.append(fstat(fd, &info) == 0 ? FileStatus(info) : nil)
                        continue
                    }
                    to.copyMemory(from: from + range.lowerBound, byteCount: range.count)
                    target[range.count] = 0
                    let name = to.assumingMemoryBound(to: CChar.self)
                    found.append(fstatat(fd, name, &info, 0) == 0 ? FileStatus(info) : nil)
                }
            }
        }
        return found
    }

    public func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: - Writing, only below a root and never through a symbolic link

    public func createNew(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        let folder = try ConfinedFolder.holding(path)
        defer { folder.close() }
        let fd = retryingOnInterrupt {
            openat(folder.fd, path.name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        guard fd >= 0 else { throw folder.failure(errno, name: path.name) }
        var failure = writeAll(fd, contents, using: writeCall).failure
        if failure == nil, !flushToStorage(fd) { failure = errno }
        closeDescriptor(fd)
        if let failure {
            // A file that could not be written whole is not left behind, empty or half-written.
            _ = unlinkat(folder.fd, path.name, 0)
            throw FileSystemError(path: path.path, errno: failure)
        }
    }

    public func replace(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        let folder = try ConfinedFolder.holding(path)
        defer { folder.close() }
        try folder.requireRegularFile(path.name, missingIsFine: true, singleName: false)
        let temporary = path.name + ".\(getpid()).tmp"
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var fd = retryingOnInterrupt { openat(folder.fd, temporary, flags, 0o644) }
        if fd < 0, errno == EEXIST {
            // Left by an earlier run that had this process id and was killed; the name is daybook's own.
            _ = unlinkat(folder.fd, temporary, 0)
            fd = retryingOnInterrupt { openat(folder.fd, temporary, flags, 0o644) }
        }
        guard fd >= 0 else { throw FileSystemError(path: path.path, errno: errno) }
        var failure = writeAll(fd, contents, using: writeCall).failure
        if failure == nil, !flushToStorage(fd) { failure = errno }
        closeDescriptor(fd)
        if failure == nil, renameat(folder.fd, temporary, folder.fd, path.name) != 0 { failure = errno }
        if let failure {
            _ = unlinkat(folder.fd, temporary, 0)
            throw FileSystemError(path: path.path, errno: failure)
        }
    }

    public func openForAppend(_ path: ConfinedPath, creating: Bool) throws(FileSystemError) -> any AppendableFile {
        let folder = try ConfinedFolder.holding(path)
        defer { folder.close() }
        // Look before opening: opening a FIFO or a device can block or act, and a refusal should say what is there.
        if !creating { try folder.requireRegularFile(path.name, missingIsFine: false, singleName: true) }
        // One descriptor, read and appended through: O_APPEND puts every write at the end whatever was read.
        let flags = O_RDWR | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (creating ? O_CREAT | O_EXCL : 0)
        let fd = retryingOnInterrupt { openat(folder.fd, path.name, flags, 0o644) }
        guard fd >= 0 else { throw folder.failure(errno, name: path.name) }
        // And look again at what was opened: something may have been swapped in meanwhile.
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw FileSystemError(path: path.path, errno: code)
        }
        do {
            try ConfinedFolder.require(info, target: path, singleName: true)
        } catch {
            closeDescriptor(fd)
            throw error
        }
        return PosixAppendableFile(path: path.path, fd: fd, read: readCall, write: writeCall)
    }

    public func syncDirectory(_ path: ConfinedPath) throws(FileSystemError) {
        let folder = try ConfinedFolder(path, for: path, creating: false)
        defer { folder.close() }
        guard flushToStorage(folder.fd) else { throw FileSystemError(path: path.path, errno: errno) }
    }

    public func remove(_ path: ConfinedPath) throws(FileSystemError) {
        let folder = try ConfinedFolder.holding(path)
        defer { folder.close() }
        try folder.requireRegularFile(path.name, missingIsFine: false, singleName: false)
        guard unlinkat(folder.fd, path.name, 0) == 0 else { throw FileSystemError(path: path.path, errno: errno) }
    }

    public func makeDirectory(_ path: ConfinedPath) throws(FileSystemError) {
        try ConfinedFolder(path, for: path, creating: true).close()
    }
}
