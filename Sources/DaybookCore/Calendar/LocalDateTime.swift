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
            let time = TimeOfDay(String(decoding: bytes[11...], as: UTF8.self))
        else { return nil }
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
