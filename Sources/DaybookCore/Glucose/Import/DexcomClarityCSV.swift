/// Dexcom Clarity's export: the header (`Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,Event Subtype,…,Glucose
/// Value (mg/dL),…`), rows without a time for the patient, devices and alert settings, then the events. An `EGV`
/// row (estimated glucose value) is a sensor reading in the device's local time; `Low` and `High` are below 40 and
/// above 400 mg/dL, beyond what the sensor measures. Other events (insulin, carbs, calibrations, alerts) are
/// skipped. Columns are found by their names.
enum DexcomClarityCSV {
    /// What `Low` and `High` stand for, in mg/dL.
    static let low = 40.0
    static let high = 400.0

    static func read(_ bytes: [UInt8], headerRecord: Int, into result: inout GlucoseImport) {
        var firstLine = bytes.startIndex
        while firstLine < bytes.count, bytes[firstLine] != 0x0A, firstLine < 4096 { firstLine += 1 }
        var records = CSVRecords(bytes, delimiter: CSVRecords.delimiter(of: bytes[0..<firstLine]))
        var header: CSVRecords.Record?
        for _ in 0...headerRecord { header = records.next() }
        guard let header else { return }
        let names = header.fields.map { TextFolding.matchKey(String(decoding: $0, as: UTF8.self)) }
        guard let timeColumn = names.firstIndex(where: { $0.hasPrefix("timestamp") }),
            let typeColumn = names.firstIndex(of: "event type"),
            let valueColumn = names.firstIndex(where: { $0.hasPrefix("glucose value") }),
            let unit = LibreViewCSV.unit(of: names[valueColumn])
        else {
            _ = result.refusing(
                .dexcomValueWithoutUnit,
                line: header.line, column: 1, text: String(decoding: header.text, as: UTF8.self),
                hint: .exportDexcomAgain)
            return
        }
        var problems = RowProblems(file: result.file, hint: .rowSkipped)
        while let record = records.next() {
            if record.problem != nil {
                problems.add(
                    record.problem == .tooLong ? .rowTooLongFor(format: "Dexcom Clarity") : .quoteNeverClosed,
                    line: record.line, text: record.text)
                continue
            }
            guard TextFolding.matchKey(record.string(typeColumn)) == "egv" else {
                result.ignored += 1
                continue
            }
            let written = trimmed(record.field(valueColumn))
            let word = TextFolding.matchKey(String(decoding: written, as: UTF8.self))
            var bound: GlucoseReading.Bound?
            var mgdl: Double
            if word == "low" {
                (mgdl, bound) = (low, .below)
            } else if word == "high" {
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
            guard let second = DeviceTimestamp.isoSeconds(trimmed(record.field(timeColumn))) else {
                problems.add(
                    .timeNotISODateTime(written: String(decoding: record.field(timeColumn), as: UTF8.self)),
                    line: record.line, text: record.text)
                continue
            }
            result.readings.append(GlucoseReading(second: second, mgdl: mgdl, bound: bound, source: .dexcom))
        }
        result.diagnostics += problems.all
    }
}
