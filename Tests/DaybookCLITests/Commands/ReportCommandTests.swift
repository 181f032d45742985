import Foundation
import Testing

/// `daybook report` and `daybook calendar` on the example journal and on small journals made for one rule.
struct ReportCommandTests {
    private let now = ["--now", "2026-11-29T21:45"]

    @Test func theWeekAsText() throws {
        let run = try TemporaryJournal.example().run(["report"] + now)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                2026-11-23 Mon – 2026-11-29 Sun · 7 days

                date             eaten  activity  target  left  long
                2026-11-23 Mon  ≈1,640      -320   1,800  +480  ✓ 22:15        ████████████▎│
                2026-11-24 Tue  ≈1,909             1,800  -109  ✓ 22:05        █████████████▌▓
                2026-11-25 Wed  ≈1,350             1,800  +450  ‼ 21:45 23:10  ██████████▏  │
                2026-11-26 Thu  ≈2,135      -600   2,000  +465  ✓ 22:10        ███████████████▓
                2026-11-27 Fri  ≈1,684             1,800  +116  ✓ 22:30        ████████████▋│
                2026-11-28 Sat  ≈1,964             1,800  -164  ✓ 22:00        █████████████▌▓
                2026-11-29 Sun  ≈1,586             1,800  +214  ○ due          ███████████▉ │

                intake  1,780 kcal a day over 6 complete days · 4 within target, 2 over
                long    taken 5 of 6 days (83%) · ‼ 1 taken too often · on average at 22:16 ± 25 min
                streak  3 days in a row with every scheduled dose taken (longest 3)
                rapid   14 doses, 75u · 2.0 doses and 10.8u a complete day

                rapid by   Mon Tue Wed Thu Fri Sat Sun
                morning      ·   ·   ·   ·   ·   ·   ·
                midday       1   1   1   1   1   1   1
                afternoon    ·   ·   ·   ·   ·   ·   ·
                evening      1   1   1   1   1   1   1
                night        ·   ·   ·   ·   ·   ·   ·

                """)
    }

    @Test func twoWeeksCountTheMissedDoseAndTheUnknownFood() throws {
        let run = try TemporaryJournal.example().run(["report", "--days", "14"] + now)
        #expect(run.stdout.contains("2026-11-21 Sat  ≈2,710             1,800  -910  ✗ "))
        #expect(
            run.stdout.contains(
                "long    taken 11 of 13 days (85%) · ✗ 1 missed · ‼ 1 taken too often · "
                    + "on average at 22:14 ± 22 min\n"))
        #expect(run.stdout.contains("streak  3 days in a row with every scheduled dose taken (longest 5)\n"))
        #expect(run.stderr == "daybook: 1 warning in the days read; 'daybook check' shows each\n")
        #expect(run.status == 0)
    }

    @Test func markdown() throws {
        let run = try TemporaryJournal.example().run(["report", "--format", "md", "--days", "2"] + now)
        #expect(
            run.stdout == """
                ## 2026-11-28 Sat – 2026-11-29 Sun · 2 days

                | date | eaten | activity | target | left | long |
                | --- | ---: | ---: | ---: | ---: | --- |
                | 2026-11-28 Sat | ≈1,964 | 0 | 1,800 | -164 | ✓ 22:00 |
                | 2026-11-29 Sun | ≈1,586 | 0 | 1,800 | +214 | ○ due |

                - **intake**: 1,964 kcal a day over 1 complete day · 0 within target, 1 over
                - **long**: taken 1 of 1 day (100%) · on average at 22:00 ± 0 min
                - **streak**: 1 day in a row with every scheduled dose taken (longest 1)
                - **rapid**: 4 doses, 22u · 2.0 doses and 12.0u a complete day

                | rapid by | Mon | Tue | Wed | Thu | Fri | Sat | Sun |
                | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
                | morning | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
                | midday | 0 | 0 | 0 | 0 | 0 | 1 | 1 |
                | afternoon | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
                | evening | 0 | 0 | 0 | 0 | 0 | 1 | 1 |
                | night | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

                """)
    }

    @Test func csvPerDayAndPerItem() throws {
        let journal = try TemporaryJournal.example()
        let days = try journal.run(["report", "--format", "csv", "--days", "3"] + now)
        #expect(
            days.stdout == """
                date,weekday,logged,eaten,activity,target,remaining,approximate,incomplete,long_status,long_count,long_units,\
                long_times,rapid_status,rapid_count,rapid_units,rapid_times,carbs,carbs_complete,weight_kg
                2026-11-27,Fri,true,1684,0,1800,116,true,false,taken,1,12,22:30,logged,2,11,12:35 19:35,,false,
                2026-11-28,Sat,true,1964,0,1800,-164,true,false,taken,1,12,22:00,logged,2,12,12:35 19:05,,false,
                2026-11-29,Sun,true,1586,0,1800,214,true,false,due,0,0,,logged,2,10,12:35 19:05,,false,

                """)
        let items = try journal.run(["report", "--format", "csv", "--by", "item", "--days", "1"] + now)
        let lines = items.stdout.split(separator: "\n")
        #expect(
            lines.first
                == "date,time,slot,kind,text,item,quantity,unit,kcal,source,dose,units,file,line,carbs,meal_carbs")
        #expect(
            lines.contains(
                "2026-11-29,12:30,lunch,meal,\"ramen 550kcal, gyoza 4個\",ramen 550kcal,1,,550,explicit,,,"
                    + "2026/11/2026-11-29.md,5,,"))
        #expect(
            lines.contains(
                "2026-11-29,19:00,dinner,meal,\"salad chicken, ごはん100g, 味噌汁\",ごはん100g,100,g,156,foods,,,"
                    + "2026/11/2026-11-29.md,8,,"))
        #expect(
            lines.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false)[3] == "meal" })
        #expect(lines.count == 11)
    }

    @Test func jsonHasTheTextsFields() throws {
        let run = try TemporaryJournal.example().run(["report", "--json"] + now)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["from"] as? String == "2026-11-23")
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.count == 7)
        #expect(days[2]["outcome"] as? String == "duplicate")
        #expect(days[6]["complete"] as? Bool == false)
        let summary = try #require(object["summary"] as? [String: Any])
        let intake = try #require(summary["intake"] as? [String: Any])
        #expect(intake["average_eaten"] as? Int == 1780)
        let long = try #require((summary["scheduled"] as? [[String: Any]])?.first)
        #expect(long["average_time"] as? String == "22:16")
        #expect(long["taken"] as? Int == 5)
        #expect((summary["streaks"] as? [String: Any])?["longest"] as? Int == 3)
        let rapid = try #require((summary["unscheduled"] as? [[String: Any]])?.first)
        #expect(rapid["count"] as? Int == 14)
    }

    @Test func periods() throws {
        let journal = try TemporaryJournal.example()
        let week = try journal.run(["report", "--week", "--date", "2026-11-18"] + now)
        #expect(week.stdout.hasPrefix("2026-11-16 Mon – 2026-11-22 Sun · 7 days\n"))
        let month = try journal.run(["report", "--month", "2026-11"] + now)
        #expect(month.stdout.hasPrefix("2026-11-01 Sun – 2026-11-30 Mon · 30 days\n"))
        // Days with nothing written show a dot; a day still to come shows nothing.
        #expect(month.stdout.contains("\n2026-11-02 Mon                                  ·\n"))
        #expect(month.stdout.contains("\n2026-11-30 Mon\n"))
        #expect(month.stdout.contains("15 days with nothing written"))
        let range = try journal.run(["report", "--from", "2026-11-20", "--to", "2026-11-21"] + now)
        #expect(range.stdout.hasPrefix("2026-11-20 Fri – 2026-11-21 Sat · 2 days\n"))
    }

    @Test func badPeriodsAreUsageErrors() throws {
        let journal = try TemporaryJournal.example()
        let cases: [([String], String)] = [
            (["--days", "0"], "Error: --days takes a whole number from 1 to 36600, not '0'\n"),
            (
                ["--week", "--month", "2026-11"],
                "Error: --week and --month cannot be used together; choose one period\n"
            ),
            (
                ["--month", "2026-1"],
                "Error: --month '2026-1' is not a month; write YYYY-MM, this or last, e.g. 2026-11\n"
            ),
            (
                ["--from", "soon"],
                "Error: --from 'soon' is not a date; write YYYY-MM-DD, today, yesterday, -N (N days "
                    + "back) or a weekday, e.g. 2026-11-29 or friday\n"
            ),
            (["--from", "today", "--to", "-2"], "Error: --from 2026-11-29 comes after --to 2026-11-27\n"),
            (["--from", "2026-11-29", "--to", "2026-11-01"], "Error: --from 2026-11-29 comes after --to 2026-11-01\n"),
            (["--from", "2026-12-05"], "Error: --from 2026-12-05 comes after the last day, 2026-11-29\n"),
            (["--format", "xml"], "Error: Unknown format 'xml'; use one of text, md, csv, json, html\n"),
            (["--by", "item"], "Error: --by item needs --format csv\n"),
        ]
        for (arguments, message) in cases {
            let run = try journal.run(["report"] + arguments + now)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
            #expect(run.stdout == "")
        }
    }

    @Test func theCalendar() throws {
        let run = try TemporaryJournal.example().run(["calendar"] + now)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                          November 2026
                 Mo   Tu   We   Th   Fr   Sa   Su
                                               1·
                 2·   3·   4·   5·   6·   7·   8·
                 9·  10·  11·  12·  13·  14·  15·
                16✓  17✓+ 18✓  19✓+ 20✓  21✗+ 22✓
                23✓  24✓+ 25‼  26✓  27✓  28✓+ 29○
                30

                ✓ taken  ✗ missed  ‼ too often  ○ due  · nothing written  + over target
                long    taken 11 of 13 days (85%) · ✗ 1 missed · ‼ 1 taken too often · on average at 22:14 ± 22 min
                streak  3 days in a row with every scheduled dose taken (longest 5)

                """)
        let december = try TemporaryJournal.example().run(["calendar", "--month", "2026-12"] + now)
        #expect(
            december.stdout.hasPrefix("          December 2026\n Mo   Tu   We   Th   Fr   Sa   Su\n      1    2    3 "))
        #expect(december.stdout.hasSuffix("long  no day decided yet\n"))
    }

    @Test func dosesAroundMidnightAverageToMidnight() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "day_starts: \"04:00\"\ndoses:\n  long: {per_day: 1}\n",
            "2026-11-27.md": "- 23:50 long 12u\n",
            "2026-11-28.md": "- 00:10 long 12u\n",
        ])
        let run = try journal.run(["report", "--days", "2", "--date", "2026-11-28", "--now", "2026-11-29T12:00"])
        #expect(run.stdout.contains("long    taken 2 of 2 days (100%) · on average at 00:00 ± 10 min\n"))
    }

    @Test func aGeneratedQuarterAddsUpAsTheGeneratorWrote() throws {
        // 90 days from 2026-09-01: every 10th day the long dose is missed, every 15th taken twice (15, 45 and 75
        // are also multiples of 5 but not of 10); meals cycle through 1,500 to 2,300 kcal against a 2,000 target.
        var files = ["daybook.yaml": "target: 2000\ndoses:\n  long: {per_day: 1}\n  rapid: {}\n"]
        var eaten: [Int] = []
        var taken = 0
        var missed = 0
        var doubled = 0
        for index in 0..<90 {
            let day = Calendar(identifier: .gregorian).date(
                byAdding: .day, value: index,
                to: DateComponents(
                    calendar: .init(identifier: .gregorian),
                    year: 2026, month: 9, day: 1
                ).date!)!
            let name = ISO8601DateFormatter.string(
                from: day, timeZone: TimeZone(identifier: "UTC")!,
                formatOptions: [.withFullDate])
            let kcal = 1500 + (index % 5) * 200
            eaten.append(kcal)
            var text = "# \(name)\n- 12:00 lunch: stew \(kcal)kcal\n- 12:05 rapid 4u\n"
            if index % 10 == 9 {
                missed += 1
            } else if index % 15 == 14 {
                text += "- 22:00 long 12u\n- 22:30 long 12u\n"
                doubled += 1
            } else {
                text += "- 22:00 long 12u\n"
                taken += 1
            }
            files["\(name).md"] = text
        }
        let journal = try TemporaryJournal(files)
        let run = try journal.run(["report", "--from", "2026-09-01", "--to", "2026-11-29", "--now", "2026-12-05T12:00"])
        let average = Int((Double(eaten.reduce(0, +)) / 90).rounded())
        let over = eaten.filter { $0 > 2000 }.count
        #expect(
            run.stdout.contains(
                "intake  \(average.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) "
                    + "kcal a day over 90 complete days · \(90 - over) within target, \(over) over\n"))
        let percent = Int((Double(taken) / 90 * 100).rounded())
        #expect(
            run.stdout.contains(
                "long    taken \(taken) of 90 days (\(percent)%) · ✗ \(missed) missed · ‼ \(doubled) taken "
                    + "too often · on average at 22:0"))
        #expect(run.stdout.contains("rapid   90 doses, 360u · 1.0 doses and 4.0u a complete day\n"))
        let csv = try journal.run([
            "report", "--format", "csv", "--from", "2026-09-01", "--to", "2026-11-29",
            "--now", "2026-12-05T12:00",
        ])
        let rows = csv.stdout.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        #expect(rows.map { Int($0[3]) } == eaten.map { Optional($0) })
        #expect(rows.filter { $0[9] == "missed" }.count == missed)
        #expect(rows.filter { $0[9] == "duplicate" }.count == doubled)
    }
}
