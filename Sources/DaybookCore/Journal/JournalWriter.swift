/// Appends entries to a journal day's log through `LineAppender`: to the day's existing file, or to a new one
/// where the journal's layout puts it, beginning with the day's heading.
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
    /// with the journal's day as it is at that moment; a message from it refuses the append.
    public func append(_ entry: String, to date: LocalDate,
                       unless refusal: (Journal) -> Localized? = { _ in nil }) throws(AppendFailure) -> Appended {
        let relative = targetFile(for: date)
        let appended = try appender.append(entry, to: location.confined(relative), prefix: { existing in
            heading(for: date, in: existing, file: relative)
        }, unless: { _ in
            refusal(JournalReader(fileSystem: fileSystem).read(location, selection: .dates([date])))
        })
        return Appended(file: relative, line: appended.line, created: appended.created)
    }

    /// Makes sure the day's log exists and ends with the day's heading where one is needed, for `edit`. A log that
    /// daybook would not write to (a symbolic link, a FIFO) is refused here too: an editor would write through it.
    public func prepare(for date: LocalDate) throws(AppendFailure) {
        let relative = targetFile(for: date)
        let path = location.confined(relative)
        if fileSystem.status(path.path) != nil {
            do { _ = try fileSystem.read(path) } catch where error.isRefusal { throw .fileSystem(error) } catch {}
        }
        if location.singleFile == nil {
            guard fileSystem.status(path.path) == nil else { return }
            do {
                _ = try appender.append("# \(date)", to: path,
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

    /// The day's existing dated file, else a new one where the layout says (the whole journal, for a single file).
    public func targetFile(for date: LocalDate) -> String {
        if let single = location.singleFile { return single }
        var cache = ListingCache()
        let (files, _) = JournalFiles.list(location, fileSystem: fileSystem, cache: &cache, now: 0,
                                           ignoring: config.ignore)
        if let existing = files.first(where: { $0.nameDate == date }) { return existing.path }
        return DayFileLayout.path(for: date, pattern: config.filePattern, existing: files)
    }

    /// A new dated file starts with `# YYYY-MM-DD`; in a single-file journal a day whose heading is not the last
    /// one gets `## YYYY-MM-DD` first.
    private func heading(for date: LocalDate, in existing: [UInt8], file: String) -> String {
        if location.singleFile == nil {
            return existing.isEmpty && JournalFile(path: file).nameDate == date ? "# \(date)\n\n" : ""
        }
        let parser = JournalFileParser(grammar: EntryParser(doses: []), wants: { _ in false })
        let last = parser.parse(existing, file: JournalFile(path: file, nameDate: nil)).claims.last?.day
        guard last != date else { return "" }
        return (existing.isEmpty ? "" : "\n") + "## \(date)\n\n"
    }
}
