import DaybookCore

/// `daybook status`: the kcal left and the dose status of one day, as text or JSON.
enum StatusCommand {
    static func run(_ invocation: Invocation, host: Host) throws(Failure) -> Int32 {
        let session = try Session(invocation, host: host)
        let reader = JournalReader(fileSystem: host.fileSystem)
        let journal = reader.read(session.location, listingCache: session.listingCache) { config in
            DaySummary.selection(for: session.date(config))
        }
        let date = session.date(journal.config)
        let resolver = Resolver(foods: journal.foods, cache: journal.cache, guesses: journal.config.guesses)
        let summary = DaySummary(journal: journal, date: date, now: session.now, resolver: resolver)
        if invocation.flag("--json") {
            writeOut(StatusJSON.render(summary).text + "\n")
        } else {
            let today = journal.config.dayBoundary.journalDate(of: session.now)
            writeOut(StatusText.render(summary, today: today, path: session.displayPath, style: Style(host: host)))
        }
        return 0
    }
}
