/// The exports `daybook import glucose` reads, told apart by their first bytes and header lines.
public enum GlucoseImportFormat: String, Sendable, CaseIterable {
    /// Nightscout's `entries` as JSON: an array of objects with `sgv` (or `mbg`) in mg/dL and `date` in
    /// milliseconds since 1970 UTC (or `dateString`).
    case nightscout
    /// LibreView's glucose CSV: a title line, then `Device,Serial Number,Device Timestamp,Record Type,Historic
    /// Glucose mg/dL,Scan Glucose mg/dL,…` (or mmol/L; or in the account's language), device-local times.
    case libreView = "libreview"
    /// Dexcom Clarity's CSV: `Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,…,Glucose Value (mg/dL),…` (or
    /// mmol/L; or in the account's language), patient and device rows first, device-local times, `Low`/`High`
    /// beyond the sensor's range.
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

    /// A CSV's header: which of the first records it is, and the delimiter its line uses (a title line above it may
    /// use commas where the header and the rows use semicolons).
    struct Header {
        var record: Int
        var delimiter: UInt8
    }

    /// The format of `bytes`, and for a CSV its header; nil when it is none of them. A CSV is known by its header,
    /// in any language (`LibreViewCSV.columns`, `DexcomClarityCSV.columns`).
    static func detect(_ bytes: [UInt8]) -> (format: GlucoseImportFormat, header: Header)? {
        let none = Header(record: 0, delimiter: UInt8(ascii: ","))
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        if bytes[start] == UInt8(ascii: "[") { return (.nightscout, none) }
        // API v3's answer: an object with its status or result.
        if bytes[start] == UInt8(ascii: "{") {
            guard let response = NightscoutV3Response(bytes), response.result != nil || response.status != nil else {
                return nil
            }
            return (.nightscout, none)
        }
        var records = CSVRecords(bytes)
        for index in 0..<12 {
            guard let record = records.next() else { return nil }
            // Each line split by the delimiter it holds most of.
            let delimiter = CSVRecords.delimiter(of: record.text)
            var line = CSVRecords(Array(record.text), delimiter: delimiter)
            let fields = line.next()?.fields ?? []
            let names = fields.map { TextFolding.matchKey(String(decoding: $0, as: UTF8.self)) }
            let header = Header(record: index, delimiter: delimiter)
            if index == 0, names == ["time", "mg_dl", "source"] { return (.daybook, header) }
            if LibreViewCSV.columns(names) != nil { return (.libreView, header) }
            if DexcomClarityCSV.columns(names) != nil { return (.dexcomClarity, header) }
        }
        return nil
    }
}
