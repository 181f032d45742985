/// How a day went for its scheduled doses, in one word: what a calendar marks and what a streak counts.
public enum DayOutcome: String, Sendable {
    /// Every scheduled dose taken exactly `per_day` times.
    case taken
    /// A scheduled dose taken more often than `per_day`.
    case duplicate
    /// A scheduled dose missed.
    case missed
    /// Not decided yet: today with a dose still due or upcoming, or a day still to come.
    case open
    /// A day before today with nothing written: it says nothing about doses.
    case notLogged
    /// Entries, and no scheduled dose to judge.
    case logged
    /// A file of the day could not be read, or a scheduled dose is unknown (a line about its insulin could not be
    /// read as a dose), and no dose is known to be taken too often: the day may hold what it seems to lack.
    case unknown
}

extension DaySummary {
    /// Decided from the same dose statuses `status` shows; a duplicate outranks a miss.
    public var outcome: DayOutcome {
        let today = boundary.journalDate(of: now)
        if date > today { return .open }
        // The scheduled doses' states, looked at in place: a report asks this of every day several times.
        var scheduled = false
        var duplicate = false
        var missed = false
        var unknown = false
        var open = false
        for dose in doses where dose.perDay != nil {
            scheduled = true
            switch dose.state {
            case .duplicate: duplicate = true
            case .missed: missed = true
            case .unknown: unknown = true
            case .due, .upcoming: open = true
            case .taken, .logged: break
            }
        }
        if duplicate { return .duplicate }
        if balance.incomplete { return .unknown }
        // A line about insulin that could not be read (`forgot lantus 12u` alone) is no entry, yet it says
        // something about the day's doses: not "nothing written".
        if !isLogged && unreadInsulin.isEmpty && date < today { return .notLogged }
        if !scheduled { return isLogged ? .logged : .open }
        if missed { return .missed }
        // A dose `status` cannot tell about is never taken in a calendar or a streak.
        if unknown { return .unknown }
        if open { return .open }
        return .taken
    }

    /// A day that is over, has entries and whose files could all be read: what averages are taken over. Today is
    /// still going.
    public var isComplete: Bool {
        isLogged && !balance.incomplete && date < boundary.journalDate(of: now)
    }
}
