/// daybook's own glucose file (`time,mg_dl,source`, see `GlucoseStore`), imported from elsewhere: rows keep their
/// source.
enum DaybookGlucoseCSV {
    static func read(_ bytes: [UInt8], into result: inout GlucoseImport) {
        let (readings, diagnostics) = GlucoseStore.parse(
            bytes, file: result.file,
            hint: .rowSkipped)
        result.readings = readings
        result.diagnostics += diagnostics
    }
}
