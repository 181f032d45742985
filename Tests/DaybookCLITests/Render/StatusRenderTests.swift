import DaybookTesting
import Testing

/// Every status surface rendered in-process from one journal in memory: a day with a long dose due in its window
/// and a double long dose the day before. The same numbers and the same trouble, in each format's own shape.
struct StatusRenderTests {
    private static let files = [
        "daybook.yaml": "target: 1800\ndoses:\n  long: {aliases: [tresiba], window: \"21:00-23:00\", per_day: 1}\n"
            + "  rapid: {aliases: [humalog]}\n",
        "2026-11-29.md":
            "- 08:00 breakfast: toast 250kcal, coffee 5kcal\n- 08:05 humalog 4u\n- 12:30 lunch: ramen 650kcal\n",
        "2026-11-28.md": "- 22:00 long 12u\n- 22:30 tresiba 12u\n- 12:00 soba 400kcal\n",
    ]

    private func status(_ format: String) -> Run {
        runInProcess(["status", "--format", format, "--now", "2026-11-29T22:10"], files: Self.files).run
    }

    @Test func text() {
        let run = status("text")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                2026-11-29 Sun · 22:10
                895 kcal left
                905 eaten · target 1,800
                long   ○ due until 23:00
                rapid  1 dose · 4u · last 08:05 (14h5m ago)
                ‼ taken too often yesterday: long

                """)
    }

    @Test func lineAndTmux() {
        #expect(status("line").stdout == "895 kcal left · long ○ until 23:00 · ‼ yesterday: long\n")
        #expect(
            status("tmux").stdout == "895 kcal left · #[fg=yellow]long ○ until 23:00#[default] · "
                + "#[fg=red]‼ yesterday: long#[default]\n")
    }

    @Test func waybarIsCriticalWithTheTextBlockAsTooltip() {
        #expect(
            status("waybar").stdout == #"{"text":"895 kcal left · long ○ until 23:00 · ‼ yesterday: long","#
                + #""tooltip":"2026-11-29 Sun · 22:10\n895 kcal left\n905 eaten · target 1,800\nlong   ○ due until 23:00\n"#
                + #"rapid  1 dose · 4u · last 08:05 (14h5m ago)\n‼ taken too often yesterday: long","class":"critical","#
                + #""percentage":50}"# + "\n")
    }

    @Test func i3blocksAsksForUrgency() {
        let run = status("i3blocks")
        #expect(run.stdout == "895 kcal left · long ○ until 23:00 · ‼ yesterday: long\n895 kcal left\n#BF616A\n")
        #expect(run.status == 33)
    }

    @Test func jsonSaysTheSameInFields() {
        let json = status("json").stdout
        #expect(json.contains(#""eaten":905,"activity":0,"remaining":895,"approximate":false,"incomplete":false"#))
        #expect(json.contains(#"{"name":"long","status":"due","count":0,"units":0,"times":[],"window":"21:00-23:00""#))
        #expect(json.contains(#""missed_yesterday":[],"duplicate_yesterday":["long"]"#))
    }

    @Test func calendarMarksEachDay() {
        let run = runInProcess(["calendar", "--month", "2026-11", "--now", "2026-11-29T22:10"], files: Self.files).run
        #expect(
            run.stdout.hasPrefix(
                """
                          November 2026
                 Mo   Tu   We   Th   Fr   Sa   Su
                                               1·
                 2·   3·   4·   5·   6·   7·   8·
                 9·  10·  11·  12·  13·  14·  15·
                16·  17·  18·  19·  20·  21·  22·
                23·  24·  25·  26·  27·  28‼  29○
                30

                """))
    }

    @Test func reportRowsAndSummary() {
        let run = runInProcess(["report", "--days", "2", "--now", "2026-11-29T22:10"], files: Self.files).run
        #expect(run.stdout.contains("2026-11-28 Sat    400   1,800  +1,400  ‼ 22:00 22:30"))
        #expect(run.stdout.contains("2026-11-29 Sun    905   1,800    +895  ○ due"))
        #expect(
            run.stdout.contains("long    taken 0 of 1 day (0%) · ‼ 1 taken too often · on average at 22:15 ± 15 min\n"))
    }
}

/// Waybar reads its text as Pango markup: what came from the journal must not be markup.
struct WaybarMarkupTests {
    @Test func ampersandsAndAngleBracketsAreEntities() {
        let files = [
            "daybook.yaml": "target: 1\ndoses:\n  \"R&D <b>\": {per_day: 1}\n",
            "2026-11-29.md": "- 08:00 <span size=\"1\">x</span> 500kcal\n- 09:00 fish & chips 600kcal\n",
        ]
        let run = runInProcess(["status", "--format", "waybar", "--now", "2026-11-29T12:00"], files: files).run
        #expect(run.stdout.contains("R&amp;D &lt;b&gt; ○"))
        #expect(!run.stdout.contains("<b>") && !run.stdout.contains("<span"))
        #expect(run.stdout.contains(#""percentage":100}"#))
    }
}

/// A day gone by with nothing written: status, the report and the calendar all say nothing about its doses.
struct UnwrittenDayTests {
    @Test func itsScheduledDoseIsUnknownNotMissedAndADoseCanStillBeLogged() throws {
        let files = ["daybook.yaml": "doses:\n  long: {per_day: 1}\n", "2026-11-29.md": "- 08:00 toast 200kcal\n"]
        let status = runInProcess(["status", "--date", "2026-11-20", "--now", "2026-11-29T12:00"], files: files).run
        #expect(status.stdout.contains("long  ? unknown\n"))
        #expect(!status.stdout.contains("missed"))
        let journal = try TemporaryJournal(files)
        let dose = try journal.run(["dose", "long", "12", "--date", "2026-11-20", "--now", "2026-11-29T12:00"])
        #expect(dose.status == 0)
    }
}
