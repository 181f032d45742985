import Testing

/// The glanceable formats status bars read.
struct StatusFormatTests {
    private func journal(_ day: String) throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": "target: 1800\ndoses:\n  long: {window: \"22:00-23:00\", per_day: 1}\n  rapid: {}\n",
            "2026-11-28.md": "- 22:10 long 12u\n",
            "2026-11-29.md": day,
        ])
    }

    private func status(_ journal: TemporaryJournal, _ format: String, at now: String) throws -> Run {
        try journal.run(["status", "--format", format, "--now", now])
    }

    @Test func lineAndTmuxWhileADoseIsDue() throws {
        let day = try journal("- 12:00 ramen 650kcal\n- 12:05 rapid 4u\n")
        #expect(try status(day, "line", at: "2026-11-29T22:15").stdout == "1,150 kcal left · long ○ until 23:00\n")
        #expect(
            try status(day, "tmux", at: "2026-11-29T22:15").stdout
                == "1,150 kcal left · #[fg=yellow]long ○ until 23:00#[default]\n")
        #expect(try status(day, "line", at: "2026-11-29T21:00").stdout == "1,150 kcal left · long · 22:00\n")
    }

    @Test func takenMissedDuplicateAndOver() throws {
        let taken = try journal("- 12:00 ramen 650kcal\n- 22:14 long 12u\n")
        #expect(try status(taken, "line", at: "2026-11-29T22:30").stdout == "1,150 kcal left · long ✓ 22:14\n")
        let missed = try journal("- 12:00 ramen 650kcal\n")
        #expect(
            try status(missed, "tmux", at: "2026-11-29T23:30").stdout
                == "1,150 kcal left · #[fg=red]long ✗#[default]\n")
        let twice = try journal("- 12:00 cake 2000kcal\n- 22:14 long 12u\n- 22:40 long 12u\n")
        #expect(
            try status(twice, "tmux", at: "2026-11-29T23:30").stdout
                == "#[fg=red]200 kcal over#[default] · #[fg=red]long ‼ ×2#[default]\n")
    }

    @Test func waybarObject() throws {
        let day = try journal("- 12:00 ramen 900kcal\n")
        let run = try status(day, "waybar", at: "2026-11-29T22:15")
        #expect(
            run.stdout
                == #"{"text":"900 kcal left · long ○ until 23:00","tooltip":"2026-11-29 Sun · 22:15\n900 kcal left\n900 eaten · target 1,800\nlong   ○ due until 23:00\nrapid  none yet","class":"warning","percentage":50}"#
                + "\n")
        let missed = try status(day, "waybar", at: "2026-11-29T23:15")
        #expect(missed.stdout.contains(#""class":"critical""#))
    }

    @Test func i3blocksLinesAndUrgency() throws {
        let day = try journal("- 12:00 ramen 900kcal\n")
        let due = try status(day, "i3blocks", at: "2026-11-29T22:15")
        #expect(due.stdout == "900 kcal left · long ○ until 23:00\n900 kcal left\n#EBCB8B\n")
        #expect(due.status == 0)
        let missed = try status(day, "i3blocks", at: "2026-11-29T23:15")
        #expect(missed.stdout == "900 kcal left · long ✗\n900 kcal left\n#BF616A\n")
        #expect(missed.status == 33)
    }

    @Test func yesterdaysMissAppearsInTheLine() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "", "2026-11-28.md": "- soba\n",
            "2026-11-29.md": "- 08:00 long 12u\n",
        ])
        let run = try journal.run(["status", "--format", "line", "--now", "2026-11-29T09:00"])
        #expect(run.stdout == "2,000 kcal left · long ✓ 08:00 · ✗ yesterday: long\n")
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let day = try journal("")
        let run = try status(day, "xml", at: "2026-11-29T22:15")
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix("Error: Unknown format 'xml'; use one of text, json, line, tmux, waybar, i3blocks\n"))
    }
}
