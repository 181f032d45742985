/// The few file operations daybook needs, behind a protocol so tests can inject faults (EIO, EACCES, vanishing
/// files, short writes) the way SQLite's VFS does.
///
/// Reading a journal follows symbolic links, as docs/REFERENCE.md says. Every operation that writes, creates,
/// replaces or removes takes a `ConfinedPath` instead, and so does reading what is about to be written somewhere
/// else: below its root no symbolic link is followed, only regular files are written (and read, with one name),
/// and a refusal names the link (`FileSystemError.Reason.symbolicLink`). This is the one place that rule is kept
/// (docs/SECURITY.md).
public protocol FileSystem: Sendable {
    /// The whole contents of a regular file. Never blocks on a FIFO or device: those are errors.
    func read(_ path: String) throws(FileSystemError) -> [UInt8]
    /// The whole contents of a regular file with a single name below the path's root, reached without following a
    /// symbolic link: for bytes that are about to be written into the journal or read back from daybook's own files.
    /// A file with other names (hard links) is refused like a link: it is the same file as one that may be
    /// anywhere.
    func read(_ path: ConfinedPath) throws(FileSystemError) -> [UInt8]
    /// The entries of a directory, without `.` and `..`, in no particular order.
    func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry]
    /// What is at `path`, following symlinks; nil when nothing is (or it cannot be examined).
    func status(_ path: String) -> FileStatus?
    /// `status` of each of `relatives` (paths below the folder `root` as bytes, the empty path for `root` itself),
    /// in order: one call for many, so that the real file system looks them up against one open folder.
    func statuses(below root: String, of relatives: [ArraySlice<UInt8>]) -> [FileStatus?]
    /// The same for the paths at `ranges` of `bytes` (none has a status when a range lies outside `bytes`): the
    /// listing cache's folders without an array of slices each retaining the file, for a century's 1,300 folders
    /// on every status.
    func statuses(below root: String, in bytes: [UInt8], at ranges: [Range<Int>]) -> [FileStatus?]

    /// Where `path` really is: absolute, every symbolic link on the way followed, no `.` or `..`; nil when nothing
    /// is there (or it cannot be examined). For telling whether a link in the journal leads outside its root.
    func canonicalPath(_ path: String) -> String?
    /// Creates a file that must not exist yet (`O_EXCL`) with the given contents, and syncs it. A file that cannot
    /// be written whole is removed again.
    func createNew(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError)
    /// Creates the folder and every missing folder on the way to it, root included; succeeds if they exist.
    func makeDirectory(_ path: ConfinedPath) throws(FileSystemError)
    /// Replaces a regular file (or creates it) by writing a temporary file beside it, syncing it and renaming it
    /// over, so readers see the old or the new contents, whole. Used for daybook's own files, and for a person's
    /// file only by `resolve`.
    func replace(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError)
    /// Opens a regular file with a single name to append to: an existing one, or (with `creating`) a new one,
    /// created with `O_EXCL`.
    func openForAppend(_ path: ConfinedPath, creating: Bool) throws(FileSystemError) -> any AppendableFile
    /// Flushes a folder's entries to disk (after a file was created or renamed in it).
    func syncDirectory(_ path: ConfinedPath) throws(FileSystemError)
    /// Removes a regular file.
    func remove(_ path: ConfinedPath) throws(FileSystemError)
}

extension FileSystem {
    /// One `status` per path.
    public func statuses(below root: String, of relatives: [ArraySlice<UInt8>]) -> [FileStatus?] {
        let location = JournalLocation(root: root)
        return relatives.map { relative in
            relative.isEmpty ? status(root) : status(location.path(String(decoding: relative, as: UTF8.self)))
        }
    }

    /// `statuses(below:of:)` of the slices.
    public func statuses(below root: String, in bytes: [UInt8], at ranges: [Range<Int>]) -> [FileStatus?] {
        guard ranges.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= bytes.count }) else {
            return ranges.map { _ in nil }
        }
        return statuses(below: root, of: ranges.map { bytes[$0] })
    }
}
