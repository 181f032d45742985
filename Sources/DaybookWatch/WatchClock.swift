import DaybookCore
import DaybookPlatform

/// Time as the watch loop sees it: a monotonic clock for settling bursts, and the wall clock for "now" in the
/// journal. Tests pass a clock they move by hand.
public protocol WatchClock: AnyObject {
    /// Milliseconds on a clock that never jumps.
    func monotonic() -> Int
    /// The local time and the second within its minute.
    func wallTime() -> (time: LocalDateTime, second: Int)
}
