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
