/// What `daybook resolve` does with what sync tools and merges leave behind: a Syncthing conflict copy is folded
/// into its original by appending the lines the original lacks; git conflict markers are removed, keeping the
/// lines of both sides (a line on both sides once). The marker rewrite is the one time daybook rewrites a person's
/// file, so the previous version is kept under `.daybook/backup/` first, and the copies folded are moved there.
///
/// Everything it reads to write elsewhere, and everything it writes, goes through `ConfinedPath`s: a copy, an
/// original or a file with markers that is a symbolic link (or sits in a linked folder) is left alone with a
/// warning, so nothing from outside the journal is ever copied into it and nothing outside it is changed.
public enum ConflictResolution {
    public enum Action: Sendable, Equatable {
        /// Append `lines` to `original` (creating it if missing), then move `copy` to the backup folder.
        case foldCopy(copy: String, original: String, lines: [String])
        /// Replace `file` with `resolved`, the previous version kept in the backup folder.
        case removeMarkers(file: String, resolved: [UInt8], conflicts: Int)
        /// A file daybook cannot resolve by itself; `reason` says why and what to do.
        case leave(file: String, reason: ConflictMessage)
    }

    public static let backupFolder = ".daybook/backup"

    /// Everything there is to resolve in the journal, in path order; what `ignore` leaves out is not the journal's.
    public static func plan(
        _ location: JournalLocation, fileSystem: any FileSystem,
        ignoring ignore: IgnoreRules = IgnoreRules()
    ) -> [Action] {
        var cache = ListingCache()
        let listed = JournalFiles.list(location, fileSystem: fileSystem, cache: &cache, now: 0, ignoring: ignore)
        var paths = listed.files.map { $0.path }
        var actions: [Action] = []
        // A link that leads outside the journal is not walked: a linked file is looked at as itself (the confined
        // read refuses it, and says why it is left), a linked folder is left whole, unread.
        for link in listed.outside.map { $0.file } {
            if fileSystem.status(location.path(link))?.kind == .directory {
                actions.append(.leave(file: link, reason: .folderLinkLeavesJournal))
            } else {
                paths.append(link)
            }
        }
        if location.singleFile == nil, let root = try? fileSystem.list(location.root) {
            paths += root.map { $0.name }.filter { name in
                [ConfigLoader.fileName, FoodTable.fileName].contains(ConflictCopy.original(of: name) ?? "")
            }
        }
        // daybook's own logs under .daybook/: the pin log's copies.
        if location.singleFile == nil, let own = try? fileSystem.list(location.path(".daybook")) {
            paths += own.map { $0.name }.filter {
                ".daybook/" + (ConflictCopy.original(of: $0) ?? "") == PinnedEstimates.path
            }
            .map { ".daybook/" + $0 }
        }
        let parser = JournalFileParser(grammar: EntryParser(doses: DoseDefinition.standard), wants: { _ in true })
        // Each original as it will be once the copies planned before have been folded into it: two copies adding
        // the same line add it once, as the reader counts it once. Each original is read once, whatever the number
        // of its copies.
        var folds: [String: CopyFold] = [:]
        var settingsFolds: [String: SettingsCopyFold] = [:]
        var logFolds: [String: PinLogFold] = [:]
        for path in paths.sorted() {
            let bytes: [UInt8]
            do {
                bytes = try fileSystem.read(location.confined(path))
            } catch  where error.isRefusal {
                if let left = leaving(path, refused: error, in: location, fileSystem: fileSystem) {
                    actions.append(left)
                }
                continue
            } catch {
                continue
            }
            if let original = ConflictCopy.originalPath(of: path) {
                var originalBytes: [UInt8] = []
                if folds[original] == nil, settingsFolds[original] == nil, logFolds[original] == nil {
                    do {
                        originalBytes = try fileSystem.read(location.confined(original))
                    } catch  where error.isRefusal {
                        let reason =
                            link(error, of: original, in: location)
                            .map { ConflictMessage.originalIsLink(original: original, link: $0.folder) }
                            ?? .originalUnwritable(original: original, reason: error.reasonText)
                        actions.append(.leave(file: path, reason: .foldByHand(reason.localized)))
                        continue
                    } catch {
                        originalBytes = []
                    }
                }
                if original == PinnedEstimates.path {
                    var fold =
                        logFolds.removeValue(forKey: original) ?? PinLogFold(original: original, bytes: originalBytes)
                    actions.append(fold.fold(copy: path, bytes: bytes))
                    logFolds[original] = fold
                } else if path.hasSuffix(".yaml") {
                    var fold =
                        settingsFolds.removeValue(forKey: original)
                        ?? SettingsCopyFold(original: original, bytes: originalBytes)
                    actions.append(fold.fold(copy: path, bytes: bytes))
                    settingsFolds[original] = fold
                } else {
                    var fold =
                        folds.removeValue(forKey: original)
                        ?? CopyFold(original: original, bytes: originalBytes, parser: parser)
                    actions.append(fold.fold(copy: path, bytes: bytes))
                    folds[original] = fold
                }
            } else if let (resolved, conflicts) = GitConflicts.union(bytes) {
                let changes = ConflictMessage.unionWouldChangeCount.localized
                actions.append(
                    countsTheSame(bytes, resolved, file: path)
                        ? .removeMarkers(file: path, resolved: resolved, conflicts: conflicts)
                        : .leave(file: path, reason: .removeMarkersByHand(changes)))
            }
        }
        return actions
    }

    /// Makes the backup folders `actions` need: call it before `apply`, so that a backup folder daybook must not
    /// write to (a symbolic link on the way) stops `resolve` before anything has changed.
    public static func prepare(
        _ actions: [Action], in location: JournalLocation,
        fileSystem: any FileSystem
    ) throws(FileSystemError) {
        var folders: Set<ConfinedPath> = []
        for action in actions {
            switch action {
            case .foldCopy(let file, _, _), .removeMarkers(let file, _, _):
                if let folder = location.confined(backupPath(file, stamp: "")).parent { folders.insert(folder) }
            case .leave:
                continue
            }
        }
        // The shallowest first, so that a refusal names the backup folder itself when that is the link.
        for folder in folders.sorted(by: { $0.components.count < $1.components.count }) {
            try fileSystem.makeDirectory(folder)
        }
    }

    /// Carries out `actions`, telling `report` about each as it is done; `stamp` (e.g. `20261129-143005`) names
    /// the backups. The lines of copies folded one after another into one original are appended in one write
    /// (an append reads the file it goes into, so one per copy would cost the square of the copies), then the
    /// copies are moved: a copy is moved only once its lines are in its original.
    public static func apply(
        _ actions: [Action], in location: JournalLocation, fileSystem: any FileSystem,
        stamp: String, report: (ConflictMessage) -> Void
    ) throws(FileSystemError) {
        var index = actions.startIndex
        while index < actions.endIndex {
            let action = actions[index]
            index += 1
            switch action {
            case .foldCopy(_, let original, _):
                var run = [action]
                while index < actions.endIndex, case .foldCopy(_, original, _) = actions[index] {
                    run.append(actions[index])
                    index += 1
                }
                try fold(run, into: original, in: location, fileSystem: fileSystem, stamp: stamp, report: report)
            case .removeMarkers(let file, let resolved, let conflicts):
                let path = location.confined(file)
                let previous = try fileSystem.read(path)
                let backup = try keepBackup(file, bytes: previous, in: location, fileSystem: fileSystem, stamp: stamp)
                try fileSystem.replace(path, contents: resolved)
                report(.markersRemoved(file: file, conflicts: conflicts, backup: backup))
            case .leave(let file, let reason):
                report(.left(file: file, reason: reason.localized))
            }
        }
    }

    /// Appends the lines of `run` (copies of `original`, in order) to it in one write, then moves each copy to
    /// the backup folder.
    private static func fold(
        _ run: [Action], into original: String, in location: JournalLocation, fileSystem: any FileSystem,
        stamp: String, report: (ConflictMessage) -> Void
    ) throws(FileSystemError) {
        var lines: [String] = []
        for case .foldCopy(_, _, let added) in run { lines += added }
        if !lines.isEmpty {
            do {
                _ = try LineAppender(fileSystem: fileSystem)
                    .append(lines.joined(separator: "\n"), to: location.confined(original))
            } catch {
                if case .fileSystem(let failure) = error { throw failure }
            }
        }
        for case .foldCopy(let copy, _, let added) in run {
            let backup = try moveToBackup(copy, in: location, fileSystem: fileSystem, stamp: stamp)
            report(.folded(copy: copy, original: original, lines: added.count, backup: backup))
        }
    }

    /// What `apply` would do, for `--dry-run`.
    public static func describe(_ action: Action) -> ConflictMessage {
        switch action {
        case .foldCopy(let copy, let original, let lines):
            return .wouldFold(copy: copy, original: original, lines: lines, backupFolder: backupFolder)
        case .removeMarkers(let file, _, let conflicts):
            return .wouldRemoveMarkers(file: file, conflicts: conflicts, backupFolder: backupFolder)
        case .leave(let file, let reason):
            return .wouldLeave(file: file, reason: reason.localized)
        }
    }

    /// Whether the file without its markers counts what it counts with them, entry for entry (day, time, slot,
    /// content): a heading or a group line on both sides is kept once, which could move the lines after it.
    private static func countsTheSame(_ bytes: [UInt8], _ resolved: [UInt8], file: String) -> Bool {
        let parser = JournalFileParser(grammar: EntryParser(doses: DoseDefinition.standard), wants: { _ in true })
        let journalFile = JournalFile(path: file)
        return EntryMeaning.counts(parser.parse(bytes, file: journalFile))
            == EntryMeaning.counts(parser.parse(resolved, file: journalFile))
    }

    // MARK: - Files daybook will not write

    /// What to say about a file whose read for writing was refused (a symbolic link, a file with other names,
    /// something not a regular file): a conflict copy is left with a warning, and so is a file with git markers;
    /// anything else is not `resolve`'s business.
    private static func leaving(
        _ path: String, refused error: FileSystemError, in location: JournalLocation,
        fileSystem: any FileSystem
    ) -> Action? {
        let linked = link(error, of: path, in: location)
        if ConflictCopy.originalPath(of: path) != nil {
            if case .hardLinked(let count) = error.reason {
                return .leave(file: path, reason: .copyHasOtherNames(count: count))
            }
            guard let linked else { return .leave(file: path, reason: .lookThenDelete(reason: error.reasonText)) }
            return .leave(file: path, reason: .copyIsLink(link: linked.folder))
        }
        // Reading through the link only to see whether there is anything to say; nothing of it is written.
        guard let bytes = try? fileSystem.read(location.path(path)), GitConflicts.union(bytes) != nil else {
            return nil
        }
        let what = linked.map { ConflictMessage.linkNeverWritten(link: $0.folder).localized } ?? error.reasonText
        return .leave(file: path, reason: .removeMarkersByHand(what))
    }

    /// A symbolic link that stopped a write: a folder on the way (its path), or the file itself (no folder).
    private struct Link {
        var folder: String?
    }

    /// The symbolic link that stopped a write to `path`; nil when no link stopped it.
    private static func link(_ error: FileSystemError, of path: String, in location: JournalLocation) -> Link? {
        guard case .symbolicLink(let link) = error.reason else { return nil }
        return Link(folder: link == location.path(path) ? nil : link)
    }

    // MARK: - Files

    private static func backupPath(_ relative: String, stamp: String) -> String {
        "\(backupFolder)/\(relative).\(stamp)"
    }

    private static func keepBackup(
        _ relative: String, bytes: [UInt8], in location: JournalLocation,
        fileSystem: any FileSystem, stamp: String
    ) throws(FileSystemError) -> String {
        let backup = backupPath(relative, stamp: stamp)
        let path = location.confined(backup)
        if let folder = path.parent { try fileSystem.makeDirectory(folder) }
        try fileSystem.createNew(path, contents: bytes)
        return backup
    }

    private static func moveToBackup(
        _ relative: String, in location: JournalLocation, fileSystem: any FileSystem,
        stamp: String
    ) throws(FileSystemError) -> String {
        let bytes = try fileSystem.read(location.confined(relative))
        let backup = try keepBackup(relative, bytes: bytes, in: location, fileSystem: fileSystem, stamp: stamp)
        try fileSystem.remove(location.confined(relative))
        return backup
    }
}
