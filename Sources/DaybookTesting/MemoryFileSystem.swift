import DaybookCore
import DaybookPlatform

/// A file system in memory for tests and fuzzing, with faults to inject the way SQLite's test VFS does: a path
/// that fails with a given errno (reading, listing, appending, replacing), a file that vanishes between being
/// listed and being read; and a record of reads so tests can see what was touched. (Appends that stop part-way
/// are injected below `PosixFileSystem`, where taking them back is done.) Not thread-safe: one test, one instance.
public final class MemoryFileSystem: FileSystem, @unchecked Sendable {
    private var files: [String: [UInt8]] = [:]
    private var directories: Set<String> = ["."]
    /// Modification times of folders, bumped when an entry is added to them.
    private var modified: [String: Int64] = [:]
    private var clock: Int64 = 1_000_000_000_000
    /// Paths that fail with this errno.
    public var failures: [String: Int32] = [:]
    /// Paths that open for appending but fail to be appended to with this errno (ENOSPC, EIO).
    public var appendFailures: [String: Int32] = [:]
    /// Files that are listed but gone when read, as when a sync tool deletes one meanwhile.
    public var vanishing: Set<String> = []
    public private(set) var reads: [String] = []
    public private(set) var listings: [String] = []

    public init(_ files: [String: String] = [:]) {
        for (path, text) in files { write(path, text) }
    }

    public func write(_ path: String, _ text: String) {
        write(path, bytes: Array(text.utf8))
    }

    public func write(_ path: String, bytes: [UInt8]) {
        if files[path] == nil { touchParent(of: path) }
        files[path] = bytes
        var parent = path
        while let slash = parent.lastIndex(of: "/") {
            parent = String(parent[..<slash])
            if directories.insert(parent).inserted { touchParent(of: parent) }
        }
    }

    /// Moves the clock on, as time passes between runs.
    public func advance(seconds: Int64) {
        clock += seconds * 1_000_000_000
    }

    private func touchParent(of path: String) {
        clock += 1
        let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        modified[parent] = clock
    }

    public func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        reads.append(path)
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        if vanishing.contains(path) { throw FileSystemError(path: path, reason: .notFound) }
        guard let bytes = files[path] else { throw FileSystemError(path: path, reason: .notFound) }
        return bytes
    }

    public func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        listings.append(path)
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        let prefix = path == "." ? "" : path + "/"
        var names: [String: FileKind] = [:]
        for file in files.keys where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                names[String(rest[..<slash])] = .directory
            } else {
                names[String(rest)] = .regular
            }
        }
        return names.map { DirectoryEntry(name: $0.key, kind: $0.value) }
    }

    public func status(_ path: String) -> FileStatus? {
        if files[path] != nil { return FileStatus(kind: .regular, device: 1, inode: UInt64(abs(path.hashValue))) }
        if directories.contains(path) {
            return FileStatus(kind: .directory, device: 1, inode: UInt64(abs(path.hashValue)),
                              modified: modified[path] ?? 0)
        }
        return nil
    }

    public func createNew(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        guard files[path] == nil else { throw FileSystemError(path: path, reason: .alreadyExists) }
        files[path] = contents
    }

    public func makeDirectory(_ path: String) throws(FileSystemError) {
        directories.insert(path)
    }

    public func replace(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        files[path] = contents
    }

    public var now: Int64 { clock }

    public func openForAppend(_ path: String, creating: Bool) throws(FileSystemError) -> any AppendableFile {
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        if creating {
            guard files[path] == nil else { throw FileSystemError(path: path, reason: .alreadyExists) }
            write(path, "")
        } else if files[path] == nil {
            throw FileSystemError(path: path, reason: .notFound)
        }
        return MemoryAppendableFile(files: self, path: path)
    }

    public func syncDirectory(_ path: String) throws(FileSystemError) {}

    public func remove(_ path: String) throws(FileSystemError) {
        guard files.removeValue(forKey: path) != nil else { throw FileSystemError(path: path, reason: .notFound) }
    }

    /// Appends (for MemoryAppendableFile): all of `bytes`, or nothing and the injected error.
    func appendBytes(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        if let code = appendFailures[path] { throw FileSystemError(path: path, errno: code) }
        files[path, default: []] += bytes
    }

    /// Every file's path.
    public var paths: [String] { Array(files.keys) }

    /// A file's bytes, or nil.
    public func contents(_ path: String) -> [UInt8]? { files[path] }
}
