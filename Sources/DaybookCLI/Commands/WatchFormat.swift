import DaybookCore
import DaybookPlatform
import DaybookWatch

/// What `watch` prints each time.
enum WatchFormat: String, CaseIterable {
    case text
    case json
    case line
    case waybar
}
