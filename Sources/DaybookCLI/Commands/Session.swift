import DaybookCore

/// What every journal command starts from: where the journal is, what time it is, which day was asked for.
struct Session {
    let host: Host
    let location: JournalLocation
    let now: LocalDateTime
    /// `--date`, when given, as it was said (`yesterday`): which day it names depends on `day_starts`.
    let requestedDate: RelativeDate?

    /// The session of a command about one day: `--date` is the day asked for.
    init<C: Command>(_ invocation: Invocation<C>, host: Host) throws(CommandFailure) where C.Options: DayOptions {
        try self.init(
            journal: invocation.journal, now: invocation.now, date: invocation.date, host: host,
            command: invocation.command, awaitingMissing: false)
    }

    /// The session of a command about the whole journal or a period: no day is asked for.
    init<C: Command>(_ invocation: Invocation<C>, host: Host) throws(CommandFailure) where C.Options: JournalOptions {
        try self.init(
            journal: invocation.journal, now: invocation.now, date: nil, host: host, command: invocation.command,
            awaitingMissing: false)
    }

    /// The session of a command that takes no `--now` (`learn`): `$DAYBOOK_NOW`, else the clock.
    init<C: Command>(_ invocation: Invocation<C>, host: Host) throws(CommandFailure) where C.Options: JournalOption {
        try self.init(
            journal: invocation.journal, now: nil, date: nil, host: host, command: invocation.command,
            awaitingMissing: false)
    }

    /// The session of `watch`: as a day's, and a journal path given that does not exist yet is where the journal
    /// will be.
    static func awaitingJournal<C: Command>(_ invocation: Invocation<C>, host: Host) throws(CommandFailure) -> Session
    where C.Options: DayOptions {
        try Session(
            journal: invocation.journal, now: invocation.now, date: invocation.date, host: host,
            command: invocation.command, awaitingMissing: true)
    }

    private init(
        journal: String?, now given: LocalDateTime?, date: RelativeDate?, host: Host, command: CommandSpec,
        awaitingMissing: Bool
    ) throws(CommandFailure) {
        self.host = host
        now = try Session.now(given, host: host, command: command)
        requestedDate = date
        var location: JournalLocation
        do {
            location = try JournalLocator.locate(
                explicit: journal,
                environment: host.variable("DAYBOOK_JOURNAL"),
                currentDirectory: host.currentDirectory,
                fileSystem: host.fileSystem, configured: host.configuredJournal)
        } catch {
            guard awaitingMissing, case .missing(let path) = error else { throw Session.failure(error) }
            location = JournalLocator.awaited(path)
        }
        // Only this machine's own settings may let a walk follow a link out of the journal.
        location.followsLinksOutside = host.localSettings.settings.followLinksOutside
        self.location = location
    }

    /// Where folder listings are remembered between runs, so `status` need not list years of folders.
    var listingCache: ListingCacheFile? {
        host.cacheFolder.map { ListingCacheFile(folder: $0, now: host.wallClock()) }
    }

    /// The journal day to show: `--date`, else the journal day of now.
    func date(_ config: Config) -> LocalDate {
        date(config, at: now)
    }

    /// The journal day to show when it is `now`: `--date` said relative to that day, else that day.
    func date(_ config: Config, at now: LocalDateTime) -> LocalDate {
        Session.date(requestedDate, today: config.dayBoundary.journalDate(of: now))
    }

    /// `requested` (`--date`) as a date, with `today` the journal day of now; `today` when not given.
    static func date(_ requested: RelativeDate?, today: LocalDate) -> LocalDate {
        requested?.date(today: today) ?? today
    }

    /// This machine's record of the lines it wrote to this journal; nil without a state folder.
    var writtenLines: WrittenLinesLog? {
        host.stateFolder.flatMap {
            WrittenLinesLog(folder: $0, location: location, fileSystem: host.fileSystem)
        }
    }

    /// A journal file's path as shown to a person: from the working folder (a file outside the journal, such as this
    /// machine's config.yaml, by its absolute path as it is), control characters escaped.
    func displayPath(_ file: String) -> String {
        if file.hasPrefix("/") { return VisibleText.escaped(file) }
        return VisibleText.escaped(file == "." ? location.root : location.path(file))
    }

    /// `--now` (checked by the parser), else `$DAYBOOK_NOW`, else the clock.
    static func now<C: Command>(_ invocation: Invocation<C>, host: Host) throws(CommandFailure) -> LocalDateTime
    where C.Options: JournalOptions {
        try now(invocation.now, host: host, command: invocation.command)
    }

    /// `given` (`--now`), else `$DAYBOOK_NOW`, else the clock.
    private static func now(_ given: LocalDateTime?, host: Host, command: CommandSpec) throws(CommandFailure)
        -> LocalDateTime
    {
        if let given { return given }
        if let text = host.variable("DAYBOOK_NOW"), !text.isEmpty {
            guard let now = LocalDateTime(text) else {
                throw .usage(.nowVariable(text), command: command)
            }
            return now
        }
        return host.clock()
    }

    private static func failure(_ error: LocateFailure) -> CommandFailure {
        switch error {
        case .missing(let path): return .runtime(.noJournalAt(path))
        case .notMarkdown(let path): return .runtime(.notMarkdown(path))
        case .notFound(let directory): return .runtime(.noJournalFound(directory: directory))
        }
    }
}
