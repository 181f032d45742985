/// A POSIX TZ rule, as `TZ` holds one and a TZif file ends with one: `std offset [dst [offset] [,start[/time],
/// end[/time]]]`. `JST-9` is nine hours east of UTC all year; `CET-1CEST,M3.5.0,M10.5.0/3` is one hour east, two
/// from the last Sunday of March at 02:00 to the last Sunday of October at 03:00. Offsets are written west of UTC
/// (`EST5`), as POSIX has them; a daylight time without rules follows the US ones (`M3.2.0,M11.1.0`), as the C
/// library does.
struct PosixTimeZoneRule: Sendable, Equatable {
    /// A day of the year a change happens on.
    enum Day: Sendable, Equatable {
        /// `Jn`: day 1 to 365, February 29 never counted.
        case julian(Int)
        /// `n`: day 0 to 365, February 29 counted.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (5 is the last) of month `m`.
        case monthWeek(month: Int, week: Int, weekday: Int)
    }

    struct Change: Sendable, Equatable {
        var day: Day
        /// Seconds after local midnight, on the clock that is running until the change (-167 to 167 hours).
        var time: Int
    }

    var standard: TimeZoneRules.LocalTimeType
    var daylight: TimeZoneRules.LocalTimeType?
    var start = Change(day: .monthWeek(month: 3, week: 2, weekday: 0), time: 7200)
    var end = Change(day: .monthWeek(month: 11, week: 1, weekday: 0), time: 7200)

    /// No rule is longer; a longer `TZ` is not read as one.
    static let maximumLength = 256

    init?(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, bytes.count <= Self.maximumLength else { return nil }
        var reader = Reader(bytes: bytes)
        guard reader.name(), let west = reader.offset() else { return nil }
        standard = TimeZoneRules.LocalTimeType(offset: -west, isDaylightSaving: false)
        if reader.atEnd { return }
        guard reader.name() else { return nil }
        var daylightWest = west - 3600
        if let written = reader.offset() { daylightWest = written }
        daylight = TimeZoneRules.LocalTimeType(offset: -daylightWest, isDaylightSaving: true)
        if reader.atEnd { return }
        guard reader.take(UInt8(ascii: ",")), let start = reader.change(), reader.take(UInt8(ascii: ",")),
            let end = reader.change(), reader.atEnd
        else { return nil }
        self.start = start
        self.end = end
    }

    func type(atUTC utc: Int) -> TimeZoneRules.LocalTimeType {
        guard let daylight else { return standard }
        let year = Self.year(ofLocalSecond: utc + standard.offset)
        // The changes in UTC: the start on standard time's clock, the end on daylight time's.
        let begins = Self.localSecond(of: start, year: year) - standard.offset
        let ends = Self.localSecond(of: end, year: year) - daylight.offset
        let inDaylight = begins <= ends ? (begins <= utc && utc < ends) : !(ends <= utc && utc < begins)
        return inDaylight ? daylight : standard
    }

    private static func year(ofLocalSecond second: Int) -> Int {
        let day = second >= 0 ? second / 86_400 : (second - 86_399) / 86_400
        return LocalDate(dayNumber: day)?.year ?? (day < 0 ? 1 : 9999)
    }

    /// Local seconds of a change in `year`.
    private static func localSecond(of change: Change, year: Int) -> Int {
        let january1 = LocalDate(year: year, month: 1, day: 1)?.dayNumber ?? 0
        let day: Int
        switch change.day {
        case .julian(let n):
            // February 29 is never counted: from March on, a leap year's day is one later.
            day = january1 + n - 1 + (LocalDate.isLeap(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            day = january1 + n
        case .monthWeek(let month, let week, let weekday):
            let first = LocalDate(year: year, month: month, day: 1) ?? .unixEpoch
            var date = first.dayNumber + (weekday - first.weekday + 7) % 7 + (week - 1) * 7
            let length = LocalDate.daysIn(month: month, year: year)
            while date >= first.dayNumber + length { date -= 7 }
            day = date
        }
        return day * 86_400 + change.time
    }

    /// Reads the rule's parts from the start of its bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// `EST` (three or more letters) or `<+0530>` (letters, digits, + and -).
        mutating func name() -> Bool {
            if take(UInt8(ascii: "<")) {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    let byte = bytes[index]
                    guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    else { return false }
                    index += 1
                }
                guard index - start >= 3, take(UInt8(ascii: ">")) else { return false }
                return true
            }
            let start = index
            while index < bytes.count, isLetter(bytes[index]) { index += 1 }
            return index - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, hours 0 to 24.
        mutating func offset() -> Int? {
            guard let value = signedClock(maximumHours: 24) else { return nil }
            return value
        }

        /// `,Mm.w.d[/time]`, `Jn[/time]` or `n[/time]` after the comma.
        mutating func change() -> Change? {
            let day: Day
            if take(UInt8(ascii: "M")) {
                guard let month = number(maximumDigits: 2), (1...12).contains(month), take(UInt8(ascii: ".")),
                    let week = number(maximumDigits: 1), (1...5).contains(week), take(UInt8(ascii: ".")),
                    let weekday = number(maximumDigits: 1), (0...6).contains(weekday)
                else { return nil }
                day = .monthWeek(month: month, week: week, weekday: weekday)
            } else if take(UInt8(ascii: "J")) {
                guard let n = number(maximumDigits: 3), (1...365).contains(n) else { return nil }
                day = .julian(n)
            } else {
                guard let n = number(maximumDigits: 3), (0...365).contains(n) else { return nil }
                day = .zeroBased(n)
            }
            var time = 7200
            if take(UInt8(ascii: "/")) {
                guard let written = signedClock(maximumHours: 167) else { return nil }
                time = written
            }
            return Change(day: day, time: time)
        }

        private mutating func signedClock(maximumHours: Int) -> Int? {
            var sign = 1
            if take(UInt8(ascii: "-")) {
                sign = -1
            } else {
                _ = take(UInt8(ascii: "+"))
            }
            guard let hours = number(maximumDigits: 3), hours <= maximumHours else { return nil }
            var seconds = hours * 3600
            if take(UInt8(ascii: ":")) {
                guard let minutes = number(maximumDigits: 2), minutes < 60 else { return nil }
                seconds += minutes * 60
                if take(UInt8(ascii: ":")) {
                    guard let rest = number(maximumDigits: 2), rest < 60 else { return nil }
                    seconds += rest
                }
            }
            return sign * seconds
        }

        private mutating func number(maximumDigits: Int) -> Int? {
            let start = index
            var value = 0
            while index < bytes.count, isDigit(bytes[index]), index - start < maximumDigits {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return index > start ? value : nil
        }

        private func isLetter(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte)
        }
    }
}
