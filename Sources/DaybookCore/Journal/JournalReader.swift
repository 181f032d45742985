/// Reads a journal from disk: configuration, foods, pinned estimates, then the Markdown files of the selected days.
public struct JournalReader: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    public func read(
        _ location: JournalLocation, selection: DaySelection,
        listingCache: ListingCacheFile? = nil
    ) -> Journal {
        read(location, listingCache: listingCache) { _ in selection }
    }

    /// Reads the journal, choosing the days once the configuration is known (today depends on `day_starts`).
    /// With `listingCache`, folders unchanged since an earlier run are not listed again.
    public func read(
        _ location: JournalLocation, listingCache: ListingCacheFile? = nil,
        selecting choose: (Config) -> DaySelection
    ) -> Journal {
        let settings = readSettings(location)
        return read(location, settings: settings, listingCache: listingCache, selection: choose(settings.config))
    }

    /// The root's files: daybook.yaml, foods.yaml and the pinned-estimate log, with their conflict copies.
    public func readSettings(_ location: JournalLocation) -> JournalSettings {
        var diagnostics: [Diagnostic] = []
        var read = Fingerprint()
        let rootNames = conflictCopyNames(in: location)
        let config =
            loadMerged(ConfigLoader.fileName, in: location, copies: rootNames, &diagnostics, &read) {
                document, report in ConfigLoader.load(document, &report)
            } ?? Config()
        let foods =
            loadMerged(FoodTable.fileName, in: location, copies: rootNames, &diagnostics, &read) { document, report in
                FoodTable.load(document, file: FoodTable.fileName, &report)
            } ?? FoodTable()
        var pins = Fingerprint()
        let pinned = loadPinned(location, &diagnostics, &pins)
        var settings = JournalSettings(config: config, foods: foods, pinned: pinned, diagnostics: diagnostics)
        settings.fingerprint = read.value
        settings.pinsFingerprint = pins.value
        return settings
    }

    /// Reads the selected days with settings read earlier: a reader that reads a day again and again (the language
    /// server, after each edit) parses the root's YAML only when it changed. With `reportCache`, files whose settled
    /// days it holds are not read (see `ReportCache`), and what the read found out is kept for `ReportCache.save`.
    public func read(
        _ location: JournalLocation, settings: JournalSettings, listingCache: ListingCacheFile? = nil,
        selection: DaySelection, reportCache: ReportCache? = nil
    ) -> Journal {
        read(
            list(
                location, settings: settings, listingCache: listingCache, selection: selection, reportCache: reportCache
            ),
            settings: settings)
    }

    /// What a read starts from: the files listed (each folder once), the problems of listing, and with a report
    /// cache each file's status and the files it can serve.
    struct Listing {
        var location: JournalLocation
        var selection: DaySelection
        var files: [JournalFile]
        var unlisted: [Diagnostic]
        var outside: [Diagnostic]
        var reading: ReportCache.Reading?
        var parser: JournalFileParser
    }

    func list(
        _ location: JournalLocation, settings: JournalSettings, listingCache: ListingCacheFile?,
        selection: DaySelection, reportCache: ReportCache?
    ) -> Listing {
        let (files, unlisted, outside) = listFiles(location, listingCache: listingCache, selection: selection, settings)
        let parser = JournalFileParser(
            grammar: EntryParser(doses: settings.config.doses, glucose: settings.config.glucose)
        ) {
            selection.contains($0)
        }
        var reading = reportCache.map { cache in
            ReportCache.Reading(
                cache: cache, files: files,
                statuses: fileSystem.statuses(below: location.root, of: files.map { Array($0.path.utf8)[...] }),
                selection: selection)
        }
        if let cache = reportCache, let statuses = reading?.statuses {
            reading?.served = cache.candidates(files, statuses: statuses)
        }
        return Listing(
            location: location, selection: selection, files: files, unlisted: unlisted, outside: outside,
            reading: reading, parser: parser)
    }

    /// The files at `indices` parsed (on every core when there are many), each with its result.
    func parse(_ indices: [Int], of listing: Listing) -> [(
        index: Int, output: Result<JournalFileParser.Output, FileSystemError>
    )] {
        let (files, location, parser) = (listing.files, listing.location, listing.parser)
        let parsed = indices.concurrentMap(minimumCount: 64) { [fileSystem] index in
            Result { () throws(FileSystemError) in
                let file = files[index]
                let bytes = try fileSystem.read(location.path(file.path))
                return parser.parse(bytes, file: file)
            }
        }
        return Array(zip(indices, parsed))
    }

    /// The journal of `listing`: every file not served from the report cache parsed, days assembled, problems
    /// gathered in file order.
    func read(_ listing: consuming Listing, settings: JournalSettings) -> Journal {
        let (location, selection, files, unlisted) = (
            listing.location, listing.selection, listing.files, listing.unlisted
        )
        var journal = Journal(
            location: location, config: settings.config, foods: settings.foods,
            pinned: settings.pinned)
        journal.selection = selection
        var diagnostics = settings.diagnostics
        diagnostics += unlisted + listing.outside + files.compactMap { FileNameSafety.warning(for: $0.path) }
        journal.linkedFiles = Set(files.filter { $0.throughLink }.map { $0.path })
        journal.unread = unlisted.map { Journal.Unread(path: $0.file, date: nil) }
        // Only the files read have outputs: those served from the cache hold days no other file holds, and nothing
        // below looks at them.
        var outputs: [Int: Result<JournalFileParser.Output, FileSystemError>] = [:]
        func parse(_ indices: [Int]) {
            for (index, output) in self.parse(indices, of: listing) { outputs[index] = output }
        }
        // Taken out of the listing, so that changing it copies nothing.
        var reading = listing.reading
        listing.reading = nil
        parse(files.indices.filter { reading?.served[$0] == nil })
        // Until no file served from the cache has to be read after all: one that shares a day with a file read, that
        // an unreadable file may hold, or whose days' lessons differ. Each turn serves fewer; most reads take one.
        var members: [Int] = []
        var results: [Result<JournalFileParser.Output, FileSystemError>] = []
        while true {
            if let held = reading?.rejectHeldElsewhere(outputs, unlisted: !unlisted.isEmpty), !held.isEmpty {
                parse(held)
                continue
            }
            members = files.indices.filter { outputs[$0] != nil }
            let memberFiles = members.map { files[$0] }
            results = members.compactMap { outputs[$0] }
            readEachFileOnce(memberFiles, in: location, &results)
            foldConflictCopies(memberFiles, &results)
            journal.days = assemble(memberFiles, results, selection: selection, settings: settings, skipping: nil)
            guard let taught = reading?.rejectTaughtOtherwise(journal), !taught.isEmpty else { break }
            parse(taught)
        }
        // The journal holds the served days now, once.
        if case .range(let range) = selection {
            reading?.takeServedDays(in: range, into: &journal.cachedDays)
        } else {
            reading?.takeServedDays(in: nil, into: &journal.cachedDays)
        }
        var position = 0
        for (index, file) in files.enumerated() {
            if let served = reading?.served[index] {
                journal.filesRead += 1
                diagnostics += served.file.diagnostics
                continue
            }
            guard position < members.count, members[position] == index else { continue }
            let output = results[position]
            position += 1
            switch output {
            case .success(let output):
                journal.filesRead += 1
                diagnostics += output.diagnostics
                // The days as the file itself holds them, before another name of it was found to hold them.
                if case .success(let own)? = outputs[index] {
                    reading?.read[index] = ReportCache.Reading.ReadFile(
                        days: own.days.sorted(), diagnostics: output.diagnostics)
                }
            case .failure(let error):
                journal.unread.append(Journal.Unread(path: file.path, date: file.nameDate))
                diagnostics.append(Self.cannotRead(file, error))
            }
        }
        journal.diagnostics = diagnostics
        journal.reportCacheReading = reading
        return journal
    }

    /// The error for a journal file that could not be read.
    static func cannotRead(_ file: JournalFile, _ error: FileSystemError) -> Diagnostic {
        Diagnostic(
            .error, file: file.path,
            message: JournalMessage.cannotRead(reason: error.reasonText),
            hint: JournalMessage.dayFileUnreadable(tooLarge: isTooLarge(error)))
    }

    /// The days of the files read (all but `skipping`), in file order.
    func assemble(
        _ files: [JournalFile], _ results: [Result<JournalFileParser.Output, FileSystemError>],
        selection: DaySelection, settings: JournalSettings, skipping served: ServedFiles?
    ) -> [LocalDate: Day] {
        var assembler = DayAssembler(boundary: settings.config.dayBoundary)
        for (index, (file, output)) in zip(files, results).enumerated() where served?[index] == nil {
            if case .success(let output) = output { assembler.add(output, file: file.path, selection: selection) }
        }
        return assembler.days()
    }

    /// A day file too large to read is split; any other is fixed.
    private static func isTooLarge(_ error: FileSystemError) -> Bool {
        if case .tooLarge = error.reason { return true }
        return false
    }

    /// A file reached by two names (a symbolic link or a hard link to a day file, synced in or made by hand) is read
    /// once: the later name's entries are not counted again, and it says whose name it is. Only files that hold a
    /// day another file holds are examined, so a journal without such names costs no system call.
    func readEachFileOnce(
        _ files: [JournalFile], in location: JournalLocation,
        _ outputs: inout [Result<JournalFileParser.Output, FileSystemError>]
    ) {
        var firstByDay: [LocalDate: Int] = [:]
        var identities: [Int: FileStatus] = [:]
        func identity(_ index: Int) -> FileStatus? {
            if let known = identities[index] { return known }
            let status = fileSystem.status(location.path(files[index].path))
            identities[index] = status
            return status
        }
        for index in files.indices {
            guard case .success(let output) = outputs[index] else { continue }
            var sameAs: Int?
            for (day, _) in output.claims {
                guard let first = firstByDay[day] else {
                    firstByDay[day] = index
                    continue
                }
                // A file that holds one day under two headings is not another name of itself.
                if sameAs == nil, first != index, let mine = identity(index), let theirs = identity(first),
                    mine.device == theirs.device, mine.inode == theirs.inode
                {
                    sameAs = first
                }
            }
            guard let first = sameAs else { continue }
            var alias = JournalFileParser.Output()
            alias.diagnostics.append(
                Diagnostic(
                    .warning, file: files[index].path,
                    message: JournalMessage.sameFileTwice(first: files[first].path),
                    hint: JournalMessage.removeTheOtherName))
            outputs[index] = .success(alias)
        }
    }

    /// A Syncthing conflict copy counts only the entries that neither its original nor an earlier copy of it has,
    /// and says so: a line counts as often as the file that has it most often has it, whatever order the copies
    /// come in. Lines are the same when they are the same write (`LineIdentity`): the same write id, or without
    /// one the same text — so the same dose written on two devices in the same minute, each line with its own id,
    /// counts twice. One pass over each file: a count of each line the original and the copies before have.
    func foldConflictCopies(
        _ files: [JournalFile],
        _ outputs: inout [Result<JournalFileParser.Output, FileSystemError>]
    ) {
        let copies = files.indices.compactMap { index in
            ConflictCopy.originalPath(of: files[index].path).map { (index, $0) }
        }
        guard !copies.isEmpty else { return }
        var indexByPath: [String: Int] = [:]
        for (index, file) in files.enumerated() { indexByPath[file.path] = index }
        // For each original, how often each line is counted so far: the original's entries and the lines of its
        // day problems, and what earlier copies added.
        var counted: [String: [LineIdentity: Int]] = [:]
        for (index, originalPath) in copies {
            let file = files[index]
            guard case .success(var copy) = outputs[index] else { continue }
            // Taken out while it changes, so that it is never copied; the original's lines are counted once, at
            // its first copy (even when it has none to count).
            var known: [LineIdentity: Int] = [:]
            if let counting = counted.removeValue(forKey: originalPath) {
                known = counting
            } else if let position = indexByPath[originalPath], case .success(let original) = outputs[position] {
                for (_, entry) in original.entries { known[Self.identity(of: entry), default: 0] += 1 }
                for (_, diagnostic) in original.dayDiagnostics {
                    if let line = diagnostic.sourceLine { known[LineIdentity(line), default: 0] += 1 }
                }
            }
            var adding: [LineIdentity: Int] = [:]
            var inCopy: [LineIdentity: Int] = [:]
            copy.entries = copy.entries.filter { _, entry in
                let identity = Self.identity(of: entry)
                inCopy[identity, default: 0] += 1
                guard inCopy[identity, default: 0] > known[identity, default: 0] else { return false }
                adding[identity, default: 0] += 1
                return true
            }
            let kept = Set(copy.entries.map { $0.entry.location.line })
            var problemsInCopy: [LineIdentity: Int] = [:]
            copy.dayDiagnostics = copy.dayDiagnostics.filter { item in
                if kept.contains(item.diagnostic.line) { return true }
                guard let line = item.diagnostic.sourceLine else { return true }
                let identity = LineIdentity(line)
                problemsInCopy[identity, default: 0] += 1
                guard problemsInCopy[identity, default: 0] > known[identity, default: 0] else { return false }
                adding[identity, default: 0] += 1
                return true
            }
            // A line of the copy about insulin not read still stands while a problem of it does.
            let problemLines = Set(copy.dayDiagnostics.map { $0.diagnostic.line })
            copy.unreadInsulin = copy.unreadInsulin.filter { problemLines.contains($0.line.location.line) }
            for (identity, count) in adding { known[identity, default: 0] += count }
            counted[originalPath] = known
            copy.claims = []
            let added = copy.entries.count
            copy.diagnostics.append(
                Diagnostic(
                    .warning, file: file.path,
                    message: JournalMessage.conflictCopy(original: originalPath, added: added),
                    hint: JournalMessage.resolveToFold(original: originalPath), topic: .conflict))
            outputs[index] = .success(copy)
        }
    }

    /// An entry's identity among conflict copies: its write id, else its line as written.
    private static func identity(of entry: Entry) -> LineIdentity {
        entry.writeID.map { .id($0.value) } ?? .text(ConflictCopy.trimmedEnd(entry.sourceLine))
    }

    /// The pinned-estimate log and its Syncthing conflict copies, all records counting. They are daybook's own
    /// files, read as they are written: never through a symbolic link (a synced link to a dotfile would otherwise
    /// be read as pins, and written to).
    private func loadPinned(
        _ location: JournalLocation, _ diagnostics: inout [Diagnostic], _ read: inout Fingerprint
    ) -> PinnedEstimates {
        let entries = (try? fileSystem.list(location.path(".daybook"))) ?? []
        let copies = entries.map { $0.name }.filter { ConflictCopy.original(of: $0) == "estimates.yaml" }
        var files: [(bytes: [UInt8], file: String)] = []
        for name in (copies + ["estimates.yaml"]).sorted() {
            let relative = ".daybook/" + name
            do {
                files.append((try fileSystem.read(location.confined(relative)), relative))
            } catch  where error.isNotFound && name == "estimates.yaml" {
                continue
            } catch  where error.isRefusal {
                diagnostics.append(
                    Diagnostic(
                        .warning, file: relative,
                        message: JournalMessage.pinsRefused(reason: error.reasonText),
                        hint: JournalMessage.makePinsPlainFile))
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .error, file: relative,
                        message: JournalMessage.cannotRead(reason: error.reasonText),
                        hint: JournalMessage.pinsUnusedUntilReadable))
            }
        }
        for (bytes, file) in files {
            read.add(file)
            read.add(bytes.count)
            read.add(bytes)
        }
        let (pinned, found) = PinnedEstimates.load(files)
        diagnostics += found
        // A copy's pins count, but a sync tool deletes old copies (Syncthing keeps ten): until `resolve` folds it
        // in, the earliest pin of a food may be in it alone.
        for (bytes, file) in files where file != PinnedEstimates.path {
            diagnostics.append(
                Diagnostic(
                    .warning, file: file,
                    message: JournalMessage.pinLogConflictCopy(
                        original: PinnedEstimates.path, pins: PinnedEstimates.recordLines(bytes).count),
                    hint: JournalMessage.resolveBeforeDeletingPins(original: PinnedEstimates.path), topic: .conflict))
        }
        return pinned
    }

    /// The pinned-estimate log alone, as `readSettings` reads it: what a report cache checks its days against once
    /// this run's pins are written.
    func readPinned(_ location: JournalLocation) -> (pinned: PinnedEstimates, fingerprint: UInt64) {
        var diagnostics: [Diagnostic] = []
        var read = Fingerprint()
        let pinned = loadPinned(location, &diagnostics, &read)
        return (pinned, read.value)
    }

    /// Just the configuration, for commands that need it before reading any day (`add` needs `day_starts`).
    public func readConfig(_ location: JournalLocation) -> (Config, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var read = Fingerprint()
        let config =
            loadMerged(
                ConfigLoader.fileName, in: location, copies: conflictCopyNames(in: location),
                &diagnostics, &read
            ) { document, report in ConfigLoader.load(document, &report) } ?? Config()
        return (config, diagnostics)
    }

    /// Only foods.yaml (merged with its conflict copies), for completing food names.
    public func readFoods(_ location: JournalLocation) -> (FoodTable, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var read = Fingerprint()
        let foods =
            loadMerged(
                FoodTable.fileName, in: location, copies: conflictCopyNames(in: location),
                &diagnostics, &read
            ) { document, report in
                FoodTable.load(document, file: FoodTable.fileName, &report)
            } ?? FoodTable()
        return (foods, diagnostics)
    }

    /// Names at the root that are Syncthing conflict copies of some file.
    private func conflictCopyNames(in location: JournalLocation) -> [String] {
        guard location.singleFile == nil, let entries = try? fileSystem.list(location.root) else { return [] }
        return entries.map { $0.name }.filter { ConflictCopy.original(of: $0) != nil }.sorted()
    }

    /// A YAML file at the root merged with its Syncthing conflict copies, in name order: the original's value wins
    /// for a key in both, keys only in a copy are added (`YAMLNode.merging`). Each file's own problems are reported
    /// against it; a warning names each copy and what it added. Every device reads the same settings.
    private func loadMerged<T>(
        _ name: String, in location: JournalLocation, copies: [String],
        _ diagnostics: inout [Diagnostic], _ read: inout Fingerprint,
        _ load: (YAMLNode?, inout YAMLReport) -> T
    ) -> T? {
        let copyNames = copies.filter { ConflictCopy.original(of: $0) == name }
        let path = location.path(name)
        var merge: YAMLMerge?
        var value: T?
        if fileSystem.status(path) != nil {
            do {
                let bytes = try fileSystem.read(path)
                read.add(name)
                read.add(bytes.count)
                read.add(bytes)
                var report = YAMLReport(file: name, bytes: bytes)
                let document = report.parse()
                value = load(document, &report)
                diagnostics += report.diagnostics
                merge = document.map(YAMLMerge.init)
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .error, file: name,
                        message: JournalMessage.cannotRead(reason: error.reasonText),
                        hint: JournalMessage.defaultsApplyUntilReadable))
            }
        }
        guard !copyNames.isEmpty else { return value }
        for copyName in copyNames {
            guard let bytes = try? fileSystem.read(location.path(copyName)) else { continue }
            read.add(copyName)
            read.add(bytes.count)
            read.add(bytes)
            var report = YAMLReport(file: copyName, bytes: bytes)
            let document = report.parse()
            _ = load(document, &report)
            diagnostics += report.diagnostics
            guard let document else { continue }
            let merging = merge ?? YAMLMerge(YAMLNode(.mapping([]), mark: document.mark))
            let added = merging.add(document)
            merge = merging
            let message = JournalMessage.settingsConflictCopy(original: name, added: added.count, listed: added.listed)
            diagnostics.append(
                Diagnostic(
                    .warning, file: copyName, message: message,
                    hint: JournalMessage.resolveToFold(original: name), topic: .conflict))
        }
        var silent = YAMLReport(file: name, bytes: [])
        return merge.map { load($0.result, &silent) } ?? value
    }

    /// The journal's files for `selection`: from the listing cache's records as they are when no folder changed
    /// since the last walk, else by a walk that lists the changed folders and saves the cache again.
    private func listFiles(
        _ location: JournalLocation, listingCache: ListingCacheFile?, selection: DaySelection,
        _ settings: JournalSettings
    ) -> (files: [JournalFile], unlisted: [Diagnostic], outside: [Diagnostic]) {
        let ignore = settings.config.ignore
        let cachePath = listingCache.flatMap { file in fileSystem.status(location.root).map(file.path(for:)) }
        let stored = cachePath.flatMap { try? fileSystem.read($0) }
        if location.singleFile == nil, let stored, let records = ListingCacheRecords(stored),
            let files = records.unchangedFiles(
                location, fileSystem: fileSystem, selection: selection, ignoring: ignore)
        {
            return (files, [], [])
        }
        var listings = stored.map(ListingCache.init(bytes:)) ?? ListingCache()
        let listed = JournalFiles.list(
            location, fileSystem: fileSystem, cache: &listings, now: listingCache?.now ?? 0, selection: selection,
            ignoring: ignore)
        if location.singleFile == nil { listings.walked(ignoring: ignore) }
        if let cachePath, listings.changed {
            save(listings, to: cachePath)
        }
        return listed
    }

    /// Writes the listing cache, creating its folder; a cache that cannot be written only costs time next run.
    private func save(_ cache: ListingCache, to path: ConfinedPath) {
        if let folder = path.parent { try? fileSystem.makeDirectory(folder) }
        try? fileSystem.replace(path, contents: cache.bytes)
    }
}

/// Gathers parsed files into days: entries in time order, targets, and a warning when two files hold one day.
struct DayAssembler {
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
        // Days are changed in place: a file may claim one day thousands of times, and copying the day out and
        // back for each claim would cost the square of that.
        var warned: Set<LocalDate> = []
        for (day, line) in output.claims where selection.contains(day) {
            // Files come one at a time, so a day's last file is this one if it claimed the day before.
            if building[day, default: Day(date: day)].files.last != file {
                building[day, default: Day(date: day)].files.append(file)
            }
            if let first = claimedBy[day], first != file {
                // Once per file and day, at the first line that claims it.
                if warned.insert(day).inserted {
                    building[day, default: Day(date: day)].diagnostics.append(
                        Diagnostic(
                            .warning, file: file, line: line,
                            message: JournalMessage.sameDayTwice(day: day, first: first),
                            hint: JournalMessage.keepOneFilePerDay))
                }
            } else {
                claimedBy[day] = file
            }
        }
        for (day, target) in output.targets where selection.contains(day) {
            if building[day, default: Day(date: day)].target == nil {
                building[day, default: Day(date: day)].target = target
            }
        }
        for (day, diagnostic) in output.dayDiagnostics where selection.contains(day) {
            building[day, default: Day(date: day)].diagnostics.append(diagnostic)
        }
        for (day, line) in output.unreadInsulin where selection.contains(day) {
            building[day, default: Day(date: day)].unreadInsulin.append(line)
        }
    }

    func days() -> [LocalDate: Day] {
        var days = building
        for (date, list) in entries {
            var day = days[date] ?? Day(date: date)
            day.entries = list.sorted { $0.key < $1.key }.map { $0.entry }
            days[date] = day
        }
        return days
    }
}
