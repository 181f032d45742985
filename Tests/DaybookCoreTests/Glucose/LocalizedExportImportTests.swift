import Testing

@testable import DaybookCore

/// LibreView and Clarity exports in the account's language, re-saved by a spreadsheet, and Nightscout's API v3
/// answer. Headers are those of real exports where one was found (docs/EXPORTS.md names them); the Italian and
/// Japanese LibreView headers below are made up, to test that LibreView's layout alone is recognised.
struct LocalizedExportImportTests {
    private func read(_ text: String, file: String = "export") -> GlucoseImport {
        read(Array(text.utf8), file: file)
    }

    private func read(_ bytes: [UInt8], file: String = "export") -> GlucoseImport {
        GlucoseImport.read(bytes, file: file, utcOffset: { _ in 9 * 3600 })
    }

    private func rows(_ imported: GlucoseImport) -> [String] {
        imported.readings.map(GlucoseStoreRow.text)
    }

    private func messages(_ imported: GlucoseImport) -> [String] {
        imported.diagnostics.map { "\($0.file):\($0.line): \($0.message.en)" }
    }

    // MARK: - LibreView

    /// The columns after the glucose ones, which are never read.
    private let rest = ",,,,,,,,,,,,,"

    @Test func germanLibreView() {
        let imported = read(
            [
                "Glukose-Werte,Erstellt am,24-02-2021 12:12 UTC,Erstellt von,Jane",
                "Gerät,Seriennummer,Gerätezeitstempel,Aufzeichnungstyp,Glukosewert-Verlauf mg/dL,Glukose-Scan mg/dL,"
                    + "Nicht numerisches schnellwirkendes Insulin,Schnellwirkendes Insulin (Einheiten),Notizen",
                "FreeStyle LibreLink,X,23-02-2021 07:15,0,123,,,,",
                "FreeStyle LibreLink,X,23-02-2021 7:30,1,,131,,,",
                "FreeStyle LibreLink,X,23-02-2021 07:45,4,,,,4,",
            ].joined(separator: "\n"))
        #expect(imported.format == .libreView)
        #expect(imported.diagnostics.isEmpty)
        #expect(rows(imported) == ["2021-02-23T07:15:00,123,libreview", "2021-02-23T07:30:00,131,libreview-scan"])
    }

    @Test func frenchLibreViewInMmol() {
        let imported = read(
            [
                "Données de glucose,Généré le,30-11-2026 10:00 UTC,Généré par,Jeanne",
                "Appareil,Numéro de série,Horodatage de l'appareil,Type d'enregistrement,Historique de la glycémie "
                    + "mmol/L,Numérisation de la glycémie mmol/L,Insuline à action rapide sans valeur numérique" + rest,
                "FreeStyle Libre 3,A,29-11-2026 19:15,0,\"7,9\",,",
                "FreeStyle Libre 3,A,29-11-2026 19:16,1,,\"8,1\",",
            ].joined(separator: "\r\n"))
        #expect(imported.format == .libreView)
        #expect(rows(imported) == ["2026-11-29T19:15:00,142.3,libreview", "2026-11-29T19:16:00,145.9,libreview-scan"])
    }

    /// Spanish, as the HUPA-UCM data set's exports are: a second title line before the header, semicolons.
    @Test func spanishLibreViewWithTwoTitleLines() {
        let imported = read(
            [
                "Informe del paciente P1,Generado el,05-11-2020 00:45 UTC,Generado por,UCM", "P1,",
                "Dispositivo;Número de serie;Sello de tiempo del dispositivo;Tipo de registro;Historial de glucosa "
                    + "mg/dL;Escaneo de glucosa mg/dL;Notas",
                "FreeStyle LibreLink;A;04-11-2020 23:59;0;98;;", "FreeStyle LibreLink;A;05-11-2020 0:14;0;101;;",
            ].joined(separator: "\n"))
        #expect(imported.format == .libreView)
        #expect(rows(imported) == ["2020-11-04T23:59:00,98,libreview", "2020-11-05T00:14:00,101,libreview"])
    }

    /// A language no name is known in: LibreView's layout (the glucose columns fifth and sixth, with their units).
    @Test(arguments: [
        "Dispositivo,Numero di serie,Timestamp del dispositivo,Tipo di registrazione,Cronologia glucosio mg/dL,"
            + "Scansione glucosio mg/dL,Note",
        "機器,シリアル番号,機器のタイムスタンプ,記録の種類,履歴グルコース mg/dL,スキャングルコース mg/dL,メモ",
    ])
    func libreViewByItsLayout(header: String) {
        let imported = read(
            [
                "Title,x,y", header, "FreeStyle Libre 2,A,29-11-2026 19:15,0,140,,",
                "FreeStyle Libre 2,A,29-11-2026 19:16,1,,150,",
            ]
            .joined(separator: "\n"))
        #expect(imported.format == .libreView)
        #expect(rows(imported) == ["2026-11-29T19:15:00,140,libreview", "2026-11-29T19:16:00,150,libreview-scan"])
    }

    // MARK: - Dexcom Clarity

    /// A real Japanese export's header and rows (patient, device and alert rows without a time; a meal; a fasting
    /// glucose entered by hand, which is no sensor reading).
    @Test func japaneseClarity() {
        let imported = read(
            [
                #""索引","タイムスタンプ (YYYY-MM-DDThh:mm:ss)","イベント タイプ","イベント サブタイプ","患者情報","デバイス情報","#
                    + #""ソースデバイス ID","グルコース値 (mg/dL)","インスリン値 (単位)","炭水化物値 (グラム)","期間 (hh:mm:ss)","#
                    + #""グルコース変化率 (mg/dL/min)","トランスミッター時刻 (長整数)","トランスミッター ID""#,
                #""1","","名","","","","","","","","","","""#,
                #""3","","デバイス","","","Dexcom G7 Mobile App","android G7","","","","","","""#,
                #""5","","アラート","高値","","","android G7","250","","","","","""#,
                #""11","2026-02-15T20:24:16","EGV","","","","android G7","105","","","","","1680","136957040965""#,
                #""12","2026-02-15T20:29:16","EGV","","","","android G7","99","","","","","1980","136957040965""#,
                #""22","2026-02-15T21:17:56","食事","","","","","","","50","","","""#,
                #""128","2026-02-16T06:00:00","空腹時グルコース","","","","","125","","","","","""#,
                #""129","2026-02-16T06:04:18","EGV","","","","android G7","116","","","","","36480","136957040965""#,
            ].joined(separator: "\n"))
        #expect(imported.format == .dexcomClarity)
        #expect(imported.diagnostics.isEmpty)
        #expect(
            rows(imported) == [
                "2026-02-15T20:24:16,105,dexcom", "2026-02-15T20:29:16,99,dexcom", "2026-02-16T06:04:18,116,dexcom",
            ])
    }

    /// Italian (semicolons, `Basso` below the sensor's range), Spanish (the sensor's readings named in Spanish),
    /// and German saved as Latin-1 (the event type's and device info's names undecodable: the layout still holds).
    @Test func italianSpanishAndGermanClarity() {
        let italian = read(
            [
                "Indice;Data e ora (AAAA-MM-GGThh:mm:ss);Tipo di evento;Sottotipo di evento;Informazioni paziente;"
                    + "Informazioni dispositivo;ID dispositivo di origine;Valore del glucosio (mg/dL)",
                "1;2025-12-19T08:00:00;EGV;;;;;120", "2;2025-12-19T08:05:00;EGV;;;;;Basso",
                "3;2025-12-19T08:10:00;EGV;;;;;Alto",
            ].joined(separator: "\n"))
        #expect(
            rows(italian) == [
                "2025-12-19T08:00:00,120,dexcom", "2025-12-19T08:05:00,<40,dexcom", "2025-12-19T08:10:00,>400,dexcom",
            ])
        let spanish = read(
            [
                "Índice;Marca temporal (AAAA-MM-DDThh:mm:ss);Tipo de evento;Subtipo de evento;Información del "
                    + "paciente;Información del dispositivo;ID del dispositivo de origen;Nivel de glucosa (mg/dl)",
                "1;2020-06-01T08:00:00;Niveles estimados de glucosa;;;;;130",
                "2;2020-06-01T08:05:00;Niveles estimados de glucosa;;;;;132",
                "3;2020-06-01T08:07:00;Calibración;;;;;140",
            ].joined(separator: "\n"))
        #expect(rows(spanish) == ["2020-06-01T08:00:00,130,dexcom", "2020-06-01T08:05:00,132,dexcom"])
        #expect(spanish.ignored == 1)
        let german =
            Array("Index,Zeitstempel (JJJJ-MM-TTThh:mm:ss),Ereignistyp,Ereignis-Subtyp,Patienteninfo,Ger".utf8) + [0xE4]
            + Array("teinfo,Quellger".utf8) + [0xE4]
            + Array(
                "te-ID,Glukosewert (mmol/l)\n1,2026-01-05T08:00:00,EGV,,,,,\"5,8\"\n2,2026-01-05T08:05:00,EGV,,,,,Niedrig\n"
                    .utf8)
        #expect(rows(read(german)) == ["2026-01-05T08:00:00,104.5,dexcom", "2026-01-05T08:05:00,<40,dexcom"])
    }

    /// Clarity's rows after a spreadsheet re-saved them: a one-digit hour, a space for the `T`, or its own date order.
    @Test func claritySavedAgainByASpreadsheet() {
        let header =
            "Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,Event Subtype,Patient Info,Device Info,"
            + "Source Device ID,Glucose Value (mg/dL)"
        let imported = read(
            [header, "11,2025-05-01 0:01:47,EGV,,,,android G6,165", "12,2025-05-01T9:06:47,EGV,,,,android G6,170"]
                .joined(separator: "\n"))
        #expect(rows(imported) == ["2025-05-01T00:01:47,165,dexcom", "2025-05-01T09:06:47,170,dexcom"])
        let excel = read(
            [header, "11,5/13/2025 0:01,EGV,,,,android G6,165", "12,5/1/2025 9:06,EGV,,,,android G6,170"]
                .joined(separator: "\n"))
        #expect(rows(excel) == ["2025-05-13T00:01:00,165,dexcom", "2025-05-01T09:06:00,170,dexcom"])
        #expect(excel.diagnostics.isEmpty)
    }

    // MARK: - Nightscout

    /// API v3's answer, as Nightscout's `opTools.sendJSON` writes it; 401 is Nightscout's HIGH.
    @Test func nightscoutV3Answer() {
        let imported = read(
            #"{"status":200,"result":[{"_id":"a","type":"sgv","sgv":401,"date":1795955400000,"dateString":"2026-11-29T12:30:00.000Z","identifier":"x","utcOffset":0},"#
                + "\n"
                + #"{"type":"sgv","sgv":142,"date":1795955700000},{"type":"sgv","sgv":"x","date":1795955700000}]}"#,
            file: "v3.json")
        #expect(imported.format == .nightscout)
        #expect(rows(imported) == ["2026-11-29T21:30:00,>400,nightscout", "2026-11-29T21:35:00,142,nightscout"])
        #expect(messages(imported) == ["v3.json:2: this sgv entry has no glucose value"])
        let refused = read(#"{"status":401,"message":"Bad access token or JWT"}"#, file: "v3.json")
        #expect(refused.refused)
        #expect(
            messages(refused) == ["v3.json:1: this is Nightscout's answer 401 (Bad access token or JWT), not entries"])
        #expect(read(#"{"status":200,"result":[{"type":"sgv","sgv":120,"date":1795955400000}]} trailing"#).refused)
    }

    /// Saved as UTF-16 (a spreadsheet's "Unicode text"): read as the same text.
    @Test func utf16() {
        let text =
            "Glucose Data,x\nDevice,Serial Number,Device Timestamp,Record Type,Historic Glucose mg/dL,"
            + "Scan Glucose mg/dL\nFreeStyle Libre 3,A,29-11-2026 19:15,0,140,\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(rows(read(little)) == ["2026-11-29T19:15:00,140,libreview"])
        #expect(rows(read(big)) == ["2026-11-29T19:15:00,140,libreview"])
    }
}
