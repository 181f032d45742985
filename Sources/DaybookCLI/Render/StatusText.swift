import DaybookCore

/// The `status` block: the balance, each dose, what needs attention; in the run's language (`StatusWords`).
enum StatusText {
    /// The block's lines: first what a person looks for (the day, the balance, each dose, yesterday's doses),
    /// then the problems, each one row or, wrapped to a pane, several; `watch` keeps the problems its pane has
    /// rows for.
    struct Block {
        var head: [String]
        var problems: [Problem]
    }

    /// One problem's rows: its message, and how to fix it (wrapped to a pane; none on one line).
    struct Problem: Equatable {
        var message: [String]
        var fix: [String] = []

        var rows: [String] { message + fix }
    }

    static func render(_ summary: DaySummary, path: (String) -> String, style: Style, language: Language) -> String {
        let block = self.block(summary, path: path, style: style, language: language)
        return (block.head + block.problems.flatMap(\.rows)).map { $0 + "\n" }.joined()
    }

    /// With `width` (a pane's), each problem is wrapped to it and followed by its fix, so that a narrow pane
    /// still shows the whole message and what to do.
    static func block(
        _ summary: DaySummary, path: (String) -> String, style: Style, language: Language, width paneWidth: Int? = nil
    ) -> Block {
        var head = [
            header(summary, language), balanceLine(summary.balance, style: style, language: language),
            detailLine(summary, language),
        ]
        let glucoseLabel = StatusWords.glucose.text(language)
        let width = max(
            summary.doses.map { TerminalWidth.of($0.name) }.max() ?? 0,
            summary.latestGlucose == nil ? 0 : TerminalWidth.of(glucoseLabel))
        for dose in summary.doses {
            head.append(
                dose.name + String(repeating: " ", count: width - TerminalWidth.of(dose.name) + 2)
                    + doseText(dose, relativeTo: summary.isToday ? summary : nil, style: style, language: language)
                    + mealText(of: dose, in: summary, language))
        }
        if let latest = summary.latestGlucose {
            head.append(GlucoseStatusText.line(latest, labelWidth: width, language: language))
        }
        if !summary.missedYesterday.isEmpty {
            let missed = StatusWords.missedYesterday(summary.missedYesterday.joined(separator: ", "))
            head.append(style.attention(missed.text(language), summary.yesterdayAttention))
        }
        if !summary.duplicateYesterday.isEmpty {
            let duplicate = StatusWords.tooOftenYesterday(summary.duplicateYesterday.joined(separator: ", "))
            head.append(style.attention(duplicate.text(language), summary.yesterdayAttention))
        }
        // Errors first: they say the numbers above may be wrong, and a short pane keeps the first problems.
        let ordered =
            summary.diagnostics.filter { $0.severity == .error }
            + summary.diagnostics.filter { $0.severity != .error }
        let problems = ordered.map { diagnostic in
            guard let paneWidth else {
                return Problem(
                    message: [
                        DiagnosticText.header(diagnostic, path: path(diagnostic.file), style: style, language: language)
                    ])
            }
            let (message, fix) = DiagnosticText.wrapped(
                diagnostic, path: path(diagnostic.file), width: paneWidth, language: language)
            return Problem(message: message, fix: fix)
        }
        return Block(head: head, problems: problems)
    }

    /// `2h10m ago`, `5m ago`, `just now`; nil for a time later in the day than now (a dose written ahead).
    private static func minutesAgo(_ time: TimeOfDay, in today: DaySummary) -> StatusWords? {
        let minutes = today.boundary.offset(of: today.now.time) - today.boundary.offset(of: time)
        guard minutes >= 0 else { return nil }
        if minutes == 0 { return .justNow }
        return .minutesAgo(hours: minutes / 60, minutes: minutes % 60)
    }

    /// `2026-11-29 Sun · 21:45`, `11月29日(日) · 21:45`.
    static func header(_ summary: DaySummary, _ language: Language) -> String {
        let day = DateWords.day(summary.date, year: summary.date.year != summary.now.date.year).text(language)
        return summary.isToday ? "\(day) · \(summary.now.time)" : day
    }

    static func balanceLine(_ balance: Balance, style: Style, language: Language) -> String {
        style.attention(style.bold(StatusLine.balanceText(balance, language)), balance.attention)
    }

    static func detailLine(_ summary: DaySummary, _ language: Language) -> String {
        let balance = summary.balance
        var parts: [StatusWords] = [.eaten(Format.whole(balance.eaten))]
        // Carbohydrate is shown once some of it is known: `?g` on every line says nothing to who does not count it.
        if let carbs = summary.carbs, !carbs.isUnknown { parts.append(.carbs(carbs.text)) }
        if balance.activity != 0 { parts.append(.activity(Format.whole(balance.activity))) }
        parts.append(.target(Format.whole(balance.target)))
        if let weight = summary.weight { parts.append(.weight(ReportCells.weightText(weight))) }
        if balance.pending > 0 { parts.append(.estimatesPending(balance.pending)) }
        if balance.incomplete { parts.append(.filesNotRead(summary.unread.count)) }
        return parts.map { $0.text(language) }.joined(separator: " · ")
    }

    /// ` · meal 62g carbs`: what the meal the dose's last logged entry was taken for holds; empty when it has none.
    static func mealText(of dose: DoseStatus, in summary: DaySummary, _ language: Language) -> String {
        guard dose.perDay == nil,
            let last = summary.entries.last(where: { $0.entry.dose?.name == dose.name }),
            let carbs = summary.mealCarbs(forDoseAt: last.entry.location), !carbs.isUnknown
        else { return "" }
        return " · " + StatusWords.forMeal(carbs: carbs.text).text(language)
    }

    /// One dose's line; with `today`, the last logged dose also says how long ago it was.
    static func doseText(
        _ dose: DoseStatus, relativeTo today: DaySummary?, style: Style,
        language: Language
    ) -> String {
        let times = dose.times.isEmpty ? nil : dose.times.map(\.description).joined(separator: ", ")
        let amount = StatusWords.units(Format.number(dose.units)).text(language)
        let partial =
            dose.count > 0
            ? " · " + StatusWords.count(dose.count, of: dose.perDay ?? dose.count, times: times).text(language) : ""
        let window = dose.window.map(\.description)
        switch dose.state {
        case .taken:
            return style.green(StatusWords.taken(times: times).text(language)) + " · " + amount
        case .duplicate:
            return style.attention(
                StatusWords.doses(count: dose.count, times: times, expected: dose.perDay)
                    .text(language), dose.state.attention) + " · " + amount
        case .missed:
            return style.attention(StatusWords.missed(window: window).text(language), dose.state.attention) + partial
        case .due:
            let due: StatusWords = dose.window.map { .dueUntil($0.end.description) } ?? .dueToday
            return style.attention(due.text(language), dose.state.attention) + partial
        case .upcoming:
            return style.dim(StatusWords.upcoming(window: window).text(language)) + partial
        case .unknown:
            return style.attention(StatusWords.unknown.text(language), dose.state.attention) + partial
        case .logged:
            guard dose.count > 0 else { return style.dim(StatusWords.noneYet.text(language)) }
            let last =
                dose.times.last.map { time in
                    let ago = today.flatMap { minutesAgo(time, in: $0) }
                    return " · " + StatusWords.last(time.description, ago: ago?.localized).text(language)
                } ?? ""
            return StatusWords.logged(count: dose.count).text(language) + " · \(amount)\(last)"
        }
    }
}
