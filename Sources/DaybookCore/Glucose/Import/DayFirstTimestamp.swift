/// A date and time whose order of day and month the file decides: `11-29-2026 07:15 PM`, `29-11-2026 19:15`,
/// `29/11/2026 19:15:00`, `29.11.2026 19:15`, or year first (`2026-11-29 19:15`), which needs no deciding.
struct DayFirstTimestamp {
    /// The first two numbers of a date that does not start with the year.
    var first: Int
    var second: Int
    var year: Int
    var yearFirst: Bool
    var hour: Int
    var minute: Int
    var seconds: Int
    /// nil on a 24-hour clock; true for PM.
    var afternoon: Bool?

    init?(_ bytes: ArraySlice<UInt8>) {
        let b = Array(bytes)
        var numbers: [Int] = []
        var i = 0
        while numbers.count < 3, i < b.count {
            var j = i
            while j < b.count, (0x30...0x39).contains(b[j]), j - i < 4 { j += 1 }
            guard j > i, let value = decimal(b[i..<j]) else { return nil }
            numbers.append(value)
            if numbers.count < 3 {
                guard j < b.count, b[j] == UInt8(ascii: "-") || b[j] == UInt8(ascii: "/") || b[j] == UInt8(ascii: ".")
                else {
                    return nil
                }
                j += 1
            }
            i = j
        }
        guard numbers.count == 3, i < b.count, b[i] == 0x20 || b[i] == UInt8(ascii: "T") else { return nil }
        while i < b.count, b[i] == 0x20 || b[i] == UInt8(ascii: "T") { i += 1 }
        guard let clock = DeviceTimestamp.clock(b, from: i) else { return nil }
        let rest = String(decoding: b[clock.end...], as: UTF8.self).lowercased().filter { $0 != " " && $0 != "." }
        switch rest {
        case "": afternoon = nil
        case "am": afternoon = false
        case "pm": afternoon = true
        default: return nil
        }
        yearFirst = numbers[0] >= 1000
        year = yearFirst ? numbers[0] : numbers[2]
        first = yearFirst ? numbers[1] : numbers[0]
        second = yearFirst ? numbers[2] : numbers[1]
        hour = clock.hour
        minute = clock.minute
        seconds = clock.second
    }

    /// Whether the file's dates put the day first, by majority of the dates only one order can read: a first number
    /// above 12 says day first, a second above 12 month first, so one odd row (`29-11-2026 07:45 PM` among a
    /// hundred `11-29-2026` ones) never decides for the rest. With neither, or as many of each, AM/PM means month
    /// first (the US default) and a 24-hour clock day first.
    static func isDayFirst(_ times: [DayFirstTimestamp]) -> Bool {
        var dayFirst = 0
        var monthFirst = 0
        var twelveHour = false
        for time in times where !time.yearFirst {
            if time.first > 12, time.second <= 12 { dayFirst += 1 }
            if time.second > 12, time.first <= 12 { monthFirst += 1 }
            if time.afternoon != nil { twelveHour = true }
        }
        return dayFirst == monthFirst ? !twelveHour : dayFirst > monthFirst
    }

    /// Seconds since 1970 on the local clock; nil for a date or time that does not exist or lies outside 2000–2099.
    func second(dayFirst: Bool) -> Int? {
        var hour = self.hour
        if let afternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        let (month, day) = yearFirst || !dayFirst ? (first, second) : (second, first)
        return DeviceTimestamp.seconds(year: year, month: month, day: day, hour: hour, minute: minute, second: seconds)
    }
}
