/// A Markdown file of the journal.
public struct JournalFile: Sendable, Hashable {
    /// Relative to the journal root, `/`-separated.
    public var path: String
    /// The day its name holds (`2026-11-29.md`, `2026/11/2026-11-29.md`, `Daily 2026-11-29.md`), if any.
    public var nameDate: LocalDate?

    public init(path: String) {
        self.path = path
        let name = path.split(separator: "/").last.map(String.init) ?? path
        nameDate = JournalFile.date(inName: Array(name.utf8))
    }

    /// The first `YYYY-MM-DD` in a file name that is a real date and not part of a longer number.
    static func date(inName name: [UInt8]) -> LocalDate? {
        guard name.count >= 10 else { return nil }
        for start in 0...(name.count - 10) {
            if start > 0, isDigit(name[start - 1]) { continue }
            if start + 10 < name.count, isDigit(name[start + 10]) { continue }
            if let date = LocalDate(isoBytes: name[start..<start + 10]) { return date }
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// Lists every `*.md` file below the journal root, skipping hidden entries (`.git/`, `.daybook/`, editor
/// temporaries) and following symlinked folders without looping.
enum JournalFiles {
    static func list(_ location: JournalLocation, fileSystem: any FileSystem) -> ([JournalFile], [Diagnostic]) {
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
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                var kind = entry.kind
                if kind == nil || kind == .symlink {
                    kind = fileSystem.status(location.path(path))?.kind
                }
                if kind == .directory {
                    pending.append(path)
                } else if entry.name.hasSuffix(".md") {
                    files.append(JournalFile(path: path))
                }
            }
        }
        files.sort { $0.path < $1.path }
        return (files, diagnostics)
    }
}
