import DaybookCore

/// A report's summary in words: intake, each scheduled dose, streaks, unscheduled doses and when they are taken.
enum ReportSummaryText {
    /// The whole summary: intake, each dose and the streak, unscheduled doses, then when those are taken.
    static func lines(_ summary: ReportSummary, style: Style) -> [String] {
        var out = aligned(labelled(summary, style: style))
        for dose in summary.unscheduled where dose.count > 0 {
            out.append("")
            out += pattern(dose)
        }
        return out
    }

    /// The summary's sentences with their labels: intake, each dose and the streak, unscheduled doses.
    static func labelled(_ summary: ReportSummary, style: Style) -> [(label: String, text: String)] {
        [("intake", intake(summary.intake))] + doses(summary, style: style)
            + summary.unscheduled.map { ($0.name, unscheduled($0)) }
    }

    /// Each scheduled dose, then the streak: what a calendar month shows below its grid.
    static func doses(_ summary: ReportSummary, style: Style) -> [(label: String, text: String)] {
        var labelled = summary.scheduled.map { ($0.name, scheduled($0, style: style)) }
        if let streaks = summary.streaks, summary.scheduled.contains(where: { $0.decided > 0 }) {
            labelled.append(("streak", "\(Format.counted(streaks.current, "day")) in a row with every scheduled dose "
                                + "taken (longest \(streaks.longest))"))
        }
        return labelled
    }

    /// Label, then text, the labels padded to one width.
    static func aligned(_ labelled: [(label: String, text: String)]) -> [String] {
        let width = labelled.map { TerminalWidth.of($0.label) }.max() ?? 0
        return labelled.map { label, text in
            label + String(repeating: " ", count: width - TerminalWidth.of(label) + 2) + text
        }
    }

    static func intake(_ intake: ReportSummary.Intake) -> String {
        var parts: [String]
        if let average = intake.averageEaten {
            parts = ["\(Format.whole(average)) kcal a day over \(Format.counted(intake.days, "complete day"))",
                     "\(intake.withinTarget) within target, \(intake.overTarget) over"]
        } else {
            parts = ["no complete day yet"]
        }
        if intake.notLogged > 0 { parts.append("\(Format.counted(intake.notLogged, "day")) with nothing written") }
        return parts.joined(separator: " · ")
    }

    static func scheduled(_ dose: ReportSummary.ScheduledDose, style: Style) -> String {
        guard let adherence = dose.adherence else { return "no day decided yet" }
        var parts = ["taken \(Format.whole(dose.taken)) of \(Format.counted(dose.decided, "day")) (\(percent(adherence)))"]
        if dose.missed > 0 { parts.append(style.red("✗ \(dose.missed) missed")) }
        if dose.duplicate > 0 { parts.append(style.red("‼ \(dose.duplicate) taken too often")) }
        if let time = dose.time { parts.append("on average at \(time.mean) ± \(time.spread) min") }
        return parts.joined(separator: " · ")
    }

    static func unscheduled(_ dose: ReportSummary.UnscheduledDose) -> String {
        var parts = [Format.counted(dose.count, "dose") + ", " + Format.units(dose.units)]
        if let perDay = dose.perDay, let units = dose.unitsPerDay {
            parts.append("\(decimal(perDay)) doses and \(decimal(units))u a complete day")
        }
        return parts.joined(separator: " · ")
    }

    /// When an unscheduled dose was taken: weekdays across, parts of the day down, `·` for none.
    static func pattern(_ dose: ReportSummary.UnscheduledDose) -> [String] {
        let labelWidth = max(dose.name.count + 3, ReportSummary.partsOfDay.map(\.name.count).max() ?? 0)
        let cell = max(3, String(dose.pattern.joined().max() ?? 0).count)
        var lines = [(dose.name + " by").padding(labelWidth) + "  "
                     + Format.weekdays.map { $0.leftPadded(cell) }.joined(separator: " ")]
        for (part, name) in ReportSummary.partsOfDay.map(\.name).enumerated() {
            let counts = (0..<7).map { weekday in
                let count = dose.pattern[weekday][part]
                return (count == 0 ? "·" : String(count)).leftPadded(cell)
            }
            lines.append(name.padding(labelWidth) + "  " + counts.joined(separator: " "))
        }
        return lines
    }

    /// `92%`.
    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }

    /// One decimal: `2.4`, `11.0`.
    static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension String {
    /// Spaces after, to `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    /// Spaces before, to `width` characters.
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
