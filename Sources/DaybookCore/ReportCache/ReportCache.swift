/// A machine-local cache of each journal file's settled days, summarised (`CachedDay`), so that a report over years
/// reads only the files that changed. It is a pure speed-up: a day comes from it only when reading its file again
/// could not give other numbers, and any doubt means reading the file.
///
/// A file's record is used only while all of these hold:
/// - the cache was written by the same daybook for the same journal root, with the same settings files (every byte
///   of daybook.yaml, foods.yaml and the pin log, conflict copies included) and estimators (`context`);
/// - the file's device, inode, size, modification and change times (to the nanosecond) are those recorded, and it
///   was recorded only when both times were at least `racyWindow` older than the cache: a change within the same
///   clock tick as the write could otherwise leave them all unchanged;
/// - every day it holds is settled (`settledDays` before today: a day's dose states and warnings no longer change
///   with the time, nor with the day after it), no other file holds one of its days, and no unreadable file or
///   folder may hold one;
/// - what the days up to each of its days taught the history (`historyDigests`) is what it was: those lessons
///   decided the day's estimates;
/// - it is reached without a link, is no conflict copy and has none.
///
/// `check` never uses it. A report that shows entries (HTML, items, glucose) does not either.
public struct ReportCache: Sendable {
    /// The most bytes a cache file may hold: years of days take a few megabytes, and a bigger file is not read.
    public static let maximumBytes = 32 * 1024 * 1024
    /// A file changed less than this before the cache is written is not kept (the listing cache's rule).
    public static let racyWindow = ListingCache.racyWindow
    /// A day this many days before today is settled: it is before yesterday, so neither now nor the day after it
    /// (a dose after midnight written there) changes its numbers any more.
    public static let settledDays = 2

    let path: ConfinedPath
    /// The real time of this run, in nanoseconds since 1970.
    let now: Int64
    let context: [UInt8]
    /// The file as read, when it holds this run's context.
    let stored: ReportCacheRecords?
    /// The last settled day.
    let lastSettled: LocalDate?
    let maximumBytes: Int
    /// The configured doses' names, which every kept day's doses carry.
    let doseNames: [(bytes: [UInt8], text: String)]
    /// The pin log's fingerprint as this run read it (`JournalSettings.pinsFingerprint`).
    let pinsFingerprint: UInt64

    /// The cache for reading `location` with `settings`, today being `today`; nil when there can be none (no root
    /// to name it after, or a cache folder inside the journal, which is synced). A missing, unreadable, oversized
    /// or foreign file gives an empty cache, written anew after the report.
    public static func load(
        _ file: ReportCacheFile, location: JournalLocation, settings: JournalSettings, estimators: String,
        today: LocalDate, fileSystem: any FileSystem, maximumBytes: Int = ReportCache.maximumBytes
    ) -> ReportCache? {
        guard let root = fileSystem.status(location.root), root.kind == .directory else { return nil }
        // A base folder not made yet is taken as written (the host makes it absolute).
        if let journal = fileSystem.canonicalPath(location.root),
            case let base = fileSystem.canonicalPath(file.folder.root) ?? file.folder.root,
            base == journal || base.hasPrefix(journal.hasSuffix("/") ? journal : journal + "/")
        {
            return nil
        }
        let path = file.path(for: root)
        var context = CacheWriter()
        context.string(file.program)
        context.string(location.root)
        context.fixed64(root.device)
        context.fixed64(root.inode)
        context.fixed64(settings.fingerprint)
        context.string(estimators)
        let bytes = (try? fileSystem.read(path)).flatMap { $0.count <= maximumBytes ? $0 : nil }
        let records = bytes.flatMap(ReportCacheRecords.init)
        let matching = records.flatMap { $0.bytes[$0.context].elementsEqual(context.bytes) ? $0 : nil }
        return ReportCache(
            path: path, now: file.now, context: context.bytes, stored: matching,
            lastSettled: today.adding(days: -settledDays), maximumBytes: maximumBytes,
            doseNames: settings.config.doses.map { (Array($0.name.utf8), $0.name) },
            pinsFingerprint: settings.pinsFingerprint)
    }

    // MARK: - Reading

    /// What a read through the cache found out about each listed file: kept in the journal, for `save`.
    struct Reading: Sendable {
        var cache: ReportCache
        var files: [JournalFile]
        /// Each file's status, taken before it was read.
        var statuses: [FileStatus?]
        /// Files whose days came from the cache.
        var served = ServedFiles()
        /// Files read whole: the days they hold and their problems of no day.
        var read: [Int: ReadFile] = [:]
        /// Files that may hold any day, or one of these days, could not be read: those days are not kept.
        var unreadDays: Set<LocalDate> = []
        var unreadAnyDay = false
        /// How many files hold each day (read or served).
        var holders = DayCounts()
        var selection: DaySelection
        /// What each day of the selection taught (the days read and the days served), for the digests.
        var lessons: [LocalDate: [History.Lesson]] = [:]
        /// Read a run of days at a time (`JournalReader.readSummaries`): the days that can be kept, prepared while
        /// their entries were there, for they are let go; a day not here is not kept.
        var prepared: CachedDays?

        struct Served: Sendable {
            var location: ReportCacheRecords.Location
            var file: CachedFile
            /// The days were let go once summarised (`letGoOfServedDays`): decoded again should they be needed.
            var daysLetGo = false
        }

        struct ReadFile: Sendable {
            /// In order, each once.
            var days: [LocalDate]
            var diagnostics: [Diagnostic]
        }
    }

    // MARK: - Which files are served

    /// The listed files whose records can stand for them before anything is read: record and status agree, every
    /// day is settled, and the file is reached without a link, is no conflict copy and has none.
    func candidates(_ files: [JournalFile], statuses: [FileStatus?]) -> ServedFiles {
        guard let stored, let lastSettled else { return ServedFiles() }
        let originals = Set(files.compactMap { ConflictCopy.originalPath(of: $0.path) })
        let doseNames = doseNames
        // Records are decoded on every core: a report over ten years decodes 3,651.
        let served = Array(files.indices).concurrentMap(minimumCount: 256) { index -> Reading.Served? in
            let file = files[index]
            guard !file.throughLink, originals.isEmpty || !originals.contains(file.path),
                ConflictCopy.originalPath(of: file.path) == nil,
                let status = statuses[index], status.kind == .regular, let location = stored.location(of: file.path),
                location.identity == ReportCacheRecords.Identity(status),
                let cached = stored.file(location, doses: doseNames),
                cached.days.allSatisfy({ $0.date <= lastSettled })
            else { return nil }
            return Reading.Served(location: location, file: cached)
        }
        return ServedFiles(served)
    }

    /// The bytes of a record to copy into the next file.
    func recordBytes(_ location: ReportCacheRecords.Location) -> ArraySlice<UInt8> {
        stored.map { $0.bytes[location.record] } ?? []
    }

    // MARK: - Writing

    /// Writes the cache after a report: every file served from it stays, and a file read is kept when its days can
    /// be (see the type's rules) and it was last changed at least `racyWindow` ago. Records of files this report did
    /// not list (days outside its period) stay as they were. `pinsWritten`: this run wrote pins or lessons to the
    /// pin log, which is then read again. Nothing is written when nothing changed; a cache that cannot be written
    /// only costs time next run.
    public static func save(_ journal: Journal, report: Report, pinsWritten: Bool, fileSystem: any FileSystem) {
        guard let reading = journal.reportCacheReading else { return }
        let cache = reading.cache
        // The pin log as this run left it (its pins and lessons written), as the next run will find it: the numbers
        // of a day are the same whether an estimate came from the estimator or from its pin.
        let pins: (pinned: PinnedEstimates, fingerprint: UInt64) =
            pinsWritten
            ? JournalReader(fileSystem: fileSystem).readPinned(journal.location)
            : (journal.pinned, cache.pinsFingerprint)
        var found: ResolutionDigests?
        func digests() -> ResolutionDigests {
            if let found { return found }
            let made = ResolutionDigests(lessons: reading.lessons, pinned: pins.pinned)
            found = made
            return made
        }
        let everything = ResolutionDigests.everything(reading.lessons, pins: pins.fingerprint)
        var changed = cache.stored?.everything != everything
        let originals = Set(reading.files.compactMap { ConflictCopy.originalPath(of: $0.path) })
        // First what each listed file's record will be, then, only if that changes anything, the file: written
        // record by record into one buffer, never a list of records beside it.
        enum Plan {
            case copy(ReportCacheRecords.Location)
            case make
            case none
        }
        var plans: [Plan] = []
        plans.reserveCapacity(reading.files.count)
        for (index, file) in reading.files.enumerated() {
            if let served = reading.served[index] {
                // Pins this run wrote may be about a food a served day asked the log about.
                if pinsWritten {
                    let days =
                        served.daysLetGo
                        ? cache.stored?.file(served.location, doses: cache.doseNames)?.days : served.file.days
                    guard let days,
                        !days.contains(where: {
                            reading.selection.contains($0.date) && digests().digest(of: $0) != $0.dependencies
                        })
                    else {
                        changed = true
                        plans.append(.none)
                        continue
                    }
                }
                plans.append(.copy(served.location))
            } else if cache.mayKeep(index, reading: reading, originals: originals, report: report, journal: journal) {
                plans.append(.make)
                changed = true
            } else {
                plans.append(.none)
                if cache.stored?.location(of: file.path) != nil { changed = true }
            }
        }
        guard changed else { return }
        var out = ReportCacheRecords.Writer(context: cache.context, everything: everything)
        // Room for a record of some 300 bytes a file (a day file of a dozen items is about 270): a buffer that
        // outgrows its room is copied into one twice its size.
        out.reserve((cache.stored?.bytes.count ?? 0) + plans.count * 320)
        for (index, plan) in plans.enumerated() {
            switch plan {
            case .copy(let location): out.copy(cache.recordBytes(location))
            case .make:
                if let file = cache.record(index, reading: reading, report: report, journal: journal, digests: digests)
                {
                    out.add(path: reading.files[index].path, identity: file.identity, file: file.file)
                }
            case .none: continue
            }
        }
        // Records of files this report did not list, while the file stays within its bound.
        if let stored = cache.stored {
            // By their paths' digests: a record whose digest a listed path shares is left out, which only costs time.
            let listed = Set(reading.files.map { ReportCacheRecords.key($0.path.utf8) })
            for (key, location) in stored.all where !listed.contains(key) {
                guard out.count + location.record.count <= cache.maximumBytes else { break }
                out.copy(stored.bytes[location.record])
            }
        }
        let bytes = out.finished()
        guard bytes.count <= cache.maximumBytes else { return }
        if let folder = cache.path.parent { try? fileSystem.makeDirectory(folder) }
        try? fileSystem.replace(cache.path, contents: bytes)
    }

    /// Whether file `index`, read this run, can be kept: reached without a link, no conflict copy and none of its
    /// own, changed `racyWindow` or more before now, each of its days settled, held by it alone, no unreadable file
    /// may hold it, and its summary can be kept (`keepable`).
    private func mayKeep(
        _ index: Int, reading: Reading, originals: Set<String>, report: Report, journal: Journal
    ) -> Bool {
        let file = reading.files[index]
        guard let lastSettled, let read = reading.read[index], !file.throughLink,
            originals.isEmpty || !originals.contains(file.path), ConflictCopy.originalPath(of: file.path) == nil,
            let status = reading.statuses[index], status.kind == .regular,
            status.modified + ReportCache.racyWindow <= now, status.changed + ReportCache.racyWindow <= now,
            !reading.unreadAnyDay
        else { return false }
        return read.days.allSatisfy { date in
            guard reading.selection.contains(date), date <= lastSettled, reading.holders[date] == 1,
                !reading.unreadDays.contains(date)
            else { return false }
            if let prepared = reading.prepared { return prepared[date] != nil }
            return report.day(date).map { ReportCache.keepable($0, journal: journal) != nil } ?? false
        }
    }

    /// The record of file `index`, which `mayKeep`.
    private func record(
        _ index: Int, reading: Reading, report: Report, journal: Journal, digests: () -> ResolutionDigests
    ) -> (identity: ReportCacheRecords.Identity, file: CachedFile)? {
        guard let read = reading.read[index], let status = reading.statuses[index] else { return nil }
        var days: [CachedDay] = []
        for date in read.days {
            var kept: CachedDay
            if let prepared = reading.prepared {
                guard let day = prepared[date] else { return nil }
                kept = day
            } else {
                guard let summary = report.day(date), let day = ReportCache.keepable(summary, journal: journal) else {
                    return nil
                }
                kept = day
            }
            kept.dependencies = digests().digest(of: kept) ?? 0
            days.append(kept)
        }
        return (ReportCacheRecords.Identity(status), CachedFile(diagnostics: read.diagnostics, days: days))
    }
}

extension ReportCache {
    /// `summary` (with its entries) as the cache would keep it, when it can be kept: every file that may hold it
    /// could be read, nothing waits for an estimate, and it holds no glucose (a report's glucose needs the day's
    /// readings and entries: such a day is always read). Its dependencies are yet to be set.
    static func keepable(_ summary: DaySummary, journal: Journal) -> CachedDay? {
        guard summary.unread.isEmpty, summary.balance.pending == 0 else { return nil }
        let day = journal.days[summary.date] ?? Day(date: summary.date)
        guard !day.entries.contains(where: { $0.glucose != nil }) else { return nil }
        return CachedDay(summary, lessons: journal.lessons(of: day))
    }
}

extension ReportCache.Reading {
    /// Lets go of the days of the files at `indices` served from the cache, once they are summarised: a report over
    /// a century holds their summaries, not their records as well.
    mutating func letGoOfServedDays(_ indices: some Sequence<Int>) {
        for index in indices where served[index] != nil {
            served[index]?.file.days = []
            served[index]?.daysLetGo = true
        }
    }

    /// Takes out of `served` the files that must be read after all, now that the other files are (`outputs`): those
    /// holding a day some other file holds, and those holding a day an unreadable file or an unlisted folder
    /// (`unlisted`) may hold. Notes how many files hold each day, and which days may be held by a file not read.
    /// `alsoHolding`: the days of dated files to be read later, each holding its own.
    mutating func rejectHeldElsewhere(
        _ outputs: [Int: Result<JournalFileParser.Output, FileSystemError>], unlisted: Bool,
        alsoHolding: [LocalDate] = []
    ) -> [Int] {
        if case .range(let range) = selection { holders = DayCounts(range) } else { holders = DayCounts() }
        unreadDays = []
        unreadAnyDay = unlisted
        for date in alsoHolding where selection.contains(date) { holders.add(date) }
        for (index, output) in outputs {
            switch output {
            case .success(let output):
                for day in output.days where selection.contains(day) { holders.add(day) }
            case .failure:
                if let date = files[index].nameDate { unreadDays.insert(date) } else { unreadAnyDay = true }
            }
        }
        for served in served.values {
            for day in served.file.days where selection.contains(day.date) { holders.add(day.date) }
        }
        let rejected = served.indices { served in
            unreadAnyDay
                || served.file.days.contains { day in
                    selection.contains(day.date)
                        && (holders[day.date] > 1 || unreadDays.contains(day.date))
                }
        }
        for index in rejected { served[index] = nil }
        return rejected
    }

    /// Takes out of `served` the files one of whose days' estimates may come out otherwise now (`ResolutionDigests`):
    /// other lessons about a food it looked up in the history, before it, or another pin for a food it looked up in
    /// the pin log. Lessons are those of the days `journal` read and of the days served. While every lesson and the
    /// pin log are as they were when the cache was written, none can.
    mutating func rejectTaughtOtherwise(_ journal: Journal) -> [Int] {
        lessons = [:]
        for day in journal.days.values {
            let taught = journal.lessons(of: day)
            if !taught.isEmpty { lessons[day.date] = taught }
        }
        for served in served.values {
            for day in served.file.days where selection.contains(day.date) && !day.lessons.isEmpty {
                lessons[day.date] = day.lessons
            }
        }
        if let stored = cache.stored,
            stored.everything == ResolutionDigests.everything(lessons, pins: cache.pinsFingerprint)
        {
            return []
        }
        let digests = ResolutionDigests(lessons: lessons, pinned: journal.pinned)
        let rejected = served.indices { served in
            served.file.days.contains { day in
                selection.contains(day.date) && digests.digest(of: day) != day.dependencies
            }
        }
        for index in rejected { served[index] = nil }
        return rejected
    }
}

extension JournalFileParser.Output {
    /// Every day the file holds something of: a heading or its name, an entry, a target, a problem.
    var days: Set<LocalDate> {
        var days = Set(claims.map { $0.day })
        for (day, _) in entries { days.insert(day) }
        for (day, _) in targets { days.insert(day) }
        for (day, _) in dayDiagnostics { days.insert(day) }
        return days
    }
}

extension Report {
    /// The summary of `date`, when the period holds it.
    func day(_ date: LocalDate) -> DaySummary? {
        let index = date.dayNumber - period.first.dayNumber
        guard days.indices.contains(index), days[index].date == date else { return nil }
        return days[index]
    }
}
