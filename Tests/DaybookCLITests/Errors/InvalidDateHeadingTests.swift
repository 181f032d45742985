import Testing

/// `## 2026-02-29` names no day: its entries used to count, silently, for the day of the heading above.
struct InvalidDateHeadingTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-02.md": "## 2026-02-28\n- 08:00 toast 200kcal\n## 2026-02-29\n- 09:00 cake 500kcal\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-02.md:3:4: error: heading '2026-02-29' is not a date; the entries under it are not counted
                ## 2026-02-29
                   ^
                write a real date (YYYY-MM-DD): the entries count once it is one
                1 file, 1 day: 1 error

                """)
        let status = try journal.run(["status", "--json", "--now", "2026-02-28T20:00"])
        #expect(status.stdout.contains(#""eaten":200"#))
    }
}
