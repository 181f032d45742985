import DaybookTesting
import Testing

/// `daybook show`: the day as a food diary, in the day's order, grouped by meal, each item with its kcal and where
/// it came from in words; doses and readings in their place; what was not counted; the totals last.
struct ShowCommandTests {
    private let files = [
        "daybook.yaml": "target: 1800\ndoses:\n  long: {aliases: [lantus], per_day: 1, window: \"21:00-23:30\"}\n",
        "foods.yaml": "alfort: {aliases: [アルフォート], kcal: 55}\n",
        "2026-11-28.md": "- 08:00 breakfast: toast 300kcal\n- 22:00 lantus 12u\n",
        "2026-11-29.md": """
        - 12:30 lunch: ramen 550kcal, アルフォート2枚
        - 07:50 breakfast: coffee
        - 08:00 bg 120
        - ~~15:00 cake 400kcal~~
        - 22:10 long 12u

        """,
    ]

    private func show(_ arguments: [String], now: String = "2026-11-29T23:00") -> Run {
        runInProcess(["show", "--journal", ".", "--now", now] + arguments, fileSystem: MemoryFileSystem(files))
    }

    @Test func todayInTheDaysOrderGroupedByMeal() {
        let run = show([])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                2026-11-29 Sun · 23:00

                breakfast
                  07:50  coffee             2 kcal  ≈0g  table
                glucose
                  08:00  bg 120
                lunch
                  12:30  ramen 550kcal    550 kcal   ?g  written
                         アルフォート2枚  110 kcal   ?g  your foods
                doses
                  22:10  long 12u

                long  ✓ taken 22:10 · 12u

                not counted
                  15:00  cake 400kcal  struck through

                ≈1,138 kcal left
                662 eaten · target 1,800

                """)
    }

    @Test func yesterdayIsItsOwnDay() {
        let run = show(["--date", "yesterday"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "2026-11-28 Sat")
        #expect(lines.contains("  08:00  toast 300kcal  300 kcal  written"))
        #expect(lines.contains("  22:00  lantus 12u"))
        #expect(!run.stdout.contains("ramen"))
    }

    @Test func jsonHoldsTheSameGroupsAndTotals() {
        let run = show(["--json"])
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""groups":[{"group":"breakfast","entries":[{"file":"2026-11-29.md","line":2"#))
        #expect(run.stdout.contains(#"{"group":"glucose","entries":"#))
        #expect(run.stdout.contains(#""not_counted":[{"file":"2026-11-29.md","line":4"#))
        #expect(run.stdout.contains(#""eaten":662"#))
        #expect(run.stdout.contains(#""source":"explicit""#))
    }

    @Test func aDayWithNothingWrittenSaysSo() {
        let run = show(["--date", "2026-11-20"])
        #expect(run.stdout.hasPrefix("2026-11-20 Fri\n\nnothing written\n"))
    }
}
