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
              let hour = decimal(bytes[..<colon]), let minute = decimal(bytes[(colon + 1)...]) else { return nil }
        self.init(hour: hour, minute: minute)
    }
}

/// A local date and time: "now" as the caller's clock sees it.
public struct LocalDateTime: Hashable, Sendable, CustomStringConvertible {
    public let date: LocalDate
    public let time: TimeOfDay

    public init(date: LocalDate, time: TimeOfDay) {
        self.date = date
        self.time = time
    }

    /// Parses `YYYY-MM-DDTHH:MM` (a space may stand for the `T`).
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 15, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
              let date = LocalDate(isoBytes: bytes[0..<10]),
              let time = TimeOfDay(String(decoding: bytes[11...], as: UTF8.self)) else { return nil }
        self.init(date: date, time: time)
    }

    /// `YYYY-MM-DDTHH:MM`.
    public var description: String { "\(date)T\(time)" }

    /// Minutes since 1970-01-01T00:00, for arithmetic across days.
    public var minuteNumber: Int { date.dayNumber * 1440 + time.minutes }

    public init?(minuteNumber: Int) {
        let day = minuteNumber >= 0 ? minuteNumber / 1440 : (minuteNumber - 1439) / 1440
        guard let date = LocalDate(dayNumber: day), let time = TimeOfDay(minutes: minuteNumber - day * 1440) else {
            return nil
        }
        self.init(date: date, time: time)
    }

    public func adding(minutes: Int) -> LocalDateTime? {
        LocalDateTime(minuteNumber: minuteNumber + minutes)
    }
}

extension LocalDateTime: Comparable {
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool { lhs.minuteNumber < rhs.minuteNumber }
}
