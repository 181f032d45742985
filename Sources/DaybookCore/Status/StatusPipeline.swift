/// The one way a day's status is worked out, for every surface that shows one: `status` in each format, `add` and
/// `dose` after writing, `watch` on each redraw, and the language server. Each of them renders the `DaySummary` this
/// returns and computes nothing of its own, so the number, the dose status and what needs attention are the same
/// everywhere.
///
/// The steps, in order: read the configuration, then the files of the day shown and the day before (the listing
/// cache keeps that cheap on years of history); resolve the day; wait for estimates asked for and, if some came,
/// resolve again; pin what estimators said and what the days read taught; gather every problem — configuration,
/// files read, the day's lines, the estimator's settings, lines this machine wrote that a sync tool took away —
/// into the summary.
public struct StatusPipeline {
    public let fileSystem: any FileSystem
    public let location: JournalLocation
    /// Where folder listings are remembered between runs; nil to list every folder.
    public let listingCache: ListingCacheFile?
    /// What this machine wrote (`add`, `dose`), to warn about lines no longer in the days read; nil to not look.
    public let writtenLines: WrittenLinesLog?

    public init(
        fileSystem: any FileSystem, location: JournalLocation, listingCache: ListingCacheFile? = nil,
        writtenLines: WrittenLinesLog? = nil
    ) {
        self.fileSystem = fileSystem
        self.location = location
        self.listingCache = listingCache
        self.writtenLines = writtenLines
    }

    /// The status of `date` (said relative to the journal day of `now`, which depends on `day_starts`; nil for
    /// that day itself) as seen at `now`. With `glucose`, today's summary also has the last glucose reading, which
    /// means reading this month's glucose file.
    public func run(
        date requested: RelativeDate?, now: LocalDateTime, estimation: some StatusEstimation,
        glucose: Bool = false
    ) -> DayStatus {
        let day = { (config: Config) in
            let today = config.dayBoundary.journalDate(of: now)
            return requested?.date(today: today) ?? today
        }
        var journal = JournalReader(fileSystem: fileSystem).read(location, listingCache: listingCache) { config in
            DaySummary.selection(for: day(config))
        }
        let date = day(journal.config)
        // A line this machine wrote that a sync tool took away is a problem of its day, where a lost dose makes
        // that dose unknown (`LostLines.dayProblem`).
        var lostElsewhere: [Diagnostic] = []
        if let writtenLines {
            let today = journal.config.dayBoundary.journalDate(of: now)
            let lost = LostLines.find(writtenLines.records(today: today), in: journal)
            if !lost.isEmpty {
                // Made only when a line is lost: building the grammar's name tables costs as much as reading a day.
                let grammar = EntryParser(doses: journal.config.doses, glucose: journal.config.glucose)
                for record in lost {
                    let (problem, unread) = LostLines.dayProblem(record, grammar: grammar)
                    journal.days[record.day, default: Day(date: record.day)].diagnostics.append(problem)
                    if let unread {
                        journal.days[record.day, default: Day(date: record.day)].unreadInsulin.append(unread)
                    }
                    if record.day != date { lostElsewhere.append(problem) }
                }
            }
        }
        let (primary, fallback) = estimation.estimators
        let history = journal.history
        let resolve = {
            journal.resolver(estimator: primary, fallback: fallback, history: history, pinTime: estimation.pinTime())
        }
        var resolver = resolve()
        var summary = DaySummary(journal: journal, date: date, now: now, resolver: resolver)
        if estimation.waitForAnswers() {
            resolver = resolve()
            summary = DaySummary(journal: journal, date: date, now: now, resolver: resolver)
        }
        // A log that cannot be written only means asking again next time.
        let wrote =
            (try? PinnedEstimates.save(
                resolver.newPins, lessons: journal.historyPins(history), in: location,
                fileSystem: fileSystem)) ?? false
        summary.diagnostics += estimation.diagnostics
        if glucose, summary.isToday {
            let (latest, problems) = LatestGlucose.find(in: journal, date: date, now: now, fileSystem: fileSystem)
            summary.latestGlucose = latest
            summary.diagnostics += problems
        }
        // The day shown has its lost lines among its own problems; another day's (yesterday's) are shown too.
        summary.diagnostics += lostElsewhere
        return DayStatus(summary: summary, journal: journal, wrotePins: wrote)
    }
}
