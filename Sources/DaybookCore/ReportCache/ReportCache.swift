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
        var served: [Int: Served] = [:]
        /// Files read whole: the days they hold and their problems of no day.
        var read: [Int: ReadFile] = [:]
        /// Files that may hold any day, or one of these days, could not be read: those days are not kept.
        var unreadDays: Set<LocalDate> = []
        var unreadAnyDay = false
        /// How many files hold each day (read or served).
        var holders: [LocalDate: Int] = [:]
        var selection: DaySelection
        /// What each day of the selection taught (the days read and the days served), for the digests.
        var lessons: [LocalDate: [History.Lesson]] = [:]

        struct Served: Sendable {
            var location: ReportCacheRecords.Location
            var file: CachedFile
        }

        struct ReadFile: Sendable {
            var days: Set<LocalDate>
            var diagnostics: [Diagnostic]
        }
    }

    // MARK: - Which files are served

    /// The listed files whose records can stand for them before anything is read: record and status agree, every
    /// day is settled, and the file is reached without a link, is no conflict copy and has none.
    func candidates(_ files: [JournalFile], statuses: [FileStatus?]) -> [Int: Reading.Served] {
        guard let stored, let lastSettled else { return [:] }
        let originals = Set(files.compactMap { ConflictCopy.originalPath(of: $0.path) })
        let doseNames = doseNames
        // Records are decoded on every core: a report over ten years decodes 3,651.
        let served = Array(files.indices).concurrentMap(minimumCount: 256) { index -> Reading.Served? in
            let file = files[index]
            guard !file.throughLink, originals.isEmpty || !originals.contains(file.path),
                ConflictCopy.originalPath(of: file.path) == nil,
                let status = statuses[index], status.kind == .regular, let location = stored.records[file.path],
                location.identity == ReportCacheRecords.Identity(status),
                let cached = stored.file(location, doses: doseNames),
                cached.days.allSatisfy({ $0.date <= lastSettled })
            else { return nil }
            return Reading.Served(location: location, file: cached)
        }
        var found: [Int: Reading.Served] = [:]
        for (index, served) in served.enumerated() { found[index] = served }
        return found
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
        var records: [ReportCacheRecords.Record] = []
        var changed = cache.stored?.everything != everything
        let originals = Set(reading.files.compactMap { ConflictCopy.originalPath(of: $0.path) })
        for (index, file) in reading.files.enumerated() {
            if let served = reading.served[index] {
                // Pins this run wrote may be about a food a served day asked the log about.
                if pinsWritten,
                    served.file.days.contains(where: {
                        reading.selection.contains($0.date) && digests().digest(of: $0) != $0.dependencies
                    })
                {
                    changed = true
                    continue
                }
                records.append(.copied(cache.recordBytes(served.location)))
                continue
            }
            let before = cache.stored?.records[file.path]
            if let kept = cache.keep(
                index, reading: reading, originals: originals, journal: journal, report: report, digests: digests)
            {
                records.append(kept)
                changed = true
            } else if before != nil {
                changed = true
            }
        }
        guard changed else { return }
        var outside: [ReportCacheRecords.Record] = []
        if let stored = cache.stored {
            let listed = Set(reading.files.map(\.path))
            for (path, location) in stored.records where !listed.contains(path) {
                outside.append(.copied(stored.bytes[location.record]))
            }
        }
        var bytes = ReportCacheRecords.encode(
            context: cache.context, everything: everything, records: records + outside)
        if bytes.count > cache.maximumBytes {
            bytes = ReportCacheRecords.encode(context: cache.context, everything: everything, records: records)
        }
        guard bytes.count <= cache.maximumBytes else { return }
        if let folder = cache.path.parent { try? fileSystem.makeDirectory(folder) }
        try? fileSystem.replace(cache.path, contents: bytes)
    }

    /// The record for file `index`, read this run, when its days can be kept.
    private func keep(
        _ index: Int, reading: Reading, originals: Set<String>, journal: Journal, report: Report,
        digests: () -> ResolutionDigests
    ) -> ReportCacheRecords.Record? {
        let file = reading.files[index]
        guard let lastSettled, let read = reading.read[index], !file.throughLink,
            originals.isEmpty || !originals.contains(file.path), ConflictCopy.originalPath(of: file.path) == nil,
            let status = reading.statuses[index], status.kind == .regular,
            status.modified + ReportCache.racyWindow <= now, status.changed + ReportCache.racyWindow <= now,
            !reading.unreadAnyDay
        else { return nil }
        var days: [CachedDay] = []
        for date in read.days.sorted() {
            guard reading.selection.contains(date), date <= lastSettled, reading.holders[date] == 1,
                !reading.unreadDays.contains(date), let summary = report.day(date), summary.unread.isEmpty,
                summary.balance.pending == 0
            else { return nil }
            let day = journal.days[date] ?? Day(date: date)
            // A report's glucose needs the day's readings and entries: such a day is always read.
            guard !day.entries.contains(where: { $0.glucose != nil }) else { return nil }
            days.append(CachedDay(summary, lessons: journal.lessons(of: day), digests: digests()))
        }
        return .new(
            path: file.path, identity: ReportCacheRecords.Identity(status),
            file: CachedFile(diagnostics: read.diagnostics, days: days))
    }
}

extension ReportCache.Reading {
    /// Takes out of `served` the files that must be read after all, now that the other files are (`outputs`): those
    /// holding a day some other file holds, and those holding a day an unreadable file or an unlisted folder
    /// (`unlisted`) may hold. Notes how many files hold each day, and which days may be held by a file not read.
    mutating func rejectHeldElsewhere(
        _ outputs: [Result<JournalFileParser.Output, FileSystemError>?], unlisted: Bool
    ) -> [Int] {
        holders = [:]
        unreadDays = []
        unreadAnyDay = unlisted
        for (index, output) in outputs.enumerated() {
            switch output {
            case .success(let output)?:
                for day in output.days where selection.contains(day) { holders[day, default: 0] += 1 }
            case .failure?:
                if let date = files[index].nameDate { unreadDays.insert(date) } else { unreadAnyDay = true }
            case nil:
                continue
            }
        }
        for served in served.values {
            for day in served.file.days where selection.contains(day.date) { holders[day.date, default: 0] += 1 }
        }
        let rejected = served.compactMap { index, served in
            unreadAnyDay
                || served.file.days.contains { day in
                    selection.contains(day.date)
                        && (holders[day.date, default: 0] > 1 || unreadDays.contains(day.date))
                } ? index : nil
        }.sorted()
        for index in rejected { served[index] = nil }
        return rejected
    }

    /// Takes out of `served` the files one of whose days' estimates may come out otherwise now (`ResolutionDigests`):
    /// other lessons about a food it looked up in the history, before it, or another pin for a food it looked up in
    /// the pin log. Lessons are those of the days `journal` read and of the days served. While every lesson and the
    /// pin log are as they were when the cache was written, none can.
    mutating func rejectTaughtOtherwise(_ journal: Journal) -> [Int] {
        lessons = [:]
        for day in journal.days.values { lessons[day.date] = journal.lessons(of: day) }
        for served in served.values {
            for day in served.file.days where selection.contains(day.date) { lessons[day.date] = day.lessons }
        }
        if let stored = cache.stored,
            stored.everything == ResolutionDigests.everything(lessons, pins: cache.pinsFingerprint)
        {
            return []
        }
        let digests = ResolutionDigests(lessons: lessons, pinned: journal.pinned)
        let rejected = served.compactMap { index, served in
            served.file.days.contains { day in
                selection.contains(day.date) && digests.digest(of: day) != day.dependencies
            } ? index : nil
        }.sorted()
        for index in rejected { served[index] = nil }
        return rejected
    }
}

extension JournalFileParser.Output {
    /// Every day the file holds something of: a heading or its name, an entry, a target, a problem.
    var days: Set<LocalDate> {
        var days = Set(claims.map(\.day))
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
