import Testing

/// A kcal value that is no plain number — an exponent, a range — is reported and the item not counted.
struct KcalValueTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 15:00 cake 1e400kcal\n- 16:00 latte 600-700kcal, cookie 80 cal\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md:2:9: error: '1e400kcal' is not a kcal value
                - 15:00 cake 1e400kcal
                        ^
                write the kcal in plain digits, e.g. '650kcal'
                2026-11-29.md:3:9: error: '600-700kcal' is a range, not one kcal value
                - 16:00 latte 600-700kcal, cookie 80 cal
                        ^
                write one kcal value, e.g. '650kcal'
                1 file, 1 day: 2 errors

                """)
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"])
        #expect(status.stdout.contains(#""eaten":80,"#))
    }
}
