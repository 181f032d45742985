import DaybookCore

/// One short line for status bars: `≈566 kcal left · long ✓ 22:14`. The same parts, coloured for tmux. Each part's
/// colour is its `Attention`, decided in the core.
enum StatusLine {
    struct Part {
        var text: String
        var attention: Attention
    }

    /// A glucose reading older than this is left out of the bar: an old value shown there looks current.
    static let recentGlucoseMinutes = 60

    /// The balance, each scheduled dose, the latest glucose reading when it is recent, yesterday's misses and
    /// duplicates, and `⚠ N` for N errors.
    static func parts(_ summary: DaySummary, _ language: Language) -> [Part] {
        let balance = summary.balance
        var parts = [Part(text: balanceText(balance, language), attention: balance.attention)]
        for dose in summary.doses where dose.perDay != nil {
            parts.append(Part(text: text(dose, language), attention: dose.state.attention))
        }
        if let latest = summary.latestGlucose, latest.minutesAgo <= recentGlucoseMinutes {
            parts.append(Part(text: glucoseText(latest, language), attention: .ok))
        }
        if !summary.missedYesterday.isEmpty {
            parts.append(
                Part(
                    text: "✗ "
                        + StatusWords.yesterday(summary.missedYesterday.joined(separator: ", "))
                        .text(language),
                    attention: summary.yesterdayAttention))
        }
        if !summary.duplicateYesterday.isEmpty {
            parts.append(
                Part(
                    text: "‼ "
                        + StatusWords.yesterday(summary.duplicateYesterday.joined(separator: ", "))
                        .text(language),
                    attention: summary.yesterdayAttention))
        }
        if summary.errorCount > 0 {
            parts.append(Part(text: "⚠ \(summary.errorCount)", attention: summary.errorAttention))
        }
        return parts
    }

    /// `≈1,100 kcal left`, `305 kcal over`; `2,000? kcal left` when a file of the day could not be read.
    static func balanceText(_ balance: Balance, _ language: Language) -> String {
        let amount =
            (balance.approximate ? "≈" : "") + Format.whole(abs(balance.remaining))
            + (balance.incomplete ? "?" : "")
        return (balance.remaining >= 0 ? StatusWords.left(kcal: amount) : .over(kcal: amount)).text(language)
    }

    /// `116 mg/dL 25m ago`: the reading in the journal's unit and its age.
    private static func glucoseText(_ latest: LatestGlucose, _ language: Language) -> String {
        "\(latest.reading.formatted(in: latest.unit)) \(latest.unit.rawValue) "
            + GlucoseStatusText.age(latest.minutesAgo).text(language)
    }

    private static func text(_ dose: DoseStatus, _ language: Language) -> String {
        switch dose.state {
        case .taken: return "\(dose.name) ✓" + (dose.times.last.map { " \($0)" } ?? "")
        case .duplicate: return "\(dose.name) ‼ ×\(dose.count)"
        case .missed: return "\(dose.name) ✗"
        case .due:
            guard let window = dose.window else { return "\(dose.name) ○" }
            return StatusWords.lineDueUntil(dose: dose.name, end: window.end.description).text(language)
        case .upcoming: return "\(dose.name) ·" + (dose.window.map { " \($0.start)" } ?? "")
        case .unknown: return "\(dose.name) ?"
        case .logged: return dose.name
        }
    }

    static func plain(_ summary: DaySummary, _ language: Language) -> String {
        parts(summary, language).map(\.text).joined(separator: " · ")
    }

    /// tmux's `#[fg=…]` style: red for what is critical or urgent, yellow for a warning.
    static func tmux(_ summary: DaySummary, _ language: Language) -> String {
        parts(summary, language).map { tmuxPainted($0.text, $0.attention) }.joined(separator: " · ")
    }

    /// `text` in tmux's colour for `attention`. Every `#` of the text itself is doubled, so that a name from the
    /// journal cannot become a tmux format (`#[…]` or `#(command)`).
    static func tmuxPainted(_ text: String, _ attention: Attention) -> String {
        let text = text.replacing("#", with: "##")
        switch attention {
        case .ok: return text
        case .warning: return "#[fg=yellow]\(text)#[default]"
        case .critical, .urgent: return "#[fg=red]\(text)#[default]"
        }
    }
}
