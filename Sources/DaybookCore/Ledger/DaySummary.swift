/// Everything `status` (and later `watch` and the status-bar formats) shows about one day, computed once.
public struct DaySummary: Sendable {
    public var date: LocalDate
    public var now: LocalDateTime
    public var entries: [ResolvedEntry]
    public var balance: Balance
    /// The carbohydrate of what the day's meals hold; nil when nothing was eaten.
    public var carbs: CarbTotal?
    /// For each rapid-acting dose (by its line), the index in `entries` of the meal it was taken for (`MealDoses`).
    public var mealOfDose: [SourceLocation: Int]
    public var doses: [DoseStatus]
    /// Scheduled doses missed on the day before. Only a day with entries can show a miss: a day with nothing
    /// written says nothing about doses.
    public var missedYesterday: [String]
    /// Scheduled doses taken more often than `per_day` on the day before.
    public var duplicateYesterday: [String]
    /// Files (or folders) that may hold this day and could not be read: the day's numbers are incomplete.
    public var unread: [String]
    /// Problems that bear on this day: configuration, files read, this day's lines.
    public var diagnostics: [Diagnostic]
    /// The day's lines about insulin that could not be read as a dose (`Day.unreadInsulin`): each makes the dose it
    /// may be unknown, and the day not one with nothing written.
    public var unreadInsulin: [UnreadInsulinLine]
    /// Where the journal's days begin, for questions about time.
    public var boundary: DayBoundary
    /// The last glucose reading before now, when the command looked for one (`status` does, for today).
    public var latestGlucose: LatestGlucose?
    /// The day's body weight: its last weigh-in; nil when none was written.
    public var weight: BodyWeight?
    /// The day's entries were let go once it was summarised (a report over years that shows numbers only), or it
    /// came from the report cache (`CachedDay`): `entries` is empty whatever the day holds, and `isLogged` says
    /// whether it holds any.
    public private(set) var entriesDropped = false
    private var loggedWhenDropped = false

    /// Carbohydrate written on dose lines (`humalog 6u for 60g carbs`), by the dose's line.
    public var writtenDoseCarbs: [SourceLocation: Double]

    /// The carbohydrate of the meal the rapid-acting dose written at `location` was taken for: what its own line
    /// says, else its paired meal's; nil when neither is.
    public func mealCarbs(forDoseAt location: SourceLocation) -> CarbTotal? {
        if let written = writtenDoseCarbs[location] { return CarbTotal(grams: written) }
        return mealOfDose[location].flatMap { entries[$0].carbs }
    }

    /// Summarises `date` as seen at `now`. The journal must hold `date`, the day before and the day after (see
    /// `selection(for:)`).
    public init(journal: Journal, date: LocalDate, now: LocalDateTime, resolver: Resolver) {
        let day = journal.day(date)
        var found: [Diagnostic] = []
        let entries = journal.positioned(day).map { entry, position in
            let (resolved, diagnostics) = resolver.resolve(entry, at: position)
            found += diagnostics
            return resolved
        }
        self.init(journal: journal, day: day, entries: entries, diagnostics: journal.diagnostics + found, now: now)
    }

    /// Summarises a day already resolved, as a report does for each of its days (they are resolved in parallel
    /// first). Only the day's own problems are kept: the journal's belong to the report once, not to each day;
    /// and `missedYesterday` stays empty: in a report, yesterday is a row of its own.
    public init(journal: Journal, resolved: ResolvedDay, now: LocalDateTime) {
        self.init(
            journal: journal, day: resolved.day, entries: resolved.entries, diagnostics: resolved.diagnostics,
            now: now, looksAtYesterday: false)
    }

    private init(
        journal: Journal, day: Day, entries: [ResolvedEntry], diagnostics: [Diagnostic], now: LocalDateTime,
        looksAtYesterday: Bool = true
    ) {
        let config = journal.config
        let date = day.date
        self.date = date
        self.now = now
        self.entries = entries
        boundary = config.dayBoundary
        unread = journal.unread(holding: date)
        let incomplete = !unread.isEmpty
        balance = Balance(entries: entries, target: day.target ?? config.target, incomplete: incomplete)
        weight = BodyWeight.last(of: entries)
        writtenDoseCarbs = [:]
        for entry in entries {
            if let carbs = entry.entry.dose?.carbs { writtenDoseCarbs[entry.entry.location] = carbs }
        }
        carbs = entries.compactMap { $0.carbs }.reduce(nil) { total, meal in
            var sum = total ?? CarbTotal()
            sum.add(meal)
            return sum
        }
        mealOfDose = Dictionary(
            MealDoses.pairs(entries, doses: config.doses, boundary: config.dayBoundary).map { dose, meal in
                (entries[dose].entry.location, meal)
            }, uniquingKeysWith: { first, _ in first })
        // A day gone by with nothing written says nothing about its doses, as its calendar mark (·) says: they are
        // unknown there, never missed.
        let unwritten = entries.isEmpty && date < config.dayBoundary.journalDate(of: now)
        // A line about insulin that could not be read may be the dose, and so may a dose taken after midnight written
        // in the next day's log (`NextDayDoses`): it is neither taken nor missed while it stands.
        let nextDay = date.adding(days: 1).map { journal.day($0) }
        let movedHere = nextDay.map { NextDayDoses.entries(in: $0, now: now, boundary: config.dayBoundary) } ?? []
        doses = config.doses.map { dose in
            DoseStatus(
                dose, entries: day.entries, date: date, now: now, boundary: config.dayBoundary,
                incomplete: incomplete || unwritten || !day.unreadInsulin(mayBe: dose).isEmpty
                    || movedHere.contains { $0.dose?.name == dose.name })
        }
        missedYesterday = []
        duplicateYesterday = []
        if looksAtYesterday, let yesterday = date.adding(days: -1), case let previousDay = journal.day(yesterday),
            case let previous = previousDay.entries, !previous.isEmpty
        {
            let yesterdayIncomplete = !journal.unread(holding: yesterday).isEmpty
            let movedThere = NextDayDoses.entries(in: day, now: now, boundary: config.dayBoundary)
            for dose in config.doses where dose.perDay != nil {
                let status = DoseStatus(
                    dose, entries: previous, date: yesterday, now: now,
                    boundary: config.dayBoundary,
                    incomplete: yesterdayIncomplete || !previousDay.unreadInsulin(mayBe: dose).isEmpty
                        || movedThere.contains { $0.dose?.name == dose.name })
                if status.state == .missed { missedYesterday.append(dose.name) }
                if status.state == .duplicate { duplicateYesterday.append(dose.name) }
            }
        }
        let found =
            day.diagnostics + diagnostics + LaterDoses.warnings(in: day, now: now, boundary: boundary)
            + (nextDay.map { NextDayDoses.warnings(in: $0, date: date, now: now, boundary: config.dayBoundary) } ?? [])
        self.diagnostics = found.count > 1 ? found.sorted(by: Diagnostic.inFileOrder) : found
        unreadInsulin = day.unreadInsulin
    }

    /// A settled day as the report cache kept it, seen at `now`.
    init(cached day: CachedDay, journal: Journal, now: LocalDateTime) {
        date = day.date
        self.now = now
        entries = []
        balance = day.balance
        carbs = day.carbs
        weight = day.weight
        writtenDoseCarbs = [:]
        mealOfDose = [:]
        doses = day.doses
        missedYesterday = []
        duplicateYesterday = []
        unread = []
        diagnostics = day.diagnostics
        unreadInsulin = day.unreadInsulin
        boundary = journal.config.dayBoundary
        entriesDropped = true
        loggedWhenDropped = day.logged
    }

    /// This summary without its entries (or the meals its doses were paired with): what a report that shows
    /// numbers keeps of a day.
    public func droppingEntries() -> DaySummary {
        var summary = self
        summary.loggedWhenDropped = isLogged
        summary.entriesDropped = true
        summary.entries = []
        summary.mealOfDose = [:]
        return summary
    }

    /// The day has entries (a struck-through one counts: something was written).
    public var isLogged: Bool { entriesDropped ? loggedWhenDropped : !entries.isEmpty }

    /// Whether `entry` of this day is written for a time later than `now` (`DayBoundary.isLater`): a dose there has
    /// not happened yet.
    public func isLater(_ entry: Entry) -> Bool {
        boundary.isLater(entry.time, inJournalDay: date, than: now)
    }

    /// The days `DaySummary` needs read: the day, the day before, and the day after (`NextDayDoses`).
    public static func selection(for date: LocalDate) -> DaySelection {
        .dates([date] + [date.adding(days: -1), date.adding(days: 1)].compactMap { $0 })
    }
}

extension Diagnostic {
    /// By file, line and column: how a person reads them.
    public static func inFileOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
