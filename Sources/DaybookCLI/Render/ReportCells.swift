import DaybookCore

/// What a report's day rows say, the same in text and Markdown: the date, the numbers, each scheduled dose.
enum ReportCells {
    /// `2026-11-29 Sun`.
    static func date(_ date: LocalDate) -> String {
        date.description + " " + Format.weekday(date)
    }

    /// Whether a row shows numbers: a day with entries, or today.
    static func showsNumbers(_ day: DaySummary) -> Bool {
        day.isLogged || day.isToday
    }

    /// `≈1,586`, `1,742`.
    static func eaten(_ day: DaySummary) -> String {
        (day.balance.approximate ? "≈" : "") + Format.whole(day.balance.eaten)
    }

    /// `+214` left, `-305` over.
    static func remaining(_ day: DaySummary) -> String {
        (day.balance.remaining > 0 ? "+" : "") + Format.whole(day.balance.remaining)
    }

    /// A scheduled dose on one day: `✓ 22:05`, `‼ 22:10 22:40`, `✗`, `○ due`; `·` on a day with nothing written,
    /// empty for a day still to come.
    static func dose(_ status: DoseStatus, on day: DaySummary) -> (text: String, attention: Attention) {
        let outcome = day.outcome
        if outcome == .notLogged { return ("·", .ok) }
        if day.date > day.boundary.journalDate(of: day.now) { return ("", .ok) }
        let times = status.times.map(\.description).joined(separator: " ")
        let withTimes = { (mark: String) in times.isEmpty ? mark : mark + " " + times }
        switch status.state {
        case .taken: return (withTimes("✓"), .ok)
        case .duplicate: return (withTimes("‼"), .critical)
        case .missed: return (withTimes("✗"), .critical)
        case .due: return (withTimes("○ due"), .warning)
        case .upcoming: return (withTimes("○ later"), .ok)
        case .logged: return (withTimes("\(status.count)×"), .ok)
        }
    }

    /// The scheduled doses' statuses of a day, in configuration order.
    static func scheduled(_ day: DaySummary) -> [DoseStatus] {
        day.doses.filter { $0.perDay != nil }
    }
}

extension Style {
    /// Red for critical, yellow for a warning, plain otherwise.
    func attention(_ text: String, _ attention: Attention) -> String {
        switch attention {
        case .ok: return text
        case .warning: return yellow(text)
        case .critical: return red(text)
        }
    }
}
