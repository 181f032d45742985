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
