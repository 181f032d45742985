/// Dexcom Clarity's export: the header (`Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,Event Subtype,…,Glucose
/// Value (mg/dL),…`, or in the account's language: `columns`), rows without a time for the patient, devices and
/// alert settings, then the events. An `EGV` row (estimated glucose value) is a sensor reading in the device's local
/// time; `Low` and `High` (`Niedrig`, `Basso`…) are below 40 and above 400 mg/dL, beyond what the sensor measures.
/// Other events (insulin, carbs, calibrations, a fasting glucose entered by hand, alerts) are skipped.
///
/// The sensor's event type is the one most timed rows with a glucose value have: Clarity names it in the account's
/// language (`EGV`, `Niveles estimados de glucosa`), and a sensor gives a reading every five minutes where a person
/// enters a few a day. A time re-saved by a spreadsheet (`2025-05-01 0:01:47`, `5/1/2025 0:01`) is read too, the
/// order of day and month decided by the file as for LibreView.
enum DexcomClarityCSV {
    /// What `Low` and `High` stand for, in mg/dL.
    static let low = 40.0
    static let high = 400.0

    /// The words Clarity writes for a value beyond the sensor's range, in matching form: English, and the other
    /// languages' words for high and low (Italian's `Basso` seen in a real export).
    static let lowWords: Set<String> = ["low", "niedrig", "bajo", "basso", "bas", "低", "低値"]
    static let highWords: Set<String> = ["high", "hoch", "alto", "élevé", "haut", "高", "高値"]

    static func read(_ bytes: [UInt8], header found: GlucoseImportFormat.Header, into result: inout GlucoseImport) {
        var records = CSVRecords(bytes, delimiter: found.delimiter)
        var header: CSVRecords.Record?
        for _ in 0...found.record { header = records.next() }
        guard let header else { return }
        let names = header.fields.map { TextFolding.matchKey(String(decoding: $0, as: UTF8.self)) }
        guard let columns = columns(names), let valueColumn = columns.glucose,
            let unit = LibreViewCSV.unit(ofParenthesized: names[valueColumn])
        else {
            _ = result.refusing(
                .dexcomValueWithoutUnit,
                line: header.line, column: 1, text: String(decoding: header.text, as: UTF8.self),
                hint: .exportDexcomAgain)
            return
        }
        var problems = RowProblems(file: result.file, hint: .rowSkipped)
        // The timed rows, and by event type how many have a value; untimed rows are skipped.
        var rows: [(record: CSVRecords.Record, type: String)] = []
        var counts: [String: Int] = [:]
        while let record = records.next() {
            if record.problem != nil {
                problems.add(
                    record.problem == .tooLong ? .rowTooLongFor(format: "Dexcom Clarity") : .quoteNeverClosed,
                    line: record.line, text: record.text)
                continue
            }
            guard !trimmed(record.field(columns.time)).isEmpty else {
                result.ignored += 1
                continue
            }
            let type = TextFolding.matchKey(record.string(columns.eventType))
            if !trimmed(record.field(valueColumn)).isEmpty { counts[type, default: 0] += 1 }
            rows.append((record, type))
        }
        let sensor = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        var readings: [(record: CSVRecords.Record, mgdl: Double, bound: GlucoseReading.Bound?)] = []
        for (record, type) in rows {
            guard type == sensor else {
                result.ignored += 1
                continue
            }
            let written = trimmed(record.field(valueColumn))
            let word = TextFolding.matchKey(String(decoding: written, as: UTF8.self))
            var bound: GlucoseReading.Bound?
            var mgdl: Double
            if lowWords.contains(word) {
                (mgdl, bound) = (low, .below)
            } else if highWords.contains(word) {
                (mgdl, bound) = (high, .above)
            } else if let value = GlucoseNumber.parse(written) {
                mgdl = unit.milligramsPerDeciliter(value)
            } else {
                problems.add(
                    .valueNotNumberLowOrHigh(written: String(decoding: written, as: UTF8.self)),
                    line: record.line, text: record.text)
                continue
            }
            guard GlucoseReading.plausibleRange.contains(mgdl) else {
                problems.add(
                    .valueNotReading(written: String(decoding: written, as: UTF8.self)),
                    line: record.line, text: record.text)
                continue
            }
            readings.append((record, mgdl, bound))
        }
        // Clarity writes ISO times; a spreadsheet may have re-saved them its own way.
        let resaved = readings.compactMap { reading -> DayFirstTimestamp? in
            let field = trimmed(reading.record.field(columns.time))
            return DeviceTimestamp.isoSeconds(field) == nil ? DayFirstTimestamp(field) : nil
        }
        let dayFirst = DayFirstTimestamp.isDayFirst(resaved)
        for reading in readings {
            let field = trimmed(reading.record.field(columns.time))
            guard let second = DeviceTimestamp.isoSeconds(field) ?? DayFirstTimestamp(field)?.second(dayFirst: dayFirst)
            else {
                problems.add(
                    .timeNotISODateTime(written: String(decoding: reading.record.field(columns.time), as: UTF8.self)),
                    line: reading.record.line, text: reading.record.text)
                continue
            }
            result.readings.append(
                GlucoseReading(second: second, mgdl: reading.mgdl, bound: reading.bound, source: .dexcom))
        }
        result.diagnostics += problems.all
    }
}
