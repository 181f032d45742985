/// What `daybook resolve` does with what sync tools and merges leave behind: a Syncthing conflict copy is folded
/// into its original by appending the lines the original lacks; git conflict markers are removed, keeping the
/// lines of both sides (a line on both sides once). The marker rewrite is the one time daybook rewrites a person's
/// file, so the previous version is kept under `.daybook/backup/` first, and the copies folded are moved there.
public enum ConflictResolution {
    public enum Action: Sendable, Equatable {
        /// Append `lines` to `original` (creating it if missing), then move `copy` to the backup folder.
        case foldCopy(copy: String, original: String, lines: [String])
        /// Replace `file` with `resolved`, the previous version kept in the backup folder.
        case removeMarkers(file: String, resolved: [UInt8], conflicts: Int)
        /// A copy daybook cannot fold by itself; `reason` says what to do.
        case leave(copy: String, reason: String)
    }

    public static let backupFolder = ".daybook/backup"

    /// Everything there is to resolve in the journal, in path order.
    public static func plan(_ location: JournalLocation, fileSystem: any FileSystem) -> [Action] {
        var cache = ListingCache()
        var paths = JournalFiles.list(location, fileSystem: fileSystem, cache: &cache, now: 0).0.map(\.path)
        if location.singleFile == nil, let root = try? fileSystem.list(location.root) {
            paths += root.map(\.name).filter { name in
                [ConfigLoader.fileName, FoodTable.fileName].contains(ConflictCopy.original(of: name) ?? "")
            }
        }
        var actions: [Action] = []
        for path in paths.sorted() {
            guard let bytes = try? fileSystem.read(location.path(path)) else { continue }
            if let original = ConflictCopy.originalPath(of: path) {
                let originalBytes = (try? fileSystem.read(location.path(original))) ?? []
                actions.append(path.hasSuffix(".yaml")
                    ? yamlFold(copy: path, bytes: bytes, original: original, originalBytes: originalBytes)
                    : .foldCopy(copy: path, original: original,
                                lines: ConflictCopy.missingLines(in: lines(originalBytes), from: lines(bytes))))
            } else if let (resolved, conflicts) = GitConflicts.union(bytes) {
                actions.append(.removeMarkers(file: path, resolved: resolved, conflicts: conflicts))
            }
        }
        return actions
    }

    /// Carries out `actions`, telling `report` about each as it is done; `stamp` (e.g. `20261129-143005`) names
    /// the backups.
    public static func apply(_ actions: [Action], in location: JournalLocation, fileSystem: any FileSystem,
                             stamp: String, report: (String) -> Void) throws(FileSystemError) {
        for action in actions {
            switch action {
            case .foldCopy(let copy, let original, let lines):
                if !lines.isEmpty {
                    do {
                        _ = try LineAppender(fileSystem: fileSystem)
                            .append(lines.joined(separator: "\n"), to: location.path(original))
                    } catch {
                        if case .fileSystem(let failure) = error { throw failure }
                    }
                }
                let backup = try moveToBackup(copy, in: location, fileSystem: fileSystem, stamp: stamp)
                report("folded \(copy) into \(original) (\(lines.count) \(lines.count == 1 ? "line" : "lines") "
                            + "added); the copy is now \(backup)")
            case .removeMarkers(let file, let resolved, let conflicts):
                let path = location.path(file)
                let previous = try fileSystem.read(path)
                let backup = try keepBackup(file, bytes: previous, in: location, fileSystem: fileSystem, stamp: stamp)
                try fileSystem.replace(path, contents: resolved)
                report("removed \(conflicts) git \(conflicts == 1 ? "conflict" : "conflicts") from \(file), "
                            + "keeping both sides; the previous version is \(backup)")
            case .leave(let copy, let reason):
                report("left \(copy): \(reason)")
            }
        }
    }

    /// What `apply` would do, for `--dry-run`.
    public static func describe(_ action: Action) -> String {
        switch action {
        case .foldCopy(let copy, let original, let lines):
            return "would fold \(copy) into \(original) (\(lines.count) \(lines.count == 1 ? "line" : "lines") added)"
                + " and move the copy to \(backupFolder)/" + lines.map { "\n    + \($0)" }.joined()
        case .removeMarkers(let file, _, let conflicts):
            return "would remove \(conflicts) git \(conflicts == 1 ? "conflict" : "conflicts") from \(file), keeping "
                + "both sides, after saving it to \(backupFolder)/"
        case .leave(let copy, let reason):
            return "would leave \(copy): \(reason)"
        }
    }

    // MARK: - YAML copies

    /// A YAML copy folds by appending its top-level entries the original lacks, each as written in the copy.
    /// Differences inside a key both files have need a person.
    private static func yamlFold(copy: String, bytes: [UInt8], original: String, originalBytes: [UInt8]) -> Action {
        guard let copyRoot = try? YAMLParser.parse(bytes), let copyPairs = copyRoot.mapping else {
            return .leave(copy: copy, reason: "it is not a YAML mapping daybook can read; merge it by hand")
        }
        let originalRoot = (try? YAMLParser.parse(originalBytes)) ?? nil
        let merge = YAMLMerge(originalRoot ?? YAMLNode(.mapping([]), mark: copyRoot.mark))
        let added = merge.add(copyRoot)
        if let nested = added.firstNested {
            return .leave(copy: copy, reason: "its \(nested) belongs inside a setting \(original) has too; "
                          + "merge it by hand")
        }
        let copyLines = lines(bytes)
        var text: [String] = []
        let starts = copyPairs.map(\.key.mark.line)
        for (index, pair) in copyPairs.enumerated() where added.keys.contains(pair.key.scalar ?? "") {
            let end = index + 1 < starts.count ? starts[index + 1] - 1 : copyLines.count
            guard starts[index] <= end, end <= copyLines.count,
                  index + 1 == starts.count || starts[index + 1] > starts[index] else {
                return .leave(copy: copy, reason: "its settings are not one per line; merge it by hand")
            }
            var block = Array(copyLines[(starts[index] - 1)..<end])
            while let last = block.last, last.allSatisfy({ $0 == " " }) { block.removeLast() }
            text += block
        }
        return .foldCopy(copy: copy, original: original, lines: text)
    }

    // MARK: - Files

    private static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
        }
    }

    private static func backupPath(_ relative: String, stamp: String) -> String {
        "\(backupFolder)/\(relative).\(stamp)"
    }

    private static func keepBackup(_ relative: String, bytes: [UInt8], in location: JournalLocation,
                                   fileSystem: any FileSystem, stamp: String) throws(FileSystemError) -> String {
        let backup = backupPath(relative, stamp: stamp)
        var folder = location.root
        for component in backup.split(separator: "/").dropLast() {
            folder = folder.hasSuffix("/") ? folder + component : folder + "/" + component
            try fileSystem.makeDirectory(folder)
        }
        try fileSystem.createNew(location.path(backup), contents: bytes)
        return backup
    }

    private static func moveToBackup(_ relative: String, in location: JournalLocation, fileSystem: any FileSystem,
                                     stamp: String) throws(FileSystemError) -> String {
        let bytes = try fileSystem.read(location.path(relative))
        let backup = try keepBackup(relative, bytes: bytes, in: location, fileSystem: fileSystem, stamp: stamp)
        try fileSystem.remove(location.path(relative))
        return backup
    }
}

/// Git's conflict markers in a text file, and their union.
public enum GitConflicts {
    /// The file without its conflict markers, each conflict replaced by our side's lines and then their side's
    /// lines that ours lacks (the common ancestor of diff3 style dropped), and how many conflicts there were;
    /// nil when the file has none, an unfinished one or one nested in another.
    public static func union(_ bytes: [UInt8]) -> (resolved: [UInt8], conflicts: Int)? {
        var out: [String] = []
        var ours: [String] = []
        var theirs: [String] = []
        var side: Character? = nil
        var conflicts = 0
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        for line in lines {
            switch marker(line) {
            case "<" where side == nil:
                side = "<"
                ours = []
                theirs = []
            case "<":
                // A conflict inside a conflict: not something to take apart without the person.
                return nil
            case "|" where side != nil:
                side = "|"
            case "=" where side != nil:
                side = "="
            case ">" where side != nil:
                out += ours + ConflictCopy.missingLines(in: ours, from: theirs)
                conflicts += 1
                side = nil
            default:
                switch side {
                case "<": ours.append(line)
                case "=": theirs.append(line)
                case "|": continue
                default: out.append(line)
                }
            }
        }
        guard conflicts > 0, side == nil else { return nil }
        return (Array(out.joined(separator: "\n").utf8), conflicts)
    }

    /// Whether `line` is a conflict marker line.
    public static func isMarker(_ line: String) -> Bool {
        marker(line) != nil
    }

    /// `<`, `|`, `=` or `>` for a marker line: seven of the character, then a space or the line's end.
    private static func marker(_ line: String) -> Character? {
        let bytes = Array(line.utf8)
        guard bytes.count >= 7, let first = bytes.first, [0x3C, 0x7C, 0x3D, 0x3E].contains(first),
              bytes.prefix(7).allSatisfy({ $0 == first }),
              bytes.count == 7 || bytes[7] == 0x20 || bytes[7] == 0x0D else { return nil }
        return Character(Unicode.Scalar(first))
    }
}
