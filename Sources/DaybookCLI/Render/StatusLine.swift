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
            parts.append(Part(text: "✗ yesterday: " + VisibleText.escaped(summary.missedYesterday.joined(separator: ", ")),
                              severity: .critical))
        }
        return parts
    }

    private static func part(_ dose: DoseStatus) -> Part {
        let name = VisibleText.escaped(dose.name)
        switch dose.state {
        case .taken:
            return Part(text: "\(name) ✓" + (dose.times.last.map { " \($0)" } ?? ""), severity: .ok)
        case .duplicate:
            return Part(text: "\(name) ‼ ×\(dose.count)", severity: .critical)
        case .missed:
            return Part(text: "\(name) ✗", severity: .critical)
        case .due:
            return Part(text: "\(name) ○" + (dose.window.map { " until \($0.end)" } ?? ""), severity: .warning)
        case .upcoming:
            return Part(text: "\(name) ·" + (dose.window.map { " \($0.start)" } ?? ""), severity: .ok)
        case .logged:
            return Part(text: name, severity: .ok)
        }
    }

    static func plain(_ summary: DaySummary) -> String {
        parts(summary).map(\.text).joined(separator: " · ")
    }

    /// tmux's `#[fg=…]` style: red for what is critical, yellow for what is due. Every `#` of the text itself is
    /// doubled, so that a name from the journal cannot become a tmux format (`#[…]` or `#(command)`).
    static func tmux(_ summary: DaySummary) -> String {
        parts(summary).map { part in
            let text = part.text.replacing("#", with: "##")
            switch part.severity {
            case .ok: return text
            case .warning: return "#[fg=yellow]\(text)#[default]"
            case .critical: return "#[fg=red]\(text)#[default]"
            }
        }.joined(separator: " · ")
    }
}
