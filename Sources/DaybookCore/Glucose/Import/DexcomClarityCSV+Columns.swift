/// Where Dexcom Clarity's columns are, in any language: the timestamp is the column whose name ends with its format
/// in parentheses, four letters, two and two, `T`, `hh:mm:ss` (`Timestamp (YYYY-MM-DDThh:mm:ss)`, `Zeitstempel
/// (JJJJ-MM-TTThh:mm:ss)`, `Marca temporal (AAAA-MM-DDThh:mm:ss)`, `Data e ora (AAAA-MM-GGThh:mm:ss)`,
/// `タイムスタンプ (YYYY-MM-DDThh:mm:ss)`); the glucose value the first whose name ends with its unit in parentheses
/// (`Glucose Value (mg/dL)`, `グルコース値 (mg/dL)`; the rate of change ends `/min)`); the event type is named in the
/// languages seen in real exports, else it is the column after the timestamp, where every export has it.
extension DexcomClarityCSV {
    /// The event type's and the glucose value's names, in matching form, in English, Spanish, Italian and Japanese
    /// (from real exports), and German (from code that reads German exports).
    static let eventTypeNames: Set<String> = [
        "event type", "tipo de evento", "tipo di evento", "イベント タイプ", "ereignistyp", "ereignisart",
    ]
    static let glucoseValuePrefixes = [
        "glucose value", "nivel de glucosa", "valore del glucosio", "グルコース値", "glukosewert",
    ]

    struct Columns: Equatable {
        var time: Int
        var eventType: Int
        /// nil when no column says its unit; `glucoseNamed` is then the one named as the glucose value, if any.
        var glucose: Int?
        var glucoseNamed: Int?
    }

    /// The columns a header record names (in matching form), or nil when it is no Clarity header.
    static func columns(_ names: [String]) -> Columns? {
        guard let time = names.firstIndex(where: isTimestampName) else { return nil }
        let glucose = names.firstIndex { LibreViewCSV.unit(ofParenthesized: $0) != nil }
        let named = names.firstIndex { name in glucoseValuePrefixes.contains { name.hasPrefix($0) } }
        guard glucose != nil || named != nil else { return nil }
        let eventType = names.firstIndex(where: eventTypeNames.contains) ?? time + 1
        guard eventType < names.count else { return nil }
        return Columns(time: time, eventType: eventType, glucose: glucose, glucoseNamed: named)
    }

    /// `… (yyyy-mm-ddthh:mm:ss)` in any letters for the date's parts.
    static func isTimestampName(_ name: String) -> Bool {
        guard name.hasSuffix("thh:mm:ss)"), let open = name.lastIndex(of: "(") else { return false }
        let parts = name[name.index(after: open)...].dropLast("thh:mm:ss)".count).split(
            separator: "-", omittingEmptySubsequences: false)
        return parts.map { $0.count } == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy { $0.isLetter } }
    }
}
