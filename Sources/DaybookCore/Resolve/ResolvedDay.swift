/// A day with every entry resolved, and the warnings resolving raised.
public struct ResolvedDay: Sendable {
    public var day: Day
    public var entries: [ResolvedEntry]
    public var diagnostics: [Diagnostic]
}

extension Journal {
    /// Every day read, in date order, with its entries resolved, and the pins the resolvers made. Work is spread
    /// over the cores in runs of days; each run gets its own resolver from `makeResolver` (a resolver remembers
    /// lookups and is not shared).
    /// `parts`: how many runs at most (a reader that resolves a year at a time asks for fewer, longer ones).
    public func resolvedDays(parts: Int = 16, _ makeResolver: @escaping @Sendable () -> Resolver)
        -> (days: [ResolvedDay], pins: [PinnedEstimates.Pin])
    {
        let dates = days.keys.sorted()
        // Runs of at least 32 days: each resolver remembers the foods it looked up, and a short report gains nothing
        // from threads.
        let runLength = max(32, dates.count / max(1, parts))
        let runs = stride(from: 0, to: dates.count, by: runLength).map {
            Array(dates[$0..<min($0 + runLength, dates.count)])
        }
        let journal = self
        let results = runs.concurrentMap(minimumCount: 2) { run in
            let resolver = makeResolver()
            let days = run.map { date in
                let day = journal.day(date)
                var diagnostics: [Diagnostic] = []
                let entries = journal.positioned(day).map { entry, position in
                    let (resolved, found) = resolver.resolve(entry, at: position)
                    diagnostics += found
                    return resolved
                }
                return ResolvedDay(day: day, entries: entries, diagnostics: diagnostics)
            }
            return (days, resolver.newPins)
        }
        return (results.flatMap { $0.0 }, results.flatMap { $0.1 })
    }
}
