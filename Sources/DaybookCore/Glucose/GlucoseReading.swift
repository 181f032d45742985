/// One glucose value at a local wall-clock time, in mg/dL.
public struct GlucoseReading: Sendable, Hashable {
    /// A sensor's value beyond what it can measure: Dexcom's `Low` is below 40 mg/dL, its `High` above 400.
    public enum Bound: Sendable, Hashable {
        case below
        case above
    }

    /// Seconds since 1970-01-01T00:00:00 on the local wall clock (not UTC): what the person's clock said.
    public var second: Int
    /// The value; for a bounded reading, the bound (`<40` is 40), which is what statistics count.
    public var mgdl: Double
    public var bound: Bound?
    public var source: GlucoseSource

    public init(second: Int, mgdl: Double, bound: Bound? = nil, source: GlucoseSource) {
        self.second = second
        self.mgdl = mgdl
        self.bound = bound
        self.source = source
    }

    public init(at time: LocalDateTime, second: Int = 0, mgdl: Double, bound: Bound? = nil, source: GlucoseSource) {
        self.init(second: time.minuteNumber * 60 + second, mgdl: mgdl, bound: bound, source: source)
    }

    /// Readings outside this range are typing or device errors, never glucose: a meter reads from 10 or 20 mg/dL,
    /// sensors from 40, and nothing reads above 1,000.
    public static let plausibleRange = 10.0...1000.0

    /// Readings are accepted from these years only: a date in 1970 is a clock that was never set, and one in 9999
    /// a placeholder.
    public static let years = 2000...2099

    /// Orders readings by time, then source: readings of one second and source are one reading.
    var orderKey: Int {
        second &* 8 &+ source.order
    }

    /// Puts `readings` in time order, each once (of two with the same second and source, one stays). Glucose files
    /// are in time order already as a rule: then nothing is moved or copied.
    static func sortUnique(_ readings: inout [GlucoseReading]) {
        var ordered = true
        for index in readings.indices.dropFirst() where readings[index - 1].orderKey >= readings[index].orderKey {
            ordered = false
            break
        }
        guard !ordered else { return }
        readings.sort { $0.orderKey < $1.orderKey }
        var kept = 0
        for index in readings.indices where kept == 0 || readings[kept - 1].orderKey != readings[index].orderKey {
            readings[kept] = readings[index]
            kept += 1
        }
        readings.removeSubrange(kept...)
    }

    /// Two runs of readings in time order, as one in time order, each reading once: a day's journal readings among
    /// its sensor readings.
    static func merged(_ first: ArraySlice<GlucoseReading>, _ second: ArraySlice<GlucoseReading>) -> [GlucoseReading] {
        var out: [GlucoseReading] = []
        out.reserveCapacity(first.count + second.count)
        var i = first.startIndex
        var j = second.startIndex
        while i < first.endIndex || j < second.endIndex {
            if j == second.endIndex || (i < first.endIndex && first[i].orderKey <= second[j].orderKey) {
                if out.last?.orderKey != first[i].orderKey { out.append(first[i]) }
                i += 1
            } else {
                if out.last?.orderKey != second[j].orderKey { out.append(second[j]) }
                j += 1
            }
        }
        return out
    }

    /// The time to the minute.
    public var time: LocalDateTime {
        LocalDateTime(minuteNumber: second >= 0 ? second / 60 : (second - 59) / 60)
            ?? LocalDateTime(date: .unixEpoch, time: .midnight)
    }

    /// The second within the minute.
    public var secondOfMinute: Int {
        let rest = second % 60
        return rest < 0 ? rest + 60 : rest
    }

    /// The value as mg/dL for classifying against ranges: rounded to a whole number, so that 10.0 mmol/L
    /// (180.16 mg/dL) is in a 70–180 range as the mmol/L range 3.9–10.0 says.
    public var wholeMilligrams: Int {
        Int(mgdl.rounded())
    }

    /// `142`, `7.9`, `<40`, `>400`: the value in `unit`.
    public func formatted(in unit: GlucoseUnit) -> String {
        let value = unit.format(mgdl)
        switch bound {
        case nil: return value
        case .below: return "<" + value
        case .above: return ">" + value
        }
    }
}
