import DaybookCore

/// Waybar's custom module JSON: `{"text","tooltip","class","percentage"}`. The class is the day's attention in
/// waybar's words (`ok`, `warning`, `critical`); the tooltip is the text block, problems included.
enum WaybarStatus {
    static func render(_ summary: DaySummary, path: (String) -> String, language: Language) -> String {
        let balance = summary.balance
        let percentage =
            balance.target > 0 ? max(0, Int((Double(balance.eaten) * 100 / Double(balance.target)).rounded())) : 0
        var tooltip = StatusText.render(summary, path: path, style: Style(enabled: false), language: language)
        while tooltip.last == "\n" { tooltip.removeLast() }
        return object(
            text: StatusLine.plain(summary, language), tooltip: tooltip, attention: summary.attention,
            percentage: percentage)
    }

    /// Waybar reads `text` and `tooltip` as Pango markup (unless a module sets `escape`): `&`, `<` and `>` are
    /// written as entities, so a dose name or a journal line can neither break the module nor restyle the bar.
    /// `percentage` is of the target, from 0 to 100.
    static func object(text: String, tooltip: String, attention: Attention, percentage: Int) -> String {
        JSON.object([
            ("text", .string(markupEscaped(text))),
            ("tooltip", .string(markupEscaped(tooltip))),
            ("class", .string(className(attention))),
            ("percentage", .int(min(100, max(0, percentage)))),
        ]).text
    }

    static func markupEscaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }

    private static func className(_ attention: Attention) -> String {
        switch attention {
        case .ok: return "ok"
        case .warning: return "warning"
        case .critical, .urgent: return "critical"
        }
    }
}
