/// Local wall-clock times as devices and exports write them, as seconds since 1970-01-01T00:00:00 local.
enum DeviceTimestamp {
    /// `YYYY-MM-DDTHH:MM:SS` or `YYYY-MM-DD HH:MM[:SS]`, the hour in one digit or two (a spreadsheet re-saving an
    /// export writes `2025-05-01 0:01:47`), with optional fractions of a second (dropped); nil for anything else or a
    /// year outside `GlucoseReading.years`.
    static func isoSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
        let b = Array(bytes)
        guard b.count >= 15, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: " "),
            let year = decimal(b[0..<4]), let month = decimal(b[5..<7]), let day = decimal(b[8..<10]),
            let clock = clock(b, from: 11)
        else { return nil }
        if clock.end < b.count {
            // Fractions of a second are dropped.
            guard b[clock.end] == UInt8(ascii: "."), b[(clock.end + 1)...].allSatisfy({ (0x30...0x39).contains($0) })
            else {
                return nil
            }
        }
        return seconds(
            year: year, month: month, day: day, hour: clock.hour, minute: clock.minute, second: clock.second)
    }

    /// `H:MM`, `HH:MM` or `HH:MM:SS` at `start`: the parts and where they end.
    static func clock(_ b: [UInt8], from start: Int) -> (hour: Int, minute: Int, second: Int, end: Int)? {
        var colon = start
        while colon < b.count, colon - start < 2, (0x30...0x39).contains(b[colon]) { colon += 1 }
        guard colon > start, colon + 3 <= b.count, b[colon] == UInt8(ascii: ":"),
            let hour = decimal(b[start..<colon]), let minute = decimal(b[(colon + 1)..<(colon + 3)])
        else { return nil }
        var end = colon + 3
        var second = 0
        if end + 3 <= b.count, b[end] == UInt8(ascii: ":"), let parsed = decimal(b[(end + 1)..<(end + 3)]) {
            second = parsed
            end += 3
        }
        guard hour < 24, minute < 60, second < 60 else { return nil }
        return (hour, minute, second, end)
    }

    /// Seconds since 1970-01-01T00:00:00 of a wall-clock time; nil for a date that does not exist or a year
    /// outside `GlucoseReading.years`.
    static func seconds(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Int? {
        guard GlucoseReading.years.contains(year), let date = LocalDate(year: year, month: month, day: day),
            (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second)
        else { return nil }
        return (date.dayNumber * 1440 + hour * 60 + minute) * 60 + second
    }
}
