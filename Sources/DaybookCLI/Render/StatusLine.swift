import DaybookCore

/// One short line for status bars: `≈566 kcal left · long ✓ 22:14`. The same parts, coloured for tmux.
enum StatusLine {
    struct Part {
        var text: String
        var severity: Attention
    }

    /// The balance, each scheduled dose, and yesterday's misses.
    static func parts(_ summary: DaySummary) -> [Part] {
        let balance = summary.balance
        let mark = balance.approximate ? "≈" : ""
        var parts = [balance.remaining >= 0
            ? Part(text: "\(mark)\(Format.whole(balance.remaining)) kcal left", severity: .ok)
            : Part(text: "\(mark)\(Format.whole(-balance.remaining)) kcal over", severity: .critical)]
        for dose in summary.doses where dose.perDay != nil {
            parts.append(part(dose))
        }
        if !summary.missedYesterday.isEmpty {
            parts.append(Part(text: "✗ yesterday: " + summary.missedYesterday.joined(separator: ", "),
                              severity: .critical))
        }
        return parts
    }

    private static func part(_ dose: DoseStatus) -> Part {
        switch dose.state {
        case .taken:
            return Part(text: "\(dose.name) ✓" + (dose.times.last.map { " \($0)" } ?? ""), severity: .ok)
        case .duplicate:
            return Part(text: "\(dose.name) ‼ ×\(dose.count)", severity: .critical)
        case .missed:
            return Part(text: "\(dose.name) ✗", severity: .critical)
        case .due:
            return Part(text: "\(dose.name) ○" + (dose.window.map { " until \($0.end)" } ?? ""), severity: .warning)
        case .upcoming:
            return Part(text: "\(dose.name) ·" + (dose.window.map { " \($0.start)" } ?? ""), severity: .ok)
        case .logged:
            return Part(text: dose.name, severity: .ok)
        }
    }

    static func plain(_ summary: DaySummary) -> String {
        parts(summary).map(\.text).joined(separator: " · ")
    }

    /// tmux's `#[fg=…]` style: red for what is critical, yellow for what is due.
    static func tmux(_ summary: DaySummary) -> String {
        parts(summary).map { part in
            switch part.severity {
            case .ok: return part.text
            case .warning: return "#[fg=yellow]\(part.text)#[default]"
            case .critical: return "#[fg=red]\(part.text)#[default]"
            }
        }.joined(separator: " · ")
    }
}

/// Waybar's custom module JSON: `{"text","tooltip","class","percentage"}`.
enum WaybarStatus {
    static func render(_ summary: DaySummary, tooltip: String) -> String {
        let balance = summary.balance
        let percentage = balance.target > 0 ? max(0, Int((Double(balance.eaten) * 100 / Double(balance.target)).rounded())) : 0
        return JSON.object([
            ("text", .string(StatusLine.plain(summary))),
            ("tooltip", .string(tooltip)),
            ("class", .string(summary.attention.rawValue)),
            ("percentage", .int(percentage)),
        ]).text
    }
}

/// i3blocks' protocol: full text, short text and colour on three lines; exit code 33 asks for urgency.
enum I3BlocksStatus {
    static let urgentExitCode: Int32 = 33

    static func render(_ summary: DaySummary) -> String {
        let parts = StatusLine.parts(summary)
        let colour: String
        switch summary.attention {
        case .ok: colour = "#A3BE8C"
        case .warning: colour = "#EBCB8B"
        case .critical: colour = "#BF616A"
        }
        return StatusLine.plain(summary) + "\n" + (parts.first?.text ?? "") + "\n" + colour + "\n"
    }

    /// Urgent when a dose is missed or taken too often today.
    static func isUrgent(_ summary: DaySummary) -> Bool {
        summary.doses.contains { $0.state == .missed || $0.state == .duplicate }
    }
}
