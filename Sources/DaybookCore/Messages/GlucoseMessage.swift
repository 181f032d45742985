/// What importing and reading glucose files says about a file or a row it cannot use, in both languages.
public enum GlucoseMessage: Localizable, Hashable {
    // MARK: Whole files
    case binaryFile
    case exportFromServices
    case notAnExport
    case exportAndImportThat
    case tooManyReadings(limit: Int)
    case exportShorterPeriod
    case notNightscoutArray
    case nightscoutAnswered(status: Int, message: String?)
    case exportNightscoutEntries
    case jsonBroken
    case exportAgainCutShort
    case libreViewWithoutColumns
    case exportLibreViewAgain
    case columnWithoutUnit(column: String)
    case dexcomValueWithoutUnit
    case exportDexcomAgain

    // MARK: Rows
    case rowSkipped
    case entrySkipped
    case rowTooLongFor(format: String)
    case quoteNeverClosed
    case valueNotNumber(written: String)
    case valueNotNumberLowOrHigh(written: String)
    case valueNotReading(written: String)
    case timeNotDateTime(written: String)
    case timeNotDate2000(written: String)
    /// `29-11-2026 07:45 PM` in a file whose other dates put the month first (`fileDayFirst` false), or the reverse.
    case timeInOtherDateOrder(written: String, fileDayFirst: Bool)
    case timeNotISODateTime(written: String)
    case entryTooLong(limit: Int)
    case entryNotObject
    case entryWithoutValue(type: String)
    case entryWithoutTime
    case moreRows(count: Int)

    // MARK: glucose/YYYY-MM.csv
    case storeFixByHand
    case storeRowTooLong(limit: Int)
    case storeRowShape
    case storeRowTime
    case storeRowValue
    case storeRowSource(name: String)

    public var localized: Localized {
        switch self {
        case .binaryFile:
            return Localized(
                en: "this is a binary file, not an export of glucose readings",
                ja: "バイナリファイルです。血糖値のエクスポートではありません")
        case .exportFromServices:
            return Localized(
                en: "export glucose from Nightscout (entries as JSON), LibreView or Dexcom Clarity (CSV)",
                ja: "Nightscout(entries の JSON)、LibreView か Dexcom Clarity(CSV)から血糖値を"
                    + "エクスポートしてください")
        case .notAnExport:
            return Localized(
                en: "this is not a Nightscout entries JSON, LibreView CSV or Dexcom Clarity CSV export",
                ja: "Nightscout の entries の JSON、LibreView の CSV、Dexcom Clarity の CSV の"
                    + "どのエクスポートでもありません")
        case .exportAndImportThat:
            return Localized(
                en: "export glucose from Nightscout (entries as JSON), LibreView or Dexcom Clarity (CSV) "
                    + "and import that file",
                ja: "Nightscout(entries の JSON)、LibreView か Dexcom Clarity(CSV)から血糖値を"
                    + "エクスポートし、そのファイルを取り込んでください")
        case .tooManyReadings(let limit):
            return Localized(
                en: "this file holds more than \(limit) readings, more than daybook imports from one file",
                ja: "このファイルには \(limit) 件を超える血糖値があり、1 ファイルから取り込める数を"
                    + "超えています")
        case .exportShorterPeriod:
            return Localized(
                en: "export a shorter period, e.g. a year at a time",
                ja: "期間を短くしてエクスポートしてください(例: 1 年ずつ)")
        case .notNightscoutArray:
            return Localized(
                en: "this is not a JSON array of Nightscout entries",
                ja: "Nightscout の entries の JSON 配列ではありません")
        case .nightscoutAnswered(let status, let message):
            let why = message.map { " (\($0))" } ?? ""
            return Localized(
                en: "this is Nightscout's answer \(status)\(why), not entries",
                ja: "これは Nightscout の応答 \(status)\(why) で、entries ではありません")
        case .exportNightscoutEntries:
            return Localized(
                en: "export entries from Nightscout's /api/v1/entries.json or /api/v3/entries",
                ja: "Nightscout の /api/v1/entries.json か /api/v3/entries から entries をエクスポートしてください")
        case .jsonBroken:
            return Localized(
                en: "the JSON is broken here, so nothing of this file is imported",
                ja: "ここで JSON が壊れているため、このファイルからは何も取り込みません")
        case .exportAgainCutShort:
            return Localized(
                en: "export the entries again; a download cut short ends like this",
                ja: "entries をもう一度エクスポートしてください。ダウンロードが途中で切れるとこうなります")
        case .libreViewWithoutColumns:
            return Localized(
                en: "this LibreView file has no 'Device Timestamp' or 'Record Type' column",
                ja: "この LibreView のファイルには「Device Timestamp」か「Record Type」の列がありません")
        case .exportLibreViewAgain:
            return Localized(
                en: "export the glucose data from LibreView again, unchanged",
                ja: "LibreView から血糖データをもう一度エクスポートし、手を加えずに取り込んでください")
        case .columnWithoutUnit(let column):
            return Localized(
                en: "the column '\(column)' does not say mg/dL or mmol/L",
                ja: "列「\(column)」に mg/dL か mmol/L の単位が書かれていません")
        case .dexcomValueWithoutUnit:
            return Localized(
                en: "this Dexcom Clarity file's 'Glucose Value' column does not say mg/dL or mmol/L",
                ja: "この Dexcom Clarity のファイルの「Glucose Value」の列に mg/dL か mmol/L の単位が"
                    + "書かれていません")
        case .exportDexcomAgain:
            return Localized(
                en: "export the data from Dexcom Clarity again, unchanged",
                ja: "Dexcom Clarity からデータをもう一度エクスポートし、手を加えずに取り込んでください")
        case .rowSkipped:
            return Localized(
                en: "this row is skipped; the rest of the file is imported",
                ja: "この行は飛ばし、ファイルのほかの部分は取り込みます")
        case .entrySkipped:
            return Localized(
                en: "this entry is skipped; the rest of the file is imported",
                ja: "この entry は飛ばし、ファイルのほかの部分は取り込みます")
        case .rowTooLongFor(let format):
            return Localized(
                en: "this row is too long to be a \(format) row",
                ja: "この行は \(format) の行にしては長すぎます")
        case .quoteNeverClosed:
            return Localized(en: "a quote in this row is never closed", ja: "この行の引用符が閉じられていません")
        case .valueNotNumber(let written):
            return Localized(
                en: "the glucose value '\(written)' is not a number",
                ja: "血糖値「\(written)」は数ではありません")
        case .valueNotNumberLowOrHigh(let written):
            return Localized(
                en: "the glucose value '\(written)' is not a number, Low or High",
                ja: "血糖値「\(written)」は数でも Low でも High でもありません")
        case .valueNotReading(let written):
            return Localized(
                en: "the glucose value \(written) is not a reading (a reading is 10 to 1000 mg/dL)",
                ja: "血糖値 \(written) は測定値になり得ません(測定値は 10〜1000 mg/dL)")
        case .timeNotDateTime(let written):
            return Localized(en: "the time '\(written)' is not a date and time", ja: "時刻「\(written)」は日時ではありません")
        case .timeNotDate2000(let written):
            return Localized(
                en: "the time '\(written)' is not a date from 2000 to 2099",
                ja: "時刻「\(written)」は 2000〜2099 年の日付ではありません")
        case .timeInOtherDateOrder(let written, let fileDayFirst):
            return fileDayFirst
                ? Localized(
                    en: "the time '\(written)' puts the month first, but the file's other dates put the day first",
                    ja: "時刻「\(written)」は月が先ですが、このファイルのほかの日付は日が先です")
                : Localized(
                    en: "the time '\(written)' puts the day first, but the file's other dates put the month first",
                    ja: "時刻「\(written)」は日が先ですが、このファイルのほかの日付は月が先です")
        case .timeNotISODateTime(let written):
            return Localized(
                en: "the time '\(written)' is not a date and time from 2000 to 2099 like "
                    + "2026-11-29T12:30:05",
                ja: "時刻「\(written)」は 2026-11-29T12:30:05 のような 2000〜2099 年の日時ではありません")
        case .entryTooLong(let limit):
            return Localized(
                en: "this entry is longer than \(limit) bytes",
                ja: "この entry は \(limit) バイトより長いです")
        case .entryNotObject:
            return Localized(en: "this entry is not a JSON object", ja: "この entry は JSON のオブジェクトではありません")
        case .entryWithoutValue(let type):
            return Localized(en: "this \(type) entry has no glucose value", ja: "この \(type) の entry には血糖値がありません")
        case .entryWithoutTime:
            return Localized(
                en: "this entry has no time from 2000 to 2099 in 'date' or 'dateString'",
                ja: "この entry の「date」にも「dateString」にも 2000〜2099 年の時刻がありません")
        case .moreRows(let count):
            return Localized(
                en: count == 1 ? "1 more row cannot be read" : "\(count) more rows cannot be read",
                ja: "ほかに \(count) 行が読めません")
        case .storeFixByHand:
            return Localized(
                en: "daybook only appends to this file; fix or remove the row by hand",
                ja: "daybook はこのファイルに追記するだけです。その行を手で直すか消してください")
        case .storeRowTooLong(let limit):
            return Localized(
                en: "this row is longer than \(limit) bytes and is not read",
                ja: "この行は \(limit) バイトより長いため読みません")
        case .storeRowShape:
            return Localized(
                en: "this row is not 'time,mg_dl,source' and is not read",
                ja: "この行は「time,mg_dl,source」の形ではないため読みません")
        case .storeRowTime:
            return Localized(
                en: "this row's time is not a time from 2000 to 2099 like 2026-11-29T12:30:05; it is not "
                    + "read",
                ja: "この行の時刻は 2026-11-29T12:30:05 のような 2000〜2099 年の時刻ではないため読みません")
        case .storeRowValue:
            return Localized(
                en: "this row's glucose is not a number of mg/dL from 10 to 1000; it is not read",
                ja: "この行の血糖値は 10〜1000 mg/dL の数ではないため読みません")
        case .storeRowSource(let name):
            return Localized(
                en: "this row's source '\(name)' is unknown; it is not read",
                ja: "この行の出どころ「\(name)」は知らないものなので読みません")
        }
    }
}
