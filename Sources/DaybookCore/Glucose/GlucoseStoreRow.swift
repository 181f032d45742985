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

    /// Parses a row (without its line ending).
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<GlucoseReading, Problem> {
        let fields = bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return .failure(.shape) }
        guard let second = DeviceTimestamp.isoSeconds(fields[0]) else { return .failure(.time) }
        var value = fields[1]
        var bound: GlucoseReading.Bound?
        if value.first == UInt8(ascii: "<") { bound = .below } else if value.first == UInt8(ascii: ">") { bound = .above }
        if bound != nil { value = value.dropFirst() }
        guard let mgdl = GlucoseNumber.parse(value), GlucoseReading.plausibleRange.contains(mgdl) else {
            return .failure(.value)
        }
        let name = String(decoding: fields[2], as: UTF8.self)
        guard let source = GlucoseSource(rawValue: name) else { return .failure(.source(name)) }
        return .success(GlucoseReading(second: second, mgdl: mgdl, bound: bound, source: source))
    }
}
