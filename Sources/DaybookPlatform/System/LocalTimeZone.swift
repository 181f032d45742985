import DaybookLibC

/// The local time zone (`TZ`), for times given in UTC.
public enum LocalTimeZone {
    /// How far east of UTC the local time zone is at `second` (seconds since 1970 UTC), in seconds, daylight
    /// saving included; 0 when the system cannot say.
    public static func offset(atUTCSecond second: Int) -> Int {
        var time = time_t(second)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
