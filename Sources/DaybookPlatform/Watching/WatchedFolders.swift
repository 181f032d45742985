import DaybookCore

/// The folders a watcher watches: the root, every folder below it except hidden ones, and `.daybook/` (where
/// pinned estimates live). Paths are relative to the root, "" for the root itself. As in the journal's own walk
/// (`JournalFiles`), a linked folder is followed only when it stays inside the root (`JournalLinks`), and each
/// folder is watched once however it is reached (`ln -s . a; ln -s . b` is two links to the root, not 2^40
/// paths).
enum WatchedFolders {
    static func below(
        _ relative: String, root: String, fileSystem: any FileSystem, followsLinksOutside: Bool = false
    ) -> [String] {
        var links = JournalLinks(root: root, followsOutside: followsLinksOutside, fileSystem: fileSystem)
        var visited: Set<FileIdentity> = []
        var found: [String] = []
        var pending = [relative]
        while let folder = pending.popLast() {
            if let status = fileSystem.status(path(folder, in: root)) {
                guard visited.insert(FileIdentity(status)).inserted else { continue }
            }
            found.append(folder)
            guard let entries = try? fileSystem.list(path(folder, in: root)) else { continue }
            for entry in entries {
                let child = join(folder, entry.name)
                let isHidden = entry.name.hasPrefix(".")
                guard !isHidden || (folder.isEmpty && entry.name == ".daybook") else { continue }
                var kind = entry.kind
                if kind == nil || kind == .symlink {
                    kind = fileSystem.status(path(child, in: root))?.kind
                    guard kind == .directory, links.mayFollow(path(child, in: root)) else { continue }
                }
                if kind == .directory { pending.append(child) }
            }
        }
        return found
    }

    static func path(_ relative: String, in root: String) -> String {
        relative.isEmpty ? root : (root.hasSuffix("/") ? root + relative : root + "/" + relative)
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }
}
