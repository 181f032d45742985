import DaybookCore

/// i3blocks' protocol: full text, short text and colour on three lines; exit code 33 asks for urgency, which the
/// day's attention decides (`StatusFormat.exitCode`).
enum I3BlocksStatus {
    static let urgentExitCode: Int32 = 33

    /// The line, then the balance (with `⚠ N` when there are errors) as the short text.
    static func render(_ summary: DaySummary, language: Language) -> String {
        let parts = StatusLine.parts(summary, language)
        var short = parts.first?.text ?? ""
        if summary.errorCount > 0 { short += " ⚠ \(summary.errorCount)" }
        return lines(full: StatusLine.plain(summary, language), short: short, attention: summary.attention)
    }

    static func lines(full: String, short: String, attention: Attention) -> String {
        let colour: String
        switch attention {
        case .ok: colour = "#A3BE8C"
        case .warning: colour = "#EBCB8B"
        case .critical, .urgent: colour = "#BF616A"
        }
        return full + "\n" + short + "\n" + colour + "\n"
    }
}
