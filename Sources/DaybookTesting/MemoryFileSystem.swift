import DaybookCore
import DaybookPlatform

/// A file system in memory for tests and fuzzing, with faults to inject the way SQLite's test VFS does: a path
/// that fails with a given errno (reading, listing, appending, replacing), a file that vanishes between being
/// listed and being read; and a record of reads so tests can see what was touched. (Appends that stop part-way
/// are injected below `PosixFileSystem`, where taking them back is done.) Symbolic links are modelled as far as
/// the write rule needs: reads by plain path follow them, and every `ConfinedPath` operation refuses one below its
/// root; so are hard links (`hardLink`): a confined read or an append refuses a file with other names. Safe to use from
/// several threads, as the journal reader does once there are enough files: every call holds one lock.
public final class MemoryFileSystem: FileSystem, @unchecked Sendable {
    private let lock = Lock()
    /// Everything below, read and changed only while `lock` is held.
    private var store = Store()

    public init(_ files: [String: String] = [:]) {
        for (path, text) in files { store.write(path, bytes: Array(text.utf8)) }
    }

    private func locked<T, Failure: Error>(_ body: (inout Store) throws(Failure) -> T) throws(Failure) -> T {
        try lock.holding { () throws(Failure) -> T in try body(&store) }
    }

    /// Paths that fail with this errno.
    public var failures: [String: Int32] {
        get { locked { $0.failures } }
        set { locked { $0.failures = newValue } }
    }
    /// Paths that open for appending but fail to be appended to with this errno (ENOSPC, EIO).
    public var appendFailures: [String: Int32] {
        get { locked { $0.appendFailures } }
        set { locked { $0.appendFailures = newValue } }
    }
    /// Files that are listed but gone when read, as when a sync tool deletes one meanwhile.
    public var vanishing: Set<String> {
        get { locked { $0.vanishing } }
        set { locked { $0.vanishing = newValue } }
    }
    /// Every path read, in the order read.
    public var reads: [String] { locked { $0.reads } }
    /// Every folder listed, in the order listed.
    public var listings: [String] { locked { $0.listings } }
    /// The bytes of every read (an append handle's reads of its file too): work counted, for tests of cost.
    public var bytesRead: Int { locked { $0.bytesRead } }

    public func write(_ path: String, _ text: String) {
        locked { $0.write(path, bytes: Array(text.utf8)) }
    }

    public func write(_ path: String, bytes: [UInt8]) {
        locked { $0.write(path, bytes: bytes) }
    }

    /// Makes `path` a symbolic link to `target`.
    public func link(_ path: String, to target: String) {
        locked { $0.link(path, to: target) }
    }

    /// Gives the file at `path` `count` names in all, as hard links elsewhere would (the other names are not modelled).
    public func hardLink(_ path: String, names count: Int = 2) {
        locked { $0.names[path] = count }
    }

    /// Moves the clock on, as time passes between runs.
    public func advance(seconds: Int64) {
        locked { $0.clock += seconds * 1_000_000_000 }
    }

    public func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        try locked { (store) throws(FileSystemError) in try store.read(path) }
    }

    public func read(_ path: ConfinedPath) throws(FileSystemError) -> [UInt8] {
        try locked { (store) throws(FileSystemError) in try store.read(path) }
    }

    public func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try locked { (store) throws(FileSystemError) in try store.list(path) }
    }

    public func status(_ path: String) -> FileStatus? {
        locked { $0.status(path) }
    }

    public func canonicalPath(_ path: String) -> String? {
        locked { $0.canonicalPath(path) }
    }

    public func createNew(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        try locked { (store) throws(FileSystemError) in try store.createNew(path, contents: contents) }
    }

    public func makeDirectory(_ path: ConfinedPath) throws(FileSystemError) {
        try locked { (store) throws(FileSystemError) in try store.makeDirectory(path) }
    }

    public func replace(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        try locked { (store) throws(FileSystemError) in try store.replace(path, contents: contents) }
    }

    public var now: Int64 { locked { $0.clock } }

    public func openForAppend(_ path: ConfinedPath, creating: Bool) throws(FileSystemError) -> any AppendableFile {
        let path = try locked { (store) throws(FileSystemError) in try store.openForAppend(path, creating: creating) }
        return MemoryAppendableFile(files: self, path: path)
    }

    public func syncDirectory(_ path: ConfinedPath) throws(FileSystemError) {
        _ = try locked { (store) throws(FileSystemError) in try store.confined(path) }
    }

    public func remove(_ path: ConfinedPath) throws(FileSystemError) {
        try locked { (store) throws(FileSystemError) in try store.remove(path) }
    }

    /// Appends (for MemoryAppendableFile): all of `bytes`, or nothing and the injected error.
    func appendBytes(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try locked { (store) throws(FileSystemError) in try store.appendBytes(bytes, to: path) }
    }

    /// Every file's path.
    public var paths: [String] { locked { Array($0.files.keys) } }

    /// A file's bytes, or nil.
    public func contents(_ path: String) -> [UInt8]? { locked { $0.files[path] } }
}

/// The files, folders, links and faults of a MemoryFileSystem, and what was done to them.
private struct Store {
    var files: [String: [UInt8]] = [:]
    var directories: Set<String> = ["."]
    /// Symbolic links: path → the path they point to (a path of this file system, not relative to the link).
    var links: [String: String] = [:]
    /// Files with other names (hard links): path → how many names it has.
    var names: [String: Int] = [:]
    /// Modification times of folders, bumped when an entry is added to them.
    var modified: [String: Int64] = [:]
    /// Modification (and change) times of files, the clock's at each write.
    var fileTimes: [String: Int64] = [:]
    var clock: Int64 = 1_000_000_000_000
    var failures: [String: Int32] = [:]
    var appendFailures: [String: Int32] = [:]
    var vanishing: Set<String> = []
    var reads: [String] = []
    var bytesRead = 0
    var listings: [String] = []

    mutating func write(_ path: String, bytes: [UInt8]) {
        if files[path] == nil { touchParent(of: path) }
        files[path] = bytes
        clock += 1
        fileTimes[path] = clock
        var parent = path
        while let slash = parent.lastIndex(of: "/") {
            parent = String(parent[..<slash])
            if directories.insert(parent).inserted { touchParent(of: parent) }
        }
    }

    mutating func link(_ path: String, to target: String) {
        touchParent(of: path)
        links[path] = target
    }

    /// `path` with every symbolic link on the way replaced by what it points to.
    private func following(_ path: String) -> String {
        guard !links.isEmpty else { return path }
        var absolute = path.hasPrefix("/")
        var parts = path.split(separator: "/").map(String.init)
        var index = 0
        var hops = 0
        while index < parts.count, hops < 40 {
            let prefix = (absolute ? "/" : "") + parts[...index].joined(separator: "/")
            if let target = links[prefix] {
                absolute = target.hasPrefix("/")
                parts = target.split(separator: "/").map(String.init) + parts[(index + 1)...]
                index = 0
                hops += 1
            } else {
                index += 1
            }
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// The path of a `ConfinedPath`, refused when a link is on the way below its root.
    func confined(_ path: ConfinedPath) throws(FileSystemError) -> String {
        if path.components.contains("..") { throw FileSystemError(path: path.path, reason: .leavesRoot) }
        for count in 1...max(1, path.components.count) where count <= path.components.count {
            let step = path.prefix(count).path
            if links[step] != nil { throw FileSystemError(path: path.path, reason: .symbolicLink(link: step)) }
        }
        return path.path
    }

    mutating func touchParent(of path: String) {
        clock += 1
        let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        modified[parent] = clock
    }

    mutating func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        reads.append(path)
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        if vanishing.contains(path) { throw FileSystemError(path: path, reason: .notFound) }
        guard let bytes = files[following(path)] else { throw FileSystemError(path: path, reason: .notFound) }
        bytesRead += bytes.count
        return bytes
    }

    mutating func read(_ path: ConfinedPath) throws(FileSystemError) -> [UInt8] {
        let path = try confined(path)
        if let count = names[path], count > 1 { throw FileSystemError(path: path, reason: .hardLinked(count: count)) }
        return try read(path)
    }

    mutating func list(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        listings.append(path)
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        let path = following(path)
        let prefix = path == "." ? "" : path + "/"
        var names: [String: FileKind] = [:]
        for link in links.keys where link.hasPrefix(prefix) && !link.dropFirst(prefix.count).contains("/") {
            names[String(link.dropFirst(prefix.count))] = .symlink
        }
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

    /// `path` with its links followed and `.` and `..` taken out, made absolute below `/` (a relative path of
    /// this file system is read as starting at `/`); nil when nothing is there.
    func canonicalPath(_ path: String) -> String? {
        guard status(path) != nil else { return nil }
        var parts: [Substring] = []
        for part in following(path).split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    func status(_ path: String) -> FileStatus? {
        let path = following(path)
        if let bytes = files[path] {
            let time = fileTimes[path] ?? 0
            return FileStatus(
                kind: .regular, device: 1, inode: UInt64(abs(path.hashValue)), modified: time, size: Int64(bytes.count),
                changed: time)
        }
        if directories.contains(path) {
            return FileStatus(
                kind: .directory, device: 1, inode: UInt64(abs(path.hashValue)),
                modified: modified[path] ?? 0)
        }
        return nil
    }

    mutating func createNew(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        let path = try confined(path)
        guard files[path] == nil else { throw FileSystemError(path: path, reason: .alreadyExists) }
        write(path, bytes: contents)
    }

    mutating func makeDirectory(_ path: ConfinedPath) throws(FileSystemError) {
        let full = try confined(path)
        for count in 0...path.components.count { directories.insert(path.prefix(count).path) }
        directories.insert(full)
    }

    mutating func replace(_ path: ConfinedPath, contents: [UInt8]) throws(FileSystemError) {
        let path = try confined(path)
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        write(path, bytes: contents)
    }

    /// The path to append to, once the faults and the rules let it be opened.
    mutating func openForAppend(_ path: ConfinedPath, creating: Bool) throws(FileSystemError) -> String {
        let path = try confined(path)
        if let code = failures[path] { throw FileSystemError(path: path, errno: code) }
        if creating {
            guard files[path] == nil else { throw FileSystemError(path: path, reason: .alreadyExists) }
            write(path, bytes: [])
        } else if files[path] == nil {
            throw FileSystemError(path: path, reason: .notFound)
        } else if let count = names[path], count > 1 {
            throw FileSystemError(path: path, reason: .hardLinked(count: count))
        }
        return path
    }

    mutating func remove(_ path: ConfinedPath) throws(FileSystemError) {
        let path = try confined(path)
        guard files.removeValue(forKey: path) != nil else { throw FileSystemError(path: path, reason: .notFound) }
    }

    mutating func appendBytes(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        if let code = appendFailures[path] { throw FileSystemError(path: path, errno: code) }
        files[path, default: []] += bytes
        clock += 1
        fileTimes[path] = clock
    }
}
