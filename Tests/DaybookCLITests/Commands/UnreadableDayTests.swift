import DaybookTesting
import Testing

/// A day whose file cannot be read is incomplete, not empty: its balance is marked `?` and its scheduled doses are
/// unknown — never missed or due — in every surface. The unreadable file comes through the file-system seam (the
/// tests run as root, whom permissions do not stop).
struct UnreadableDayTests {
    private let permissionDenied: Int32 = 13

    /// Yesterday is whole; today's file cannot be read.
    private func journal() -> MemoryFileSystem {
        let files = MemoryFileSystem([
            "j/daybook.yaml": "target: 1800\n",
            "j/2026-11-28.md": "- 12:00 soba 400kcal\n- 22:00 long 12u\n",
            "j/2026-11-29.md": "- 12:00 ramen 600kcal\n- 21:00 long 12u\n",
        ])
        files.failures["j/2026-11-29.md"] = permissionDenied
        return files
    }

    private func status(_ format: String, _ files: MemoryFileSystem, at now: String = "2026-11-29T21:30") -> Run {
        runInProcess(
            ["status", "--journal", "j", "--format", format, "--now", now], fileSystem: files, currentDirectory: "/")
    }

    @Test func textShowsTheBalanceAsIncompleteAndTheDoseAsUnknown() {
        let run = status("text", journal())
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                2026-11-29 Sun · 21:30
                1,800? kcal left
                0 eaten · target 1,800 · ? 1 file not read
                long   ? unknown
                rapid  none yet
                j/2026-11-29.md: error: cannot read: Permission denied

                """)
    }

    @Test func jsonSaysIncompleteAndUnknown() {
        let run = status("json", journal())
        #expect(run.stdout.contains(#""remaining":1800,"approximate":false,"incomplete":true,"entries":[],"#))
        #expect(run.stdout.contains(#""doses":[{"name":"long","status":"unknown","count":0,"#))
    }

    @Test func theBarsMarkTheNumberAndTheDose() {
        let files = journal()
        #expect(status("line", files).stdout == "1,800? kcal left · long ? · ⚠ 1\n")
        #expect(
            status("tmux", files).stdout
                == "1,800? kcal left · #[fg=yellow]long ?#[default] · #[fg=red]⚠ 1#[default]\n")
        #expect(status("waybar", files).stdout.hasPrefix(#"{"text":"1,800? kcal left · long ? · ⚠ 1","#))
        #expect(status("waybar", files).stdout.contains(#""class":"critical""#))
        let i3blocks = status("i3blocks", files)
        #expect(i3blocks.stdout == "1,800? kcal left · long ? · ⚠ 1\n1,800? kcal left ⚠ 1\n#BF616A\n")
        #expect(i3blocks.status == 33)
    }

    @Test func theNextDayDoesNotCallItMissed() {
        let run = status("line", journal(), at: "2026-11-30T09:00")
        #expect(run.stdout == "1,800 kcal left · long ○ · ⚠ 1\n")
    }

    @Test func reportAndCalendarSayUnknown() {
        let files = journal()
        let report = runInProcess(
            ["report", "--journal", "j", "--days", "2", "--now", "2026-11-30T09:00"],
            fileSystem: files, currentDirectory: "/")
        #expect(
            report.stdout.hasPrefix(
                """
                2026-11-29 Sun – 2026-11-30 Mon · 2 days

                date            eaten  target     left  long
                2026-11-29 Sun     0?   1,800  +1,800?  ?
                """))
        #expect(report.stdout.contains("long    no day decided yet\n"))
        let csv = runInProcess(
            [
                "report", "--journal", "j", "--days", "2", "--format", "csv",
                "--now", "2026-11-30T09:00",
            ], fileSystem: files, currentDirectory: "/")
        #expect(
            csv.stdout.contains("\n2026-11-29,Sun,false,0,0,1800,1800,false,true,unknown,0,0,,logged,0,0,,,false,\n"))
        let json = runInProcess(
            ["report", "--journal", "j", "--days", "2", "--json", "--now", "2026-11-30T09:00"],
            fileSystem: files, currentDirectory: "/")
        #expect(json.stdout.contains(#""approximate":false,"incomplete":true,"outcome":"unknown","#))
        let calendar = runInProcess(
            ["calendar", "--journal", "j", "--now", "2026-11-30T09:00"], fileSystem: files, currentDirectory: "/")
        #expect(calendar.stdout.contains("23·  24·  25·  26·  27·  28✓  29?\n30○\n"))
        #expect(calendar.stdout.contains("? unknown"))
    }

    /// An undated file that cannot be read may hold the dose: `dose` and `add` cannot tell, so they refuse.
    @Test func aDoseIsRefusedWhenItCannotBeToldWhetherItWasTaken() {
        let files = MemoryFileSystem([
            "j/daybook.yaml": "", "j/2026-11-29.md": "- 12:00 ramen 600kcal\n",
            "j/food.md": "## 2026-11-29\n- 21:00 long 12u\n",
        ])
        files.failures["j/food.md"] = permissionDenied
        let refusal = """
            Error: cannot tell whether long is already taken on 2026-11-29: food.md cannot be read. Nothing was written; \
            to log the dose anyway, add --again

            """
        let dose = runInProcess(
            ["dose", "long", "12", "--journal", "j", "--now", "2026-11-29T22:00"],
            fileSystem: files, currentDirectory: "/")
        #expect(dose.status == 3)
        #expect(dose.stderr == refusal)
        let add = runInProcess(
            ["add", "tresiba", "12u", "--journal", "j", "--now", "2026-11-29T22:00"],
            fileSystem: files, currentDirectory: "/")
        #expect(add.status == 3)
        #expect(add.stderr == refusal)
        #expect(files.contents("j/2026-11-29.md") == Array("- 12:00 ramen 600kcal\n".utf8))
        let again = runInProcess(
            [
                "add", "--again", "tresiba", "12u", "--journal", "j",
                "--now", "2026-11-29T22:00",
            ], fileSystem: files, currentDirectory: "/")
        #expect(again.status == 0)
        #expect(
            withoutWriteIDs(files.contents("j/2026-11-29.md"))
                == Array("- 12:00 ramen 600kcal\n- 22:00 tresiba 12u\n".utf8))
    }
}
