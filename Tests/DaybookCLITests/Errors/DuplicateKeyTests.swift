import Testing

/// The same key twice in one YAML mapping: which one a person meant is unknowable, so it is an error.
struct DuplicateKeyTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 1800\nday_starts: \"04:00\"\ntarget: 1500\n",
            "foods.yaml": "alfort: 55\nramen: 500\nalfort: 60\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                daybook.yaml:3:1: error: duplicate key 'target' (first at line 1)
                target: 1500
                ^
                fix the YAML syntax; until then this file is ignored
                foods.yaml:3:1: error: duplicate key 'alfort' (first at line 1)
                alfort: 60
                ^
                fix the YAML syntax; until then this file is ignored
                0 files, 0 days: 2 errors

                """)
    }
}
