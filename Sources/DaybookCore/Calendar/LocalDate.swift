/// A calendar date with no time zone: the name of a journal day.
///
/// daybook never converts between zones; the journal is written in the writer's local time and read back the same way.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Returns nil for dates that do not exist (2026-02-30) or lie outside years 1...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= LocalDate.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// 1970-01-01, for the rare clock that cannot say the date.
    public static let unixEpoch = LocalDate(uncheckedYear: 1970, month: 1, day: 1)

    /// The first and last dates there are, for open-ended ranges.
    public static let earliest = LocalDate(uncheckedYear: 1, month: 1, day: 1)
    public static let latest = LocalDate(uncheckedYear: 9999, month: 12, day: 31)

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Days since 1970-01-01 (negative before), from the proleptic Gregorian calendar.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01; nil outside years 1...9999.
    public init?(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }

    public func adding(days: Int) -> LocalDate? {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// 0 = Sunday ... 6 = Saturday.
    public var weekday: Int {
        let w = (dayNumber + 4) % 7
        return w < 0 ? w + 7 : w
    }

    /// One combine instead of three: dates key the dictionaries every entry passes through.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(year << 9 | month << 5 | day)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`, written byte by byte: reports and exports format thousands of dates.
    public var description: String {
        String(unsafeUninitializedCapacity: 10) { buffer in
            writeDigits(year, count: 4, into: buffer, at: 0)
            buffer[4] = 0x2D
            writeDigits(month, count: 2, into: buffer, at: 5)
            buffer[7] = 0x2D
            writeDigits(day, count: 2, into: buffer, at: 8)
            return 10
        }
    }

    /// Parses exactly `YYYY-MM-DD` (ASCII digits).
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, let date = LocalDate(isoBytes: bytes[...]) else { return nil }
        self = date
    }

    /// Parses `YYYY-MM-DD` from the first ten bytes of `bytes`.
    init?<Bytes: RandomAccessCollection<UInt8>>(isoBytes bytes: Bytes) where Bytes.Index == Int {
        guard bytes.count >= 10 else { return nil }
        let s = bytes.startIndex
        guard bytes[s + 4] == UInt8(ascii: "-"), bytes[s + 7] == UInt8(ascii: "-"),
            let year = decimal(bytes[s..<s + 4]), let month = decimal(bytes[s + 5..<s + 7]),
            let day = decimal(bytes[s + 8..<s + 10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }
}

/// `value`'s last `count` decimal digits, zero-padded, at `start` in `buffer`.
func writeDigits(_ value: Int, count: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
    var rest = value
    for index in stride(from: start + count - 1, through: start, by: -1) {
        buffer[index] = UInt8(0x30 + rest % 10)
        rest /= 10
    }
}

/// Zero-padded decimal, for dates and times.
func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}

/// The value of a run of ASCII digits; nil if any byte is not a digit, the run is empty or the value overflows.
func decimal(_ bytes: some Collection<UInt8>) -> Int? {
    guard !bytes.isEmpty else { return nil }
    var value = 0
    for byte in bytes {
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, carry) = shifted.addingReportingOverflow(Int(byte - 0x30))
        guard !overflow, !carry else { return nil }
        value = sum
    }
    return value
}
