import Testing

/// `dose` refuses (exit 3) while a line about the same insulin cannot be read as a dose: it may be the dose.
struct UnreadInsulinGuardTests {
    private let config = "doses:\n  long:\n    per_day: 1\n"

    @Test func aLongActingLineNotReadRefusesTheDose() {
        let files = [
            "daybook.yaml": config, "2026-11-30.md": "# 2026-11-30\n\n- 22:00 ランタス 12単位 + 2単位\n",
        ]
        let (run, written) = runInProcess(["dose", "long", "12", "--now", "2026-11-30T23:00"], files: files)
        #expect(run.status == 3)
        #expect(
            run.stderr == """
                Error: cannot tell whether long is already taken on 2026-11-30: daybook cannot read this line about \
                insulin as a dose: 2026-11-30.md:3: - 22:00 ランタス 12単位 + 2単位. Nothing was written; write the \
                line as a dose (e.g. '- 22:00 long 12u'), strike it through (~~…~~) if it was not taken, or add \
                --again to log the dose anyway

                """)
        #expect(written.contents("2026-11-30.md") == Array(files["2026-11-30.md", default: ""].utf8))
        let status = runInProcess(["status", "--now", "2026-11-30T23:00"], files: files).run
        #expect(status.stdout.contains("\nlong  ? unknown\n"))
        let again = runInProcess(["dose", "long", "12", "--again", "--now", "2026-11-30T23:00"], files: files)
        #expect(again.run.status == 0)
    }

    @Test func aStruckThroughLineIsNoLongerInTheWay() {
        let files = ["daybook.yaml": config, "2026-11-30.md": "# 2026-11-30\n\n- ~~22:00 ランタス 12単位 + 2単位~~\n"]
        #expect(runInProcess(["dose", "long", "12", "--now", "2026-11-30T23:00"], files: files).run.status == 0)
    }
}

/// `dose` refuses (exit 3) while the next day's log holds a dose taken after midnight that may be this day's.
struct NextDayDoseGuardTests {
    private let files = [
        "daybook.yaml": "doses:\n  long:\n    per_day: 1\n", "2026-12-02.md": "# 2026-12-02\n\n- 00:30 lantus 12u\n",
    ]

    @Test func aDoseAfterMidnightInTheNextLogRefusesTheDose() {
        let (run, written) = runInProcess(["dose", "long", "12", "--now", "2026-12-02T01:00"], files: files)
        #expect(run.status == 3)
        #expect(
            run.stderr == """
                Error: cannot tell whether long is already taken on 2026-12-01: the next day's log holds a dose \
                written after midnight that may be this day's: 2026-12-02.md:3: - 00:30 lantus 12u. Nothing was \
                written; if it was taken last night, move the line to 2026-12-01's log; to log the dose anyway, add \
                --again

                """)
        #expect(written.contents("2026-12-01.md") == nil)
        let again = runInProcess(["dose", "long", "12", "--again", "--now", "2026-12-02T01:00"], files: files)
        #expect(again.run.status == 0)
        #expect(runInProcess(["dose", "long", "12", "--now", "2026-12-02T00:20"], files: files).run.status == 0)
    }
}
