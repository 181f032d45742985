/// The exports `daybook import glucose` reads, told apart by their first bytes and header lines.
public enum GlucoseImportFormat: String, Sendable, CaseIterable {
    /// Nightscout's `entries` as JSON: an array of objects with `sgv` (or `mbg`) in mg/dL and `date` in
    /// milliseconds since 1970 UTC (or `dateString`).
    case nightscout
    /// LibreView's glucose CSV: a title line, then `Device,Serial Number,Device Timestamp,Record Type,Historic
    /// Glucose mg/dL,Scan Glucose mg/dL,…` (or mmol/L), device-local times.
    case libreView = "libreview"
    /// Dexcom Clarity's CSV: `Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,…,Glucose Value (mg/dL),…` (or
    /// mmol/L), patient and device rows first, device-local times, `Low`/`High` beyond the sensor's range.
    case dexcomClarity = "dexcom"
    /// daybook's own glucose file (`time,mg_dl,source`), e.g. from another journal.
    case daybook

    /// How the format is named in messages.
    public var title: Localized {
        switch self {
        case .nightscout: return Localized(en: "Nightscout entries (JSON)", ja: "Nightscout の entries (JSON)")
        case .libreView: return .verbatim("LibreView CSV")
        case .dexcomClarity: return .verbatim("Dexcom Clarity CSV")
        case .daybook: return Localized(en: "daybook glucose CSV", ja: "daybook の血糖 CSV")
        }
    }

    /// The format of `bytes`, and for a CSV the index of its header record among the first records; nil when it
    /// is none of them.
    static func detect(_ bytes: [UInt8]) -> (format: GlucoseImportFormat, headerRecord: Int)? {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        if bytes[start] == UInt8(ascii: "[") { return (.nightscout, 0) }
        var lineEnd = start
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, lineEnd - start < 4096 { lineEnd += 1 }
        var records = CSVRecords(bytes, delimiter: CSVRecords.delimiter(of: bytes[start..<lineEnd]))
        for index in 0..<12 {
            guard let record = records.next() else { return nil }
            let names = record.fields.map { TextFolding.matchKey(String(decoding: $0, as: UTF8.self)) }
            if index == 0, names == ["time", "mg_dl", "source"] { return (.daybook, 0) }
            if names.contains("device timestamp"), names.contains(where: { $0.hasPrefix("historic glucose") }) {
                return (.libreView, index)
            }
            if names.contains("event type"), names.contains(where: { $0.hasPrefix("timestamp") }),
                names.contains(where: { $0.hasPrefix("glucose value") })
            {
                return (.dexcomClarity, index)
            }
        }
        return nil
    }
}
