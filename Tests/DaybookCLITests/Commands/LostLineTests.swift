import Foundation
import Testing

/// A sync tool that puts back an older copy of a day file after `add` returned loses the line; no lock can stop
/// that. This machine remembers what it wrote, so the loss is shown and `resolve` can put the line back.
@Suite(.serialized)
struct LostLineTests {
    private let day = "2026/11/2026-11-29.md"
    private let older = "# 2026-11-29\n\n- 08:00 toast 200kcal\n"

    /// A journal with a day file, and a home folder for this machine's state.
    private func setUp() throws -> (TemporaryJournal, OutsideFolder, [String: String]) {
        let journal = try TemporaryJournal(["daybook.yaml": "target: 2000\n", day: older])
        let machine = try OutsideFolder()
        return (journal, machine, ["HOME": machine.url.path])
    }

    @Test func aLineReplacedAwayIsShownAndResolvePutsItBack() throws {
        let (journal, _, environment) = try setUp()
        #expect(
            try journal.run(["add", "--now", "2026-11-29T12:30", "ramen 650kcal"], environment: environment).status == 0
        )
        #expect(
            try journal.run(["status", "--now", "2026-11-29T13:00"], environment: environment).stdout
                .contains("warning") == false)
        // Syncthing brings back the other device's older version.
        try journal.write(day, older)

        let status = try journal.run(["status", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(
            withoutWriteIDs(status.stdout).hasSuffix(
                """
                2026/11/2026-11-29.md: error: a line this machine wrote at 2026-11-29 12:30 is no longer in the file: \
                - 12:30 ramen 650kcal

                """))
        let check = try journal.run(["check", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(check.status == 1)
        #expect(
            withoutWriteIDs(check.stdout) == """
                2026/11/2026-11-29.md: error: a line this machine wrote at 2026-11-29 12:30 is no longer in the file: \
                - 12:30 ramen 650kcal
                a sync tool may have put back an older copy: 'daybook resolve' appends the line again ('daybook resolve \
                --forget-lost' if it was removed on purpose)
                1 file, 1 day: 1 error

                """)
        let dryRun = try journal.run(["resolve", "--dry-run", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(
            withoutWriteIDs(dryRun.stdout) == """
                would append the line this machine wrote at 2026-11-29 12:30 to 2026/11/2026-11-29.md, where it is no longer:
                    + - 12:30 ramen 650kcal

                """)
        #expect(try journal.read(day) == older)
        let resolve = try journal.run(["resolve", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(
            withoutWriteIDs(resolve.stdout) == """
                appended the line this machine wrote at 2026-11-29 12:30 to 2026/11/2026-11-29.md:4: - 12:30 ramen 650kcal

                """)
        #expect(withoutWriteIDs(try journal.read(day)) == older + "- 12:30 ramen 650kcal\n")
        let after = try journal.run(["check", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(after.stdout == "1 file, 1 day: no problems\n")
        #expect(
            try journal.run(["resolve", "--now", "2026-11-29T13:00"], environment: environment).stdout
                == "nothing to resolve\n")
    }

    @Test func aLineStruckThroughOrMovedWithinItsDayIsNotLost() throws {
        let (journal, _, environment) = try setUp()
        _ = try journal.run(["add", "--now", "2026-11-29T12:30", "ramen 650kcal"], environment: environment)
        _ = try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"], environment: environment)
        try journal.write(day, "# 2026-11-29\n\n- 22:00 long 12u\n- ~~12:30 ramen 650kcal~~\n- 08:00 toast 200kcal\n")
        let check = try journal.run(["check", "--now", "2026-11-29T22:30"], environment: environment)
        #expect(check.stdout == "1 file, 1 day: no problems\n")
    }

    @Test func aLineRemovedOnPurposeIsForgotten() throws {
        let (journal, _, environment) = try setUp()
        _ = try journal.run(["add", "--now", "2026-11-29T12:30", "ramen 650kcal"], environment: environment)
        try journal.write(day, older)
        let forget = try journal.run(
            ["resolve", "--forget-lost", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(
            withoutWriteIDs(forget.stdout) == """
                forgot the line this machine wrote at 2026-11-29 12:30 to 2026/11/2026-11-29.md: - 12:30 ramen 650kcal

                """)
        #expect(try journal.read(day) == older)
        #expect(
            try journal.run(["check", "--now", "2026-11-29T13:00"], environment: environment).stdout
                == "1 file, 1 day: no problems\n")
    }

    @Test func statusLooksOnlyAtTheDaysItReads() throws {
        let (journal, _, environment) = try setUp()
        _ = try journal.run(["add", "--now", "2026-11-20T12:30", "ramen 650kcal"], environment: environment)
        try FileManager.default.removeItem(at: journal.url.appendingPathComponent("2026/11/2026-11-20.md"))
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(!status.stdout.contains("no longer"))
        let check = try journal.run(["check", "--now", "2026-11-29T13:00"], environment: environment)
        #expect(
            check.stdout.contains(
                "2026/11/2026-11-20.md: error: a line this machine wrote at 2026-11-20 12:30 "
                    + "is no longer in the file: - 12:30 ramen 650kcal"))
    }

    /// A lost line is an error everywhere: the bars mark it (`⚠ 1`), waybar's class is critical and i3blocks asks
    /// for urgency, as for any error — the day shown lacks a line this machine wrote. A lost dose makes its dose
    /// unknown (`?`), never due: it was logged here, and may have been taken.
    @Test func aLostDoseIsAnErrorInEveryStatusBar() throws {
        let (journal, _, environment) = try setUp()
        let first = try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"], environment: environment)
        #expect(first.status == 0)
        try journal.write(day, older)
        func status(_ format: String) throws -> Run {
            try journal.run(["status", "--format", format, "--now", "2026-11-29T22:30"], environment: environment)
        }
        #expect(try status("line").stdout == "1,800 kcal left · long ? · ⚠ 1\n")
        #expect(
            try status("tmux").stdout
                == "1,800 kcal left · #[fg=yellow]long ?#[default] · #[fg=red]⚠ 1#[default]\n")
        let i3blocks = try status("i3blocks")
        #expect(i3blocks.stdout == "1,800 kcal left · long ? · ⚠ 1\n1,800 kcal left ⚠ 1\n#BF616A\n")
        #expect(i3blocks.status == 33)
        let waybar = try status("waybar").stdout
        #expect(waybar.hasPrefix(#"{"text":"1,800 kcal left · long ? · ⚠ 1","tooltip":"#))
        #expect(waybar.contains(#""class":"critical""#))
        #expect(waybar.contains("error: a line this machine wrote at 2026-11-29 22:00 is no longer in the file"))
    }

    /// A dose this machine wrote still counts while it is lost: `dose` does not take a second one, and says how to
    /// put the first back.
    @Test func aLostDoseStillCountsForTheNext() throws {
        let (journal, _, environment) = try setUp()
        let first = try journal.run(["dose", "--now", "2026-11-29T22:00", "long", "12"], environment: environment)
        #expect(first.status == 0)
        try journal.write(day, older)
        let second = try journal.run(["dose", "--now", "2026-11-29T22:30", "long", "12"], environment: environment)
        #expect(second.status == 3)
        #expect(
            second.stderr == """
                Error: long on 2026-11-29 was written by this machine (22:00 12u in 2026/11/2026-11-29.md) and is no longer \
                in its file: a sync tool may have put back an older copy. It still counts (per_day is 1), so nothing was \
                written; run 'daybook resolve' to put it back ('daybook resolve --forget-lost' if it was removed on purpose), \
                or add --again to log another dose anyway

                """)
        let viaAdd = try journal.run(["add", "--now", "2026-11-29T22:30", "tresiba 12"], environment: environment)
        #expect(viaAdd.status == 3)
        #expect(try journal.read(day) == older)
        #expect(try journal.run(["resolve", "--now", "2026-11-29T22:40"], environment: environment).status == 0)
        let after = try journal.run(["dose", "--now", "2026-11-29T22:45", "long", "12"], environment: environment)
        #expect(after.status == 3)
        #expect(after.stderr.hasPrefix("Error: long is already taken on 2026-11-29 (22:00 12u)"))
        // Forgotten on purpose, it no longer counts.
        try journal.write(day, older)
        _ = try journal.run(["resolve", "--forget-lost", "--now", "2026-11-29T22:50"], environment: environment)
        let forgotten = try journal.run(["dose", "--now", "2026-11-29T22:55", "long", "12"], environment: environment)
        #expect(forgotten.status == 0)
    }

    @Test func watchShowsALostLine() throws {
        let (journal, _, environment) = try setUp()
        _ = try journal.run(["add", "--now", "2026-11-29T12:30", "ramen 650kcal"], environment: environment)
        let watch = try WatchProcess(
            ["--json", "--now", "2026-11-29T13:00"], in: journal.url, environment: environment)
        #expect(watch.nextLine()?.contains("no longer") == false)
        try journal.write(day, older)
        var line = watch.nextLine()
        while let current = line, !current.contains(#""eaten":200"#) { line = watch.nextLine() }
        #expect(line?.contains("a line this machine wrote at 2026-11-29 12:30 is no longer in the file") == true)
    }

    @Test func theLogStaysOnThisMachineAndRefusesALinkedFolder() throws {
        let (journal, machine, environment) = try setUp()
        _ = try journal.run(["add", "--now", "2026-11-29T12:30", "ramen 650kcal"], environment: environment)
        let logs = try FileManager.default.contentsOfDirectory(atPath: machine.path(".local/state/daybook"))
        #expect(logs.count == 1)
        #expect(logs.first?.hasPrefix("written-") == true)
        #expect(try fileTree(journal.url).keys.filter { $0.contains("written") }.isEmpty)

        let outside = try OutsideFolder(["keep": "x\n"])
        let other = try OutsideFolder()
        try FileManager.default.createDirectory(
            at: other.url.appendingPathComponent("state"),
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: other.path("state/daybook"),
            withDestinationPath: outside.url.path)
        let run = try journal.run(
            ["add", "--now", "2026-11-29T13:30", "tea"],
            environment: ["HOME": other.url.path, "XDG_STATE_HOME": other.path("state")])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("daybook: cannot remember the line written in "))
        #expect(
            run.stderr.contains(
                "\(other.path("state"))/daybook is a symbolic link, and daybook never writes "
                    + "through one: it could point anywhere"))
        #expect(run.stderr.hasSuffix("; a sync tool putting back an older copy of the file would go unnoticed\n"))
        #expect(try fileTree(outside.url) == ["keep": "file: x\n"])
    }
}
