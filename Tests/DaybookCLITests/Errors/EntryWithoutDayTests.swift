import Testing

/// An entry in an undated file above any date heading belongs to no day.
struct EntryWithoutDayTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "food.md": "# Food\n\n- 12:00 ramen\n\n## 2026-11-29\n- 19:00 soba\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                food.md:3:1: error: entry has no day
                - 12:00 ramen
                ^
                put it under a date heading such as '## 2026-11-29', or name the file after its day, e.g. '2026-11-29.md'; \
                a file that is not part of the journal can be left out with 'ignore:' in daybook.yaml
                1 file, 1 day: 1 error

                """)
    }
}
