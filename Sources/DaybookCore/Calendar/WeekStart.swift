/// The first day of a week as a calendar lays it out: Sunday in Japan and the US, Monday in much of Europe.
public enum WeekStart: String, CaseIterable, Sendable {
    case sunday
    case monday

    /// What a calendar in `language` starts its weeks with unless the machine says otherwise: Sunday for Japanese
    /// (as Japanese calendars print it), Monday for English (as daybook always has).
    public init(defaultFor language: Language) {
        self = language == .ja ? .sunday : .monday
    }

    /// How many days into the week `date` falls: 0 for the week's first day.
    public func position(of date: LocalDate) -> Int {
        switch self {
        case .sunday: return date.weekday
        case .monday: return (date.weekday + 6) % 7
        }
    }
}
