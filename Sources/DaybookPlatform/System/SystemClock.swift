import DaybookCore
import DaybookLibC

/// The machine's clocks: the local wall clock (with `TZ`), the real time, and a monotonic one.
public enum SystemClock {
    /// The local wall-clock time to the minute, and the second within it.
    public static func wallTime() -> (time: LocalDateTime, second: Int) {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        let time = TimeOfDay(hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
        return (LocalDateTime(date: date ?? .unixEpoch, time: time ?? .midnight), Int(parts.tm_sec))
    }

    /// The real time in nanoseconds since 1970.
    public static func realtimeNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// Milliseconds on a clock that never jumps.
    public static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }

    /// Seconds on a clock that never jumps.
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// CPU time the calling thread has used, in nanoseconds: for tests that compare the work of two input sizes
    /// while other tests run beside them.
    public static func threadCPUNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// Sleeps for `seconds` (retrying when a signal cuts the sleep short).
    public static func sleep(seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
