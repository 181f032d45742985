import Foundation
import Testing

/// Every print path that can carry text from the journal, its settings, this machine's settings or the command
/// line shows control characters as escapes (`VisibleText`): `add` echoing what it wrote (a copied meal included),
/// `learn` echoing its line, `init` naming its files, the written-lines warning naming the state folder, and the
/// names `__complete` hands to the shell. Each golden is the exact text.
struct VisibleOutputTests {
    /// Control characters other than line breaks and tabs, and the bidirectional overrides and isolates.
    private func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x09: return false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
    }

    @Test func addCopyShowsTheCopiedMealWithItsEscapes() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 2000\n", "2026-11-29.md": "- 12:00 x\u{1B}]0;pwn\u{07} 200kcal\n",
        ])
        let run = try journal.run(["add", "--now", "2026-11-30T13:00", "--copy", "2026-11-29:12:00"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                created 2026-11-30.md:3
                  x\\e]0             ≈300 kcal  guess
                  pwn\\u{7} 200kcal   200 kcal  written
                2026-11-30.md:3:9: warning: unknown food 'x\\e]0': guessed 300 kcal (other)
                ≈1,500 kcal left · long ○ · ✗ yesterday: long

                """)
        #expect(rawControls(run.stderr).isEmpty)
    }

    @Test func addShowsAnArgumentWithItsEscapes() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "target: 2000\n"])
        let run = try journal.run(["add", "--now", "2026-11-30T13:05", "soup\u{1B}[2J 90kcal"])
        #expect(
            run.stdout == """
                created 2026-11-30.md:3
                  soup\\e[2J 90kcal   90 kcal  written
                1,910 kcal left · long ○

                """)
    }

    @Test func learnShowsTheLineItAddedWithItsEscapes() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let run = try journal.run(["learn", "rl\u{202E}o", "50"])
        #expect(run.stdout == "added to foods.yaml:1\n  rl\\u{202E}o: {kcal: 50}\n")
    }

    @Test func initNamesItsFilesWithTheirEscapes() throws {
        let folder = try TemporaryJournal()
        let run = try folder.run(["init", "--now", "2026-11-30T13:00", "j\u{1B}[2J"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                created  j\\e[2J/daybook.yaml
                created  j\\e[2J/foods.yaml
                created  j\\e[2J/2026-11-30.md
                created  j\\e[2J/.gitattributes
                created  j\\e[2J/.stignore

                Write entries like '- 12:30 lunch: ramen, gyoza 6個' in j\\e[2J/2026-11-30.md, then run 'daybook status --journal j\\e[2J'.

                """)
    }

    @Test func theWrittenLinesWarningNamesTheStateFolderWithItsEscapes() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let state = journal.url.appendingPathComponent(".state/s\u{1B}]0;x\u{07}")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: state.appendingPathComponent("daybook").path, withDestinationPath: "/tmp")
        let run = try journal.run(
            ["add", "--now", "2026-11-30T13:00", "tea"], environment: ["XDG_STATE_HOME": state.path])
        let shown = journal.url.path + "/.state/s\\e]0;x\\u{7}/daybook"
        #expect(run.stderr.hasPrefix("daybook: cannot remember the line written in \(shown)/written-"))
        #expect(
            run.stderr.hasSuffix(
                ": \(shown) is a symbolic link, and daybook never writes through one: it could point anywhere; a sync "
                    + "tool putting back an older copy of the file would go unnoticed\n"))
        #expect(rawControls(run.stderr).isEmpty)
    }

    @Test func theShellIsNeverHandedANameWithAControlCharacter() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "", "foods.yaml": "tea: 5\n\"a\\u202Eb\": 6\n\"c\\ed\": 7\nmiso: 30\n",
        ])
        #expect(try journal.run(["__complete", "foods"]).stdout == "tea\nmiso\n")
    }

    /// The rest: each command, over a journal whose every source holds escapes, prints none raw.
    @Test(arguments: [
        ["show", "--date", "2026-11-29"], ["add", "--date", "2026-11-29", "x\u{1B}]0;t\u{07} 5kcal"],
        ["add", "--date", "2026-11-30", "--copy", "2026-11-29:lunch"], ["dose", "--date", "2026-11-30", "rapid", "2"],
        ["learn", "n\u{1B}[2Jew", "10", "--alias", "a\u{9B}b"], ["resolve", "--dry-run"], ["resolve"],
        ["report", "--days", "2", "--format", "html"], ["report", "--days", "2", "--format", "json"],
        ["calendar", "--month", "2026-11"], ["status", "--date", "2026-11-29", "--format", "waybar"],
    ])
    func noCommandPrintsARawControlCharacter(_ arguments: [String]) throws {
        let escape = "\u{1B}]0;pwn\u{07}"
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 2000\ndoses:\n  long: {per_day: 1}\n  rapid: {}\n",
            "foods.yaml": "\"gyo\\e]0;x\\aza\": {kcal: 60, aliases: [\"r\\u202Eev\"]}\n",
            "2026-11-29.md": "- 08:00 x\(escape) 200kcal\n- 10:00 note: hello\(escape)\n- 12:00 lunch: r\u{202E}ev, "
                + "\u{9B}31mcsi 50kcal\n- 22:00 long 12u\n",
            "notes\(escape)/2026-11-28.md": "- 08:00 toast\(escape) 100kcal\n",
            "2026-11-29.sync-conflict-20261129-150000-ABCDEF1.md": "- 08:00 x\(escape) 200kcal\n- 15:00 c\(escape)\n",
        ])
        let run = try journal.run(arguments + ["--now", "2026-11-30T20:00"])
        #expect(rawControls(run.stdout).isEmpty, "stdout of \(arguments): \(run.stdout)")
        #expect(rawControls(run.stderr).isEmpty, "stderr of \(arguments): \(run.stderr)")
    }
}
