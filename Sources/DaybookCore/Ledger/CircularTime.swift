internal import CMath

/// The average of clock times on the 24-hour circle: 23:50 and 00:10 average to 00:00, not 12:00.
public struct CircularTime: Sendable, Hashable {
    public var mean: TimeOfDay
    /// The circular standard deviation, in minutes: how far times typically stray from the mean.
    public var spread: Int

    /// nil for no times, or for times spread so evenly around the clock that they have no mean.
    public init?(_ times: [TimeOfDay]) {
        guard !times.isEmpty else { return nil }
        let minutesPerDay = 1440.0
        var sine = 0.0
        var cosine = 0.0
        for time in times {
            let angle = 2 * Double.pi * Double(time.minutes) / minutesPerDay
            sine += cmath_sin(angle)
            cosine += cmath_cos(angle)
        }
        let length = (sine * sine + cosine * cosine).squareRoot() / Double(times.count)
        guard length > 1e-9 else { return nil }
        var minutes = (cmath_atan2(sine, cosine) / (2 * Double.pi) * minutesPerDay).rounded()
        if minutes < 0 { minutes += minutesPerDay }
        guard let mean = TimeOfDay(minutes: Int(minutes) % 1440) else { return nil }
        self.mean = mean
        // A resultant length of 1 (every time equal) is no spread; rounding can nudge it just past 1.
        let deviation = (-2 * cmath_log(min(length, 1))).squareRoot()
        spread = Int((deviation / (2 * Double.pi) * minutesPerDay).rounded())
    }
}
