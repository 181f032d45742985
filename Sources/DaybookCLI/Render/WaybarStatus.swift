import DaybookCore

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
