import DaybookCore

/// The file system as the journal reader should see it while documents are open: an open buffer's bytes in place
/// of its file on disk (a buffer not saved yet appears in its folder's listing), everything else from disk. Writes
/// go to disk. A value: a background read gets the buffers as they were when it started.
struct OverlayFileSystem: FileSystem {
    let base: any FileSystem
    /// Open buffers by absolute path.
    var buffers: [String: [UInt8]] = [:]
    /// The largest file `base` reads: a larger buffer is reported as such a file would be.
    let limit: Int

    func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard let bytes = buffers[path] else { return try base.read(path) }
        guard bytes.count <= limit else {
            throw FileSystemError(path: path, reason: .tooLarge(limit: limit))
        }
        return bytes
    }

    func read(_ path: ConfinedPath) throws(FileSystemError) -> [UInt8] {
        guard let bytes = buffers[path.path] else { return try base.read(path) }
        guard bytes.count <= limit else {
            throw FileSystemError(path: path.path, reason: .tooLarge(limit: limit))
        }
        return bytes
    }

    func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        var entries = try base.list(path)
        let folder = path.hasSuffix("/") ? path : path + "/"
        for buffered in buffers.keys where buffered.hasPrefix(folder) {
            let name = String(buffered.dropFirst(folder.count))
            if !name.contains("/"), !entries.contains(where: { $0.name == name }) {
                entries.append(DirectoryEntry(name: name, kind: .regular))
            }
        }
        return entries
    }

    func status(_ path: String) -> FileStatus? {
        if let found = base.status(path) { return found }
        guard let bytes = buffers[path] else { return nil }
        return FileStatus(kind: .regular, device: 0, inode: 0, size: Int64(bytes.count))
    }

    func canonicalPath(_ path: String) -> String? {
        if let found = base.canonicalPath(path) { return found }
        return buffers[path] != nil && path.hasPrefix("/") ? path : nil
    }

    func createNew(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        try base.createNew(path, contents: contents)
    }

    func makeDirectory(_ path: ConfinedPath) throws(FileSystemError) {
        try base.makeDirectory(path)
    }

    func replace(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        try base.replace(path, contents: contents)
    }

    func openForAppend(_ path: ConfinedPath, creating: Bool) throws(FileSystemError) -> any AppendableFile {
        try base.openForAppend(path, creating: creating)
    }

    func syncDirectory(_ path: ConfinedPath) throws(FileSystemError) {
        try base.syncDirectory(path)
    }

    func remove(_ path: ConfinedPath) throws(FileSystemError) {
        try base.remove(path)
    }
}
