import DaybookCore

/// Waybar's custom module JSON: `{"text","tooltip","class","percentage"}`. The class is the day's attention in
/// waybar's words (`ok`, `warning`, `critical`); the tooltip is the text block, problems included.
enum WaybarStatus {
    static func render(_ summary: DaySummary, path: (String) -> String, language: Language) -> String {
        let balance = summary.balance
        let percentage = balance.target > 0 ? max(0, Int((Double(balance.eaten) * 100 / Double(balance.target)).rounded())) : 0
        var tooltip = StatusText.render(summary, path: path, style: Style(enabled: false), language: language)
        while tooltip.last == "\n" { tooltip.removeLast() }
        return object(text: StatusLine.plain(summary, language), tooltip: tooltip, attention: summary.attention,
                      percentage: percentage)
    }

    static func object(text: String, tooltip: String, attention: Attention, percentage: Int) -> String {
        JSON.object([
            ("text", .string(text)),
            ("tooltip", .string(tooltip)),
            ("class", .string(className(attention))),
            ("percentage", .int(percentage)),
        ]).text
    }

    private static func className(_ attention: Attention) -> String {
        switch attention {
        case .ok: return "ok"
        case .warning: return "warning"
        case .critical, .urgent: return "critical"
        }
    }
}
