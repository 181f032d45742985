import DaybookCore

/// Days, weekdays and months as each language writes them: `2026-11-29 Sun` and `11月29日(日)`, `November 2026` and
/// `2026年11月`. Machine formats (CSV, JSON) keep their own fixed English names.
enum DateWords: Localizable, Hashable {
    /// 0 for Sunday, as `LocalDate.weekday` counts.
    case weekday(Int)
    /// A day with its weekday; Japanese leaves out the year unless `year`.
    case day(LocalDate, year: Bool)
    /// A month's name alone.
    case monthName(Int)
    /// A month of a year, as a calendar's title.
    case month(year: Int, month: Int)

    private static let english = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let japanese = ["日", "月", "火", "水", "木", "金", "土"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December",
    ]

    var localized: Localized {
        switch self {
        case .weekday(let index):
            let index = (index % 7 + 7) % 7
            return Localized(en: DateWords.english[index], ja: DateWords.japanese[index])
        case .day(let date, let year):
            return Localized(
                en: DateWords.day(date, year: year, in: .en), ja: DateWords.day(date, year: year, in: .ja))
        case .monthName(let month):
            let index = min(max(month, 1), 12) - 1
            return Localized(en: DateWords.months[index], ja: "\(index + 1)月")
        case .month(let year, let month):
            return Localized(en: "\(DateWords.monthName(month).localized.en) \(year)", ja: "\(year)年\(month)月")
        }
    }

    /// `.day` in one language, without making the other: a report has a row for every day of ten years.
    static func day(_ date: LocalDate, year: Bool, in language: Language) -> String {
        let weekday = (date.weekday % 7 + 7) % 7
        switch language {
        case .en:
            var text = date.description
            text.reserveCapacity(14)
            text.append(" ")
            text.append(english[weekday])
            return text
        case .ja:
            return (year ? "\(date.year)年" : "") + "\(date.month)月\(date.day)日(\(japanese[weekday]))"
        }
    }

    /// The seven weekdays' names in the order a week starting on `start` lays them out.
    static func week(_ language: Language, startingOn start: WeekStart) -> [String] {
        let first = start == .sunday ? 0 : 1
        return (0..<7).map { weekday(first + $0).text(language) }
    }
}
