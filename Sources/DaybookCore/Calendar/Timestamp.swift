/// A wall-clock moment to the second, written the few ways daybook writes one: in the pin log, in backup names,
/// and under the watch screen. One formatter, so the zero-padding lives in one place.
public struct Timestamp: Hashable, Sendable, CustomStringConvertible {
    public let time: LocalDateTime
    /// 0 to 59 (60 in a leap second).
    public let second: Int

    public init(_ time: LocalDateTime, second: Int) {
        self.time = time
        self.second = second
    }

    /// `2026-11-29T12:30:05`.
    public var description: String { "\(time):\(seconds)" }

    /// `12:30:05`.
    public var clock: String { "\(time.time):\(seconds)" }

    /// `20261129-123005`: for file names.
    public var compact: String {
        time.date.description.replacing("-", with: "") + "-" + time.time.description.replacing(":", with: "")
            + seconds
    }

    private var seconds: String { second < 10 ? "0\(second)" : "\(second)" }
}
