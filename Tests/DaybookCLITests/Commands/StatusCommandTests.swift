import Testing

struct StatusCommandTests {
    private func sample() throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": """
            target: 1800
            doses:
              long: {aliases: [tresiba, 持効], window: "22:00-23:00", per_day: 1}
              rapid: {aliases: [速効]}
            """,
            "foods.yaml": "alfort: {aliases: [アルフォート], kcal: 55}\n",
            "2026/11/2026-11-28.md": "# 2026-11-28\n- 12:00 soba\n",
            "2026/11/2026-11-29.md": """
            # 2026-11-29

            Prose is never an entry.

            - 07:30 breakfast: toast
            - 10:30 アルフォート3枚
            - 12:30 lunch: ramen 650kcal, gyoza 6個
            - 12:35 速効 4単位
            - 16:00 mystery stew
            - 17:00 walk -150kcal
            - ~~18:00 cake~~
            - 22:14 long 12u
            """,
        ])
    }

    @Test func textBlock() throws {
        let run = try sample().run(["status", "--now", "2026-11-29T22:30"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                2026-11-29 Sun · 22:30
                ≈478 kcal left
                1,472 eaten · ≈42g+? carbs · -150 activity · target 1,800
                long   ✓ taken 22:14 · 12u
                rapid  1 dose · 4u · last 12:35 (9h55m ago) · meal ≈27g+? carbs
                ✗ missed yesterday: long
                2026/11/2026-11-29.md:9:9: warning: unknown food 'mystery stew': guessed 300 kcal (other)

                """)
    }

    @Test func jsonObject() throws {
        let run = try sample().run(["status", "--json", "--now", "2026-11-29T22:30"])
        #expect(run.status == 0)
        let entries = [
            #"{"file":"2026/11/2026-11-29.md","line":5,"time":"07:30","slot":"breakfast","kind":"meal","text":"toast","kcal":87,"items":[{"text":"toast","quantity":1,"unit":null,"kcal":87,"source":"stub","pending":false,"carbs":15}],"carbs":15,"carbs_complete":true,"carbs_approximate":true}"#,
            #"{"file":"2026/11/2026-11-29.md","line":6,"time":"10:30","slot":null,"kind":"meal","text":"アルフォート3枚","kcal":165,"items":[{"text":"アルフォート3枚","quantity":3,"unit":null,"kcal":165,"source":"foods","pending":false,"carbs":null}],"carbs":null,"carbs_complete":false,"carbs_approximate":false}"#,
            #"{"file":"2026/11/2026-11-29.md","line":7,"time":"12:30","slot":"lunch","kind":"meal","text":"ramen 650kcal, gyoza 6個","kcal":920,"items":[{"text":"ramen 650kcal","quantity":1,"unit":null,"kcal":650,"source":"explicit","pending":false,"carbs":null},{"text":"gyoza 6個","quantity":6,"unit":null,"kcal":270,"source":"stub","pending":false,"carbs":27}],"carbs":27,"carbs_complete":false,"carbs_approximate":true}"#,
            #"{"file":"2026/11/2026-11-29.md","line":8,"time":"12:35","slot":null,"kind":"dose","text":"速効 4単位","dose":"rapid","units":4,"meal_carbs":27,"meal_carbs_complete":false,"meal_carbs_approximate":true}"#,
            #"{"file":"2026/11/2026-11-29.md","line":9,"time":"16:00","slot":null,"kind":"meal","text":"mystery stew","kcal":300,"items":[{"text":"mystery stew","quantity":1,"unit":null,"kcal":300,"source":"guess","pending":false,"carbs":null}],"carbs":null,"carbs_complete":false,"carbs_approximate":false}"#,
            #"{"file":"2026/11/2026-11-29.md","line":10,"time":"17:00","slot":null,"kind":"meal","text":"walk -150kcal","kcal":-150,"items":[{"text":"walk -150kcal","quantity":1,"unit":null,"kcal":-150,"source":"explicit","pending":false,"carbs":null}],"carbs":null,"carbs_complete":false,"carbs_approximate":false}"#,
            #"{"file":"2026/11/2026-11-29.md","line":11,"time":"18:00","slot":null,"kind":"cancelled","text":"cake"}"#,
            #"{"file":"2026/11/2026-11-29.md","line":12,"time":"22:14","slot":null,"kind":"dose","text":"long 12u","dose":"long","units":12}"#,
        ]
        let doses = [
            #"{"name":"long","status":"taken","count":1,"units":12,"times":["22:14"],"window":"22:00-23:00","per_day":1}"#,
            #"{"name":"rapid","status":"logged","count":1,"units":4,"times":["12:35"],"window":null,"per_day":null}"#,
        ]
        let carbs = #","carbs":42,"carbs_complete":false,"carbs_approximate":true,"weight_kg":null,"weight_unit":null"#
        let warning =
            #"{"file":"2026/11/2026-11-29.md","line":9,"column":9,"severity":"warning","message":"unknown food 'mystery stew': guessed 300 kcal (other)"}"#
        #expect(
            run.stdout
                == #"{"date":"2026-11-29","now":"2026-11-29T22:30","target":1800,"eaten":1472,"activity":-150,"remaining":478,"approximate":true,"incomplete":false,"entries":["#
                + entries.joined(separator: ",") + #"],"doses":["# + doses.joined(separator: ",")
                + #"],"missed_yesterday":["long"],"duplicate_yesterday":[],"glucose":null,"warnings":["# + warning
                + "]" + carbs + "}\n")
    }

    @Test func doseStatesFollowTheClock() throws {
        let journal = try sample()
        try journal.write("2026/11/2026-11-30.md", "- 12:00 soba\n")
        let before = try journal.run(["status", "--now", "2026-11-30T21:00"])
        #expect(before.stdout.contains("long   · upcoming 22:00-23:00\n"))
        #expect(!before.stdout.contains("missed yesterday"))
        let during = try journal.run(["status", "--now", "2026-11-30T22:10"])
        #expect(during.stdout.contains("long   ○ due until 23:00\n"))
        let after = try journal.run(["status", "--now", "2026-11-30T23:05"])
        #expect(after.stdout.contains("long   ✗ missed (window 22:00-23:00)\n"))
        try journal.write("2026/11/2026-11-30.md", "- 12:00 soba\n- 22:05 long 12u\n- 22:50 持効 12単位\n")
        let twice = try journal.run(["status", "--now", "2026-11-30T23:05"])
        #expect(twice.stdout.contains("long   ‼ 2 doses at 22:05, 22:50 (expected 1) · 24u\n"))
    }

    @Test func lateNightBelongsToTheDayBefore() throws {
        let journal = try sample()
        let run = try journal.run(["status", "--json", "--now", "2026-11-30T01:30"])
        #expect(run.stdout.hasPrefix(#"{"date":"2026-11-29","now":"2026-11-30T01:30""#))
        let environment = try journal.run(["status", "--json"], environment: ["DAYBOOK_NOW": "2026-11-30T01:30"])
        #expect(
            environment.stdout.hasPrefix(#"{"date":"2026-11-29","now":"2026-11-30T01:30","target":1800,"eaten":1472,"#))
    }

    @Test func dateLooksBack() throws {
        let run = try sample().run(["status", "--date", "2026-11-28", "--now", "2026-11-29T12:00"])
        #expect(
            run.stdout == """
                2026-11-28 Sat
                ≈1,470 kcal left
                330 eaten · ≈62g carbs · target 1,800
                long   ✗ missed (window 22:00-23:00)
                rapid  none yet

                """)
    }

    @Test func statusReadsOnlyTheDayAndTheDayBefore() throws {
        let journal = try sample()
        try journal.write("2026/10/2026-10-01.md", bytes: [0x2D, 0x20, 0xFF, 0x0A])
        try journal.write("2026/11/2026-11-15.md", "- 22:00 long\n")
        let run = try journal.run(["status", "--now", "2026-11-29T22:30"])
        #expect(!run.stdout.contains("2026-10-01"))
        #expect(!run.stdout.contains("2026-11-15"))
        let check = try journal.run(["check"])
        #expect(check.stdout.contains("2026/10/2026-10-01.md:1:3: error: invalid UTF-8"))
        #expect(check.stdout.contains("2026/11/2026-11-15.md:1:9: error: dose 'long' has no amount"))
    }

    @Test func findsTheJournalFromASubfolderAndFromTheEnvironment() throws {
        let journal = try sample()
        let nested = try daybook(
            ["status", "--json", "--now", "2026-11-29T22:30"],
            in: journal.url.appendingPathComponent("2026/11"))
        #expect(nested.status == 0)
        #expect(nested.stdout.contains(#""remaining":478"#))
        let elsewhere = try TemporaryJournal()
        let viaEnvironment = try elsewhere.run(
            ["status", "--json", "--now", "2026-11-29T22:30"],
            environment: ["DAYBOOK_JOURNAL": journal.url.path])
        #expect(viaEnvironment.stdout.contains(#""remaining":478"#))
    }

    @Test func aSingleFileJournal() throws {
        let journal = try TemporaryJournal([
            "food.md": "# Food\n## 2026-11-29\n- 12:00 ramen 600kcal\n## 2026-11-28\n- soba\n"
        ])
        let run = try journal.run(["status", "--journal", "food.md", "--json", "--now", "2026-11-29T13:00"])
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""eaten":600"#))
    }

    @Test func frontMatterTargetWins() throws {
        let journal = try sample()
        try journal.write("2026/11/2026-11-29.md", "---\ntarget: 2500\n---\n- ramen 600kcal\n")
        let run = try journal.run(["status", "--json", "--now", "2026-11-29T13:00"])
        #expect(run.stdout.contains(#""target":2500,"eaten":600,"activity":0,"remaining":1900"#))
    }

    @Test func anEmptyDayIsNotAnError() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let run = try journal.run(["status", "--now", "2026-11-29T08:00"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                2026-11-29 Sun · 08:00
                2,000 kcal left
                0 eaten · target 2,000
                long   ○ due today
                rapid  none yet

                """)
    }
}
