/// The few file operations daybook needs, behind a protocol so tests can inject faults (EIO, EACCES, vanishing
/// files, short writes) the way SQLite's VFS does.
public protocol FileSystem: Sendable {
    /// The whole contents of a regular file. Never blocks on a FIFO or device: those are errors.
    func read(_ path: String) throws(FileSystemError) -> [UInt8]
    /// The entries of a directory, without `.` and `..`, in no particular order.
    func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry]
    /// What is at `path`, following symlinks; nil when nothing is (or it cannot be examined).
    func status(_ path: String) -> FileStatus?
    /// Creates a file that must not exist yet (`O_EXCL`) with the given contents, and syncs it.
    func createNew(_ path: String, contents: [UInt8]) throws(FileSystemError)
    /// Creates one directory; succeeds if it already exists.
    func makeDirectory(_ path: String) throws(FileSystemError)
    /// Replaces a file by writing a temporary file beside it, syncing it and renaming it over, so readers see the
    /// old or the new contents, whole. Used for daybook's own files, and for a person's file only by `resolve`.
    func replace(_ path: String, contents: [UInt8]) throws(FileSystemError)
    /// Opens a file to append to: an existing one, or (with `creating`) a new one, created with `O_EXCL`.
    func openForAppend(_ path: String, creating: Bool) throws(FileSystemError) -> any AppendableFile
    /// Flushes a folder's entries to disk (after a file was created or renamed in it).
    func syncDirectory(_ path: String) throws(FileSystemError)
    /// Removes a file.
    func remove(_ path: String) throws(FileSystemError)
}

/// An open file daybook appends to. Appends only: no seek, no truncate of anything a person wrote.
public protocol AppendableFile: AnyObject {
    /// What `fstat` says of the open file (its inode, to tell whether the path still names it).
    func status() throws(FileSystemError) -> FileStatus
    /// Takes the exclusive advisory lock (`flock`) that every daybook writer takes before checking and appending.
    func lock() throws(FileSystemError)
    /// The whole contents, read through the open descriptor.
    func contents() throws(FileSystemError) -> [UInt8]
    /// Appends `bytes` with one `write` (continuing after a short write). If the write fails part-way, the bytes
    /// already written are taken back, so the file is as it was or holds the whole line — never half of it.
    func append(_ bytes: [UInt8]) throws(FileSystemError)
    /// `fsync`.
    func sync() throws(FileSystemError)
    /// Closes the file, releasing the lock.
    func close()
}

public enum FileKind: Sendable, Hashable {
    case regular
    case directory
    case symlink
    case other
}

public struct DirectoryEntry: Sendable, Hashable {
    public var name: String
    /// nil when the directory listing does not say (then ask `status`).
    public var kind: FileKind?

    public init(name: String, kind: FileKind?) {
        self.name = name
        self.kind = kind
    }
}

public struct FileStatus: Sendable, Hashable {
    public var kind: FileKind
    public var device: UInt64
    public var inode: UInt64
    /// Last modification, in nanoseconds since 1970 (for a folder: an entry was added, removed or renamed).
    public var modified: Int64
    public var size: Int64

    public init(kind: FileKind, device: UInt64, inode: UInt64, modified: Int64 = 0, size: Int64 = 0) {
        self.kind = kind
        self.device = device
        self.inode = inode
        self.modified = modified
        self.size = size
    }
}
