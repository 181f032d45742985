import DaybookCore

/// What the journal's own functions say about one open document: its days read and resolved as `check` does
/// (`JournalReader`, `Journal.resolvedDays`), each day summarised as `report` does (`DaySummary`: `Balance` and
/// `DoseStatus`), and the problems `check` reports for the file. Every capability reads its numbers from here and
/// nowhere else: this is the one place the server computes a status.
struct DocumentStatus {
    /// The document's path relative to the journal root, as diagnostics and entries name it.
    let file: String
    let journal: Journal
    /// The document's days, with every file's entries for them, resolved.
    let days: [ResolvedDay]
    let summaries: [LocalDate: DaySummary]
    /// Exactly what `check` reports for this file, in file order.
    let diagnostics: [Diagnostic]
    /// What the estimator answered that no pin holds yet (only when it was asked).
    let pins: [PinnedEstimates.Pin]
    let history: History
    /// The document's entries by line (1-based, as the core counts), with their day.
    let entries: [Int: (entry: ResolvedEntry, date: LocalDate)]
    /// The document's lines about insulin that the core could not read as a dose, by line (`Day.unreadInsulin`).
    let unreadInsulin: [Int: UnreadInsulinLine]

    /// The estimators a computation may use.
    struct Estimators {
        var primary: (any Estimator)?
        var fallback: (any Estimator)?
    }

    /// Reads and resolves the days `bytes` (the document's text, `file` in `workspace`) holds, through
    /// `fileSystem` (which holds the open buffers).
    static func compute(
        file: String, bytes: [UInt8], workspace: JournalWorkspace, fileSystem: OverlayFileSystem,
        estimators: Estimators, now: LocalDateTime, pinTime: String,
        listingCache: ListingCacheFile?
    ) -> DocumentStatus {
        // A buffer larger than the core reads is reported as the core reports such a file, and not scanned.
        let dates =
            bytes.count > fileSystem.limit
            ? [JournalFile(path: file).nameDate].compactMap { $0 }
            : JournalReader.days(in: bytes, path: file)
        let settings = workspace.settings()
        let journal = JournalReader(fileSystem: fileSystem).read(
            workspace.location, settings: settings,
            listingCache: listingCache,
            selection: .dates(dates))
        let history = journal.history(over: workspace.history(excluding: dates)) { dates.contains($0) }
        let resolved = journal.resolvedDays {
            journal.resolver(
                estimator: estimators.primary, fallback: estimators.fallback, history: history,
                pinTime: pinTime)
        }
        var diagnostics = journal.diagnostics.filter { $0.file == file }
        var summaries: [LocalDate: DaySummary] = [:]
        var entries: [Int: (entry: ResolvedEntry, date: LocalDate)] = [:]
        var unreadInsulin: [Int: UnreadInsulinLine] = [:]
        for day in resolved.days {
            for line in day.day.unreadInsulin where line.location.file == file {
                unreadInsulin[line.location.line] = line
            }
            let later = LaterDoses.warnings(in: day.day, now: now, boundary: journal.config.dayBoundary)
            diagnostics += (day.day.diagnostics + day.diagnostics + later).filter { $0.file == file }
            summaries[day.day.date] = DaySummary(journal: journal, resolved: day, now: now)
            for entry in day.entries where entry.entry.location.file == file {
                entries[entry.entry.location.line] = (entry, day.day.date)
            }
        }
        diagnostics.sort(by: Diagnostic.inFileOrder)
        return DocumentStatus(
            file: file, journal: journal, days: resolved.days, summaries: summaries,
            diagnostics: diagnostics, pins: resolved.pins, history: history, entries: entries,
            unreadInsulin: unreadInsulin)
    }

    /// The day's summary for an entry of this document.
    func summary(_ date: LocalDate) -> DaySummary? {
        summaries[date]
    }

    /// The last line (1-based) of each of the document's days that holds an entry of this document.
    var lastLines: [LocalDate: Int] {
        var last: [LocalDate: Int] = [:]
        for (line, found) in entries where line > last[found.date] ?? 0 { last[found.date] = line }
        return last
    }

    /// The doses of `name` up to `date`, newest first, at most `limit`: from this document's days and, when the
    /// whole journal has been read, the days before them.
    func recentDoses(_ name: String, through date: LocalDate, in whole: Journal?, limit: Int)
        -> [(date: LocalDate, entry: Entry)]
    {
        var found: [(date: LocalDate, entry: Entry)] = []
        var day = date
        for _ in 0..<366 {
            let entries = summaries[day].map { $0.entries.map(\.entry) } ?? whole?.days[day]?.entries ?? []
            for entry in entries.reversed() where entry.dose?.name == name {
                found.append((day, entry))
                if found.count == limit { return found }
            }
            guard let previous = day.adding(days: -1) else { break }
            day = previous
        }
        return found
    }
}
