/// Lists every `*.md` file below the journal root, skipping hidden entries (`.git/`, `.daybook/`, editor
/// temporaries) and what `ignore:` leaves out, following symbolic links that stay inside the root (`JournalLinks`),
/// and visiting each folder once however it is reached (by its device and inode, looked up in a set: a walk costs
/// the folders it lists, however many there are and however links join them). Unchanged folders come from `cache`.
enum JournalFiles {
    /// The files `selection` may need (undated ones, and dated ones of a selected day), in path order (byte-wise,
    /// so the same on every machine), an error for each folder that could not be listed (its files are not known),
    /// and a warning for each link that leads outside the root and was not followed. `cache` is used and updated;
    /// `now` stamps new listings.
    static func list(
        _ location: JournalLocation, fileSystem: any FileSystem, cache: inout ListingCache, now: Int64,
        selection: DaySelection = .all, ignoring ignore: IgnoreRules = IgnoreRules()
    )
        -> (files: [JournalFile], unlisted: [Diagnostic], outside: [Diagnostic])
    {
        if let single = location.singleFile { return ([JournalFile(path: single)], [], []) }
        var files: [JournalFile] = []
        var diagnostics: [Diagnostic] = []
        var outside: [Diagnostic] = []
        var links = JournalLinks(location, fileSystem: fileSystem)
        var visited: Set<FileIdentity> = []
        var seen: Set<String> = []
        // The folders still to list. Those reached through a link wait until every folder reached without one is
        // listed, so a folder reached both ways is listed under its own name (and what it holds may feed the pin
        // log), whatever order the folders' entries come in.
        var pending = [""]
        var pendingThroughLink: [String] = []
        func next() -> (String, Bool)? {
            if let folder = pending.popLast() { return (folder, false) }
            return pendingThroughLink.popLast().map { ($0, true) }
        }
        while let (relative, throughLink) = next() {
            let directory = relative.isEmpty ? location.root : location.path(relative)
            let status = fileSystem.status(directory)
            if let status {
                guard visited.insert(FileIdentity(status)).inserted else { continue }
            }
            seen.insert(relative)
            func add(_ name: ArraySlice<UInt8>, linked: Bool) {
                let date = JournalFile.date(inName: name)
                guard date.map(selection.contains) ?? true else { return }
                let path = join(relative, String(decoding: name, as: UTF8.self))
                guard !ignore.excludesItself(path) else { return }
                var file = JournalFile(path: path, nameDate: date)
                file.throughLink = throughLink || linked
                files.append(file)
            }
            func enter(_ name: String, linked: Bool) {
                let path = join(relative, name)
                guard !ignore.excludesItself(path) else { return }
                if throughLink || linked { pendingThroughLink.append(path) } else { pending.append(path) }
            }
            if let status, let folder = cache.folder(relative, matching: status) {
                // A cached folder held no link (a folder with one is never cached), so its entries are reached the
                // way it was.
                for name in folder.subfolders { enter(name, linked: false) }
                // A folder whose names the summary cannot account for is read whole: skipping is only ever safe.
                let summarised = folder.dates != ListingCache.Folder.Dates() || folder.markdownFiles.isEmpty
                if !summarised || folder.dates.mayHold(selection) {
                    folder.forEachMarkdownFile { add($0, linked: false) }
                }
                continue
            }
            do {
                let read = try listFolder(relative, in: location, fileSystem: fileSystem, links: &links)
                for (name, linked) in read.subfolders { enter(name, linked: linked) }
                for (name, linked) in read.markdownFiles { add(Array(name.utf8)[...], linked: linked) }
                for name in read.outside {
                    let path = join(relative, name)
                    guard !ignore.excludesItself(path) else { continue }
                    outside.append(
                        Diagnostic(
                            .warning, file: path, message: JournalMessage.linkLeavesJournal,
                            hint: JournalMessage.followLinksOutside))
                }
                if let status, read.cacheable {
                    let subfolders = read.subfolders.map { $0.name }
                    // Sorted, so that the files of unchanged folders come in path order without a sort.
                    let markdownFiles = read.markdownFiles.map { $0.name }.sorted(by: precedes)
                    cache.record(
                        relative,
                        ListingCache.Folder(
                            device: status.device, inode: status.inode, modified: status.modified, listedAt: now,
                            subfolders: subfolders, markdownFiles: ListingCache.Folder.encode(markdownFiles),
                            dates: ListingCache.Folder.Dates(names: markdownFiles)))
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
        outside.sort { precedes($0.file, $1.file) }
        return (files, diagnostics, outside)
    }

    /// One folder's visible subfolders and Markdown files, each with whether it is a link, and the links in it that
    /// lead outside the root (not followed). Not cacheable when it holds a link (the link's target can change
    /// without the folder changing, and a link must be judged each time) or a name holds a line break (the cache
    /// stores a name per line).
    private static func listFolder(
        _ relative: String, in location: JournalLocation, fileSystem: any FileSystem, links: inout JournalLinks
    ) throws(FileSystemError)
        -> (
            subfolders: [(name: String, linked: Bool)], markdownFiles: [(name: String, linked: Bool)],
            outside: [String], cacheable: Bool
        )
    {
        let directory = relative.isEmpty ? location.root : location.path(relative)
        var subfolders: [(name: String, linked: Bool)] = []
        var markdownFiles: [(name: String, linked: Bool)] = []
        var outside: [String] = []
        var cacheable = true
        let linePath = relative.utf8.contains(0x0A)
        if linePath { cacheable = false }
        for entry in try fileSystem.list(directory) where entry.name.utf8.first != UInt8(ascii: ".") {
            if entry.name.utf8.contains(0x0A) { cacheable = false }
            var kind = entry.kind
            var linked = false
            if kind == nil || kind == .symlink {
                cacheable = false
                let path = location.path(join(relative, entry.name))
                // A Markdown name that leads nowhere (a dangling link, a loop of links) is listed, so that reading
                // it names the problem; a link to what is neither a folder nor Markdown is not looked into further.
                // An entry of unknown kind may be a link too: it is judged the same way.
                let target = fileSystem.status(path)?.kind
                if target == nil, isMarkdown(entry.name) {
                    markdownFiles.append((entry.name, kind == .symlink))
                    continue
                }
                guard target == .directory || (target != nil && isMarkdown(entry.name)) else { continue }
                guard links.mayFollow(path) else {
                    outside.append(entry.name)
                    continue
                }
                linked = kind == .symlink
                kind = target
            }
            if kind == .directory {
                subfolders.append((entry.name, linked))
            } else if isMarkdown(entry.name) {
                markdownFiles.append((entry.name, linked))
            }
        }
        return (subfolders, markdownFiles, outside, cacheable)
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
