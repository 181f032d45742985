import Testing

/// Something written as a time that is no time is an error and the line is not counted: 24-hour, 午前/午後 and
/// parts of the day alike.
struct TimeThatIsNotOneTests {
    @Test func check() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 25:00 toast\n- 午後12時 ラーメン\n- 夜25時 アイス\n- 午後3時半 ケーキ 300kcal\n",
        ])
        let run = try journal.run(["check"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                2026-11-29.md:2:3: error: '25:00' is not a time: hours run 0–23 and minutes 0–59
                - 25:00 toast
                  ^
                write 24-hour 'HH:MM', e.g. '19:30'
                2026-11-29.md:3:3: error: '午後12時' is not a time: after 午前 and 午後 hours run 0–11
                - 午後12時 ラーメン
                  ^
                write 24-hour 'HH:MM', e.g. '19:30'
                2026-11-29.md:4:3: error: '夜25時' is not a time
                - 夜25時 アイス
                  ^
                write 24-hour 'HH:MM', e.g. '19:30'
                1 file, 1 day: 3 errors

                """)
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"])
        #expect(status.stdout.contains(#""eaten":300,"#))
        #expect(status.stdout.contains(#""time":"15:30""#))
    }
}
