/// Nightscout's `entries` exported as JSON: API v1's array (`/api/v1/entries.json`) or API v3's answer, `{"status":
/// 200, "result": [...]}` (`/api/v3/entries`). A sensor value is `{"type": "sgv", "sgv": 142, "date":
/// 1764419400000, "dateString": "…"}`, a meter value `{"type": "mbg", "mbg": 98, …}`; glucose is always mg/dL. Other
/// types (`cal`, `sensor`…) are skipped, and so are `sgv` values from 1 to 38, which are the sensor's status codes,
/// not glucose; 39 means below 40 and 401 above 400, as Nightscout shows them (`LOW`, `HIGH`: `lib/sandbox.js`).
///
/// `date` is milliseconds since 1970 UTC (seconds, for a value too small to be milliseconds), else `dateString`
/// (or `sysTime`) in ISO 8601. The local time is the one the entry states — a non-zero `utcOffset` in minutes, or
/// a `dateString` with a numeric offset — else the local time zone's at that moment: an offset of zero (`Z`) is
/// what servers write when they do not know.
enum NightscoutEntries {
    /// An entry's JSON longer than this is reported and skipped (an entry is a few hundred bytes).
    static let maximumEntryBytes = 64 * 1024

    static func read(_ bytes: [UInt8], into result: inout GlucoseImport, utcOffset: (Int) -> Int) {
        var scanner = JSONArrayScanner(bytes)
        if let response = NightscoutV3Response(bytes) {
            guard let array = response.result else {
                let refusal: GlucoseMessage =
                    response.status.map { .nightscoutAnswered(status: $0, message: response.message) }
                    ?? .notNightscoutArray
                _ = result.refusing(refusal, line: 1, column: 1, hint: .exportNightscoutEntries)
                return
            }
            scanner = JSONArrayScanner(bytes, range: array.range, line: array.line, lineStart: array.lineStart)
        }
        var problems = RowProblems(file: result.file, hint: .entrySkipped)
        guard scanner.open() else {
            _ = result.refusing(.notNightscoutArray, line: 1, column: 1, hint: .exportNightscoutEntries)
            return
        }
        var elements = 0
        var glucose = 0
        while true {
            switch scanner.nextElement() {
            case .end:
                // Objects, none of them glucose: another export (treatments, devicestatus), not entries.
                if elements > 0, glucose == 0 {
                    _ = result.refusing(.notNightscoutArray, line: 1, column: 1, hint: .exportNightscoutEntries)
                    return
                }
                result.diagnostics += problems.all
                return
            case .broken(let line, let column):
                _ = result.refusing(
                    .jsonBroken, line: line,
                    column: column, text: scanner.shortLineText(),
                    hint: .exportAgainCutShort)
                return
            case .element(let slice, let line):
                elements += 1
                if entry(slice, line: line, into: &result, problems: &problems, utcOffset: utcOffset) { glucose += 1 }
            }
        }
    }

    /// Reads one entry; whether it was a glucose entry (`sgv` or `mbg`), readable or not.
    @discardableResult
    private static func entry(
        _ slice: ArraySlice<UInt8>, line: Int, into result: inout GlucoseImport,
        problems: inout RowProblems, utcOffset: (Int) -> Int
    ) -> Bool {
        let text = compact(slice.prefix(400))
        guard slice.count <= maximumEntryBytes else {
            problems.add(.entryTooLong(limit: maximumEntryBytes), line: line, text: text)
            return true
        }
        guard let json = JSON(parsing: String(decoding: slice, as: UTF8.self)), case .object = json else {
            problems.add(.entryNotObject, line: line, text: text)
            return true
        }
        let type = json["type"]?.string ?? (json["sgv"] != nil ? "sgv" : json["mbg"] != nil ? "mbg" : "")
        guard type == "sgv" || type == "mbg" else {
            result.ignored += 1
            return false
        }
        guard let value = number(json[type]) else {
            problems.add(.entryWithoutValue(type: type), line: line, text: text)
            return true
        }
        // The sensor's status codes are whole numbers; 7.5 is a value in mmol/L, which Nightscout never stores.
        if type == "sgv", value >= 1, value < 39, value == value.rounded() {
            result.ignored += 1
            return true
        }
        var bound: GlucoseReading.Bound?
        var mgdl = value
        if type == "sgv", value == 39 {
            mgdl = 40
            bound = .below
        } else if type == "sgv", value == 401 {
            mgdl = 400
            bound = .above
        }
        guard GlucoseReading.plausibleRange.contains(mgdl) else {
            problems.add(
                .valueNotReading(written: JSON.number(value).text),
                line: line, text: text)
            return true
        }
        guard let second = localSecond(json, utcOffset: utcOffset) else {
            problems.add(.entryWithoutTime, line: line, text: text)
            return true
        }
        result.readings.append(
            GlucoseReading(
                second: second, mgdl: mgdl, bound: bound,
                source: type == "sgv" ? .nightscout : .nightscoutMeter))
        return true
    }

    /// The entry on one line, runs of white space as one space: an entry is often spread over many lines.
    private static func compact(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var out: [UInt8] = []
        for byte in slice {
            let space = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            if space { if out.last != 0x20 { out.append(0x20) } } else { out.append(byte) }
        }
        return out[...]
    }

    /// A number, or a string holding one (some uploaders send `"sgv": "142"`).
    private static func number(_ value: JSON?) -> Double? {
        if let number = value?.double { return number.isFinite ? number : nil }
        if let text = value?.string { return GlucoseNumber.parse(text.utf8) }
        return nil
    }

    /// The entry's local wall-clock time in seconds since 1970, or nil when it has none in 2000–2099.
    static func localSecond(_ json: JSON, utcOffset: (Int) -> Int) -> Int? {
        let stated =
            json["dateString"]?.string.flatMap(ISOTimestamp.init) ?? json["sysTime"]?.string.flatMap(ISOTimestamp.init)
        var utc: Int?
        if let milliseconds = json["date"]?.double, milliseconds.isFinite, milliseconds > 0, milliseconds < 1e15 {
            utc = milliseconds >= 1e11 ? Int(milliseconds / 1000) : Int(milliseconds)
        } else if let stated, let offset = stated.offset {
            utc = stated.localSecond - offset
        } else if let stated {
            // A time without an offset is local already.
            return stated.localSecond
        }
        guard let utc else { return nil }
        var offset = utcOffset(utc)
        if let minutes = json["utcOffset"]?.double, minutes.isFinite, minutes != 0, abs(minutes) <= 18 * 60 {
            offset = Int(minutes) * 60
        } else if let statedOffset = stated?.offset, statedOffset != 0 {
            offset = statedOffset
        }
        let local = utc + offset
        let date = LocalDate(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        guard let date, GlucoseReading.years.contains(date.year) else { return nil }
        return local
    }
}

/// An ISO 8601 date and time as Nightscout writes `dateString`: `2026-11-29T12:30:00.000Z`,
/// `2026-11-29T12:30:00+0900`, `2026-11-29T12:30:00+09:00`, or without an offset.
struct ISOTimestamp {
    /// The wall-clock time written, as seconds since 1970 on that clock.
    var localSecond: Int
    /// Seconds east of UTC; nil when none is written.
    var offset: Int?

    init?(_ text: String) {
        let b = Array(text.utf8)
        guard b.count >= 16, b.count <= 40 else { return nil }
        var end = 16
        if end < b.count, b[end] == UInt8(ascii: ":") { end += 3 }
        if end < b.count, b[end] == UInt8(ascii: ".") {
            end += 1
            while end < b.count, (0x30...0x39).contains(b[end]) { end += 1 }
        }
        guard end <= b.count, let second = DeviceTimestamp.isoSeconds(b[0..<end]) else { return nil }
        localSecond = second
        let rest = b[end...]
        if rest.isEmpty { return }
        if rest.elementsEqual([UInt8(ascii: "Z")]) || rest.elementsEqual([UInt8(ascii: "z")]) {
            offset = 0
            return
        }
        guard let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = rest.dropFirst().filter { $0 != UInt8(ascii: ":") }
        guard digits.count == 4, let hours = decimal(digits.prefix(2)), let minutes = decimal(digits.suffix(2)),
            hours <= 18, minutes < 60
        else { return nil }
        offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
