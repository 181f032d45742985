/// Reads a journal from disk: configuration, foods, pinned estimates, then the Markdown files of the selected days.
public struct JournalReader: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    public func read(_ location: JournalLocation, selection: DaySelection,
                     listingCache: ListingCacheFile? = nil) -> Journal {
        read(location, listingCache: listingCache) { _ in selection }
    }

    /// Reads the journal, choosing the days once the configuration is known (today depends on `day_starts`).
    /// With `listingCache`, folders unchanged since an earlier run are not listed again.
    public func read(_ location: JournalLocation, listingCache: ListingCacheFile? = nil,
                     selecting choose: (Config) -> DaySelection) -> Journal {
        var diagnostics: [Diagnostic] = []
        let rootNames = conflictCopyNames(in: location)
        let config = loadMerged(ConfigLoader.fileName, in: location, copies: rootNames, &diagnostics) { document, report in
            ConfigLoader.load(document, &report)
        } ?? Config()
        let selection = choose(config)
        let foods = loadMerged(FoodTable.fileName, in: location, copies: rootNames, &diagnostics) { document, report in
            FoodTable.load(document, file: FoodTable.fileName, &report)
        } ?? FoodTable()
        let pinned = loadPinned(location, &diagnostics)
        var journal = Journal(location: location, config: config, foods: foods, pinned: pinned)

        let cachePath = listingCache.flatMap { file in fileSystem.status(location.root).map(file.path(for:)) }
        var listings = cachePath.flatMap { try? fileSystem.read($0) }.map(ListingCache.init(bytes:)) ?? ListingCache()
        let (files, listing) = JournalFiles.list(location, fileSystem: fileSystem, cache: &listings,
                                                 now: listingCache?.now ?? 0, selection: selection)
        diagnostics += listing
        if let cachePath, let directory = listingCache?.directory, listings.changed {
            save(listings, to: cachePath, in: directory)
        }
        let parser = JournalFileParser(grammar: EntryParser(doses: config.doses, glucose: config.glucose)) { selection.contains($0) }
        var outputs = files.concurrentMap(minimumCount: 64) { [fileSystem] file in
            Result { () throws(FileSystemError) in parser.parse(try fileSystem.read(location.path(file.path)), file: file) }
        }
        foldConflictCopies(files, &outputs)
        var assembler = DayAssembler(boundary: config.dayBoundary)
        for (file, output) in zip(files, outputs) {
            switch output {
            case .success(let output):
                journal.filesRead += 1
                diagnostics += output.diagnostics
                assembler.add(output, file: file.path, selection: selection)
            case .failure(let error):
                diagnostics.append(Diagnostic(.error, file: file.path, message: "cannot read: \(error.reasonText)",
                                              hint: "fix the file's permissions or type; the rest of the journal "
                                                  + "still counts"))
            }
        }
        journal.days = assembler.days()
        journal.diagnostics = diagnostics
        return journal
    }

    /// A Syncthing conflict copy counts only the entries that neither its original nor an earlier copy of it has,
    /// and says so: a line counts as often as the file that has it most often has it, whatever order the copies
    /// come in.
    private func foldConflictCopies(_ files: [JournalFile],
                                    _ outputs: inout [Result<JournalFileParser.Output, FileSystemError>]) {
        let copies = files.indices.compactMap { index in
            ConflictCopy.originalPath(of: files[index].path).map { (index, $0) }
        }
        guard !copies.isEmpty else { return }
        var indexByPath: [String: Int] = [:]
        for (index, file) in files.enumerated() { indexByPath[file.path] = index }
        var counted: [String: [String]] = [:]
        for (index, originalPath) in copies {
            let file = files[index]
            guard case .success(var copy) = outputs[index] else { continue }
            var original = JournalFileParser.Output()
            if let position = indexByPath[originalPath], case .success(let parsed) = outputs[position] {
                original = parsed
            }
            let originalLines = original.entries.map(\.entry.sourceLine)
                + original.dayDiagnostics.compactMap(\.diagnostic.sourceLine) + counted[originalPath, default: []]
            var onlyInCopy = ConflictCopy.missingLines(in: originalLines, from: copy.entries.map(\.entry.sourceLine))
            copy.entries = copy.entries.filter { entry in
                guard let index = onlyInCopy.firstIndex(of: entry.entry.sourceLine) else { return false }
                onlyInCopy.remove(at: index)
                return true
            }
            let kept = Set(copy.entries.map(\.entry.location.line))
            var extraLines = ConflictCopy.missingLines(in: originalLines,
                                                       from: copy.dayDiagnostics.compactMap(\.diagnostic.sourceLine))
            copy.dayDiagnostics = copy.dayDiagnostics.filter { item in
                if kept.contains(item.diagnostic.line) { return true }
                guard let line = item.diagnostic.sourceLine, let index = extraLines.firstIndex(of: line) else {
                    return item.diagnostic.sourceLine == nil
                }
                extraLines.remove(at: index)
                return true
            }
            copy.claims = []
            counted[originalPath, default: []] += copy.entries.map(\.entry.sourceLine)
                + copy.dayDiagnostics.compactMap(\.diagnostic.sourceLine)
            let added = copy.entries.count
            copy.diagnostics.append(Diagnostic(
                .warning, file: file.path,
                message: "Syncthing conflict copy of \(originalPath): "
                    + (added == 0 ? "it adds no entries" : "\(added) \(added == 1 ? "entry" : "entries") "
                       + "found only in the copy \(added == 1 ? "is" : "are") counted"),
                hint: "run 'daybook resolve' to fold it into \(originalPath)", topic: .conflict))
            outputs[index] = .success(copy)
        }
    }

    /// The pinned-estimate log and its Syncthing conflict copies, all records counting.
    private func loadPinned(_ location: JournalLocation, _ diagnostics: inout [Diagnostic]) -> PinnedEstimates {
        let folder = location.path(".daybook")
        guard let entries = try? fileSystem.list(folder) else { return PinnedEstimates() }
        let names = entries.map(\.name).filter { $0 == "estimates.yaml" || ConflictCopy.original(of: $0) == "estimates.yaml" }
        var files: [(bytes: [UInt8], file: String)] = []
        for name in names.sorted() {
            let relative = ".daybook/" + name
            do {
                files.append((try fileSystem.read(location.path(relative)), relative))
            } catch {
                diagnostics.append(Diagnostic(.error, file: relative, message: "cannot read: \(error.reasonText)",
                                              hint: "until it can be read, pinned estimates are not used"))
            }
        }
        let (pinned, found) = PinnedEstimates.load(files)
        diagnostics += found
        return pinned
    }

    /// Just the configuration, for commands that need it before reading any day (`add` needs `day_starts`).
    public func readConfig(_ location: JournalLocation) -> (Config, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let config = loadMerged(ConfigLoader.fileName, in: location, copies: conflictCopyNames(in: location),
                                &diagnostics) { document, report in ConfigLoader.load(document, &report) } ?? Config()
        return (config, diagnostics)
    }

    /// Names at the root that are Syncthing conflict copies of some file.
    private func conflictCopyNames(in location: JournalLocation) -> [String] {
        guard location.singleFile == nil, let entries = try? fileSystem.list(location.root) else { return [] }
        return entries.map(\.name).filter { ConflictCopy.original(of: $0) != nil }.sorted()
    }

    /// A YAML file at the root merged with its Syncthing conflict copies, in name order: the original's value wins
    /// for a key in both, keys only in a copy are added (`YAMLNode.merging`). Each file's own problems are reported
    /// against it; a warning names each copy and what it added. Every device reads the same settings.
    private func loadMerged<T>(_ name: String, in location: JournalLocation, copies: [String],
                               _ diagnostics: inout [Diagnostic],
                               _ load: (YAMLNode?, inout YAMLReport) -> T) -> T? {
        let copyNames = copies.filter { ConflictCopy.original(of: $0) == name }
        let path = location.path(name)
        var documents: [YAMLNode] = []
        var value: T?
        if fileSystem.status(path) != nil {
            do {
                var report = YAMLReport(file: name, bytes: try fileSystem.read(path))
                let document = report.parse()
                value = load(document, &report)
                diagnostics += report.diagnostics
                if let document { documents.append(document) }
            } catch {
                diagnostics.append(Diagnostic(.error, file: name, message: "cannot read: \(error.reasonText)",
                                              hint: "until it can be read, defaults apply"))
            }
        }
        guard !copyNames.isEmpty else { return value }
        for copyName in copyNames {
            guard let bytes = try? fileSystem.read(location.path(copyName)) else { continue }
            var report = YAMLReport(file: copyName, bytes: bytes)
            let document = report.parse()
            _ = load(document, &report)
            diagnostics += report.diagnostics
            guard let document else { continue }
            var added: [String] = []
            let base = documents.first ?? YAMLNode(.mapping([]), mark: document.mark)
            let merged = base.merging(document, added: &added)
            documents = [merged]
            let what = added.isEmpty ? "it adds nothing"
                : "its settings not in \(name) are used: " + added.joined(separator: ", ")
            diagnostics.append(Diagnostic(.warning, file: copyName, message: "Syncthing conflict copy of \(name); \(what)",
                                          hint: "run 'daybook resolve' to fold it into \(name)", topic: .conflict))
        }
        var silent = YAMLReport(file: name, bytes: [])
        return documents.first.map { load($0, &silent) } ?? value
    }

    /// Writes the listing cache, creating its folder; a cache that cannot be written only costs time next run.
    private func save(_ cache: ListingCache, to path: String, in directory: String) {
        var folder = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            folder += "/" + component
            try? fileSystem.makeDirectory(folder)
        }
        try? fileSystem.replace(path, contents: cache.bytes)
    }
}

/// Gathers parsed files into days: entries in time order, targets, and a warning when two files hold one day.
private struct DayAssembler {
    let boundary: DayBoundary
    /// Each day's entries with the key that orders them: minutes from day start, file, line.
    private var entries: [LocalDate: [(key: (Int, Int, Int), entry: Entry)]] = [:]
    private var building: [LocalDate: Day] = [:]
    private var claimedBy: [LocalDate: String] = [:]
    private var fileIndex = 0

    init(boundary: DayBoundary) {
        self.boundary = boundary
    }

    mutating func add(_ output: JournalFileParser.Output, file: String, selection: DaySelection) {
        fileIndex += 1
        var lastOffset: (day: LocalDate, offset: Int)?
        for (day, entry) in output.entries {
            let previous = lastOffset?.day == day ? lastOffset?.offset : nil
            let offset = entry.time.map(boundary.offset) ?? previous ?? 0
            lastOffset = (day, offset)
            entries[day, default: []].append(((offset, fileIndex, entry.location.line), entry))
        }
        for (day, line) in output.claims where selection.contains(day) {
            var record = building[day] ?? Day(date: day)
            if !record.files.contains(file) { record.files.append(file) }
            if let first = claimedBy[day], first != file {
                record.diagnostics.append(Diagnostic(.warning, file: file, line: line,
                                                     message: "\(day) is also in \(first); both are read",
                                                     hint: "keep one file per day, or make sure no entry is in both"))
            } else {
                claimedBy[day] = file
            }
            building[day] = record
        }
        for (day, target) in output.targets where selection.contains(day) {
            var record = building[day] ?? Day(date: day)
            if record.target == nil { record.target = target }
            building[day] = record
        }
        for (day, diagnostic) in output.dayDiagnostics where selection.contains(day) {
            building[day, default: Day(date: day)].diagnostics.append(diagnostic)
        }
    }

    func days() -> [LocalDate: Day] {
        var days = building
        for (date, list) in entries {
            var day = days[date] ?? Day(date: date)
            day.entries = list.sorted { $0.key < $1.key }.map(\.entry)
            days[date] = day
        }
        return days
    }
}
