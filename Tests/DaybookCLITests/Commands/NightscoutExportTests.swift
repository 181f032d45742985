import DaybookTesting
import Foundation
import Testing

@testable import DaybookCLI

/// `export --format nightscout` and `nightscout-v3`, as Nightscout, xDrip and AndroidAPS read them (docs/EXPORTS.md
/// names the code each rule comes from).
struct NightscoutExportTests {
    private let now = ["--now", "2026-12-01T00:00"]

    /// A journal in memory, with the zones `timezone:` may name read from this machine's tz database.
    private func run(
        _ arguments: [String], files: [String: String], environment: [String: String] = [:]
    ) throws -> Run {
        let fileSystem = MemoryFileSystem(files)
        for zone in ["America/New_York", "Asia/Tokyo"] {
            let bytes = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + zone))
            fileSystem.write("/usr/share/zoneinfo/" + zone, bytes: Array(bytes))
        }
        return runInProcess(arguments + ["--journal", "."], fileSystem: fileSystem, environment: environment)
    }

    private func treatments(_ run: Run) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    }

    /// xDrip's insulin profiles (its `insulin_profiles.json`): a name outside these is "CORRUPT DATA" to xDrip.
    private static let xDripProfiles: Set<String> = [
        "FIASP", "Afrezza", "Apidra", "Novorapid", "Humalog", "Lispro", "Actrapid", "Insulatard", "Toujeo", "Lantus",
        "Levemir", "Basaglar", "Tresiba",
    ]

    private func injections(_ treatment: [String: Any]) throws -> [[String: Any]]? {
        guard let text = treatment["insulinInjections"] as? String else { return nil }
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    /// A long-acting dose carries no `insulin`, which Nightscout's IOB and AndroidAPS would count as a bolus; a
    /// rapid one is a bolus with its units.
    @Test func longActingDosesAreNotesWithoutInsulin() throws {
        let files = [
            "daybook.yaml": "",
            "2026-11-29.md": "- 08:00 humalog 4u\n- 22:14 tresiba 12u\n- 22:30 トレシーバ 12単位\n- 23:00 long 2u\n",
        ]
        let list = try treatments(try run(["export", "--format", "nightscout"] + now, files: files))
        #expect(list.map { $0["eventType"] as? String } == ["Correction Bolus", "Note", "Note", "Note"])
        #expect(list[0]["insulin"] as? Double == 4)
        for long in list.dropFirst() {
            #expect(long["insulin"] == nil)
            #expect(long["carbs"] == nil)
        }
        #expect(list[1]["notes"] as? String == "Tresiba 12u (long-acting insulin): tresiba 12u")
        #expect(list[2]["notes"] as? String == "Tresiba 12u (long-acting insulin): トレシーバ 12単位")
        // The built-in long dose answers to every brand of its kind, so it names none.
        #expect(list[3]["notes"] as? String == "2u (long-acting insulin): long 2u")
        #expect(list[3]["insulinInjections"] == nil)
    }

    @Test func sensorReadingsAreSensorAndMeterReadingsFinger() throws {
        let files = [
            "daybook.yaml": "",
            "2026-11-29.md": "- 07:00 dexcom 165\n- 07:05 リブレ 約156\n- 07:10 bg 98\n- 07:15 BS 7.9 mmol/L\n",
        ]
        let list = try treatments(try run(["export", "--format", "nightscout"] + now, files: files))
        #expect(list.map { $0["glucoseType"] as? String } == ["Sensor", "Sensor", "Finger", "Finger"])
        #expect(list.allSatisfy { $0["eventType"] as? String == "BG Check" && $0["units"] as? String == "mg/dl" })
    }

    /// The brand written, in any script, names xDrip's profile for it; a brand xDrip has no profile for names none.
    @Test(
        arguments: [
            ("humalog 4u", "Humalog"), ("ヒューマログ 4単位", "Humalog"), ("novorapid 4u", "Novorapid"),
            ("ノボラピッド 4単位", "Novorapid"), ("novolog 4u", "Novorapid"), ("aspart 4u", "Novorapid"),
            ("インスリンアスパルト 4単位", "Novorapid"), ("fiasp 4u", "FIASP"), ("apidra 4u", "Apidra"), ("glulisine 4u", "Apidra"),
            ("admelog 4u", "Humalog"), ("lispro 4u", "Lispro"), ("lyumjev 4u", nil), ("ルムジェブ 4単位", nil),
            ("lantus 12u", "Lantus"), ("ﾗﾝﾀｽ12単位", "Lantus"), ("glargine 12u", "Lantus"), ("semglee 12u", "Lantus"),
            ("rezvoglar 12u", "Lantus"), ("abasaglar 12u", "Basaglar"), ("basaglar 12u", "Basaglar"),
            ("toujeo 12u", "Toujeo"), ("ランタスXR 12単位", "Toujeo"), ("degludec 12u", "Tresiba"),
            ("detemir 12u", "Levemir"),
            ("levemir 12u", "Levemir"), ("rapid 4u", nil), ("long 12u", nil),
        ] as [(String, String?)])
    func insulinNamesAreXDripsProfiles(line: String, profile: String?) throws {
        let files = [
            "daybook.yaml": "doses:\n  long: {per_day: 3}\n  rapid: {}\n", "2026-11-29.md": "- 12:00 \(line)\n",
        ]
        let list = try treatments(try run(["export", "--format", "nightscout"] + now, files: files))
        let named = try injections(try #require(list.first))
        #expect(named?.map { $0["insulin"] as? String } == profile.map { [$0] })
        if let named { #expect(named.first?["units"] as? Double == (line.contains("12") ? 12 : 4)) }
        for name in named?.compactMap({ $0["insulin"] as? String }) ?? [] {
            #expect(Self.xDripProfiles.contains(name))
        }
    }

    /// A dose of one's own naming one brand names it; one whose kind cannot be told is a note without insulin, and
    /// said so.
    @Test func aDosesOwnAliasesAndAKindNotKnown() throws {
        let files = [
            "daybook.yaml": "doses:\n  morning: {aliases: [lantus], per_day: 1}\n  shot: {aliases: [jab]}\n",
            "2026-11-29.md": "- 07:00 morning 14u\n- 12:00 jab 3u\n",
        ]
        let result = try run(["export", "--format", "nightscout"] + now, files: files)
        let list = try treatments(result)
        #expect(list[0]["eventType"] as? String == "Note")
        #expect(list[0]["notes"] as? String == "Lantus 14u (long-acting insulin): morning 14u")
        #expect(try injections(list[0])?.first?["insulin"] as? String == "Lantus")
        #expect(list[1]["eventType"] as? String == "Note")
        #expect(list[1]["insulin"] == nil)
        #expect(list[1]["notes"] as? String == "3u (dose 'shot': rapid- or long-acting not known): jab 3u")
        #expect(
            result.stderr
                == "2026-11-29.md:2: warning: 'jab 3u': daybook cannot tell whether dose 'shot' is rapid- or "
                + "long-acting, so it is exported as a note, without insulin; name its insulin in its aliases in "
                + "daybook.yaml\n")
    }

    /// The identifier is the entry's day, what it is and which of those it is, so a re-upload after moving a dose
    /// replaces it; entries of one type in one minute still get their own seconds.
    @Test func aMovedDoseKeepsItsIdentifier() throws {
        let before = [
            "daybook.yaml": "", "2026-11-29.md": "- 12:30 ramen 600kcal\n- 12:35 humalog 6u\n- 19:00 humalog 4u\n",
        ]
        var after = before
        after["2026-11-29.md"] = "- 12:30 ramen 600kcal\n- 12:40 humalog 7u\n- 19:00 humalog 4u\n"
        let first = try treatments(try run(["export", "--format", "nightscout"] + now, files: before))
        let second = try treatments(try run(["export", "--format", "nightscout"] + now, files: after))
        #expect(first.map { $0["identifier"] as? String } == second.map { $0["identifier"] as? String })
        #expect(Set(first.compactMap { $0["identifier"] as? String }).count == 3)
        #expect(second[1]["created_at"] as? String == "2026-11-29T12:40:00+00:00")
        #expect(second[1]["insulin"] as? Double == 7)
        let uuid = try NSRegularExpression(
            pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
        for identifier in first.compactMap({ $0["identifier"] as? String }) {
            #expect(uuid.firstMatch(in: identifier, range: NSRange(identifier.startIndex..., in: identifier)) != nil)
        }
        let twice = ["daybook.yaml": "", "2026-11-28.md": "- 22:14 long 12u\n- 22:14 long 12u\n- 22:14 rapid 2u\n"]
        let doubled = try treatments(try run(["export", "--format", "nightscout"] + now, files: twice))
        #expect(
            doubled.map { $0["created_at"] as? String } == [
                "2026-11-28T22:14:00+00:00", "2026-11-28T22:14:01+00:00", "2026-11-28T22:14:00+00:00",
            ])
    }

    /// A line `add` or `dose` wrote ends with a write id, which names it however the lines around it change.
    @Test func aWriteIdNamesItsLine() throws {
        let before = ["daybook.yaml": "", "2026-11-29.md": "- 12:35 humalog 6u ^abc123\n- 19:00 humalog 4u ^def456\n"]
        var after = before
        after["2026-11-29.md"] = "- 08:00 humalog 2u ^ghi789\n- 12:40 humalog 6u ^abc123\n- 19:00 humalog 4u ^def456\n"
        let first = try treatments(try run(["export", "--format", "nightscout"] + now, files: before))
        let second = try treatments(try run(["export", "--format", "nightscout"] + now, files: after))
        #expect(first.map { $0["notes"] as? String } == ["humalog 6u", "humalog 4u"])
        #expect(second.dropFirst().map { $0["identifier"] as? String } == first.map { $0["identifier"] as? String })
        #expect(Set(second.compactMap { $0["identifier"] as? String }).count == 3)
    }

    /// Every timestamp is on the journal's clock: the machine's `TZ` changes nothing once `timezone:` is set, and
    /// without it the machine's zone is the journal's.
    @Test func timestampsFollowTheJournalsZone() throws {
        let files = [
            "daybook.yaml": "timezone: Asia/Tokyo\n", "2026-07-01.md": "- 12:30 humalog 6u\n",
            "2026-11-28.md": "- 01:30 rapid 2u\n",
        ]
        let arguments = ["export", "--format", "nightscout"] + now
        let tokyo = try run(arguments, files: files, environment: ["TZ": "Asia/Tokyo"])
        let newYork = try run(arguments, files: files, environment: ["TZ": "America/New_York"])
        let posix = try run(arguments, files: files, environment: ["TZ": "CET-1CEST,M3.5.0,M10.5.0/3"])
        #expect(tokyo.stdout == newYork.stdout)
        #expect(tokyo.stdout == posix.stdout)
        #expect(
            try treatments(tokyo).map { $0["created_at"] as? String } == [
                "2026-07-01T12:30:00+09:00", "2026-11-29T01:30:00+09:00",
            ])
        var machine = files
        machine["daybook.yaml"] = ""
        let central = try run(arguments, files: machine, environment: ["TZ": "CET-1CEST,M3.5.0,M10.5.0/3"])
        #expect(
            try treatments(central).map { $0["created_at"] as? String } == [
                "2026-07-01T12:30:00+02:00", "2026-11-29T01:30:00+01:00",
            ])
    }

    /// New York, 2026: 02:30 on March 8 never happened (read as calendars do: 03:30 daylight time, after the reading
    /// at 01:45), and 01:30 on November 1 happened twice (its first occurrence).
    @Test func daylightSavingGapsAndRepeats() throws {
        let files = [
            "daybook.yaml": "timezone: America/New_York\n",
            "2026-03-07.md": "- 23:30 bg 120\n- 01:45 bg 110\n- 02:30 humalog 1u\n- 03:10 bg 130\n",
            "2026-10-31.md": "- 01:30 humalog 1u\n- 02:15 bg 99\n",
        ]
        let list = try treatments(try run(["export", "--format", "nightscout"] + now, files: files))
        #expect(
            list.map { $0["created_at"] as? String } == [
                "2026-03-07T23:30:00-05:00", "2026-03-08T01:45:00-05:00", "2026-03-08T03:30:00-04:00",
                "2026-03-08T03:10:00-04:00", "2026-11-01T01:30:00-04:00", "2026-11-01T02:15:00-05:00",
            ])
        let v3 = try run(["export", "--format", "nightscout-v3", "--to", "2026-03-07"] + now, files: files)
        let dates = v3.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.compactMap { $0["date"] as? Int }
        // 23:30 and 01:45 EST, the skipped 02:30 (07:30 UTC), then 03:10 EDT (07:10 UTC): as the clock ran.
        #expect(dates == [1_772_944_200_000, 1_772_952_300_000, 1_772_955_000_000, 1_772_953_800_000])
    }

    /// API v3 takes one document a request, with `identifier`, `date` (ms), `utcOffset` (minutes) and `app`.
    @Test func apiV3Documents() throws {
        let files = [
            "daybook.yaml": "timezone: Asia/Tokyo\n", "2026-11-29.md": "- 12:30 humalog 6u\n- 22:00 lantus 12u\n",
        ]
        let result = try run(["export", "--format", "nightscout-v3"] + now, files: files)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["date"] as? Int == 1_795_923_000_000)
        #expect(first["utcOffset"] as? Int == 540)
        #expect(first["app"] as? String == "daybook")
        #expect(first["identifier"] is String)
        #expect(first["created_at"] == nil)
        #expect(first["eventType"] as? String == "Correction Bolus")
        let v1 = try treatments(try run(["export", "--format", "nightscout"] + now, files: files))
        #expect(v1.first?["identifier"] as? String == first["identifier"] as? String)
        #expect(
            try run(["export", "--format", "nightscout-v3", "--from", "2027-01-01"] + now, files: files).stdout == "")
    }

    /// The DELETE request that takes back what daybook sent for the days: from the first day's day_starts to the
    /// day after the last's, in UTC.
    @Test func theDeleteQuery() throws {
        let files = ["daybook.yaml": "timezone: America/New_York\n", "2026-03-07.md": "- 12:00 bg 100\n"]
        let result = try run(
            ["export", "--format", "nightscout", "--delete-query", "--from", "2026-03-01", "--to", "2026-03-31"] + now,
            files: files)
        #expect(
            result.stdout
                == "/api/v1/treatments?find%5BenteredBy%5D=daybook&find%5Bcreated_at%5D%5B%24gte%5D=2026-03-01T09:00:00Z"
                + "&find%5Bcreated_at%5D%5B%24lt%5D=2026-04-01T08:00:00Z\n")
        let csv = try run(["export", "--delete-query"] + now, files: files)
        #expect(csv.status == 64)
        #expect(csv.stderr.hasPrefix("Error: --delete-query needs --format nightscout or nightscout-v3\n"))
    }

    @Test func aZoneThisMachineLacksIsAnError() throws {
        let files = ["daybook.yaml": "target: 1800\ntimezone: Asia/Tokio\n", "2026-11-29.md": "- 12:00 bg 100\n"]
        let result = try run(["export", "--format", "nightscout"] + now, files: files)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                daybook.yaml:2:11: error: this machine has no time zone 'Asia/Tokio': cannot read \
                /usr/share/zoneinfo/Asia/Tokio: No such file or directory
                timezone: Asia/Tokio
                          ^
                write a name from the tz database, such as Asia/Tokyo or America/New_York (on Linux, install tzdata); \
                without 'timezone' the machine's time zone is used

                """)
        // CSV and JSON carry the journal's own times, with no zone.
        #expect(try run(["export"] + now, files: files).status == 0)
    }
}

/// `import glucose` reads Nightscout's UTC times on the journal's clock, not the machine's.
struct NightscoutImportZoneTests {
    @Test func nightscoutTimesAreReadInTheJournalsZone() throws {
        let fileSystem = MemoryFileSystem([
            "daybook.yaml": "timezone: Asia/Tokyo\n",
            "/downloads/entries.json": #"[{"type":"sgv","sgv":142,"date":1795955400000}]"#,
        ])
        let tokyo = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/Asia/Tokyo"))
        fileSystem.write("/usr/share/zoneinfo/Asia/Tokyo", bytes: Array(tokyo))
        let run = runInProcess(
            ["import", "glucose", "/downloads/entries.json", "--journal", "."], fileSystem: fileSystem,
            environment: ["TZ": "America/New_York"])
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(
            try fileSystem.read("glucose/2026-11.csv")
                == Array("time,mg_dl,source\n2026-11-29T21:30:00,142,nightscout\n".utf8))
        fileSystem.write("daybook.yaml", "timezone: Asia/Tokio\n")
        let missing = runInProcess(
            ["import", "glucose", "/downloads/entries.json", "--journal", "."], fileSystem: fileSystem, environment: [:]
        )
        #expect(missing.status == 1)
        #expect(missing.stdout == "")
        #expect(missing.stderr.hasPrefix("daybook.yaml:1:11: error: this machine has no time zone 'Asia/Tokio'"))
    }
}
