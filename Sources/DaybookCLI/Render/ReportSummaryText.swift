import DaybookCore

/// A report's summary in words: intake, each scheduled dose, streaks, unscheduled doses and when they are taken.
enum ReportSummaryText {
    /// The whole summary: intake, each dose and the streak, unscheduled doses, then when those are taken.
    static func lines(_ summary: ReportSummary, style: Style, language: Language, weekStart: WeekStart) -> [String] {
        var out = aligned(labelled(summary, style: style, language: language))
        for dose in summary.unscheduled where dose.count > 0 {
            out.append("")
            out += pattern(dose, language: language, weekStart: weekStart)
        }
        return out
    }

    /// The summary's sentences with their labels: intake, each dose and the streak, unscheduled doses.
    static func labelled(
        _ summary: ReportSummary, style: Style,
        language: Language
    ) -> [(label: String, text: String)] {
        [(ReportWords.intake.text(language), intake(summary.intake, language))]
            + doses(summary, style: style, language: language)
            + summary.unscheduled.map { ($0.name, unscheduled($0, language)) }
    }

    /// Each scheduled dose, then the streak: what a calendar month shows below its grid.
    static func doses(_ summary: ReportSummary, style: Style, language: Language) -> [(label: String, text: String)] {
        var labelled = summary.scheduled.map { ($0.name, scheduled($0, style: style, language: language)) }
        if let streaks = summary.streaks, summary.scheduled.contains(where: { $0.decided > 0 }) {
            labelled.append(
                (
                    ReportWords.streak.text(language),
                    ReportWords.streakText(current: streaks.current, longest: streaks.longest).text(language)
                ))
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

    static func intake(_ intake: ReportSummary.Intake, _ language: Language) -> String {
        var parts: [ReportWords]
        if let average = intake.averageEaten {
            parts = [
                .averageIntake(kcal: Format.whole(average), days: intake.days),
                .withinAndOver(within: intake.withinTarget, over: intake.overTarget),
            ]
        } else {
            parts = [.noCompleteDay]
        }
        if intake.notLogged > 0 { parts.append(.notWritten(days: intake.notLogged)) }
        return parts.map { $0.text(language) }.joined(separator: " · ")
    }

    static func scheduled(_ dose: ReportSummary.ScheduledDose, style: Style, language: Language) -> String {
        guard let adherence = dose.adherence else { return ReportWords.noDayDecided.text(language) }
        var parts = [
            ReportWords.takenOf(taken: dose.taken, days: dose.decided, percent: percent(adherence))
                .text(language)
        ]
        if dose.missed > 0 { parts.append(style.red(ReportWords.missedDays(dose.missed).text(language))) }
        if dose.duplicate > 0 { parts.append(style.red(ReportWords.tooOftenDays(dose.duplicate).text(language))) }
        if let time = dose.time {
            parts.append(ReportWords.averageTime(mean: time.mean.description, spread: time.spread).text(language))
        }
        return parts.joined(separator: " · ")
    }

    static func unscheduled(_ dose: ReportSummary.UnscheduledDose, _ language: Language) -> String {
        var parts = [ReportWords.doseCount(count: dose.count, units: Format.number(dose.units)).text(language)]
        if let perDay = dose.perDay, let units = dose.unitsPerDay {
            parts.append(ReportWords.perCompleteDay(doses: decimal(perDay), units: decimal(units)).text(language))
        }
        return parts.joined(separator: " · ")
    }

    /// The pattern's weekdays (`pattern` counts them Monday first) in the order a week starting on `start` shows
    /// them, with their names.
    static func weekColumns(_ language: Language, startingOn start: WeekStart) -> [(name: String, index: Int)] {
        let names = DateWords.week(language, startingOn: start)
        let first = start == .sunday ? 6 : 0
        return (0..<7).map { (names[$0], (first + $0) % 7) }
    }

    /// When an unscheduled dose was taken: weekdays across, parts of the day down, `·` for none.
    static func pattern(_ dose: ReportSummary.UnscheduledDose, language: Language, weekStart: WeekStart) -> [String] {
        let title = ReportWords.pattern(dose: dose.name).text(language)
        let parts = ReportSummary.partsOfDay.indices.map { ReportWords.partOfDay($0).text(language) }
        let labelWidth = max(TerminalWidth.of(title), parts.map(TerminalWidth.of).max() ?? 0)
        let cell = max(3, String(dose.pattern.joined().max() ?? 0).count)
        let columns = weekColumns(language, startingOn: weekStart)
        var lines = [title.padding(labelWidth) + "  " + columns.map { $0.name.leftPadded(cell) }.joined(separator: " ")]
        for (part, name) in parts.enumerated() {
            let counts = columns.map { column in
                let count = dose.pattern[column.index][part]
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
    /// Spaces after, to `width` terminal cells.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - TerminalWidth.of(self)))
    }

    /// Spaces before, to `width` terminal cells.
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - TerminalWidth.of(self))) + self
    }
}
