/// LibreView's glucose export: a title line (`Glucose Data,Generated on,…`, or the account's language), the header,
/// then one row per record. Record type 0 is a historic (stored, every 15 or 5 minutes) reading in `Historic Glucose
/// mg/dL` (or mmol/L), type 1 a scan in `Scan Glucose …`; other types (insulin, food, notes, sensor start) are
/// skipped. Columns are found by their names in any language seen, else by LibreView's layout (`columns`). `Device Timestamp` is the device's local time, month first with AM/PM
/// (`11-29-2026 07:15 PM`) or day first on a 24-hour clock (`29-11-2026 19:15`), as the account is set: the file
/// as a whole decides which, by a day above 12 or by AM/PM.
enum LibreViewCSV {
    static func read(_ bytes: [UInt8], header found: GlucoseImportFormat.Header, into result: inout GlucoseImport) {
        var records = CSVRecords(bytes, delimiter: found.delimiter)
        var header: CSVRecords.Record?
        for _ in 0...found.record { header = records.next() }
        guard let header else { return }
        let names = header.fields.map { TextFolding.matchKey(String(decoding: $0, as: UTF8.self)) }
        guard let named = columns(names), let timeColumn = named.time, let typeColumn = named.recordType else {
            _ = result.refusing(
                .libreViewWithoutColumns,
                line: header.line, column: 1, text: String(decoding: header.text, as: UTF8.self),
                hint: .exportLibreViewAgain)
            return
        }
        var columns: [(type: String, index: Int, unit: GlucoseUnit, source: GlucoseSource)] = []
        for (index, type, source) in [
            (named.historic, "0", GlucoseSource.libreview), (named.scan, "1", GlucoseSource.libreviewScan),
        ] {
            guard let index else { continue }
            guard let unit = unit(of: names[index]) else {
                _ = result.refusing(
                    .columnWithoutUnit(column: header.string(index)),
                    line: header.line, column: 1, text: String(decoding: header.text, as: UTF8.self),
                    hint: .exportLibreViewAgain)
                return
            }
            columns.append((type, index, unit, source))
        }
        var problems = RowProblems(file: result.file, hint: .rowSkipped)
        var rows: [(record: CSVRecords.Record, time: DayFirstTimestamp, mgdl: Double, source: GlucoseSource)] = []
        while let record = records.next() {
            if record.problem != nil {
                problems.add(
                    record.problem == .tooLong ? .rowTooLongFor(format: "LibreView") : .quoteNeverClosed,
                    line: record.line, text: record.text)
                continue
            }
            let type = String(decoding: trimmed(record.field(typeColumn)), as: UTF8.self)
            guard let column = columns.first(where: { $0.type == type }) else {
                result.ignored += 1
                continue
            }
            let written = trimmed(record.field(column.index))
            guard let value = GlucoseNumber.parse(written) else {
                problems.add(
                    .valueNotNumber(written: String(decoding: written, as: UTF8.self)),
                    line: record.line, text: record.text)
                continue
            }
            let mgdl = column.unit.milligramsPerDeciliter(value)
            guard GlucoseReading.plausibleRange.contains(mgdl) else {
                problems.add(
                    .valueNotReading(written: String(decoding: written, as: UTF8.self)),
                    line: record.line, text: record.text)
                continue
            }
            guard let time = DayFirstTimestamp(trimmed(record.field(timeColumn))) else {
                problems.add(
                    .timeNotDateTime(written: String(decoding: record.field(timeColumn), as: UTF8.self)),
                    line: record.line, text: record.text)
                continue
            }
            rows.append((record, time, mgdl, column.source))
        }
        let dayFirst = DayFirstTimestamp.isDayFirst(rows.map { $0.time })
        for row in rows {
            guard let second = row.time.second(dayFirst: dayFirst) else {
                let written = String(decoding: row.record.field(timeColumn), as: UTF8.self)
                // 29-11-2026 among month-first dates: a date in the other order, said so.
                let otherOrder = row.time.second(dayFirst: !dayFirst) != nil
                problems.add(
                    otherOrder
                        ? .timeInOtherDateOrder(written: written, fileDayFirst: dayFirst)
                        : .timeNotDate2000(written: written),
                    line: row.record.line, text: row.record.text)
                continue
            }
            result.readings.append(GlucoseReading(second: second, mgdl: row.mgdl, source: row.source))
        }
        result.diagnostics += problems.all
    }

    /// The unit a column's name (in matching form) ends with.
    static func unit(of name: String) -> GlucoseUnit? {
        if name.hasSuffix("mg/dl") || name.hasSuffix("(mg/dl)") { return .milligramsPerDeciliter }
        if name.hasSuffix("mmol/l") || name.hasSuffix("(mmol/l)") { return .millimolesPerLiter }
        return nil
    }

    /// The unit a column's name ends with in parentheses (`Glucose Value (mg/dL)`).
    static func unit(ofParenthesized name: String) -> GlucoseUnit? {
        if name.hasSuffix("(mg/dl)") { return .milligramsPerDeciliter }
        if name.hasSuffix("(mmol/l)") { return .millimolesPerLiter }
        return nil
    }
}

/// Without the spaces around it.
func trimmed(_ field: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = field
    while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
    while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
    return slice
}
