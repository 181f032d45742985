import DaybookCore
import DaybookPlatform
import DaybookWatch

/// What `watch` prints each time.
enum WatchFormat: String, CaseIterable, JSONFormat {
    case text
    case json
    case line
    case waybar

    /// The status bar this format feeds; nil for text and JSON.
    var bar: StatusBar? {
        switch self {
        case .text, .json: return nil
        case .line: return .line
        case .waybar: return .waybar
        }
    }
}
