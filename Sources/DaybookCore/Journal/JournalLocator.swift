/// Finds the journal: `--journal PATH`, else `$DAYBOOK_JOURNAL`, else the nearest directory at or above the
/// current one that holds something named daybook.yaml.
public enum JournalLocator {
    public static func locate(
        explicit: String?, environment: String?, currentDirectory: String,
        fileSystem: any FileSystem, configured: String? = nil
    ) throws(LocateFailure) -> JournalLocation {
        if let given = explicit ?? environment.flatMap({ $0.isEmpty ? nil : $0 }) {
            return try at(given, fileSystem: fileSystem)
        }
        var directory = currentDirectory
        var up = 0
        while true {
            // Whatever is named daybook.yaml marks the root, a folder or FIFO synced in included: the journal is
            // then read, and the file's trouble named, rather than every surface saying there is no journal.
            if fileSystem.status(join(directory, ConfigLoader.fileName)) != nil {
                let root = up == 0 ? "." : Array(repeating: "..", count: up).joined(separator: "/")
                return JournalLocation(root: root)
            }
            guard let parent = parent(of: directory) else {
                // This machine's default (`journal:` in its config.yaml), when nothing nearer names one.
                if let configured { return try at(configured, fileSystem: fileSystem) }
                throw .notFound(searchedFrom: currentDirectory)
            }
            directory = parent
            up += 1
        }
    }

    /// Where the journal at `path` will be once it is there, for `watch`, which waits for a journal that is
    /// missing: a single-file journal when the path names a Markdown file, else a folder.
    public static func awaited(_ path: String) -> JournalLocation {
        path.hasSuffix(".md") ? singleFile(path) : JournalLocation(root: path)
    }

    private static func at(_ path: String, fileSystem: any FileSystem) throws(LocateFailure) -> JournalLocation {
        guard let status = fileSystem.status(path) else { throw .missing(path) }
        if status.kind == .directory { return JournalLocation(root: path) }
        guard path.hasSuffix(".md") else { throw .notMarkdown(path) }
        return singleFile(path)
    }

    private static func singleFile(_ path: String) -> JournalLocation {
        guard let slash = path.lastIndex(of: "/") else { return JournalLocation(root: ".", singleFile: path) }
        let directory = String(path[..<slash])
        return JournalLocation(
            root: directory.isEmpty ? "/" : directory,
            singleFile: String(path[path.index(after: slash)...]))
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func parent(of directory: String) -> String? {
        guard directory != "/", let slash = directory.lastIndex(of: "/") else { return nil }
        let parent = String(directory[..<slash])
        return parent.isEmpty ? "/" : parent
    }
}
