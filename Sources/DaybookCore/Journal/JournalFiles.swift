/// Lists every `*.md` file below the journal root, skipping hidden entries (`.git/`, `.daybook/`, editor
/// temporaries) and what `ignore:` leaves out, and following symlinked folders without looping. Unchanged folders
/// come from `cache`.
enum JournalFiles {
    /// The files `selection` may need (undated ones, and dated ones of a selected day), in path order (byte-wise,
    /// so the same on every machine), and an error for each folder that could not be listed (its files are not
    /// known). `cache` is used and updated; `now` stamps new listings.
    static func list(
        _ location: JournalLocation, fileSystem: any FileSystem, cache: inout ListingCache, now: Int64,
        selection: DaySelection = .all, ignoring ignore: IgnoreRules = IgnoreRules()
    )
        -> (files: [JournalFile], unlisted: [Diagnostic])
    {
        if let single = location.singleFile { return ([JournalFile(path: single)], []) }
        var files: [JournalFile] = []
        var diagnostics: [Diagnostic] = []
        var visited: [(device: UInt64, inode: UInt64)] = []
        var seen: Set<String> = []
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? location.root : location.path(relative)
            let status = fileSystem.status(directory)
            if let status {
                guard !visited.contains(where: { $0 == (status.device, status.inode) }) else { continue }
                visited.append((status.device, status.inode))
            }
            seen.insert(relative)
            func add(_ name: ArraySlice<UInt8>) {
                let date = JournalFile.date(inName: name)
                guard date.map(selection.contains) ?? true else { return }
                let path = join(relative, String(decoding: name, as: UTF8.self))
                if !ignore.excludesItself(path) { files.append(JournalFile(path: path, nameDate: date)) }
            }
            func enter(_ name: String) {
                let path = join(relative, name)
                if !ignore.excludesItself(path) { pending.append(path) }
            }
            if let status, let folder = cache.folder(relative, matching: status) {
                for name in folder.subfolders { enter(name) }
                // A folder whose names the summary cannot account for is read whole: skipping is only ever safe.
                let summarised = folder.dates != ListingCache.Folder.Dates() || folder.markdownFiles.isEmpty
                if !summarised || folder.dates.mayHold(selection) { folder.forEachMarkdownFile(add) }
                continue
            }
            do {
                let read = try listFolder(relative, in: location, fileSystem: fileSystem)
                for name in read.subfolders { enter(name) }
                for name in read.markdownFiles { add(Array(name.utf8)[...]) }
                if let status, read.cacheable {
                    cache.record(
                        relative,
                        ListingCache.Folder(
                            device: status.device, inode: status.inode, modified: status.modified, listedAt: now,
                            subfolders: read.subfolders, markdownFiles: ListingCache.Folder.encode(read.markdownFiles),
                            dates: ListingCache.Folder.Dates(names: read.markdownFiles)))
                } else {
                    cache.forget(relative)
                }
            } catch {
                cache.forget(relative)
                diagnostics.append(
                    Diagnostic(
                        .error, file: relative.isEmpty ? "." : relative,
                        message: JournalMessage.cannotReadFolder(reason: error.reasonText),
                        hint: JournalMessage.fixFolderPermissions))
            }
        }
        cache.keepOnly(seen)
        files.sort { precedes($0.path, $1.path) }
        return (files, diagnostics)
    }

    /// One folder's visible subfolders and Markdown files. Not cacheable when an entry's kind had to be looked up
    /// through a symlink (the link's target can change without the folder changing) or a name holds a line break
    /// (the cache stores a name per line).
    private static func listFolder(_ relative: String, in location: JournalLocation, fileSystem: any FileSystem)
        throws(FileSystemError) -> (subfolders: [String], markdownFiles: [String], cacheable: Bool)
    {
        let directory = relative.isEmpty ? location.root : location.path(relative)
        var subfolders: [String] = []
        var markdownFiles: [String] = []
        var cacheable = true
        let linePath = relative.utf8.contains(0x0A)
        if linePath { cacheable = false }
        for entry in try fileSystem.list(directory) where entry.name.utf8.first != UInt8(ascii: ".") {
            if entry.name.utf8.contains(0x0A) { cacheable = false }
            var kind = entry.kind
            if kind == nil || kind == .symlink {
                cacheable = false
                kind = fileSystem.status(location.path(join(relative, entry.name)))?.kind
            }
            if kind == .directory {
                subfolders.append(entry.name)
            } else if isMarkdown(entry.name) {
                markdownFiles.append(entry.name)
            }
        }
        return (subfolders, markdownFiles, cacheable)
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
        return a.withUTF8 { x in b.withUTF8 { y in x.lexicographicallyPrecedes(y) } }
    }
}
