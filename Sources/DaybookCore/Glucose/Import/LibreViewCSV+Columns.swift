/// Where LibreView's columns are, in any language: by their names in the languages seen in real exports, else by
/// the layout every LibreView export has (`Device, Serial Number, Device Timestamp, Record Type, Historic
/// Glucose <unit>, Scan Glucose <unit>, …`, the two glucose columns named with their unit), which holds whatever
/// language the account is set to.
extension LibreViewCSV {
    /// The columns' names, in matching form (`TextFolding.matchKey`), in English, German, French and Spanish (from
    /// real exports; docs/EXPORTS.md says which). The glucose columns' names start with these and end with the unit.
    static let timestampNames: Set<String> = [
        "device timestamp", "gerätezeitstempel", "horodatage de l'appareil", "sello de tiempo del dispositivo",
    ]
    static let recordTypeNames: Set<String> = [
        "record type", "aufzeichnungstyp", "type d'enregistrement", "tipo de registro",
    ]
    static let historicPrefixes = [
        "historic glucose", "glukosewert-verlauf", "historique de la glycémie", "historial de glucosa",
    ]
    static let scanPrefixes = ["scan glucose", "glukose-scan", "numérisation de la glycémie", "escaneo de glucosa"]

    struct Columns: Equatable {
        var time: Int?
        var recordType: Int?
        var historic: Int?
        var scan: Int?
    }

    /// The columns a header record names (in matching form), or nil when it is no LibreView header.
    static func columns(_ names: [String]) -> Columns? {
        let byName = Columns(
            time: names.firstIndex(where: timestampNames.contains),
            recordType: names.firstIndex(where: recordTypeNames.contains),
            historic: names.firstIndex { name in historicPrefixes.contains { name.hasPrefix($0) } },
            scan: names.firstIndex { name in scanPrefixes.contains { name.hasPrefix($0) } })
        if byName.time != nil, byName.historic != nil { return byName }
        // The layout: two glucose columns with their units after the timestamp and the record type.
        if names.count >= 6, unit(of: names[4]) != nil, unit(of: names[5]) != nil, !names[2].isEmpty,
            !names[3].isEmpty
        {
            return Columns(time: 2, recordType: 3, historic: 4, scan: 5)
        }
        return nil
    }
}
