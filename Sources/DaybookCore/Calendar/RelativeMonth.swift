/// A month as people say it on the command line: `this`, `last` or `2026-11`; in Japanese `今月` and `先月`. Kept as said until the caller knows
/// which day is today.
public enum RelativeMonth: Hashable, Sendable {
    /// `YYYY-MM`.
    case exact(Period)
    /// `this` (0) or `last` (1).
    case monthsBack(Int)

    /// Parses one of the forms above; letters in any case.
    public init?(_ text: some StringProtocol) {
        guard !text.isEmpty, text.utf8.count <= RelativeDate.maximumLength else { return nil }
        if let period = Period(month: text) {
            self = .exact(period)
            return
        }
        switch String(decoding: text.utf8.map(asciiLowercased), as: UTF8.self) {
        case "this", "今月": self = .monthsBack(0)
        case "last", "先月": self = .monthsBack(1)
        default: return nil
        }
    }

    /// The whole month named, with `today` the journal day of now; nil only for the month before year 1.
    public func period(today: LocalDate) -> Period? {
        switch self {
        case .exact(let period):
            return period
        case .monthsBack(let months):
            let index = today.year * 12 + (today.month - 1) - months
            return Period(year: index / 12, month: index % 12 + 1)
        }
    }
}
