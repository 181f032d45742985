import DaybookCore

/// A file system in memory, with faults to inject: files that fail to read with a given errno, and a count of
/// reads so tests can see what a command touched.
final class MemoryFileSystem: FileSystem, @unchecked Sendable {
    private var files: [String: [UInt8]] = [:]
    private var directories: Set<String> = ["."]
    /// Modification times of folders, bumped when an entry is added to them.
    private var modified: [String: Int64] = [:]
    private var clock: Int64 = 1_000_000_000_000
    var failures: [String: Int32] = [:]
    private(set) var reads: [String] = []
    private(set) var listings: [String] = []

    init(_ files: [String: String] = [:]) {
        for (path, text) in files { write(path, text) }
    }

    func write(_ path: String, _ text: String) {
        if files[path] == nil { touchParent(of: path) }
        files[path] = Array(text.utf8)
        var parent = path
        while let slash = parent.lastIndex(of: "/") {
            parent = String(parent[..<slash])
            if directories.insert(parent).inserted { touchParent(of: parent) }
        }
    }

    /// Moves the clock on, as time passes between runs.
    func advance(seconds: Int64) {
        clock += seconds * 1_000_000_000
    }

    private func touchParent(of path: String) {
        clock += 1
        let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        modified[parent] = clock
    }

    func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        reads.append(path)
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        guard let bytes = files[path] else { throw FileSystemError(path: path, errno: 2) }
        return bytes
    }

    func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
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

    func status(_ path: String) -> FileStatus? {
        if files[path] != nil { return FileStatus(kind: .regular, device: 1, inode: UInt64(abs(path.hashValue))) }
        if directories.contains(path) {
            return FileStatus(kind: .directory, device: 1, inode: UInt64(abs(path.hashValue)),
                              modified: modified[path] ?? 0)
        }
        return nil
    }

    func createNew(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        guard files[path] == nil else { throw FileSystemError(path: path, errno: 17) }
        files[path] = contents
    }

    func makeDirectory(_ path: String) throws(FileSystemError) {
        directories.insert(path)
    }

    func replace(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        files[path] = contents
    }

    var now: Int64 { clock }

    func openForAppend(_ path: String, creating: Bool) throws(FileSystemError) -> any AppendableFile {
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        if creating {
            guard files[path] == nil else { throw FileSystemError(path: path, errno: 17) }
            write(path, "")
        } else if files[path] == nil {
            throw FileSystemError(path: path, errno: 2)
        }
        return MemoryAppendableFile(files: self, path: path)
    }

    func syncDirectory(_ path: String) throws(FileSystemError) {}

    func remove(_ path: String) throws(FileSystemError) {
        guard files.removeValue(forKey: path) != nil else { throw FileSystemError(path: path, errno: 2) }
    }

    /// Appends (for MemoryAppendableFile).
    func appendBytes(_ bytes: [UInt8], to path: String) {
        files[path, default: []] += bytes
    }

    var paths: [String] { Array(files.keys) }
}

/// An append handle on a MemoryFileSystem file.
final class MemoryAppendableFile: AppendableFile {
    private let files: MemoryFileSystem
    private let path: String

    init(files: MemoryFileSystem, path: String) {
        self.files = files
        self.path = path
    }

    func status() throws(FileSystemError) -> FileStatus {
        guard let status = files.status(path) else { throw FileSystemError(path: path, errno: 2) }
        return status
    }

    func lock() throws(FileSystemError) {}

    func contents() throws(FileSystemError) -> [UInt8] {
        try files.read(path)
    }

    func append(_ bytes: [UInt8]) throws(FileSystemError) {
        files.appendBytes(bytes, to: path)
    }

    func sync() throws(FileSystemError) {}

    func close() {}
}
