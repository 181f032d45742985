#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import DaybookCore

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
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystemError(path: path, errno: errno) }
        let kind = fileKind(of: info.st_mode)
        if kind == .directory { throw FileSystemError(path: path, errno: EISDIR) }
        guard kind == .regular else { throw FileSystemError(path: path, reason: .notRegularFile) }
        let size = Int(info.st_size)
        guard size <= Self.maximumFileSize else {
            throw FileSystemError(path: path, reason: .tooLarge(limit: Self.maximumFileSize))
        }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
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

    public func createNew(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        let fd = retryingOnInterrupt { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(fd) }
        if let failure = writeAll(fd, contents, using: writeCall).failure {
            throw FileSystemError(path: path, errno: failure)
        }
        guard flushToStorage(fd) else { throw FileSystemError(path: path, errno: errno) }
    }

    public func replace(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        let temporary = path + ".\(getpid()).tmp"
        let fd = retryingOnInterrupt { open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw FileSystemError(path: temporary, errno: errno) }
        do throws(FileSystemError) {
            if let failure = writeAll(fd, contents, using: writeCall).failure {
                throw FileSystemError(path: temporary, errno: failure)
            }
            guard flushToStorage(fd) else { throw FileSystemError(path: temporary, errno: errno) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileSystemError(path: path, errno: code)
        }
    }

    public func openForAppend(_ path: String, creating: Bool) throws(FileSystemError) -> any AppendableFile {
        let flags = O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK | (creating ? O_CREAT | O_EXCL : 0)
        let fd = retryingOnInterrupt { open(path, flags, 0o644) }
        guard fd >= 0 else { throw FileSystemError(path: path, errno: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0, fileKind(of: info.st_mode) == .regular else {
            let code = errno
            closeDescriptor(fd)
            throw code == 0 ? FileSystemError(path: path, reason: .notRegularFile) : FileSystemError(path: path, errno: code)
        }
        // The descriptor to read through: O_APPEND descriptors cannot be read.
        let reader = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard reader >= 0 else {
            let code = errno
            closeDescriptor(fd)
            throw FileSystemError(path: path, errno: code)
        }
        return PosixAppendableFile(path: path, fd: fd, reader: reader, read: readCall, write: writeCall)
    }

    public func syncDirectory(_ path: String) throws(FileSystemError) {
        let fd = retryingOnInterrupt { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { closeDescriptor(fd) }
        guard flushToStorage(fd) else { throw FileSystemError(path: path, errno: errno) }
    }

    public func remove(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw FileSystemError(path: path, errno: errno) }
    }

    public func makeDirectory(_ path: String) throws(FileSystemError) {
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FileSystemError(path: path, errno: errno) }
    }
}
