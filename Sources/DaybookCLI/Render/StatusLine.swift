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
