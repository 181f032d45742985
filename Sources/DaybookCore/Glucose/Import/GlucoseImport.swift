/// One export file read for `daybook import glucose`: its format, the readings in it, and what could not be read.
///
/// The file is untrusted. A file daybook cannot take as a whole — binary, of no known format, broken JSON, more
/// than `maximumReadings` readings — is refused: `refused` is set and it gives no readings, so nothing of it is
/// written. A row that cannot be read (a bad time or value, a date outside 2000–2099, a glucose of 0 or 10,000) is
/// reported with its line and left out; the rest of the file counts.
public struct GlucoseImport: Sendable {
    /// More readings than this in one file (ten years of 5-minute data is 1,051,200) is refused.
    public static let maximumReadings = 1_100_000

    /// The file as named on the command line.
    public var file: String
    public var format: GlucoseImportFormat?
    public var readings: [GlucoseReading] = []
    /// Rows of other kinds, skipped without complaint: insulin, food, notes, the patient and device rows, sensor
    /// status codes.
    public var ignored = 0
    public var diagnostics: [Diagnostic] = []
    /// The whole file was refused; `diagnostics` say why.
    public var refused = false

    init(file: String) {
        self.file = file
    }

    /// Reads an export. `utcOffset` gives the local time zone's offset east of UTC, in seconds, at a time given
    /// in seconds since 1970 UTC: for Nightscout entries that do not say where they were taken. A file with more
    /// than `limit` readings is refused.
    public static func read(
        _ bytes: [UInt8], file: String, utcOffset: (Int) -> Int,
        limit: Int = maximumReadings
    ) -> GlucoseImport {
        var result = GlucoseImport(file: file)
        let bytes = UTF16Export.utf8(bytes) ?? bytes
        if bytes.prefix(65_536).contains(0) {
            return result.refusing(.binaryFile, hint: .exportFromServices)
        }
        guard let (format, header) = GlucoseImportFormat.detect(bytes) else {
            return result.refusing(.notAnExport, hint: .exportAndImportThat)
        }
        result.format = format
        switch format {
        case .nightscout: NightscoutEntries.read(bytes, into: &result, utcOffset: utcOffset)
        case .libreView: LibreViewCSV.read(bytes, header: header, into: &result)
        case .dexcomClarity: DexcomClarityCSV.read(bytes, header: header, into: &result)
        case .daybook: DaybookGlucoseCSV.read(bytes, into: &result)
        }
        if !result.refused, result.readings.count > limit {
            return result.refusing(.tooManyReadings(limit: limit), hint: .exportShorterPeriod)
        }
        return result
    }

    /// Refuses the whole file: no readings, one error saying why.
    mutating func refusing(
        _ message: GlucoseMessage, line: Int = 0, column: Int = 0, text: String? = nil,
        hint: GlucoseMessage
    ) -> GlucoseImport {
        readings = []
        refused = true
        diagnostics.append(
            Diagnostic(
                .error, file: file, line: line, column: column, message: message,
                sourceLine: text.map { VisibleText.escaped($0) }, hint: hint))
        return self
    }
}
