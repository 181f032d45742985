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
            guard let (reading, next) = parse(in: buffer, at: 0, dates: &dates), next == buffer.count else {
                return nil
            }
            return reading
        }
    }

    /// The reading in the row starting at `start` in `buffer`, and where the next line starts; nil when the row
    /// is not a reading. Read byte by byte at fixed places, for a report reads tens of thousands; `dates` remembers
    /// the last date's day number, which the rows of a day share.
    static func parse(
        in buffer: UnsafeBufferPointer<UInt8>, at start: Int,
        dates: inout DayNumberCache
    ) -> (reading: GlucoseReading, next: Int)? {
        let count = buffer.count
        guard start >= 0, start + 23 <= count, buffer[start + 4] == 0x2D, buffer[start + 7] == 0x2D,
            buffer[start + 10] == 0x54, buffer[start + 13] == 0x3A, buffer[start + 16] == 0x3A,
            buffer[start + 19] == 0x2C
        else { return nil }
        /// Two ASCII digits at `offset`, or -1.
        func two(_ offset: Int) -> Int {
            let tens = buffer[start + offset] &- 0x30
            let ones = buffer[start + offset + 1] &- 0x30
            return tens < 10 && ones < 10 ? Int(tens) * 10 + Int(ones) : -1
        }
        let century = two(0)
        let yearInCentury = two(2)
        let month = two(5)
        let day = two(8)
        let hour = two(11)
        let minute = two(14)
        let second = two(17)
        guard century >= 0, yearInCentury >= 0, month >= 0, day >= 0, hour >= 0, hour < 24, minute >= 0, minute < 60,
            second >= 0, second < 60,
            let dayNumber = dates.dayNumber(year: century * 100 + yearInCentury, month: month, day: day)
        else {
            return nil
        }
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
        while index < count, digitCount < 5 {
            let digit = buffer[index] &- 0x30
            guard digit < 10 else { break }
            tenths = tenths * 10 + Int(digit)
            digitCount += 1
            index += 1
        }
        tenths *= 10
        if index + 1 < count, buffer[index] == 0x2E, buffer[index + 1] &- 0x30 < 10 {
            tenths += Int(buffer[index + 1] &- 0x30)
            index += 2
        }
        // 10 to 1,000 mg/dL, in tenths.
        guard digitCount > 0, tenths >= 100, tenths <= 10_000, index < count, buffer[index] == 0x2C,
            let (source, end) = source(buffer, at: index + 1)
        else { return nil }
        var next = end
        if next < count, buffer[next] == 0x0D { next += 1 }
        if next < count {
            guard buffer[next] == 0x0A else { return nil }
            next += 1
        }
        return (
            GlucoseReading(
                second: ((dayNumber * 1440) + hour * 60 + minute) * 60 + second,
                mgdl: Double(tenths) / 10, bound: bound, source: source), next
        )
    }

    /// The source named at `start`, and where its name ends (at the line's end): the first letter narrows it to
    /// one name or two, which are compared whole, the longer first.
    private static func source(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> (GlucoseSource, Int)? {
        guard start < buffer.count else { return nil }
        func named(_ source: GlucoseSource) -> (GlucoseSource, Int)? {
            let name = GlucoseSource.names[source.order].bytes
            let end = start + name.count
            guard end <= buffer.count, end == buffer.count || buffer[end] == 0x0A || buffer[end] == 0x0D else {
                return nil
            }
            for index in 0..<name.count where buffer[start + index] != name[index] { return nil }
            return (source, end)
        }
        switch buffer[start] {
        case UInt8(ascii: "d"): return named(.dexcom)
        case UInt8(ascii: "j"): return named(.journal)
        case UInt8(ascii: "l"): return named(.libreviewScan) ?? named(.libreview)
        case UInt8(ascii: "n"): return named(.nightscoutMeter) ?? named(.nightscout)
        default: return nil
        }
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
