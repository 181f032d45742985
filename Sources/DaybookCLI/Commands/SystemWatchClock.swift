import DaybookCore
import DaybookPlatform
import DaybookWatch

/// The wall clock and a monotonic one, for the watch loop.
final class SystemWatchClock: WatchClock {
    private let host: Host

    init(host: Host) {
        self.host = host
    }

    func monotonic() -> Int { SystemClock.monotonicMilliseconds() }

    func wallTime() -> (time: LocalDateTime, second: Int) { host.wallTime() }
}
