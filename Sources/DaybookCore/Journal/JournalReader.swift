/// Reads a journal from disk: configuration, foods, pinned estimates, then the Markdown files of the selected days.
public struct JournalReader: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = PosixFileSystem()) {
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
        let config = load(ConfigLoader.fileName, in: location, &diagnostics, ConfigLoader.load) ?? Config()
        let selection = choose(config)
        let foods = load(FoodTable.fileName, in: location, &diagnostics, FoodTable.load) ?? FoodTable()
        let cache = load(EstimateCache.path, in: location, &diagnostics, EstimateCache.load) ?? EstimateCache()
        var journal = Journal(location: location, config: config, foods: foods, cache: cache)

        let cachePath = listingCache.flatMap { file in fileSystem.status(location.root).map(file.path(for:)) }
        var listings = cachePath.flatMap { try? fileSystem.read($0) }.map(ListingCache.init(bytes:)) ?? ListingCache()
        let (files, listing) = JournalFiles.list(location, fileSystem: fileSystem, cache: &listings,
                                                 now: listingCache?.now ?? 0, selection: selection)
        diagnostics += listing
        if let cachePath, let directory = listingCache?.directory, listings.changed {
            save(listings, to: cachePath, in: directory)
        }
        let parser = JournalFileParser(grammar: EntryParser(doses: config.doses)) { selection.contains($0) }
        let outputs = files.concurrentMap(minimumCount: 64) { [fileSystem] file in
            Result { () throws(FileSystemError) in parser.parse(try fileSystem.read(location.path(file.path)), file: file) }
        }
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

    /// Writes the listing cache, creating its folder; a cache that cannot be written only costs time next run.
    private func save(_ cache: ListingCache, to path: String, in directory: String) {
        var folder = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            folder += "/" + component
            try? fileSystem.makeDirectory(folder)
        }
        try? fileSystem.replace(path, contents: cache.bytes)
    }

    /// Reads and parses an optional YAML file at the root; a missing file is no problem, an unreadable one is.
    private func load<T>(_ relative: String, in location: JournalLocation, _ diagnostics: inout [Diagnostic],
                         _ parse: ([UInt8], String) -> (T, [Diagnostic])) -> T? {
        let path = location.path(relative)
        guard fileSystem.status(path) != nil else { return nil }
        do {
            let (value, found) = parse(try fileSystem.read(path), relative)
            diagnostics += found
            return value
        } catch {
            diagnostics.append(Diagnostic(.error, file: relative, message: "cannot read: \(error.reasonText)",
                                          hint: "until it can be read, defaults apply"))
            return nil
        }
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
