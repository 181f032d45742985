/// A day as people say it on the command line: `today`, `yesterday`, `-3` (three days back), `friday` (the latest
/// Friday not after today) or `2026-11-29`. Which date it names depends on which day is today, and that depends on
/// the journal's `day_starts` and the time taken as now, so it is kept as said until the caller knows today.
public enum RelativeDate: Hashable, Sendable {
    /// `YYYY-MM-DD`.
    case exact(LocalDate)
    /// `today` (0), `yesterday` (1), `-N` (N).
    case daysBack(Int)
    /// A weekday's name: 0 = Sunday ... 6 = Saturday, as `LocalDate.weekday` counts.
    case weekday(Int)

    /// The furthest back `-N` reaches: a hundred years, the longest `report --days` covers.
    public static let maximumDaysBack = 36_600

    /// Longer text is not a date; nothing longer is looked at.
    static let maximumLength = 16

    /// Weekday names as `LocalDate.weekday` numbers them, written in full or by their first three letters.
    public static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// Parses one of the forms above; letters in any case. nil for anything else, and for a `-N` beyond
    /// `maximumDaysBack`.
    public init?(_ text: some StringProtocol) {
        guard !text.isEmpty, text.utf8.count <= RelativeDate.maximumLength else { return nil }
        if let date = LocalDate(text) {
            self = .exact(date)
            return
        }
        let bytes = Array(text.utf8)
        if bytes[0] == UInt8(ascii: "-") {
            guard let days = decimal(bytes.dropFirst()), days <= RelativeDate.maximumDaysBack else { return nil }
            self = .daysBack(days)
            return
        }
        let word = String(decoding: bytes.map(asciiLowercased), as: UTF8.self)
        switch word {
        case "today": self = .daysBack(0)
        case "yesterday": self = .daysBack(1)
        default:
            guard
                let day = RelativeDate.weekdayNames.firstIndex(where: { name in
                    name == word || (word.utf8.count == 3 && name.hasPrefix(word))
                })
            else { return nil }
            self = .weekday(day)
        }
    }

    /// The date named, with `today` the journal day of now; 0001-01-01 for a day before it.
    public func date(today: LocalDate) -> LocalDate {
        switch self {
        case .exact(let date):
            return date
        case .daysBack(let days):
            return today.adding(days: -days) ?? .earliest
        case .weekday(let weekday):
            let back = (today.weekday - weekday + 7) % 7
            return today.adding(days: -back) ?? .earliest
        }
    }
}

/// `byte` with A-Z made a-z.
func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
}
