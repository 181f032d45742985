/// A wall-clock time, minutes after midnight (0..<1440).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let minutes: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        minutes = hour * 60 + minute
    }

    public init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    public static let midnight = TimeOfDay(unchecked: 0)

    init(unchecked minutes: Int) {
        self.minutes = minutes
    }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }

    /// Zero-padded 24-hour `HH:MM`.
    /// `HH:MM`.
    public var description: String {
        String(unsafeUninitializedCapacity: 5) { buffer in
            writeDigits(hour, count: 2, into: buffer, at: 0)
            buffer[2] = 0x3A
            writeDigits(minute, count: 2, into: buffer, at: 3)
            return 5
        }
    }

    /// Parses `H:MM` or `HH:MM` (ASCII), as written in configuration.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon == 1 || colon == 2,
            bytes.count == colon + 3,
            let hour = decimal(bytes[..<colon]), let minute = decimal(bytes[(colon + 1)...])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }
}

extension LocalDateTime: Comparable {
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool { lhs.minuteNumber < rhs.minuteNumber }
}
