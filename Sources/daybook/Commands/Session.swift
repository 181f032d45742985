import DaybookCore

/// What every journal command starts from: where the journal is, what time it is, which day was asked for.
struct Session {
    let host: Host
    let location: JournalLocation
    let now: LocalDateTime
    /// `--date`, when given.
    let requestedDate: LocalDate?

    init(_ invocation: Invocation, host: Host) throws(Failure) {
        self.host = host
        now = try Session.now(invocation, host: host)
        requestedDate = try Session.requestedDate(invocation)
        do {
            location = try JournalLocator.locate(explicit: invocation.value("--journal"),
                                                 environment: host.variable("DAYBOOK_JOURNAL"),
                                                 currentDirectory: host.currentDirectory,
                                                 fileSystem: host.fileSystem)
        } catch {
            throw Session.failure(error)
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

    /// A diagnostic's file as a path from the current directory. Files outside the journal (this machine's
    /// config.yaml) are named by their absolute path, which is shown as it is.
    func displayPath(_ file: String) -> String {
        if file.hasPrefix("/") { return file }
        return file == "." ? location.root : location.path(file)
    }

    /// `--date`, when given.
    static func requestedDate(_ invocation: Invocation) throws(Failure) -> LocalDate? {
        guard let text = invocation.value("--date") else { return nil }
        guard let date = LocalDate(text) else {
            throw .usage("'\(text)' is not a date; write YYYY-MM-DD, e.g. 2026-11-29", command: invocation.runningCommand)
        }
        return date
    }

    /// `--now`, else `$DAYBOOK_NOW`, else the clock.
    static func now(_ invocation: Invocation, host: Host) throws(Failure) -> LocalDateTime {
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

    private static func failure(_ error: JournalLocator.Failure) -> Failure {
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
