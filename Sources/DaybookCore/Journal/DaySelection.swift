/// Which days to parse: everything (check, report), or a few (status needs today and yesterday).
public enum DaySelection: Sendable {
    case all
    /// A handful of days; asked about every file name, so a short list beats hashing.
    case dates([LocalDate])
    /// A run of days: a report's period.
    case range(ClosedRange<LocalDate>)

    func contains(_ date: LocalDate) -> Bool {
        switch self {
        case .all: return true
        case .dates(let dates): return dates.contains(date)
        case .range(let period): return period.contains(date)
        }
    }

    func contains(anyOf range: ClosedRange<LocalDate>) -> Bool {
        switch self {
        case .all: return true
        case .dates(let dates): return dates.contains { range.contains($0) }
        case .range(let period): return period.overlaps(range)
        }
    }
}
