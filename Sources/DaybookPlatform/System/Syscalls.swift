import DaybookCore
import DaybookLibC

// The helpers every system call of the platform layer goes through: one retry on EINTR, one write-everything
// loop, one flush to stable storage, one translation of `errno` and of `stat` into the core's types.

/// `read(2)`, for every file daybook reads whole.
public typealias ReadCall = @Sendable (_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
/// `write(2)`, for every write daybook makes.
public typealias WriteCall = @Sendable (_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int

/// Repeats a system call while it fails with EINTR.
func retryingOnInterrupt<T: BinaryInteger>(_ call: () -> T) -> T {
    while true {
        let result = call()
        if result >= 0 || errno != EINTR { return result }
    }
}

/// Writes all of `bytes`, continuing after short writes and retrying on EINTR. Returns how many bytes were
/// written and, when it stopped early, the `errno` why (EIO for a write that moved nothing).
func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, using write: WriteCall = systemWrite)
    -> (written: Int, failure: Int32?)
{
    guard let base = bytes.baseAddress else { return (0, nil) }
    var written = 0
    while written < bytes.count {
        let got = retryingOnInterrupt { write(fd, base + written, bytes.count - written) }
        if got < 0 { return (written, errno) }
        if got == 0 { return (written, EIO) }
        written += got
    }
    return (written, nil)
}

/// Writes all of `bytes`; see `writeAll(_:_:using:)`.
func writeAll(_ fd: Int32, _ bytes: [UInt8], using write: WriteCall = systemWrite) -> (written: Int, failure: Int32?) {
    bytes.withUnsafeBytes { writeAll(fd, $0, using: write) }
}

/// Flushes a file to stable storage. On Darwin `fsync` only reaches the drive's cache; `F_FULLFSYNC` asks the drive
/// to write it out (and falls back to `fsync` on file systems that do not support it).
func flushToStorage(_ fd: Int32) -> Bool {
    #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(fd) == 0
}

/// `read(2)`, named apart because `FileSystem.read` shadows it inside types.
@Sendable func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// `write(2)`, named apart from the `write` parameters.
@Sendable func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// `close(2)`, named apart from the methods called `close`.
func closeDescriptor(_ fd: Int32) {
    _ = close(fd)
}

extension FileSystemError.Reason {
    /// The reason for a failed system call's `errno`.
    public init(errno code: Int32) {
        switch code {
        case ENOENT: self = .notFound
        case EEXIST: self = .alreadyExists
        default: self = .system(code: code, text: systemErrorText(code))
        }
    }
}

extension FileSystemError {
    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: Reason(errno: code))
    }
}

/// The system's words for an `errno` value, e.g. "Permission denied".
public func systemErrorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}

/// What kind of file a `st_mode` describes.
func fileKind(of mode: mode_t) -> FileKind {
    switch mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK: return .symlink
    default: return .other
    }
}

extension FileStatus {
    /// The core's view of a `stat`. Device and inode numbers are taken by bit pattern: `dev_t` is a signed 32-bit
    /// number on Darwin, and a negative one must not trap.
    init(_ info: stat) {
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
            let changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        self.init(
            kind: fileKind(of: info.st_mode), device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino), modified: modified, size: Int64(info.st_size),
            changed: changed)
    }
}
