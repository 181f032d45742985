extension JournalReader {
    /// A report's days, read, resolved and summarised: the journal (settings, problems, the files read), one
    /// summary for each date of the period, what every day taught (`history`, on top of the pin log's) and the pins
    /// the resolvers made.
    public struct Summaries: Sendable {
        public var journal: Journal
        public var days: [DaySummary]
        public var history: History
        public var pins: [PinnedEstimates.Pin]
        /// The most days held with their entries at once: a run's (the whole period's when read whole).
        public var mostDaysHeld: Int
    }

    /// The days that make one run.
    public static let runDays = 366

    /// The summaries of `period`'s days, for a report that shows numbers only (`report` as text, Markdown, CSV by
    /// day or JSON, without glucose files). When more than `runDays` dated files are to be read, they are read,
    /// resolved and summarised a run of `runDays` days at a time, in date order, and each run's entries are let go
    /// once its days are summarised: memory then follows the period's days, not its text. The numbers are those of
    /// reading the journal whole (`read`, `Journal.resolvedDays`, `Report.summaries`), which is done instead for a
    /// journal of one file, an undated file with conflict copies, an undated file with another name (a hard link),
    /// or a journal with glucose lines. `resolver` makes a resolver for a journal with the history it is given.
    public func readSummaries(
        _ location: JournalLocation, settings: JournalSettings, listingCache: ListingCacheFile? = nil,
        period: Period, now: LocalDateTime, reportCache: ReportCache? = nil, runDays: Int = JournalReader.runDays,
        resolver: @escaping @Sendable (Journal, History) -> Resolver
    ) -> Summaries {
        let selection = DaySelection.range(period.range)
        let listing = list(
            location, settings: settings, listingCache: listingCache, selection: selection, reportCache: reportCache)
        if let summaries = inRuns(
            listing, settings: settings, period: period, now: now, runDays: runDays, resolver: resolver)
        {
            return summaries
        }
        var journal = read(listing, settings: settings)
        let history = journal.history
        let reading = journal
        let resolved = reading.resolvedDays { resolver(reading, history) }
        let days = Report.summaries(journal: journal, dates: period.dates, now: now, resolved: resolved.days)
        // Summarised: the days served from the cache are in `days` now.
        journal.cachedDays = CachedDays()
        return Summaries(
            journal: journal, days: days, history: history, pins: resolved.pins, mostDaysHeld: journal.days.count)
    }

    /// `readSummaries` a run at a time; nil when the journal is to be read whole.
    private func inRuns(
        _ listing: Listing, settings: JournalSettings, period: Period, now: LocalDateTime, runDays: Int,
        resolver: @escaping @Sendable (Journal, History) -> Resolver
    ) -> Summaries? {
        let files = listing.files
        let selection = listing.selection
        var reading = listing.reading
        guard listing.location.singleFile == nil, runDays > 0 else { return nil }
        let undated = files.indices.filter { files[$0].nameDate == nil }
        let dated = files.indices.filter { files[$0].nameDate != nil }
        // Few files to read: the whole journal held at once is as small.
        guard dated.filter({ reading?.served[$0] == nil }).count > runDays else { return nil }
        // A copy folds against its original line by line over every day the two hold: only whole.
        let originals = Set(files.compactMap { ConflictCopy.originalPath(of: $0.path) })
        for index in undated
        where ConflictCopy.originalPath(of: files[index].path) != nil || originals.contains(files[index].path) {
            return nil
        }
        // Undated files are read first, whole (they may hold any day), never served from the cache.
        for index in undated { reading?.served[index] = nil }
        var outputs: [Int: Result<JournalFileParser.Output, FileSystemError>] = [:]
        for (index, output) in parse(undated, of: listing) { outputs[index] = output }
        // A dated file holds its own day whether it is read now or later.
        let toRead = dated.compactMap { reading?.served[$0] == nil ? files[$0].nameDate : nil }
        _ = reading?.rejectHeldElsewhere(outputs, unlisted: !listing.unlisted.isEmpty, alsoHolding: toRead)

        let runs = Self.runs(period, today: settings.config.dayBoundary.journalDate(of: now), days: runDays)
        var datedByRun = Array(repeating: [Int](), count: runs.count)
        for index in dated {
            guard let date = files[index].nameDate, let run = Self.run(holding: date, in: runs) else { continue }
            datedByRun[run].append(index)
        }
        // The undated files' entries, by run.
        var undatedByRun: [[Int: [(day: LocalDate, entry: Entry)]]] = Array(repeating: [:], count: runs.count)
        for index in undated {
            guard case .success(let output) = outputs[index] else { continue }
            for item in output.entries {
                if let run = Self.run(holding: item.day, in: runs) {
                    undatedByRun[run][index, default: []].append(item)
                }
            }
        }

        var base = Journal(
            location: listing.location, config: settings.config, foods: settings.foods, pinned: settings.pinned)
        base.selection = selection
        base.linkedFiles = Set(files.filter { $0.throughLink }.map { $0.path })
        base.unread = listing.unlisted.map { Journal.Unread(path: $0.file, date: nil) }
        for index in undated {
            if case .failure? = outputs[index] {
                base.unread.append(Journal.Unread(path: files[index].path, date: nil))
            }
        }
        var history = settings.pinned.history
        var digests = ResolutionDigests(lessons: [:], pinned: settings.pinned)
        var summaries: [DaySummary] = []
        summaries.reserveCapacity(period.count)
        var pins: [PinnedEstimates.Pin] = []
        var prepared = CachedDays()
        if reading != nil { prepared.reserve(period.range) }
        // What is kept of each file once its run is summarised (its entries are let go): its problems of no day
        // and the days it holds, or why it could not be read.
        var kept: [Result<ReportCache.Reading.ReadFile, FileSystemError>?] = Array(repeating: nil, count: files.count)
        func keep(_ index: Int, _ result: Result<JournalFileParser.Output, FileSystemError>) {
            switch result {
            case .success(let output):
                // The days as the file itself holds them, before another name of it was found to hold them.
                var days = output.days
                if case .success(let own) = outputs[index] { days = own.days }
                kept[index] = .success(
                    ReportCache.Reading.ReadFile(days: days.sorted(), diagnostics: output.diagnostics))
            case .failure(let error):
                kept[index] = .failure(error)
            }
        }
        var mostDaysHeld = 0

        for (number, run) in runs.enumerated() {
            let runSelection = DaySelection.range(run)
            var journal = base
            journal.selection = runSelection
            for (index, output) in parse(datedByRun[number].filter { reading?.served[$0] == nil }, of: listing) {
                outputs[index] = output
            }
            // The run's files alone, in file order: its dated files and every undated one (its entries of the
            // run's days), so that a run costs its own files.
            let members = (undated + datedByRun[number]).sorted()
            let memberFiles = members.map { files[$0] }
            while true {
                var runResults = members.map { index -> Result<JournalFileParser.Output, FileSystemError> in
                    guard files[index].nameDate == nil else {
                        return outputs[index] ?? .success(JournalFileParser.Output())
                    }
                    guard case .success(var output)? = outputs[index] else {
                        return .success(JournalFileParser.Output())
                    }
                    output.entries = undatedByRun[number][index] ?? []
                    return .success(output)
                }
                let claims = runResults.map { result -> Int in
                    if case .success(let output) = result { return output.claims.count }
                    return 0
                }
                readEachFileOnce(memberFiles, in: listing.location, &runResults)
                foldConflictCopies(memberFiles, &runResults)
                // An undated file found to be another's name stops holding any day: only whole.
                for (position, index) in members.enumerated() where files[index].nameDate == nil {
                    if case .success(let output) = runResults[position], output.claims.count != claims[position] {
                        return nil
                    }
                }
                let served = ServedFiles(members.map { reading?.served[$0] })
                journal.days = assemble(
                    memberFiles, runResults, selection: runSelection, settings: settings, skipping: served)
                // A report's glucose pairs readings with every day's meals and doses: only whole.
                if journal.days.values.contains(where: { $0.entries.contains { $0.glucose != nil } }) { return nil }
                journal.cachedDays = CachedDays()
                for index in datedByRun[number] {
                    guard let served = reading?.served[index] else { continue }
                    for day in served.file.days where selection.contains(day.date) {
                        journal.cachedDays[day.date] = day
                    }
                }
                // What this run taught, and the served days checked against the lessons up to each.
                var taught: [LocalDate: [History.Lesson]] = [:]
                for day in journal.days.values {
                    let lessons = journal.lessons(of: day)
                    if !lessons.isEmpty { taught[day.date] = lessons }
                }
                for day in journal.cachedDays.held where !day.lessons.isEmpty { taught[day.date] = day.lessons }
                var runDigests = digests
                runDigests.extend(with: taught)
                let rejected = datedByRun[number].filter { index in
                    guard let served = reading?.served[index] else { return false }
                    return served.file.days.contains {
                        selection.contains($0.date) && runDigests.digest(of: $0) != $0.dependencies
                    }
                }
                if !rejected.isEmpty {
                    for index in rejected { reading?.served[index] = nil }
                    for (index, output) in parse(rejected, of: listing) { outputs[index] = output }
                    continue
                }
                digests = runDigests
                for (date, lessons) in taught {
                    for lesson in lessons {
                        history.learn(lesson.key, lesson.values, at: History.Position(day: date, minute: lesson.minute))
                    }
                }
                for (position, index) in members.enumerated()
                where files[index].nameDate != nil && reading?.served[index] == nil {
                    keep(index, runResults[position])
                    outputs[index] = nil
                }
                break
            }
            for index in datedByRun[number] {
                guard reading?.served[index] == nil, case .failure? = kept[index], let date = files[index].nameDate
                else { continue }
                journal.unread.append(Journal.Unread(path: files[index].path, date: date))
                base.unread.append(Journal.Unread(path: files[index].path, date: date))
            }
            mostDaysHeld = max(mostDaysHeld, journal.days.count)
            let known = history
            let resolving = journal
            // A run is resolved in halves, one a core: each resolver remembers the foods it looked up.
            let resolved = resolving.resolvedDays(parts: 2) { resolver(resolving, known) }
            pins += resolved.pins
            reading?.letGoOfServedDays(datedByRun[number])
            let lastSettled = reading?.cache.lastSettled
            for summary in Report.summaries(
                journal: journal, dates: Period.dates(run), now: now, resolved: resolved.days)
            {
                if let lastSettled, summary.date <= lastSettled, !summary.entriesDropped,
                    let kept = ReportCache.keepable(summary, journal: journal)
                {
                    prepared[summary.date] = kept
                }
                summaries.append(summary.droppingEntries())
            }
        }

        // The journal as a whole read would leave it, without its days: problems in file order.
        var journal = base
        var diagnostics = settings.diagnostics
        diagnostics += listing.unlisted + listing.outside + files.compactMap { FileNameSafety.warning(for: $0.path) }
        for index in undated { if let output = outputs[index] { keep(index, output) } }
        for (index, file) in files.enumerated() {
            if let served = reading?.served[index] {
                journal.filesRead += 1
                diagnostics += served.file.diagnostics
                continue
            }
            switch kept[index] {
            case .success(let read)?:
                journal.filesRead += 1
                diagnostics += read.diagnostics
                reading?.read[index] = read
            case .failure(let error)?:
                diagnostics.append(Self.cannotRead(file, error))
            case nil:
                continue
            }
        }
        journal.diagnostics = diagnostics
        reading?.prepared = prepared
        reading?.lessons = digests.lessons
        journal.reportCacheReading = reading
        return Summaries(
            journal: journal, days: summaries, history: history, pins: pins, mostDaysHeld: mostDaysHeld)
    }

    /// `period` as runs of `days` days, in order; a run that would end in the two days before today, whose numbers
    /// still change with the day after, reaches the period's end instead.
    static func runs(_ period: Period, today: LocalDate, days: Int) -> [ClosedRange<LocalDate>] {
        var runs: [ClosedRange<LocalDate>] = []
        var first = period.first
        while first <= period.last {
            var last = first.adding(days: days - 1).map { min($0, period.last) } ?? period.last
            if last < period.last, let settled = today.adding(days: -ReportCache.settledDays), last >= settled {
                last = period.last
            }
            runs.append(first...last)
            guard let next = last.adding(days: 1) else { break }
            first = next
        }
        return runs
    }

    /// The index of the run holding `date`, found by halves.
    static func run(holding date: LocalDate, in runs: [ClosedRange<LocalDate>]) -> Int? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].upperBound < date { low = middle + 1 } else { high = middle }
        }
        return low < runs.count && runs[low].contains(date) ? low : nil
    }
}

extension Period {
    /// Every date of `range`, in order.
    static func dates(_ range: ClosedRange<LocalDate>) -> [LocalDate] {
        Period(first: range.lowerBound, last: range.upperBound)?.dates ?? []
    }
}
