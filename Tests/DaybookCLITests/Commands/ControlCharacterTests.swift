import Foundation
import Testing

/// A journal line can hold any byte a synced file brings; none of them may reach the terminal, a status bar or an
/// exported file as a control character (issue: output hygiene). Each format is run on the same hostile day.
struct ControlCharacterTests {
    private static let hostile =
        "- 08:00 \u{1B}]0;pwned\u{07}toast\n- 09:00 \u{1B}[2Jcake 300kcal\n"
        + "- 10:00 \u{202E}evil 100kcal\n- 11:00 nul\u{0}here 5kcal\n- 12:00 \u{9B}31mcsi 50kcal\n"

    private func journal() throws -> TemporaryJournal {
        try TemporaryJournal(["daybook.yaml": "target: 2000\n", "2026-11-29.md": Self.hostile])
    }

    /// Control characters other than line breaks and tabs, and the bidirectional overrides.
    private func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x09: return false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
    }

    @Test(arguments: [
        ["check"],
        ["status", "--date", "2026-11-29"],
        ["status", "--date", "2026-11-29", "--format", "line"],
        ["status", "--date", "2026-11-29", "--format", "tmux"],
        ["status", "--date", "2026-11-29", "--format", "waybar"],
        ["status", "--date", "2026-11-29", "--format", "i3blocks"],
        ["report", "--from", "2026-11-29", "--to", "2026-11-29"],
        ["report", "--from", "2026-11-29", "--to", "2026-11-29", "--format", "md"],
        ["report", "--from", "2026-11-29", "--to", "2026-11-29", "--format", "csv", "--by", "item"],
        ["calendar", "--month", "2026-11"],
        ["export", "--format", "csv"],
    ])
    func noFormatPrintsARawControlCharacter(_ arguments: [String]) throws {
        let run = try journal().run(arguments + ["--now", "2026-11-29T20:00"])
        #expect(rawControls(run.stdout).isEmpty, "stdout of \(arguments)")
        #expect(rawControls(run.stderr).isEmpty, "stderr of \(arguments)")
    }

    @Test func checkShowsTheLineWithEscapesAndTheCaretUnderTheItem() throws {
        let run = try journal().run(["check"])
        #expect(
            run.stdout.contains(
                """
                2026-11-29.md:1:9: warning: unknown food '\\e]0': guessed 300 kcal (other)
                - 08:00 \\e]0;pwned\\u{7}toast
                        ^
                """))
    }

    @Test func csvShowsEscapesWhereTheFileHadControlCharacters() throws {
        let run = try journal().run(["export", "--format", "csv"])
        #expect(run.stdout.contains(",nul\\u{0}here 5kcal,"))
        #expect(run.stdout.contains(",\\u{202E}evil 100kcal,"))
    }

    @Test(arguments: [
        ["export", "--format", "json"], ["export", "--format", "nightscout"],
        ["status", "--date", "2026-11-29", "--json"],
    ])
    func jsonEscapesThemAsUnicodeEscapes(_ arguments: [String]) throws {
        let run = try journal().run(arguments + ["--now", "2026-11-29T20:00"])
        #expect(rawControls(run.stdout).isEmpty)
        #expect(run.stdout.contains("\\u001b[2Jcake"))
        #expect(run.stdout.contains("\\u202eevil"))
    }

    @Test func watchShowsNoRawControlCharacter() throws {
        let journal = try journal()
        let watch = try WatchProcess(["--format", "line", "--now", "2026-11-29T20:00"], in: journal.url)
        let line = try #require(watch.nextLine())
        #expect(rawControls(line).isEmpty)
        try journal.write("2026-11-29.md", Self.hostile + "- 13:00 \u{1B}]2;title\u{07}tea 5kcal\n")
        let next = try #require(watch.nextLine())
        #expect(rawControls(next).isEmpty)
    }

    @Test func aDoseNameWithAControlCharacterIsRefused() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "doses:\n  \"lo\\ebng\": {per_day: 1}\n  long: {}\n"])
        let run = try journal.run(["check"])
        #expect(run.stdout.contains("error: the dose name 'lo\\ebng' holds a control character"))
        let tmux = try journal.run(["status", "--format", "tmux"])
        #expect(rawControls(tmux.stdout).isEmpty)
    }

    @Test func tmuxDoublesTheHashOfANameSoItCannotBecomeAFormat() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "doses:\n  \"#(touch x)\": {per_day: 1}\n"])
        let run = try journal.run(["status", "--format", "tmux", "--now", "2026-11-29T20:00"])
        #expect(run.stdout.contains("##(touch x)"))
        #expect(!run.stdout.replacingOccurrences(of: "##(", with: "").contains("#("))
    }
}

/// File names come from the synced folder too: every command that names a file shows it escaped.
struct ControlCharacterFileNameTests {
    @Test func aConflictCopyWithAnEscapeInItsNameIsShownEscaped() throws {
        let folder = "x\u{1B}]0;x\u{07}"
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 2000\n",
            folder + "/2026-11-29.md": "- 08:00 toast 200kcal\n",
            folder + "/2026-11-29.sync-conflict-20261129-101500-ABCDEFG.md":
                "- 08:00 toast 200kcal\n- 09:00 tea 5kcal\n",
        ])
        for arguments in [["resolve", "--dry-run"], ["check"], ["resolve"]] {
            let run = try journal.run(arguments)
            #expect(run.stdout.contains("x\\e]0;x\\u{7}/2026-11-29"), "\(arguments)")
            #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(arguments)")
            #expect(!run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(arguments)")
        }
    }
}

/// A spreadsheet runs a cell that starts with `=`, `@`, `+` or `-` as a formula: journal text never becomes one.
struct CSVFormulaTests {
    @Test func textThatWouldBeAFormulaIsKeptAsTextAndNumbersStayNumbers() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 2000\n",
            "2026-11-29.md": "- 08:00 =HYPERLINK(\"http://x\") 100kcal\n- 09:00 @SUM(A1) 50kcal\n"
                + "- 10:00 walk -200kcal\n",
        ])
        let export = try journal.run(["export", "--format", "csv"])
        #expect(export.stdout.contains(",\"'=HYPERLINK(\"\"http://x\"\") 100kcal\","))
        #expect(export.stdout.contains(",'@SUM(A1) 50kcal,"))
        let report = try journal.run(["report", "--days", "1", "--format", "csv", "--now", "2026-11-29T20:00"])
        #expect(report.stdout.contains("\n2026-11-29,Sun,true,150,-200,2000,2050,false,false,"))
        #expect(export.stdout.contains(",walk -200kcal,1,,-200,explicit,"))
    }
}
