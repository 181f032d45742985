import Testing

@testable import DaybookCore

/// Sample exports written the way each vendor writes them (Nightscout's entries API, LibreView's and Dexcom
/// Clarity's CSV exports, as documented and as seen in real files), read back.
struct GlucoseImportTests {
    /// Tokyo: nine hours east of UTC, all year.
    private func tokyo(_ second: Int) -> Int { 9 * 3600 }

    private func read(_ text: String, file: String = "export", limit: Int = GlucoseImport.maximumReadings)
        -> GlucoseImport
    {
        GlucoseImport.read(Array(text.utf8), file: file, utcOffset: tokyo, limit: limit)
    }

    private func rows(_ imported: GlucoseImport) -> [String] {
        imported.readings.map(GlucoseStoreRow.text)
    }

    private func messages(_ imported: GlucoseImport) -> [String] {
        imported.diagnostics.map { "\($0.file):\($0.line): \($0.message.en)" }
    }

    // MARK: - Nightscout

    @Test func nightscoutEntries() {
        // 1795955400000 ms is 2026-11-29T12:30:00Z.
        let imported = read(
            """
            [
             {"_id": "a1", "device": "xDrip-DexcomG6", "date": 1795955400000, "dateString": "2026-11-29T12:30:00.000Z",
              "sgv": 142, "delta": -1.5, "direction": "Flat", "type": "sgv", "filtered": 0, "unfiltered": 0, "rssi": 100,
              "noise": 1, "sysTime": "2026-11-29T12:30:00.000Z", "utcOffset": 0},
             {"_id": "a2", "date": 1795955700000, "dateString": "2026-11-29T13:35:00.000+0100", "sgv": "145", "type": "sgv",
              "utcOffset": 60},
             {"_id": "a3", "dateString": "2026-11-29T21:40:00+09:00", "mbg": 98, "type": "mbg"},
             {"_id": "a4", "date": 1795956300000, "sgv": 39, "type": "sgv"},
             {"_id": "a5", "date": 1795956600000, "sgv": 5, "type": "sgv"},
             {"_id": "a6", "date": 1795956600000, "type": "cal", "slope": 1000, "intercept": 0, "scale": 1}
            ]
            """, file: "entries.json")
        #expect(imported.format == .nightscout)
        #expect(imported.diagnostics.isEmpty)
        #expect(
            rows(imported) == [
                // No offset stated (UTC, 0): the local time zone's, Tokyo's.
                "2026-11-29T21:30:00,142,nightscout",
                // utcOffset 60: the uploader was an hour east of UTC.
                "2026-11-29T13:35:00,145,nightscout",
                "2026-11-29T21:40:00,98,nightscout-meter",
                "2026-11-29T21:45:00,<40,nightscout",
            ])
        // The status code (5) and the calibration are skipped, not errors.
        #expect(imported.ignored == 2)
    }

    @Test func nightscoutEntriesThatAreNotReadingsAreReportedAndTheRestKept() {
        let imported = read(
            """
            [{"type": "sgv", "sgv": 0, "date": 1795955400000},
             {"type": "sgv", "sgv": 10000, "date": 1795955400000},
             {"type": "sgv", "sgv": 120, "date": 0},
             {"type": "sgv", "sgv": 120, "dateString": "9999-01-01T00:00:00Z"},
             {"type": "sgv", "date": 1795955400000},
             [1, 2],
             {"type": "sgv", "sgv": 120, "date": 1795955400000}]
            """, file: "entries.json")
        #expect(rows(imported) == ["2026-11-29T21:30:00,120,nightscout"])
        #expect(
            messages(imported) == [
                "entries.json:1: the glucose value 0 is not a reading (a reading is 10 to 1000 mg/dL)",
                "entries.json:2: the glucose value 10000 is not a reading (a reading is 10 to 1000 mg/dL)",
                "entries.json:3: this entry has no time from 2000 to 2099 in 'date' or 'dateString'",
                "entries.json:4: this entry has no time from 2000 to 2099 in 'date' or 'dateString'",
                "entries.json:5: this sgv entry has no glucose value",
                "entries.json:6: this entry is not a JSON object",
            ])
        #expect(imported.diagnostics.first?.sourceLine == #"{"type": "sgv", "sgv": 0, "date": 1795955400000}"#)
    }

    @Test func brokenJSONImportsNothing() {
        let imported = read(
            "[{\"type\": \"sgv\", \"sgv\": 120, \"date\": 1795955400000},\n {\"type\": \"sgv\", \"sgv\": 1",
            file: "cut.json")
        #expect(imported.refused)
        #expect(imported.readings.isEmpty)
        #expect(messages(imported) == ["cut.json:2: the JSON is broken here, so nothing of this file is imported"])
        #expect(read("[1, 2,]").refused)
        #expect(read("[{\"sgv\": 1} {\"sgv\": 2}]").refused)
        #expect(read("[{\"sgv\": 120, \"date\": 1795955400000}] trailing").refused)
    }

    @Test func treatmentsAreNotEntries() {
        let treatments = read(
            #"[{"eventType": "Correction Bolus", "insulin": 4, "created_at": "2026-11-29T12:00:00Z"}]"#,
            file: "treatments.json")
        #expect(treatments.refused)
        #expect(treatments.readings.isEmpty)
    }

    @Test func aValueInMmolIsReportedNotTakenForAStatusCode() {
        let imported = read(
            #"[{"type": "sgv", "sgv": 7.5, "date": 1795955400000}, {"type": "sgv", "sgv": 5, "date": 1795955700000}, {"type": "sgv", "sgv": 120, "date": 1795956000000}]"#
        )
        #expect(imported.readings.count == 1)
        #expect(imported.ignored == 1)
        #expect(imported.diagnostics.count == 1)
        #expect(imported.diagnostics.first?.message.en.contains("7.5") == true)
    }

    // MARK: - LibreView

    static let libreHeader =
        "Device,Serial Number,Device Timestamp,Record Type,Historic Glucose mg/dL,Scan Glucose mg/dL,"
        + "Non-numeric Rapid-Acting Insulin,Rapid-Acting Insulin (units),Non-numeric Food,Carbohydrates (grams),"
        + "Carbohydrates (servings),Non-numeric Long-Acting Insulin,Long-Acting Insulin (units),Notes,"
        + "Strip Glucose mg/dL,Ketone mmol/L,Meal Insulin (units),Correction Insulin (units),User Change Insulin (units)"

    @Test func libreViewMonthFirstWithAMAndPM() {
        let imported = read(
            [
                "Glucose Data,Generated on,11-30-2026 10:00 AM UTC,Generated by,Jane Doe",
                GlucoseImportTests.libreHeader,
                "FreeStyle LibreLink,0B1C2D3E-AAAA,11-29-2026 12:15 AM,0,123,,,,,,,,,,,,,,",
                "FreeStyle LibreLink,0B1C2D3E-AAAA,11-29-2026 07:30 PM,0,180,,,,,,,,,,,,,,",
                "FreeStyle LibreLink,0B1C2D3E-AAAA,11-29-2026 07:31 PM,1,,191,,,,,,,,,,,,,",
                "FreeStyle LibreLink,0B1C2D3E-AAAA,11-29-2026 07:40 PM,5,,,,,,45,,,,\"ramen, gyoza\",,,,,",
                "FreeStyle LibreLink,0B1C2D3E-AAAA,11-29-2026 07:45 PM,4,,,,4,,,,,,,,,,,",
            ].joined(separator: "\r\n") + "\r\n", file: "libre.csv")
        #expect(imported.format == .libreView)
        #expect(imported.diagnostics.isEmpty)
        #expect(
            rows(imported) == [
                "2026-11-29T00:15:00,123,libreview", "2026-11-29T19:30:00,180,libreview",
                "2026-11-29T19:31:00,191,libreview-scan",
            ])
        #expect(imported.ignored == 2)
    }

    @Test func libreViewDayFirstInMmol() {
        let header = GlucoseImportTests.libreHeader.replacingMmol()
        let imported = read(
            [
                "Glucose Data,Generated on,30-11-2026 10:00 UTC,Generated by,Jane Doe",
                header,
                "FreeStyle Libre 3,ABC,03-11-2026 07:15,0,5.5,,,,,,,,,,,,,,",
                "FreeStyle Libre 3,ABC,29-11-2026 19:15,0,10.0,,,,,,,,,,,,,,",
                "FreeStyle Libre 3,ABC,29-11-2026 19:16,1,,\"7,9\",,,,,,,,,,,,,",
            ].joined(separator: "\r\n"), file: "libre.csv")
        #expect(imported.diagnostics.isEmpty)
        // 29 first: day first, so 03-11 is the 3rd of November.
        #expect(
            rows(imported) == [
                "2026-11-03T07:15:00,99.1,libreview", "2026-11-29T19:15:00,180.2,libreview",
                "2026-11-29T19:16:00,142.3,libreview-scan",
            ])
    }

    @Test func libreViewBadRowsAreReported() {
        let imported = read(
            [
                "Glucose Data,Generated on,11-30-2026 10:00 AM UTC,Generated by,Jane Doe",
                GlucoseImportTests.libreHeader,
                "FreeStyle LibreLink,X,11-29-2026 07:15 PM,0,0,,,,,,,,,,,,,,",
                "FreeStyle LibreLink,X,11-29-1970 07:15 PM,0,100,,,,,,,,,,,,,,",
                "FreeStyle LibreLink,X,yesterday,0,100,,,,,,,,,,,,,,",
                "FreeStyle LibreLink,X,11-29-2026 07:30 PM,0,abc,,,,,,,,,,,,,,",
                "FreeStyle LibreLink,X,11-29-2026 07:45 PM,0,120,,,,,,,,,,,,,,",
            ].joined(separator: "\n"), file: "libre.csv")
        #expect(rows(imported) == ["2026-11-29T19:45:00,120,libreview"])
        #expect(
            messages(imported) == [
                "libre.csv:3: the glucose value 0 is not a reading (a reading is 10 to 1000 mg/dL)",
                "libre.csv:4: the time '11-29-1970 07:15 PM' is not a date from 2000 to 2099",
                "libre.csv:5: the time 'yesterday' is not a date and time",
                "libre.csv:6: the glucose value 'abc' is not a number",
            ])
    }

    @Test func libreViewOneDayFirstRowAmongMonthFirstOnesIsTheOddOne() {
        // A hundred month-first rows, three of which only month first can read (the 13th to the 15th), and one row
        // that only day first can read: the file is month first, and that row is reported.
        var lines = [
            "Glucose Data,Generated on,11-30-2026 10:00 AM UTC,Generated by,Jane Doe", GlucoseImportTests.libreHeader,
        ]
        for minute in 0..<97 {
            lines.append(
                "FreeStyle LibreLink,X,11-0\(1 + minute % 9)-2026 07:\(10 + minute % 50) AM,0,120,,,,,,,,,,,,,,")
        }
        for day in 13...15 { lines.append("FreeStyle LibreLink,X,11-\(day)-2026 07:45 PM,0,130,,,,,,,,,,,,,,") }
        lines.append("FreeStyle LibreLink,X,29-11-2026 07:45 PM,0,140,,,,,,,,,,,,,,")
        let imported = read(lines.joined(separator: "\n"), file: "libre.csv")
        #expect(imported.readings.count == 100)
        #expect(rows(imported).contains("2026-11-13T19:45:00,130,libreview"))
        #expect(
            messages(imported) == [
                "libre.csv:103: the time '29-11-2026 07:45 PM' puts the day first, but the file's other dates put the "
                    + "month first"
            ])
    }

    @Test func libreViewDateOrderIsTheMajoritys() {
        let times = ["29-11-2026 19:15", "28-11-2026 19:15", "11-13-2026 19:15", "01-02-2026 07:15 PM"]
            .compactMap { DayFirstTimestamp(Array($0.utf8)[...]) }
        #expect(DayFirstTimestamp.isDayFirst(times))
        #expect(!DayFirstTimestamp.isDayFirst(Array(times.dropFirst(2))))
        // As many of each: AM/PM says month first, a 24-hour clock day first.
        #expect(!DayFirstTimestamp.isDayFirst(Array(times.dropFirst(1))))
        #expect(DayFirstTimestamp.isDayFirst(Array(times.dropFirst(1).dropLast())))
    }

    // MARK: - Dexcom Clarity

    static let dexcomHeader =
        #""Index","Timestamp (YYYY-MM-DDThh:mm:ss)","Event Type","Event Subtype","Patient Info","#
        + #""Device Info","Source Device ID","Glucose Value (mg/dL)","Insulin Value (u)","Carb Value (grams)","#
        + #""Duration (hh:mm:ss)","Glucose Rate of Change (mg/dL/min)","Transmitter Time (Long Integer)","Transmitter ID""#

    @Test func dexcomClarity() {
        let imported = read(
            "\u{FEFF}"
                + [
                    GlucoseImportTests.dexcomHeader,
                    #""1","","FirstName","","Jane","","","","","","","","""#,
                    #""2","","LastName","","Doe","","","","","","","","""#,
                    #""3","","Device","","","Dexcom G7 Mobile App","iOS G7","","","","","","""#,
                    #""4","","Alert","High","","","iOS G7","200","","","","","""#,
                    #""5","2026-11-29T08:00:05","EGV","","","","iOS G7","142","","","","-1.2","12345","123456789012""#,
                    #""6","2026-11-29T08:05:05","EGV","Low","","","iOS G7","Low","","","","","12645","123456789012""#,
                    #""7","2026-11-29T08:10:05","EGV","High","","","iOS G7","High","","","","","12945","123456789012""#,
                    #""8","2026-11-29T08:12:00","Insulin","Fast-Acting","","","iOS G7","","4","","","","""#,
                    #""9","2026-11-29T08:15:05","Calibration","","","","iOS G7","120","","","","","13245","123456789012""#,
                ].joined(separator: "\r\n") + "\r\n", file: "clarity.csv")
        #expect(imported.format == .dexcomClarity)
        #expect(imported.diagnostics.isEmpty)
        #expect(
            rows(imported) == [
                "2026-11-29T08:00:05,142,dexcom", "2026-11-29T08:05:05,<40,dexcom",
                "2026-11-29T08:10:05,>400,dexcom",
            ])
        #expect(imported.ignored == 6)
    }

    @Test func dexcomClarityInMmolWithBadRows() {
        let header = GlucoseImportTests.dexcomHeader.replacingMmol()
        let imported = read(
            [
                header,
                #""1","2026-11-29T08:00:05","EGV","","","","iOS G7","7.9","","","","","1","""#,
                #""2","9999-11-29T08:05:05","EGV","","","","iOS G7","8.0","","","","","1","""#,
                #""3","2026-11-29T08:10:05","EGV","","","","iOS G7","0.0","","","","","1","""#,
                #""4","2026-11-29T08:15:05","EGV","","","","iOS G7","","","","","","1","""#,
                #""5","2026-11-29T08:20:05","EGV","","","","iOS G7","8.1","","","","","1"#,
            ].joined(separator: "\n"), file: "clarity.csv")
        #expect(rows(imported) == ["2026-11-29T08:00:05,142.3,dexcom"])
        #expect(
            messages(imported) == [
                "clarity.csv:3: the time '9999-11-29T08:05:05' is not a date and time from 2000 to 2099 like 2026-11-29T12:30:05",
                "clarity.csv:4: the glucose value 0.0 is not a reading (a reading is 10 to 1000 mg/dL)",
                "clarity.csv:5: the glucose value '' is not a number, Low or High",
                "clarity.csv:6: a quote in this row is never closed",
            ])
    }

    // MARK: - daybook's own

    @Test func daybooksOwnFileKeepsItsSources() {
        let imported = read("time,mg_dl,source\n2026-11-29T08:00:00,120,libreview-scan\n")
        #expect(imported.format == .daybook)
        #expect(rows(imported) == ["2026-11-29T08:00:00,120,libreview-scan"])
    }

    // MARK: - Hostile files

    @Test func aBinaryFileIsRefused() {
        let imported = GlucoseImport.read([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01], file: "photo.png", utcOffset: tokyo)
        #expect(imported.refused)
        #expect(messages(imported) == ["photo.png:0: this is a binary file, not an export of glucose readings"])
    }

    @Test func anUnknownFileIsRefused() {
        for text in ["", "date,value\n2026-11-29,120\n", "{\"sgv\": 120}", "hello"] {
            let imported = read(text, file: "other.csv")
            #expect(imported.refused)
            #expect(
                messages(imported) == [
                    "other.csv:0: this is not a Nightscout entries JSON, LibreView CSV or Dexcom Clarity CSV export"
                ])
        }
    }

    @Test func tooManyReadingsAreRefusedWhole() {
        let text = "time,mg_dl,source\n" + (0..<5).map { "2026-11-29T08:0\($0):00,120,dexcom" }.joined(separator: "\n")
        let imported = read(text, file: "big.csv", limit: 4)
        #expect(imported.refused)
        #expect(imported.readings.isEmpty)
        #expect(
            messages(imported) == [
                "big.csv:0: this file holds more than 4 readings, more than daybook imports from one file"
            ])
        #expect(read(text, limit: 5).readings.count == 5)
    }

    @Test func aHugeRowIsReportedNotRead() {
        let row =
            #""1","2026-11-29T08:00:05","EGV","","","","iOS G7","142","","",""# + String(repeating: "x", count: 70_000)
            + "\"\n" + #""2","2026-11-29T08:05:05","EGV","","","","iOS G7","150","","","","","1","""#
        let imported = read(GlucoseImportTests.dexcomHeader + "\n" + row, file: "clarity.csv")
        #expect(rows(imported) == ["2026-11-29T08:05:05,150,dexcom"])
        #expect(messages(imported) == ["clarity.csv:2: this row is too long to be a Dexcom Clarity row"])
    }

    @Test func controlCharactersInAFileAreShownNotSent() {
        let imported = read(
            "[{\"type\": \"sgv\", \"sgv\": 0, \"date\": 1795955400000, \"x\": \"\u{1B}]0;owned\u{07}\"}]")
        #expect(imported.diagnostics.first?.sourceLine?.contains("\u{1B}") == false)
        #expect(imported.diagnostics.first?.sourceLine?.contains("\\e]0;owned\\u{7}") == true)
    }
}

extension String {
    fileprivate func replacingMmol() -> String {
        var text = self
        while let range = text.range(of: "mg/dL") { text.replaceSubrange(range, with: "mmol/L") }
        return text
    }
}
