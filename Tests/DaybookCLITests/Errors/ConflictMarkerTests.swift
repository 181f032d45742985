import Testing

/// Git conflict markers left in a day file: both sides count, with a warning naming the lines.
struct ConflictMarkerTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": """
            - 08:00 toast 200kcal
            <<<<<<< HEAD
            - 10:00 tea 5kcal
            - 12:00 ramen 600kcal
            =======
            - 10:00 tea 5kcal
            - 12:30 soba 400kcal
            >>>>>>> origin/main

            """,
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                2026-11-29.md:2:1: warning: unresolved git conflict (lines 2–8): entries on both sides are counted, those on both sides once
                run 'daybook resolve', or resolve the conflict and remove the marker lines
                1 file, 1 day: 1 warning

                """)
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"])
        #expect(status.stdout.contains(#""eaten":1205"#))
    }
}
