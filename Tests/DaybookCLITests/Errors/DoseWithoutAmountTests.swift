import Testing

/// A dose line without its units is not counted, and says how to write it.
struct DoseWithoutAmountTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 12:00 soba\n- 22:00 long\n- 22:05 持効\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md:3:9: error: dose 'long' has no amount
                - 22:00 long
                        ^
                write the units after the name, e.g. 'long 12u'
                2026-11-29.md:4:9: error: dose '持効' has no amount
                - 22:05 持効
                        ^
                write the units after the name, e.g. '持効 12u'
                1 file, 1 day: 2 errors

                """)
    }
}
