/// Local wall-clock times as devices and exports write them, as seconds since 1970-01-01T00:00:00 local.
enum DeviceTimestamp {
    /// `YYYY-MM-DDTHH:MM:SS` or `YYYY-MM-DD HH:MM[:SS]`, with optional fractions of a second (dropped); nil for
    /// anything else or a year outside `GlucoseReading.years`.
    static func isoSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
        let b = bytes.startIndex
        guard bytes.count >= 16, bytes[b + 4] == UInt8(ascii: "-"), bytes[b + 7] == UInt8(ascii: "-"),
            bytes[b + 10] == UInt8(ascii: "T") || bytes[b + 10] == UInt8(ascii: " "),
            bytes[b + 13] == UInt8(ascii: ":"),
            let year = decimal(bytes[b..<(b + 4)]), let month = decimal(bytes[(b + 5)..<(b + 7)]),
            let day = decimal(bytes[(b + 8)..<(b + 10)]), let hour = decimal(bytes[(b + 11)..<(b + 13)]),
            let minute = decimal(bytes[(b + 14)..<(b + 16)])
        else { return nil }
        var end = b + 16
        var second = 0
        if end + 3 <= bytes.endIndex, bytes[end] == UInt8(ascii: ":"),
            let parsed = decimal(bytes[(end + 1)..<(end + 3)])
        {
            second = parsed
            end += 3
        }
        if end < bytes.endIndex {
            // Fractions of a second are dropped.
            guard bytes[end] == UInt8(ascii: "."), bytes[(end + 1)...].allSatisfy({ (0x30...0x39).contains($0) }) else {
                return nil
            }
        }
        return seconds(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
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
