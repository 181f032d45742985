import Foundation
import Testing

/// `daybook export`: every entry as CSV or JSON, and Nightscout treatments.
struct ExportCommandTests {
    private let now = ["--now", "2026-11-29T21:45"]

    @Test func csvHasEveryEntry() throws {
        let run = try TemporaryJournal.example().run(["export", "--from", "2026-11-25", "--to", "2026-11-25"] + now)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(
            lines.first
                == "date,time,slot,kind,text,item,quantity,unit,kcal,source,dose,units,file,line,carbs,meal_carbs")
        #expect(lines.count == 10)
        #expect(
            lines[3] == "2026-11-25,12:30,lunch,meal,\"soba, onigiri\",soba,1,,300,pinned,,,2026/11/2026-11-25.md,6,,")
        #expect(
            lines.suffix(2) == [
                "2026-11-25,21:45,,dose,long 12u,,,,,,long,12,2026/11/2026-11-25.md,10,,",
                "2026-11-25,23:10,,dose,long 12u,,,,,,long,12,2026/11/2026-11-25.md,11,,",
            ])
        let whole = try TemporaryJournal.example().run(["export"] + now)
        let dates = Set(whole.stdout.split(separator: "\n").dropFirst().map { $0.prefix(10) })
        #expect(dates.count == 14)
    }

    @Test func jsonEntriesAreStatusEntriesWithTheirDay() throws {
        let run = try TemporaryJournal.example().run(["export", "--format", "json", "--from", "2026-11-29"] + now)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["from"] as? String == "2026-11-29")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 7)
        #expect(entries.allSatisfy { $0["date"] as? String == "2026-11-29" })
        let lunch = try #require(entries.first { $0["time"] as? String == "12:30" })
        #expect(lunch["kcal"] as? Int == 730)
        let items = try #require(lunch["items"] as? [[String: Any]])
        #expect(items.map { $0["source"] as? String } == ["explicit", "foods"])
    }

    @Test func anEmptyPeriod() throws {
        let journal = try TemporaryJournal.example()
        #expect(try journal.run(["export", "--format", "nightscout", "--from", "2027-01-01"] + now).stdout == "[]\n")
        #expect(
            try journal.run(["export", "--from", "2027-01-01"] + now).stdout
                == "date,time,slot,kind,text,item,quantity,unit,kcal,source,dose,units,file,line,carbs,meal_carbs\n")
    }

    /// What Nightscout's `/api/v1/treatments` accepts and what tools reading it rely on (NightscoutExportTests has
    /// the rest).
    private func treatments(_ run: Run) throws -> [[String: Any]] {
        let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let iso = try NSRegularExpression(pattern: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$"#)
        for treatment in list {
            let createdAt = try #require(treatment["created_at"] as? String)
            #expect(iso.firstMatch(in: createdAt, range: NSRange(createdAt.startIndex..., in: createdAt)) != nil)
            #expect(["Correction Bolus", "Note", "BG Check"].contains(treatment["eventType"] as? String))
            #expect(treatment["enteredBy"] as? String == "daybook")
            #expect(treatment["identifier"] is String)
            #expect(treatment["notes"] is String)
            if treatment["eventType"] as? String == "Correction Bolus" {
                #expect(treatment["insulin"] is NSNumber)
            } else {
                #expect(treatment["insulin"] == nil)
            }
            if let injections = treatment["insulinInjections"] as? String {
                let parsed = try #require(
                    try JSONSerialization.jsonObject(with: Data(injections.utf8)) as? [[String: Any]])
                #expect(parsed.count == 1)
                #expect(parsed.first?["insulin"] is String)
            }
        }
        return list
    }

    /// A dose written for later than now has not happened: CSV and JSON keep the line as kind `later-dose`, never a
    /// `dose` a tool would count, and Nightscout (where it would be insulin on board) leaves it out with a warning.
    @Test func dosesLaterThanNowAreMarkedOrLeftOut() throws {
        let files = [
            "2026-12-01.md":
                "# 2026-12-01\n\n- 12:00 humalog 4u\n- 22:00 lantus 12u\n- 02:00 correction 2u\n- 13:00 ramen 500kcal\n"
        ]
        let at = ["--now", "2026-12-01T13:00"]
        let csv = runInProcess(["export"] + at, files: files).run
        #expect(
            csv.stdout == """
                date,time,slot,kind,text,item,quantity,unit,kcal,source,dose,units,file,line,carbs,meal_carbs
                2026-12-01,12:00,,dose,humalog 4u,,,,,,rapid,4,2026-12-01.md,3,,
                2026-12-01,13:00,,meal,ramen 500kcal,ramen 500kcal,1,,500,explicit,,,2026-12-01.md,6,,
                2026-12-01,22:00,,later-dose,lantus 12u,,,,,,long,12,2026-12-01.md,4,,
                2026-12-01,02:00,,later-dose,correction 2u,,,,,,rapid,2,2026-12-01.md,5,,

                """)
        let json = runInProcess(["export", "--format", "json"] + at, files: files).run
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.map { $0["kind"] as? String } == ["dose", "meal", "later-dose", "later-dose"])
        let nightscout = runInProcess(["export", "--format", "nightscout"] + at, files: files).run
        #expect(
            try treatments(nightscout).map { $0["notes"] as? String } == ["humalog 4u", "ramen 500kcal (500 kcal)"])
        #expect(
            nightscout.stderr.hasPrefix(
                """
                2026-12-01.md:4: warning: 'lantus 12u' is a dose written for later than now, so it is not exported \
                until its time
                2026-12-01.md:5: warning: 'correction 2u' is a dose written for later than now, so it is not \
                exported until its time

                """))
        // Once its time has come, it is a dose like any other.
        let later = runInProcess(["export", "--format", "nightscout", "--now", "2026-12-02T03:00"], files: files).run
        #expect(try treatments(later).count == 4)
    }

    @Test func badOptions() throws {
        let journal = try TemporaryJournal.example()
        let format = try journal.run(["export", "--format", "xml"] + now)
        #expect(format.status == 64)
        #expect(
            format.stderr.hasPrefix("Error: Unknown format 'xml'; use one of csv, json, nightscout, nightscout-v3\n"))
        let range = try journal.run(["export", "--from", "2026-11-29", "--to", "2026-11-01"] + now)
        #expect(range.stderr.hasPrefix("Error: --from 2026-11-29 comes after --to 2026-11-01\n"))
    }
}
