import DaybookCore

/// The shapes a day's status can take, for people and for status bars.
enum StatusFormat: String, CaseIterable {
    case text
    case json
    case line
    case tmux
    case waybar
    case i3blocks

    /// The whole output for one summary, ending with a newline.
    func render(_ summary: DaySummary, path: (String) -> String, style: Style) -> String {
        switch self {
        case .text: return StatusText.render(summary, path: path, style: style)
        case .json: return StatusJSON.render(summary).text + "\n"
        case .line: return StatusLine.plain(summary) + "\n"
        case .tmux: return StatusLine.tmux(summary) + "\n"
        case .waybar:
            let tooltip = StatusText.render(summary, path: path, style: Style(enabled: false))
            return WaybarStatus.render(summary, tooltip: String(tooltip.dropLast())) + "\n"
        case .i3blocks: return I3BlocksStatus.render(summary)
        }
    }
}
