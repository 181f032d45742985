import DaybookCore

/// The shapes a day's status can take, for people and for status bars.
enum StatusFormat: String, CaseIterable, JSONFormat {
    case text
    case json
    case line
    case tmux
    case waybar
    case i3blocks

    /// The whole output for one summary, ending with a newline.
    func render(_ summary: DaySummary, path: (String) -> String, style: Style, language: Language) -> String {
        switch self {
        case .text: return StatusText.render(summary, path: path, style: style, language: language)
        case .json: return StatusJSON.render(summary).text + "\n"
        case .line: return StatusLine.plain(summary, language) + "\n"
        case .tmux: return StatusLine.tmux(summary, language) + "\n"
        case .waybar: return WaybarStatus.render(summary, path: path, language: language) + "\n"
        case .i3blocks: return I3BlocksStatus.render(summary, language: language)
        }
    }

    /// 0, or i3blocks' urgency when the day needs it.
    func exitCode(_ summary: DaySummary) -> Int32 {
        self == .i3blocks && summary.attention == .urgent ? I3BlocksStatus.urgentExitCode : 0
    }

    /// The status bar this format feeds; nil for text and JSON.
    var bar: StatusBar? {
        switch self {
        case .text, .json: return nil
        case .line: return .line
        case .tmux: return .tmux
        case .waybar: return .waybar
        case .i3blocks: return .i3blocks
        }
    }
}
