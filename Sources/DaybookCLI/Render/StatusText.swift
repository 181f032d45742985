import DaybookCore

/// The `status` block: the balance, each dose, what needs attention.
enum StatusText {
    static func render(_ summary: DaySummary, path: (String) -> String, style: Style) -> String {
        var out = header(summary) + "\n"
        out += balanceLine(summary.balance, style: style) + "\n"
        out += detailLine(summary.balance) + "\n"
        let width = max(summary.doses.map { $0.name.count }.max() ?? 0, summary.latestGlucose == nil ? 0 : GlucoseStatusText.label.count)
        for dose in summary.doses {
            out += dose.name + String(repeating: " ", count: width - dose.name.count + 2)
                + doseText(dose, relativeTo: summary.isToday ? summary : nil, style: style) + "\n"
        }
        if let latest = summary.latestGlucose { out += GlucoseStatusText.line(latest, labelWidth: width) + "\n" }
        if !summary.missedYesterday.isEmpty {
            out += style.red("✗ missed yesterday: " + summary.missedYesterday.joined(separator: ", ")) + "\n"
        }
        for diagnostic in summary.diagnostics {
            out += DiagnosticText.header(diagnostic, path: path(diagnostic.file), style: style) + "\n"
        }
        return out
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
        let mark = balance.approximate ? "≈" : ""
        if balance.remaining >= 0 {
            return style.bold(mark + Format.whole(balance.remaining) + " kcal left")
        }
        return style.red(style.bold(mark + Format.whole(-balance.remaining) + " kcal over"))
    }

    private static func detailLine(_ balance: Balance) -> String {
        var parts = ["\(Format.whole(balance.eaten)) eaten"]
        if balance.activity != 0 { parts.append("\(Format.whole(balance.activity)) activity") }
        parts.append("target \(Format.whole(balance.target))")
        if balance.pending > 0 {
            parts.append("… \(balance.pending) estimate\(balance.pending == 1 ? "" : "s") pending")
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
            return style.red("‼ \(dose.count) doses" + (times.isEmpty ? "" : " at " + times) + expected)
                + " · " + amount
        case .missed:
            return style.red("✗ missed" + (dose.window.map { " (window \($0))" } ?? "")) + partial
        case .due:
            return style.yellow("○ due" + (dose.window.map { " until \($0.end)" } ?? " today")) + partial
        case .upcoming:
            return style.dim("· upcoming" + (dose.window.map { " \($0)" } ?? "")) + partial
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
