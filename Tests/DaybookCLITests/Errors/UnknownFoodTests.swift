import Testing

/// A food no source knows is counted at the slot's guess, with a warning that says how to teach it.
struct UnknownFoodTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "guess: {dinner: 650}\n",
            "2026-11-29.md": "- 19:00 dinner: 謎の煮込み、ramen\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                2026-11-29.md:1:17: warning: unknown food '謎の煮込み': guessed 650 kcal (dinner)
                - 19:00 dinner: 謎の煮込み、ramen
                                ^
                add it to foods.yaml, e.g. '謎の煮込み: 120', or write its kcal, e.g. '謎の煮込み 120kcal'
                1 file, 1 day: 1 warning

                """)
    }
}
