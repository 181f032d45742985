import DaybookCore

/// The `status` block: the balance, each dose, what needs attention.
enum StatusText {
    /// The block's lines: first what a person looks for (the day, the balance, each dose, yesterday's doses),
    /// then the problems, which `watch` cuts to the lines its pane has left.
    struct Block {
        var head: [String]
        var problems: [String]
    }

    static func render(_ summary: DaySummary, path: (String) -> String, style: Style) -> String {
        let block = self.block(summary, path: path, style: style)
        return (block.head + block.problems).map { $0 + "\n" }.joined()
    }

    static func block(_ summary: DaySummary, path: (String) -> String, style: Style) -> Block {
        var head = [header(summary), balanceLine(summary.balance, style: style), detailLine(summary)]
        let width = max(summary.doses.map { $0.name.count }.max() ?? 0,
                        summary.latestGlucose == nil ? 0 : GlucoseStatusText.label.count)
        for dose in summary.doses {
            head.append(dose.name + String(repeating: " ", count: width - dose.name.count + 2)
                + doseText(dose, relativeTo: summary.isToday ? summary : nil, style: style))
        }
        if let latest = summary.latestGlucose { head.append(GlucoseStatusText.line(latest, labelWidth: width)) }
        if !summary.missedYesterday.isEmpty {
            head.append(style.attention("✗ missed yesterday: " + summary.missedYesterday.joined(separator: ", "),
                                        summary.yesterdayAttention))
        }
        if !summary.duplicateYesterday.isEmpty {
            head.append(style.attention("‼ taken too often yesterday: "
                                            + summary.duplicateYesterday.joined(separator: ", "),
                                        summary.yesterdayAttention))
        }
        // Errors first: they say the numbers above may be wrong, and a short pane keeps the first problems.
        let ordered = summary.diagnostics.filter { $0.severity == .error }
            + summary.diagnostics.filter { $0.severity != .error }
        let problems = ordered.map { DiagnosticText.header($0, path: path($0.file), style: style) }
        return Block(head: head, problems: problems)
    }

    /// `2h10m ago`, `5m ago`, `just now`; nil for a time later in the day than now (a dose written ahead).
    private static func minutesAgo(_ time: TimeOfDay, in today: DaySummary) -> String? {
        let minutes = today.boundary.offset(of: today.now.time) - today.boundary.offset(of: time)
        guard minutes >= 0 else { return nil }
        if minutes == 0 { return "just now" }
        return (minutes >= 60 ? "\(minutes / 60)h" : "") + (minutes % 60 > 0 || minutes < 60 ? "\(minutes % 60)m" : "")
            + " ago"
    }

    private static func header(_ summary: DaySummary) -> String {
        let day = "\(summary.date) \(Format.weekday(summary.date))"
        return summary.isToday ? "\(day) · \(summary.now.time)" : day
    }

    private static func balanceLine(_ balance: Balance, style: Style) -> String {
        style.attention(style.bold(StatusLine.balanceText(balance)), balance.attention)
    }

    private static func detailLine(_ summary: DaySummary) -> String {
        let balance = summary.balance
        var parts = ["\(Format.whole(balance.eaten)) eaten"]
        if balance.activity != 0 { parts.append("\(Format.whole(balance.activity)) activity") }
        parts.append("target \(Format.whole(balance.target))")
        if balance.pending > 0 {
            parts.append("… \(balance.pending) estimate\(balance.pending == 1 ? "" : "s") pending")
        }
        if balance.incomplete {
            parts.append("? " + Format.counted(summary.unread.count, "file") + " not read")
        }
        return parts.joined(separator: " · ")
    }

    /// One dose's line; with `today`, the last logged dose also says how long ago it was.
    static func doseText(_ dose: DoseStatus, relativeTo today: DaySummary?, style: Style) -> String {
        let times = dose.times.map(\.description).joined(separator: ", ")
        let amount = Format.units(dose.units)
        let partial = dose.count > 0 ? " · \(dose.count) of \(dose.perDay ?? dose.count)"
            + (times.isEmpty ? "" : " (\(times))") : ""
        switch dose.state {
        case .taken:
            return style.green("✓ taken" + (times.isEmpty ? "" : " " + times)) + " · " + amount
        case .duplicate:
            let expected = dose.perDay.map { " (expected \($0))" } ?? ""
            return style.attention("‼ \(dose.count) doses" + (times.isEmpty ? "" : " at " + times) + expected,
                                   dose.state.attention) + " · " + amount
        case .missed:
            return style.attention("✗ missed" + (dose.window.map { " (window \($0))" } ?? ""),
                                   dose.state.attention) + partial
        case .due:
            return style.attention("○ due" + (dose.window.map { " until \($0.end)" } ?? " today"),
                                   dose.state.attention) + partial
        case .upcoming:
            return style.dim("· upcoming" + (dose.window.map { " \($0)" } ?? "")) + partial
        case .unknown:
            return style.attention("? unknown", dose.state.attention) + partial
        case .logged:
            guard dose.count > 0 else { return style.dim("none yet") }
            var last = dose.times.last.map { " · last \($0)" } ?? ""
            if let today, let time = dose.times.last, let ago = minutesAgo(time, in: today) {
                last += " (\(ago))"
            }
            return "\(dose.count) dose\(dose.count == 1 ? "" : "s") · \(amount)\(last)"
        }
    }
}
