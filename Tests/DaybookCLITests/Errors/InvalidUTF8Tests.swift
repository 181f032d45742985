import Testing

/// Bytes that are not UTF-8: the line is skipped and reported by its byte offset; the rest still counts.
struct InvalidUTF8Tests {
    @Test func check() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        try journal.write("2026-11-29.md", bytes: Array("- tea\n- 12:00 caf".utf8) + [0xE9] + Array(" latte\n".utf8))
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md:2:12: error: invalid UTF-8 at byte 17 of the file; this line is skipped
                - 12:00 caf\u{FFFD} latte
                           ^
                save the file as UTF-8
                1 file, 1 day: 1 error

                """)
    }
}
