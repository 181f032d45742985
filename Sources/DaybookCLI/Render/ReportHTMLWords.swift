import DaybookCore

/// Every word the HTML report shows, in one table per language, so that another language is one more table.
/// Sentences with numbers are functions, each one whole sentence.
struct ReportHTMLWords: Sendable {
    /// The page's `lang`.
    var language: String
    var title: String
    /// `2026-09-01 – 2026-11-29 · 90 days`.
    var period: @Sendable (_ first: String, _ last: String, _ days: Int) -> String
    var noAdvice: String
    /// `Made by daybook at 2026-11-29T21:45.`
    var made: @Sendable (_ now: String) -> String

    var glucose: String
    var noReadings: String
    var readings: String
    var coverage: String
    var mean: String
    var gmi: String
    var sd: String
    var cv: String
    var unitNote: @Sendable (_ unit: String) -> String
    var veryHigh: String
    var high: String
    var inRange: String
    var low: String
    var veryLow: String

    var profile: String
    var profileLegend: String
    var profileTooFew: String

    var days: String
    var daysLegend: String

    var doses: String
    var calendarLegend: String
    var weekdays: [String]
    var months: [String]
    /// `long: taken exactly on 28 of 30 days (93%).`
    var adherence: @Sendable (_ dose: String, _ taken: Int, _ decided: Int, _ percent: Int) -> String
    var noDecidedDays: @Sendable (_ dose: String) -> String

    var around: String
    var aroundBefore: String
    var aroundAt: String
    var aroundAfter: String
    var aroundCount: String

    var intake: String
    var intakeLegend: String

    var summary: String
    var date: String
    var eaten: String
    var target: String
    var left: String
    var glucoseMean: String
    var timeInRange: String

    static let english = ReportHTMLWords(
        language: "en",
        title: "Glucose, doses and meals",
        period: { first, last, days in days == 1 ? "\(first), 1 day" : "\(first) to \(last), \(days) days" },
        noAdvice: "This report shows what was logged and measured. It gives no advice on doses or treatment.",
        made: { now in "Made by daybook at \(now)." },
        glucose: "Glucose",
        noReadings: "No glucose readings in this period.",
        readings: "Readings",
        coverage: "Sensor coverage",
        mean: "Mean glucose",
        gmi: "GMI",
        sd: "Standard deviation",
        cv: "Coefficient of variation",
        unitNote: { unit in "Glucose values are in \(unit)." },
        veryHigh: "Very high",
        high: "High",
        inRange: "In range",
        low: "Low",
        veryLow: "Very low",
        profile: "Glucose by time of day",
        profileLegend: "The line is the median; the dark band holds the middle half of the readings (25th to 75th percentile), the light band nine in ten (5th to 95th).",
        profileTooFew: "Too few readings for a profile.",
        days: "Day by day",
        daysLegend: "Each day from the start of the journal day: glucose (the band is the target range), meals with their kcal above, doses with their units below.",
        doses: "Doses",
        calendarLegend: "✓ taken · ✗ missed · ‼ taken too often · ○ still due · a dot: nothing written",
        weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                 "November", "December"],
        adherence: { dose, taken, decided, percent in
            decided == 1 ? "\(dose): taken exactly on \(taken) of 1 day (\(percent)%)."
                : "\(dose): taken exactly on \(taken) of \(decided) days (\(percent)%)."
        },
        noDecidedDays: { dose in "\(dose): no day decided yet." },
        around: "Glucose around doses and meals",
        aroundBefore: "Before (mean)",
        aroundAt: "At the dose (mean)",
        aroundAfter: "2 hours after (mean)",
        aroundCount: "How many",
        intake: "Intake against target",
        intakeLegend: "Each bar is a day's kcal eaten; the tick is its target.",
        summary: "Summary",
        date: "Date",
        eaten: "Eaten",
        target: "Target",
        left: "Left",
        glucoseMean: "Glucose",
        timeInRange: "In range"
    )
}
