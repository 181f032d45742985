/// Appends entries to a journal day's log through `LineAppender`: to the day's existing file, or to a new one
/// where the journal's layout puts it, beginning with the day's heading. It writes only where the reader will read
/// the line as one of that day: a path the reader would not read as the day's log, a single dated file for another
/// day, and a file whose end would swallow the line (an open code block) are refused, and nothing is written.
public struct JournalWriter {
    /// Where an entry went.
    public struct Appended: Sendable, Equatable {
        /// Relative to the journal root.
        public var file: String
        public var line: Int
        /// The file was created for this entry.
        public var created: Bool
    }

    public let fileSystem: any FileSystem
    public let location: JournalLocation
    public let config: Config
    var appender: LineAppender

    public init(fileSystem: any FileSystem, location: JournalLocation, config: Config) {
        self.fileSystem = fileSystem
        self.location = location
        self.config = config
        appender = LineAppender(fileSystem: fileSystem)
    }

    /// Appends `entry` (one line, without its line break) to the log of `date`. `refusal` runs under the lock,
    /// with the journal's day (and the day after) as it is at that moment; a message from it refuses the append. So does the reader's
    /// own parser, run on the file's contents at that moment and the line: a line it would not read as one of
    /// `date` is not written (`AppendCheck`).
    public func append(
        _ entry: String, to date: LocalDate,
        unless refusal: (Journal) -> Localized? = { _ in nil }
    ) throws(AppendFailure) -> Appended {
        let relative = targetFile(for: date)
        if let refused = unreadTarget(relative, for: date) { throw .refused(refused.localized) }
        let check = AppendCheck(grammar: EntryParser(doses: config.doses, glucose: config.glucose))
        let appended = try appender.append(to: location.confined(relative)) { existing in
            // The day after too: a dose taken after midnight may be written there (`NextDayDoses`).
            let days = [date] + (date.adding(days: 1).map { [$0] } ?? [])
            if let message = refusal(JournalReader(fileSystem: fileSystem).read(location, selection: .dates(days))) {
                return .refuse(message)
            }
            // In a single-file journal the line needs the day's heading unless it is read as the day's without one:
            // one parse when the day is already the last, two for a new day.
            var problem: WriteMessage?
            for prefix in prefixes(for: date, in: existing, file: relative) {
                problem = check.problem(
                    appending: entry, prefix: prefix, to: existing,
                    file: JournalFile(path: relative), date: date, shown: shown(relative),
                    singleFile: location.singleFile != nil)
                if problem == nil { return .write(entry, prefix: prefix) }
            }
            return .refuse((problem ?? .appendNotRead(file: shown(relative), date: date)).localized)
        }
        guard let appended else { throw .refused(JournalMessage.nothingToWrite.localized) }
        return Appended(file: relative, line: appended.line, created: appended.created)
    }

    /// Makes sure the day's log exists and ends with the day's heading where one is needed, for `edit`. A log that
    /// daybook would not write to (a symbolic link, a FIFO, a file with other names) is refused here too: an editor
    /// would write through it; so is one the reader would not read as the day's.
    public func prepare(for date: LocalDate) throws(AppendFailure) {
        let relative = targetFile(for: date)
        if let refused = unreadTarget(relative, for: date) { throw .refused(refused.localized) }
        let path = location.confined(relative)
        if fileSystem.status(path.path) != nil {
            do { _ = try fileSystem.read(path) } catch  where error.isRefusal { throw .fileSystem(error) } catch {}
        }
        if location.singleFile == nil {
            guard fileSystem.status(path.path) == nil else { return }
            do {
                _ = try appender.append(
                    "# \(date)", to: path,
                    unless: { $0.isEmpty ? nil : JournalMessage.nothingToWrite.localized })
            } catch {
                if case .refused = error { return }
                throw error
            }
            return
        }
        let existing = (try? fileSystem.read(path.path)) ?? []
        guard !heading(for: date, in: existing, file: relative).isEmpty else { return }
        _ = try appender.append("## \(date)", to: path, prefix: { $0.isEmpty ? "" : "\n" })
    }

    /// The day's file to write to (the whole journal, for a single file): among the existing files named after
    /// the day, leaving out Syncthing conflict copies and what daybook cannot append to (a link, a FIFO, a file
    /// with other names), the one where the layout would put the day's file, else one named just `YYYY-MM-DD.md`,
    /// else the first in path order; with none, a new one where the layout says.
    public func targetFile(for date: LocalDate) -> String {
        if let single = location.singleFile { return single }
        var cache = ListingCache()
        let (files, _, _) = JournalFiles.list(
            location, fileSystem: fileSystem, cache: &cache, now: 0,
            ignoring: config.ignore)
        let layout = DayFileLayout.path(
            for: date, pattern: config.filePattern, existing: files,
            ignoring: config.ignore
        ) { path in
            fileSystem.status(location.path(path))?.kind == .regular
        }
        let plainName = "\(date).md"
        let candidates = files.filter { $0.nameDate == date && ConflictCopy.originalPath(of: $0.path) == nil }
            .map { $0.path }
        let ranked =
            candidates.filter { $0 == layout }
            + candidates.filter { $0 != layout && ($0 == plainName || $0.hasSuffix("/" + plainName)) }
            + candidates.filter { $0 != layout && $0 != plainName && !$0.hasSuffix("/" + plainName) }
        return ranked.first(where: appendable) ?? layout
    }

    /// Whether daybook can append to the existing file at `relative` (a regular file with one name, reached
    /// without a symbolic link): opened and closed again without reading or writing.
    private func appendable(_ relative: String) -> Bool {
        guard let file = try? fileSystem.openForAppend(location.confined(relative), creating: false) else {
            return false
        }
        file.close()
        return true
    }

    /// Why `relative` must not be written for `date`: the reader would not read it as that day's log, or it is a
    /// single-file journal whose name holds another date (every line of it counts for that date).
    private func unreadTarget(_ relative: String, for date: LocalDate) -> WriteMessage? {
        if location.singleFile != nil {
            guard let day = JournalFile(path: relative).nameDate, day != date else { return nil }
            return .singleFileHoldsOneDay(file: shown(relative), day: day, date: date)
        }
        return DayFileLayout.problem(path: relative, date: date, ignoring: config.ignore).map {
            .notReadAsLog(file: shown(relative), date: date, why: $0)
        }
    }

    /// A journal file's path as a person reads it: from where the journal was named, control characters escaped.
    private func shown(_ relative: String) -> String {
        VisibleText.escaped(location.path(relative))
    }

    /// What may go before a line for `date`, in the order to try: a new dated file starts with `# YYYY-MM-DD`; in a
    /// single-file journal, nothing when a line at its end is read as one of `date`, else `## YYYY-MM-DD`.
    private func prefixes(for date: LocalDate, in existing: [UInt8], file: String) -> [String] {
        guard location.singleFile != nil else { return [heading(for: date, in: existing, file: file)] }
        return ["", (existing.isEmpty ? "" : "\n") + "## \(date)\n\n"]
    }

    /// A new dated file starts with `# YYYY-MM-DD`; in a single-file journal a day that is not the one a line
    /// at its end counts for gets `## YYYY-MM-DD` first.
    private func heading(for date: LocalDate, in existing: [UInt8], file: String) -> String {
        if location.singleFile == nil {
            return existing.isEmpty && JournalFile(path: file).nameDate == date ? "# \(date)\n\n" : ""
        }
        let parser = JournalFileParser(grammar: EntryParser(doses: []), wants: { _ in false })
        guard parser.parse(existing, file: JournalFile(path: file)).end.day != date else { return "" }
        return (existing.isEmpty ? "" : "\n") + "## \(date)\n\n"
    }
}
