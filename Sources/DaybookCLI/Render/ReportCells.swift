import DaybookCore

/// What a report's day rows say, the same in text and Markdown: the date, the numbers, each scheduled dose.
enum ReportCells {
    /// `2026-11-29 Sun`; in Japanese `11月29日(日)`, with the year when `year`.
    static func date(_ date: LocalDate, _ language: Language, year: Bool = true) -> String {
        DateWords.day(date, year: year, in: language)
    }

    /// Whether a period's rows name the year: in English always, in Japanese when the period spans two years.
    static func rowsShowYear(_ period: Period) -> Bool {
        period.first.year != period.last.year
    }

    /// Whether a row shows numbers: a day with entries, today, or a day a file of which could not be read (its
    /// numbers, marked `?`, are what could be).
    static func showsNumbers(_ day: DaySummary) -> Bool {
        day.isLogged || day.isToday || day.balance.incomplete
    }

    /// `≈1,586`, `1,742`; `1,204?` when a file of the day could not be read.
    static func eaten(_ day: DaySummary) -> String {
        (day.balance.approximate ? "≈" : "") + Format.whole(day.balance.eaten) + (day.balance.incomplete ? "?" : "")
    }

    /// The day's carbohydrate (`CarbTotal.text`); empty when nothing was eaten, `?` appended as to `eaten` when a file
    /// of the day could not be read.
    static func carbs(_ day: DaySummary) -> String {
        guard let carbs = day.carbs else { return "" }
        return carbs.text + (day.balance.incomplete ? "?" : "")
    }

    /// Whether some day of a report has carbohydrate known, so its table has a column for it.
    static func showsCarbs(_ days: [DaySummary]) -> Bool {
        days.contains { $0.carbs.map { !$0.isUnknown } ?? false }
    }

    /// The day's weight in the unit it was written in (`58.6 kg`, `176.8 lb`); empty when none was written.
    static func weight(_ day: DaySummary) -> String {
        day.weight.map(weightText) ?? ""
    }

    /// `58.6 kg`, `176.8 lb`: every surface writes a weight this way.
    static func weightText(_ weight: BodyWeight) -> String {
        Format.number(weight.value) + " " + weight.unit
    }

    /// Whether some day of a report has a weight, so its table has a column for it.
    static func showsWeight(_ days: [DaySummary]) -> Bool {
        days.contains { $0.weight != nil }
    }

    /// `+214` left, `-305` over; `+796?` when a file of the day could not be read.
    static func remaining(_ day: DaySummary) -> String {
        (day.balance.remaining > 0 ? "+" : "") + Format.whole(day.balance.remaining)
            + (day.balance.incomplete ? "?" : "")
    }

    /// A scheduled dose on one day: `✓ 22:05`, `‼ 22:10 22:40`, `✗`, `○ due`, `?` (a file of the day could not
    /// be read); `·` on a day with nothing written, empty for a day still to come.
    static func dose(
        _ status: DoseStatus, on day: DaySummary,
        _ language: Language
    ) -> (text: String, attention: Attention) {
        let outcome = day.outcome
        if outcome == .notLogged { return ("·", .ok) }
        if day.date > day.boundary.journalDate(of: day.now) { return ("", .ok) }
        let times = status.times.map(\.description).joined(separator: " ")
        let withTimes = { (mark: String) in times.isEmpty ? mark : mark + " " + times }
        let attention = status.state.attention
        switch status.state {
        case .taken: return (withTimes("✓"), attention)
        case .duplicate: return (withTimes("‼"), attention)
        case .missed: return (withTimes("✗"), attention)
        case .due: return (withTimes("○ " + ReportWords.due.text(language)), attention)
        case .upcoming: return (withTimes("○ " + ReportWords.later.text(language)), attention)
        case .unknown: return (withTimes("?"), attention)
        case .logged: return (withTimes(ReportWords.times(status.count).text(language)), attention)
        }
    }

    /// The scheduled doses' statuses of a day, in configuration order.
    static func scheduled(_ day: DaySummary) -> [DoseStatus] {
        day.doses.filter { $0.perDay != nil }
    }
}
