import Testing

/// Two files holding one day are both read, with a warning.
struct SameDayTwiceTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "- 12:00 ramen 600kcal\n",
            "notes/food.md": "## 2026-11-29\n- 15:00 cake 300kcal\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                notes/food.md:1: warning: 2026-11-29 is also in 2026-11-29.md; both are read
                keep one file per day, or make sure no entry is in both
                2 files, 1 day: 1 warning

                """)
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"])
        #expect(status.stdout.contains(#""eaten":900"#))
    }
}
