/// One row of a glucose file: `2026-11-29T12:30:05,142,dexcom` — local time to the second, mg/dL (to one decimal,
/// or `<40`/`>400` for a sensor's bound), source.
enum GlucoseStoreRow {
    /// The row for `reading`, without its line break.
    static func text(_ reading: GlucoseReading) -> String {
        let time = reading.time
        let value: String
        let tenths = Int((reading.mgdl * 10).rounded())
        let number = tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
        switch reading.bound {
        case nil: value = number
        case .below: value = "<" + number
        case .above: value = ">" + number
        }
        return "\(time.date)T\(time.time):\(pad(reading.secondOfMinute, 2)),\(value),\(reading.source.rawValue)"
    }

    /// Why a row cannot be read.
    enum Problem: Error, Equatable {
        case shape
        case time
        case value
        case source(String)
    }

    /// The reading in a row (without its line ending), nil when the row is not one (`problem` says why).
    static func parse(_ row: ArraySlice<UInt8>, dates: inout DayNumberCache) -> GlucoseReading? {
        row.withUnsafeBufferPointer { buffer in
            guard let (reading, next) = parse(in: buffer, at: 0, dates: &dates), next == buffer.count else { return nil }
            return reading
        }
    }

    /// The reading in the row starting at `start` in `buffer`, and where the next line starts; nil when the row
    /// is not a reading. Read byte by byte at fixed places, for a report reads tens of thousands; `dates` remembers
    /// the last date's day number, which the rows of a day share.
    static func parse(in buffer: UnsafeBufferPointer<UInt8>, at start: Int,
                      dates: inout DayNumberCache) -> (reading: GlucoseReading, next: Int)? {
        let count = buffer.count
        guard start >= 0, start + 23 <= count, buffer[start + 4] == 0x2D, buffer[start + 7] == 0x2D,
              buffer[start + 10] == 0x54, buffer[start + 13] == 0x3A, buffer[start + 16] == 0x3A,
              buffer[start + 19] == 0x2C else { return nil }
        func digits(_ offset: Int, _ length: Int) -> Int? {
            var value = 0
            for index in (start + offset)..<(start + offset + length) {
                let digit = Int(buffer[index]) &- 0x30
                guard digit >= 0, digit <= 9 else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2), let hour = digits(11, 2),
              let minute = digits(14, 2), let second = digits(17, 2), hour < 24, minute < 60, second < 60,
              let dayNumber = dates.dayNumber(year: year, month: month, day: day) else { return nil }
        // The value: an optional bound, digits, at most one decimal.
        var index = start + 20
        var bound: GlucoseReading.Bound?
        if buffer[index] == 0x3C {
            bound = .below
            index += 1
        } else if buffer[index] == 0x3E {
            bound = .above
            index += 1
        }
        var tenths = 0
        var digitCount = 0
        while index < count, buffer[index] >= 0x30, buffer[index] <= 0x39, digitCount < 5 {
            tenths = tenths * 10 + Int(buffer[index] - 0x30)
            digitCount += 1
            index += 1
        }
        tenths *= 10
        if index + 1 < count, buffer[index] == 0x2E, buffer[index + 1] >= 0x30, buffer[index + 1] <= 0x39 {
            tenths += Int(buffer[index + 1] - 0x30)
            index += 2
        }
        guard digitCount > 0, index < count, buffer[index] == 0x2C else { return nil }
        let mgdl = Double(tenths) / 10
        guard GlucoseReading.plausibleRange.contains(mgdl) else { return nil }
        // The source runs to the line's end.
        let nameStart = index + 1
        var end = nameStart
        while end < count, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
        var next = end
        if next < count, buffer[next] == 0x0D { next += 1 }
        if next < count {
            guard buffer[next] == 0x0A else { return nil }
            next += 1
        }
        guard let source = source(UnsafeBufferPointer(rebasing: buffer[nameStart..<end])) else { return nil }
        return (GlucoseReading(second: ((dayNumber * 1440) + hour * 60 + minute) * 60 + second, mgdl: mgdl,
                               bound: bound, source: source), next)
    }

    /// The source a row names; their names differ in length, so one comparison decides.
    private static func source(_ name: UnsafeBufferPointer<UInt8>) -> GlucoseSource? {
        let source: GlucoseSource
        switch name.count {
        case 6: source = .dexcom
        case 7: source = .journal
        case 9: source = .libreview
        case 10: source = .nightscout
        case 14: source = .libreviewScan
        case 16: source = .nightscoutMeter
        default: return nil
        }
        let expected = GlucoseSource.names[source.order].bytes
        for index in 0..<name.count where name[index] != expected[index] { return nil }
        return source
    }

    /// Why `parse` found no reading in a row that is not blank.
    static func problem(_ row: ArraySlice<UInt8>) -> Problem {
        let fields = row.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return .shape }
        var dates = DayNumberCache()
        let time = fields[0]
        guard time.count == 19, parse(time + Array(",100,dexcom".utf8), dates: &dates) != nil else { return .time }
        let value = fields[1]
        guard parse(time + [0x2C] + value + Array(",dexcom".utf8), dates: &dates) != nil else { return .value }
        return .source(String(decoding: fields[2], as: UTF8.self))
    }
}

/// The day number of the last date looked up: the rows of a glucose file come a day at a time.
struct DayNumberCache {
    private var last: (year: Int, month: Int, day: Int, number: Int)?

    /// Days since 1970-01-01 of a date in `GlucoseReading.years`; nil for a date that does not exist or lies outside.
    mutating func dayNumber(year: Int, month: Int, day: Int) -> Int? {
        if let last, last.year == year, last.month == month, last.day == day { return last.number }
        guard GlucoseReading.years.contains(year), let date = LocalDate(year: year, month: month, day: day) else {
            return nil
        }
        last = (year, month, day, date.dayNumber)
        return date.dayNumber
    }
}
