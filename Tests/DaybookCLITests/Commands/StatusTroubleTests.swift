import Testing

/// Trouble shows in every format: a broken daybook.yaml, no journal at all, yesterday's double dose.
struct StatusTroubleTests {
    /// One `}` missing: the custom doses fall back to the defaults, and the line that used the custom dose's name
    /// is no longer read as a dose (insulin is never food: it is an error of its own) — insulin daybook cannot name,
    /// which may be any dose: long is unknown.
    private func brokenConfiguration() throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": "target: 1800\ndoses:\n  basal: {aliases: [nightpen], per_day: 1\n",
            "2026-11-29.md": "- 12:00 ramen 700kcal\n- 21:00 nightpen 20u\n",
        ])
    }

    private let yamlError = "daybook.yaml:4:1: error: did not find expected ',' or '}' while parsing a flow mapping"
    private let doseError =
        "2026-11-29.md:2:9: error: 'nightpen' names none of your doses; insulin is never counted "
        + "as food, so the line is not counted"

    private func status(_ journal: TemporaryJournal, _ format: String, at now: String = "2026-11-29T21:30") throws
        -> Run
    {
        try journal.run(["status", "--format", format, "--now", now])
    }

    @Test func aBrokenConfigurationInText() throws {
        let run = try status(try brokenConfiguration(), "text")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                2026-11-29 Sun · 21:30
                1,300 kcal left
                700 eaten · target 2,000
                long   ? unknown
                rapid  none yet
                \(doseError)
                \(yamlError)

                """)
    }

    @Test func aBrokenConfigurationInJSON() throws {
        let run = try status(try brokenConfiguration(), "json")
        #expect(run.stdout.contains(#"{"file":"daybook.yaml","line":4,"column":1,"severity":"error","#))
        #expect(run.stdout.contains(#""incomplete":false,"#))
    }

    @Test func aBrokenConfigurationInTheStatusBars() throws {
        let journal = try brokenConfiguration()
        #expect(try status(journal, "line").stdout == "1,300 kcal left · long ? · ⚠ 2\n")
        #expect(
            try status(journal, "tmux").stdout
                == "1,300 kcal left · #[fg=yellow]long ?#[default] · #[fg=red]⚠ 2#[default]\n")
        let waybar = try status(journal, "waybar")
        #expect(waybar.status == 0)
        #expect(
            waybar.stdout == #"{"text":"1,300 kcal left · long ? · ⚠ 2","tooltip":"2026-11-29 Sun · 21:30\n"#
                + #"1,300 kcal left\n700 eaten · target 2,000\nlong   ? unknown\nrapid  none yet\n"#
                + doseError + #"\n"# + yamlError + #"","class":"critical","percentage":35}"# + "\n")
        let i3blocks = try status(journal, "i3blocks")
        #expect(i3blocks.stdout == "1,300 kcal left · long ? · ⚠ 2\n1,300 kcal left ⚠ 2\n#BF616A\n")
        #expect(i3blocks.status == 33)
    }

    /// A global option with its value before the subcommand (`--lang ja status …`) is skipped as the parser skips
    /// it: the bar still gets its line when the rest of the command line is wrong.
    @Test(arguments: [
        ["--lang", "ja", "status", "--format", "waybar", "--now", "x"],
        ["--journal", "nowhere", "status", "--format", "waybar", "--bogus"],
        ["--color", "never", "status", "--format=waybar", "--date", "nope"],
        ["--now", "2026-11-29T10:00", "--format", "waybar", "--date", "nope"],
    ])
    func aGlobalOptionBeforeTheSubcommandStillGivesTheBarItsObject(arguments: [String]) {
        let run = runInProcess(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\"text\":\"daybook: "))
        #expect(run.stdout.contains("\"class\":\"critical\""))
        #expect(run.stderr.hasPrefix("Error: ") || run.stderr.hasPrefix("エラー: "))
    }

    @Test func withoutAJournalTheBarsStillGetOneLine() throws {
        let folder = try TemporaryJournal()
        let message = "no journal at 'nowhere': no such file or folder"
        func run(_ format: String) throws -> Run {
            try folder.run(["status", "--format", format, "--journal", "nowhere"])
        }
        let line = try run("line")
        #expect(line.stdout == "daybook: \(message)\n")
        #expect(line.status == 1)
        #expect(line.stderr.hasPrefix("Error: \(message)\n"))
        #expect(try run("tmux").stdout == "#[fg=red]daybook: \(message)#[default]\n")
        let waybar = try run("waybar")
        #expect(
            waybar.stdout == #"{"text":"daybook: \#(message)","tooltip":"Error: \#(message)\npass an existing "#
                + #"folder or Markdown file with --journal, or create one with 'daybook init nowhere'","#
                + #""class":"critical","percentage":0}"# + "\n")
        #expect(waybar.status == 0)
        let i3blocks = try run("i3blocks")
        #expect(i3blocks.stdout == "daybook: \(message)\ndaybook ⚠\n#BF616A\n")
        #expect(i3blocks.status == 33)
        // Text and JSON are for people and scripts, who read stderr and the exit code.
        #expect(try run("text").stdout == "")
        #expect(try run("json").stdout == "")
        // A usage error reaches the bar too.
        let badNow = try folder.run(["status", "--format", "line", "--journal", "nowhere", "--now", "soon"])
        #expect(badNow.stdout == "daybook: --now 'soon' is not a time; write YYYY-MM-DDTHH:MM, e.g. 2026-11-29T14:05\n")
        #expect(badNow.status == 64)
    }

    // MARK: - Yesterday's double dose

    private func doubledYesterday() throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-28.md": "- 12:00 soba 400kcal\n- 22:00 long 12u\n- 22:40 tresiba 12u\n",
            "2026-11-29.md": "- 08:00 long 12u\n",
        ])
    }

    @Test func yesterdaysDuplicateInText() throws {
        let run = try status(try doubledYesterday(), "text", at: "2026-11-29T09:00")
        #expect(
            run.stdout == """
                2026-11-29 Sun · 09:00
                2,000 kcal left
                0 eaten · target 2,000
                long   ✓ taken 08:00 · 12u
                rapid  none yet
                ‼ taken too often yesterday: long

                """)
    }

    @Test func yesterdaysDuplicateInJSONAndTheBars() throws {
        let journal = try doubledYesterday()
        let now = "2026-11-29T09:00"
        #expect(
            try status(journal, "json", at: now).stdout
                .contains(#""missed_yesterday":[],"duplicate_yesterday":["long"],"#))
        #expect(try status(journal, "line", at: now).stdout == "2,000 kcal left · long ✓ 08:00 · ‼ yesterday: long\n")
        #expect(
            try status(journal, "tmux", at: now).stdout
                == "2,000 kcal left · long ✓ 08:00 · #[fg=red]‼ yesterday: long#[default]\n")
        #expect(try status(journal, "waybar", at: now).stdout.contains(#""class":"critical""#))
        let i3blocks = try status(journal, "i3blocks", at: now)
        #expect(i3blocks.stdout == "2,000 kcal left · long ✓ 08:00 · ‼ yesterday: long\n2,000 kcal left\n#BF616A\n")
        #expect(i3blocks.status == 33)
    }

    @Test func yesterdaysDuplicateInWatch() throws {
        let journal = try doubledYesterday()
        let watch = try WatchProcess(["--format", "line", "--now", "2026-11-29T09:00"], in: journal.url)
        #expect(watch.nextLine() == "2,000 kcal left · long ✓ 08:00 · ‼ yesterday: long")
        let text = try WatchProcess(["--now", "2026-11-29T09:00"], in: journal.url)
        #expect(text.nextBlock()?.contains("‼ taken too often yesterday: long") == true)
    }
}
