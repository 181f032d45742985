#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Markdown file of the journal.
public struct JournalFile: Sendable, Hashable {
    /// Relative to the journal root, `/`-separated.
    public var path: String
    /// The day its name holds (`2026-11-29.md`, `2026/11/2026-11-29.md`, `Daily 2026-11-29.md`), if any.
    public var nameDate: LocalDate?

    public init(path: String) {
        let name = path.utf8.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
        self.init(path: path, nameDate: JournalFile.date(inName: name))
    }

    init(path: String, nameDate: LocalDate?) {
        self.path = path
        self.nameDate = nameDate
    }

    /// The first `YYYY-MM-DD` in a file name that is a real date and not part of a longer number.
    static func date(inName name: String) -> LocalDate? {
        var name = name
        return name.withUTF8 { date(inName: $0) }
    }

    static func date<Bytes: RandomAccessCollection<UInt8>>(inName name: Bytes) -> LocalDate? where Bytes.Index == Int {
        guard name.count >= 10 else { return nil }
        let first = name.startIndex
        for start in first...(first + name.count - 10) {
            if start > first, isDigit(name[start - 1]) { continue }
            if start + 10 < name.endIndex, isDigit(name[start + 10]) { continue }
            if let date = LocalDate(isoBytes: name[start..<start + 10]) { return date }
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// Lists every `*.md` file below the journal root, skipping hidden entries (`.git/`, `.daybook/`, editor
/// temporaries) and following symlinked folders without looping.
enum JournalFiles {
    /// The files `include` accepts (given the date in a file's name), in path order (byte-wise, so the same on
    /// every machine).
    static func list(_ location: JournalLocation, fileSystem: any FileSystem,
                     including include: (LocalDate?) -> Bool = { _ in true }) -> ([JournalFile], [Diagnostic]) {
        if let single = location.singleFile { return ([JournalFile(path: single)], []) }
        var files: [JournalFile] = []
        var diagnostics: [Diagnostic] = []
        var visited: Set<[UInt64]> = []
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? location.root : location.path(relative)
            if let status = fileSystem.status(directory) {
                guard visited.insert([status.device, status.inode]).inserted else { continue }
            }
            let entries: [DirectoryEntry]
            do {
                entries = try fileSystem.list(directory)
            } catch {
                diagnostics.append(Diagnostic(.error, file: relative.isEmpty ? "." : relative,
                                              message: "cannot read folder: \(error.reasonText)",
                                              hint: "fix its permissions; its files are not counted"))
                continue
            }
            for entry in entries where entry.name.utf8.first != UInt8(ascii: ".") {
                var kind = entry.kind
                if kind == nil || kind == .symlink {
                    kind = fileSystem.status(location.path(join(relative, entry.name)))?.kind
                }
                if kind == .directory {
                    pending.append(join(relative, entry.name))
                } else if isMarkdown(entry.name) {
                    let date = JournalFile.date(inName: entry.name)
                    if include(date) { files.append(JournalFile(path: join(relative, entry.name), nameDate: date)) }
                }
            }
        }
        files.sort { precedes($0.path, $1.path) }
        return (files, diagnostics)
    }

    private static func join(_ relative: String, _ name: String) -> String {
        relative.isEmpty ? name : relative + "/" + name
    }

    private static func isMarkdown(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count > 3 else { return false }
        let tail = bytes.suffix(3)
        return tail.elementsEqual(".md".utf8)
    }

    /// Byte-wise order of two paths.
    private static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                if common > 0, let left = x.baseAddress, let right = y.baseAddress {
                    let order = memcmp(left, right, common)
                    if order != 0 { return order < 0 }
                }
                return x.count < y.count
            }
        }
    }
}
