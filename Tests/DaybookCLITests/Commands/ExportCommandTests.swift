import Foundation
import Testing

/// `daybook export`: every entry as CSV or JSON, and Nightscout treatments.
struct ExportCommandTests {
    private let now = ["--now", "2026-11-29T21:45"]

    @Test func csvHasEveryEntry() throws {
        let run = try TemporaryJournal.example().run(["export", "--from", "2026-11-25", "--to", "2026-11-25"] + now)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "date,time,slot,kind,text,item,quantity,unit,kcal,source,dose,units,file,line")
        #expect(lines.count == 10)
        #expect(
            lines[3] == "2026-11-25,12:30,lunch,meal,\"soba, onigiri\",soba,1,,300,pinned,,,2026/11/2026-11-25.md,6")
        #expect(
            lines.suffix(2) == [
                "2026-11-25,21:45,,dose,long 12u,,,,,,long,12,2026/11/2026-11-25.md,10",
                "2026-11-25,23:10,,dose,long 12u,,,,,,long,12,2026/11/2026-11-25.md,11",
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
                == "date,time,slot,kind,text,item,quantity,unit,kcal,source,dose,units,file,line\n")
    }

    /// What Nightscout's `/api/v1/treatments` accepts and what tools reading it rely on.
    private func treatments(_ run: Run) throws -> [[String: Any]] {
        let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let iso = try NSRegularExpression(pattern: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$"#)
        for treatment in list {
            let createdAt = try #require(treatment["created_at"] as? String)
            #expect(iso.firstMatch(in: createdAt, range: NSRange(createdAt.startIndex..., in: createdAt)) != nil)
            #expect(["Correction Bolus", "Note"].contains(treatment["eventType"] as? String))
            #expect(treatment["enteredBy"] as? String == "daybook")
            #expect(treatment["identifier"] is String)
            if treatment["eventType"] as? String == "Correction Bolus" {
                #expect(treatment["insulin"] is NSNumber)
                let injections = try #require(treatment["insulinInjections"] as? String)
                let parsed = try #require(
                    try JSONSerialization.jsonObject(with: Data(injections.utf8)) as? [[String: Any]])
                #expect(parsed.count == 1)
                #expect(parsed.first?["insulin"] is String)
                #expect(parsed.first?["units"] as? Double == treatment["insulin"] as? Double)
            } else {
                #expect(treatment["notes"] is String)
            }
        }
        return list
    }

    /// The same insulin exports the same name in any script: its brand, never the dose's first alias.
    @Test func nightscoutNamesTheBrandInAnyScript() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "doses:\n  long: {per_day: 3}\n  rapid: {}\n",
            "2026-11-28.md": "- 08:00 ノボラピッド 4単位\n- 12:00 novorapid 4u\n- 18:00 インスリンアスパルト 4単位\n"
                + "- 21:00 トレシーバ 12単位\n- 22:00 ﾗﾝﾀｽ12単位\n- 22:10 long 12u\n- 22:30 rapid 2u\n",
        ])
        let list = try treatments(try journal.run(["export", "--format", "nightscout"] + now))
        #expect(
            list.map { $0["insulinInjections"] as? String } == [
                #"[{"insulin":"NovoRapid","units":4}]"#, #"[{"insulin":"NovoRapid","units":4}]"#,
                #"[{"insulin":"Aspart","units":4}]"#, #"[{"insulin":"Tresiba","units":12}]"#,
                #"[{"insulin":"Lantus","units":12}]"#, #"[{"insulin":"Lantus","units":12}]"#,
                #"[{"insulin":"Humalog","units":2}]"#,
            ])
    }

    @Test func nightscoutTreatmentsCarryTheLocalOffset() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "doses:\n  long: {aliases: [lantus, tresiba], per_day: 1}\n  rapid: {aliases: [humalog]}\n",
            "2026-07-01.md": "- 12:30 lunch: ramen 650kcal\n- 12:35 humalog 6u\n- 22:14 tresiba 12u\n",
            "2026-11-28.md": "- 22:14 long 12u\n- 22:14 long 12u\n- 01:30 rapid 2u\n- rapid 1u\n",
        ])
        let central = ["TZ": "CET-1CEST,M3.5.0,M10.5.0/3"]
        let run = try journal.run(["export", "--format", "nightscout"] + now, environment: central)
        #expect(run.status == 0)
        let list = try treatments(run)
        #expect(
            list.map { $0["created_at"] as? String } == [
                "2026-07-01T12:30:00+02:00", "2026-07-01T12:35:00+02:00", "2026-07-01T22:14:00+02:00",
                // The same dose twice in one minute stays two treatments; 01:30 in the 28th's log is the 29th.
                "2026-11-28T22:14:00+01:00", "2026-11-28T22:14:01+01:00", "2026-11-29T01:30:00+01:00",
            ])
        #expect(list[0]["notes"] as? String == "lunch: ramen 650kcal (650 kcal)")
        #expect(list[1]["insulinInjections"] as? String == #"[{"insulin":"Humalog","units":6}]"#)
        // The brand written names the insulin; else the dose's first brand alias, so tools read it as long-acting.
        #expect(list[2]["insulinInjections"] as? String == #"[{"insulin":"Tresiba","units":12}]"#)
        #expect(list[3]["insulinInjections"] as? String == #"[{"insulin":"Lantus","units":12}]"#)
        #expect(Set(list.compactMap { $0["identifier"] as? String }).count == list.count)
        #expect(run.stderr == "2026-11-28.md:4: warning: 'rapid 1u' has no time, so it is not exported\n")
        let tokyo = try journal.run(
            ["export", "--format", "nightscout", "--to", "2026-07-01"] + now,
            environment: ["TZ": "JST-9"])
        #expect(try treatments(tokyo).first?["created_at"] as? String == "2026-07-01T12:30:00+09:00")
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
                date,time,slot,kind,text,item,quantity,unit,kcal,source,dose,units,file,line
                2026-12-01,12:00,,dose,humalog 4u,,,,,,rapid,4,2026-12-01.md,3
                2026-12-01,13:00,,meal,ramen 500kcal,ramen 500kcal,1,,500,explicit,,,2026-12-01.md,6
                2026-12-01,22:00,,later-dose,lantus 12u,,,,,,long,12,2026-12-01.md,4
                2026-12-01,02:00,,later-dose,correction 2u,,,,,,rapid,2,2026-12-01.md,5

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
        #expect(format.stderr.hasPrefix("Error: Unknown format 'xml'; use one of csv, json, nightscout\n"))
        let range = try journal.run(["export", "--from", "2026-11-29", "--to", "2026-11-01"] + now)
        #expect(range.stderr.hasPrefix("Error: --from 2026-11-29 comes after --to 2026-11-01\n"))
    }
}
