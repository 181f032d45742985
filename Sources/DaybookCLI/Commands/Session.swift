import DaybookCore

/// What every journal command starts from: where the journal is, what time it is, which day was asked for.
struct Session {
    let host: Host
    let location: JournalLocation
    let now: LocalDateTime
    /// `--date`, when given.
    let requestedDate: LocalDate?

    /// With `awaitingMissing` (`watch`), a journal path given that does not exist yet is where the journal will be.
    init(_ invocation: Invocation, host: Host, awaitingMissing: Bool = false) throws(CommandFailure) {
        self.host = host
        now = try Session.now(invocation, host: host)
        requestedDate = try Session.requestedDate(invocation)
        do {
            location = try JournalLocator.locate(explicit: invocation.value("--journal"),
                                                 environment: host.variable("DAYBOOK_JOURNAL"),
                                                 currentDirectory: host.currentDirectory,
                                                 fileSystem: host.fileSystem)
        } catch {
            guard awaitingMissing, case .missing(let path) = error else { throw Session.failure(error) }
            location = JournalLocator.awaited(path)
        }
    }

    /// Where folder listings are remembered between runs, so `status` need not list years of folders.
    var listingCache: ListingCacheFile? {
        host.cacheDirectory.map { ListingCacheFile(directory: $0, now: host.wallClock()) }
    }

    /// The journal day to show: `--date`, else the journal day of now.
    func date(_ config: Config) -> LocalDate {
        requestedDate ?? config.dayBoundary.journalDate(of: now)
    }

    /// A diagnostic's file as a path from the current directory.
    func displayPath(_ file: String) -> String {
        file == "." ? location.root : location.path(file)
    }

    /// `--date`, when given.
    static func requestedDate(_ invocation: Invocation) throws(CommandFailure) -> LocalDate? {
        guard let text = invocation.value("--date") else { return nil }
        guard let date = LocalDate(text) else {
            throw .usage("'\(text)' is not a date; write YYYY-MM-DD, e.g. 2026-11-29", command: invocation.runningCommand)
        }
        return date
    }

    /// `--now`, else `$DAYBOOK_NOW`, else the clock.
    static func now(_ invocation: Invocation, host: Host) throws(CommandFailure) -> LocalDateTime {
        if let text = invocation.value("--now") {
            guard let now = LocalDateTime(text) else {
                throw .usage("'\(text)' is not a time; write YYYY-MM-DDTHH:MM, e.g. 2026-11-29T14:05",
                             command: invocation.runningCommand)
            }
            return now
        }
        if let text = host.variable("DAYBOOK_NOW"), !text.isEmpty {
            guard let now = LocalDateTime(text) else {
                throw .usage("DAYBOOK_NOW='\(text)' is not a time; write YYYY-MM-DDTHH:MM",
                             command: invocation.runningCommand)
            }
            return now
        }
        return host.clock()
    }

    private static func failure(_ error: LocateFailure) -> CommandFailure {
        switch error {
        case .missing(let path):
            return .runtime("no journal at '\(path)': no such file or folder",
                            hint: "pass an existing folder or Markdown file with --journal, or create one with "
                                + "'daybook init \(path)'")
        case .notMarkdown(let path):
            return .runtime("'\(path)' is not a Markdown file",
                            hint: "--journal takes a folder or a '.md' file")
        case .notFound(let directory):
            return .runtime("no journal found: no daybook.yaml in \(directory) or any folder above it",
                            hint: "run 'daybook init' to start one here, pass --journal PATH, "
                                + "or set DAYBOOK_JOURNAL")
        }
    }
}
