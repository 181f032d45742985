/// What was read from a journal: settings, foods, pinned estimates and the selected days.
public struct Journal: Sendable {
    public let location: JournalLocation
    public let config: Config
    public let foods: FoodTable
    public let pinned: PinnedEstimates
    public internal(set) var days: [LocalDate: Day] = [:]
    /// Problems not tied to a day: configuration, unreadable files, entries without a day.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// How many Markdown files were read.
    public internal(set) var filesRead = 0
    /// The days that were asked for: a day outside it was not read, rather than found empty.
    public internal(set) var selection = DaySelection.all
    /// Markdown files that could not be read, and folders that could not be listed: the days they hold are not
    /// all known.
    public internal(set) var unread: [Unread] = []
    /// The files read through a symbolic link (relative to the root). What they hold counts, but nothing read from
    /// them feeds a write: they teach no food to the pin log, and the estimates their items get are not pinned
    /// (docs/SECURITY.md, "Links").
    public internal(set) var linkedFiles: Set<String> = []
    /// Days whose numbers came from the report cache (`ReportCache`) instead of their files: not in `days`, and
    /// summarised as they were when their files were last read.
    public internal(set) var cachedDays = CachedDays()
    /// What a read through the report cache found out about each file, for writing the cache again.
    var reportCacheReading: ReportCache.Reading?

    /// A file or folder of the journal that could not be read.
    public struct Unread: Sendable, Hashable {
        /// Relative to the root.
        public var path: String
        /// The day its name holds; nil when it may hold any day (an undated file, a folder).
        public var date: LocalDate?
    }

    /// The files and folders that could not be read and may hold `date`: while there are any, the day is
    /// incomplete, and what it lacks (a dose, a meal) is unknown rather than missing.
    public func unread(holding date: LocalDate) -> [String] {
        unread.compactMap { $0.date == nil || $0.date == date ? $0.path : nil }
    }

    /// The day, empty when nothing was written for it.
    public func day(_ date: LocalDate) -> Day {
        days[date] ?? Day(date: date)
    }

    /// A day's entries with where each stands: the day, and minutes after `day_starts` (an entry without a time
    /// stands where the timed entry before it does).
    public func positioned(_ day: Day) -> [(entry: Entry, position: History.Position)] {
        var minute = 0
        return day.entries.map { entry in
            if let time = entry.time { minute = config.dayBoundary.offset(of: time) }
            return (entry, History.Position(day: day.date, minute: minute))
        }
    }

    /// What explicit kcal taught: the lessons pinned in the log, and those of every day read.
    public var history: History {
        history(over: pinned.history) { _ in true }
    }

    /// What the days read that `include` accepts taught, on top of `base`: for a reader that keeps what the rest
    /// of the journal taught and reads one day again (the language server, after each edit).
    public func history(over base: History, days include: (LocalDate) -> Bool) -> History {
        var history = base
        func learn(_ lessons: [History.Lesson], on date: LocalDate) {
            for lesson in lessons {
                history.learn(lesson.key, lesson.values, at: History.Position(day: date, minute: lesson.minute))
            }
        }
        for day in days.values where include(day.date) { learn(lessons(of: day), on: day.date) }
        for cached in cachedDays.held where include(cached.date) { learn(cached.lessons, on: cached.date) }
        return history
    }

    /// What the explicit items of `day` teach, in the day's order; nothing from a file read through a link.
    func lessons(of day: Day) -> [History.Lesson] {
        var lessons: [History.Lesson] = []
        for (entry, position) in positioned(day) where !linkedFiles.contains(entry.location.file) {
            for item in entry.mealItems {
                if let values = History.lesson(from: item) {
                    lessons.append(History.Lesson(key: item.name, values: values, minute: position.minute))
                }
            }
        }
        return lessons
    }

    /// A resolver for this journal: its foods, pinned estimates and history, with `estimator` (and `fallback`)
    /// for what none of them knows. `pinTime` stamps the pins it makes.
    public func resolver(
        estimator: (any Estimator)? = StubEstimator(), fallback: (any Estimator)? = nil,
        history: History? = nil, pinTime: String = ""
    ) -> Resolver {
        Resolver(
            foods: foods, pinned: pinned, history: history ?? self.history, estimator: estimator,
            fallback: fallback, guesses: config.guesses, pinTime: pinTime, unpinnedFiles: linkedFiles)
    }

    /// Log lines pinning what the days read taught and the log does not know yet: so `status`, which reads only
    /// a day or two, knows what `check` or `watch` saw.
    public func historyPins(_ history: History) -> [String] {
        history.latest.compactMap { key, position, values in
            let known = pinned.history.values(
                for: key, before: History.Position(day: position.day, minute: position.minute + 1))
            return known == values ? nil : History.line(key: key, values: values, position: position)
        }
    }
}
