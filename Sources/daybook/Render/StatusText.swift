import DaybookCore

/// The `status` block: the balance, each dose, what needs attention.
enum StatusText {
    static func render(_ summary: DaySummary, today: LocalDate, path: (String) -> String, style: Style) -> String {
        var out = header(summary, today: today) + "\n"
        out += balanceLine(summary.balance, style: style) + "\n"
        out += detailLine(summary.balance) + "\n"
        let width = summary.doses.map { $0.name.count }.max() ?? 0
        for dose in summary.doses {
            out += dose.name + String(repeating: " ", count: width - dose.name.count + 2)
                + doseText(dose, style: style) + "\n"
        }
        if !summary.missedYesterday.isEmpty {
            out += style.red("✗ missed yesterday: " + summary.missedYesterday.joined(separator: ", ")) + "\n"
        }
        for diagnostic in summary.diagnostics {
            out += DiagnosticText.header(diagnostic, path: path(diagnostic.file), style: style) + "\n"
        }
        return out
    }

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private static func header(_ summary: DaySummary, today: LocalDate) -> String {
        let day = "\(summary.date) \(weekdays[summary.date.weekday])"
        return summary.date == today ? "\(day) · \(summary.now.time)" : day
    }

    private static func balanceLine(_ balance: Balance, style: Style) -> String {
        let mark = balance.approximate ? "≈" : ""
        if balance.remaining >= 0 {
            return style.bold(mark + Format.kcal(balance.remaining) + " kcal left")
        }
        return style.red(style.bold(mark + Format.kcal(-balance.remaining) + " kcal over"))
    }

    private static func detailLine(_ balance: Balance) -> String {
        var parts = ["\(Format.kcal(balance.eaten)) eaten"]
        if balance.activity != 0 { parts.append("\(Format.kcal(balance.activity)) activity") }
        parts.append("target \(Format.kcal(balance.target))")
        return parts.joined(separator: " · ")
    }

    static func doseText(_ dose: DoseStatus, style: Style) -> String {
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
            let last = dose.times.last.map { " · last \($0)" } ?? ""
            return "\(dose.count) dose\(dose.count == 1 ? "" : "s") · \(amount)\(last)"
        }
    }
}
