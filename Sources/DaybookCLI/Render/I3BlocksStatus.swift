import DaybookCore

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
