import Foundation
import Testing

/// A row of an export that is not a reading is reported with its line and skipped; the rest is imported, and the
/// run exits 1 so that a script notices.
struct MalformedGlucoseRowTests {
    @Test func importGlucose() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "clarity.csv": "Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,Event Subtype,Glucose Value (mg/dL)\n"
                + "1,2026-11-29T08:00:05,EGV,,142\n"
                + "2,1970-01-01T00:00:00,EGV,,120\n"
                + "3,2026-11-29T08:10:05,EGV,,0\n",
        ])
        let run = try journal.run(["import", "glucose", "clarity.csv"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                clarity.csv: 1 reading on 2026-11-29 (Dexcom Clarity CSV).
                glucose/2026-11.csv: 1 reading added.

                """)
        #expect(
            run.stderr == """
                clarity.csv:3: error: the time '1970-01-01T00:00:00' is not a date and time from 2000 to 2099 like 2026-11-29T12:30:05
                2,1970-01-01T00:00:00,EGV,,120
                this row is skipped; the rest of the file is imported
                clarity.csv:4: error: the glucose value 0 is not a reading (a reading is 10 to 1000 mg/dL)
                3,2026-11-29T08:10:05,EGV,,0
                this row is skipped; the rest of the file is imported

                """)
    }

    @Test func checkReportsRowsOfTheGlucoseFiles() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "- 07:30 bg 142\n",
            "glucose/2026-11.csv": "time,mg_dl,source\n2026-11-29T08:00:00,120,dexcom\n2026-11-29T08:05:00,0,dexcom\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                glucose/2026-11.csv:3: error: this row's glucose is not a number of mg/dL from 10 to 1000; it is not read
                2026-11-29T08:05:00,0,dexcom
                daybook only appends to this file; fix or remove the row by hand
                1 file, 1 day: 1 error

                """)
    }

    @Test func aFileThatIsNoExportWritesNothing() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        try journal.write("photo.jpg", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46])
        try journal.write("notes.csv", "date,value\n2026-11-29,120\n")
        let run = try journal.run(["import", "glucose", "photo.jpg", "notes.csv"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                photo.jpg: error: this is a binary file, not an export of glucose readings
                export glucose from Nightscout (entries as JSON), LibreView or Dexcom Clarity (CSV)
                notes.csv: error: this is not a Nightscout entries JSON, LibreView CSV or Dexcom Clarity CSV export
                export glucose from Nightscout (entries as JSON), LibreView or Dexcom Clarity (CSV) and import that file

                """)
        #expect(!FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("glucose").path))
    }
}
