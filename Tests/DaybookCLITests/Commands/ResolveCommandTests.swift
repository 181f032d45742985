import Foundation
import Testing

/// What git and Syncthing leave behind, made by real git and with Syncthing's own file names.
@Suite(.serialized)
struct ResolveCommandTests {
    @Test func twoClonesAppendingTheSameDayConflictAndResolveKeepsBoth() throws {
        let place = try TemporaryJournal()
        let origin = place.url.appendingPathComponent("origin.git")
        try FileManager.default.createDirectory(at: origin, withIntermediateDirectories: true)
        try git(["init", "-q", "--bare", "-b", "main"], in: origin)
        try git(["clone", "-q", origin.path, "laptop"], in: place.url)
        let laptop = place.url.appendingPathComponent("laptop")
        try place.write("laptop/daybook.yaml", "")
        try place.write("laptop/2026-11-29.md", "# 2026-11-29\n\n- 08:00 toast 200kcal\n")
        try git(["add", "-A"], in: laptop)
        try git(["commit", "-qm", "start"], in: laptop)
        try git(["push", "-q", "origin", "HEAD:main"], in: laptop)
        try git(["clone", "-q", "-b", "main", origin.path, "phone"], in: place.url)
        let phone = place.url.appendingPathComponent("phone")

        #expect(try daybook(["add", "--now", "2026-11-29T12:00", "ramen 600kcal"], in: laptop).status == 0)
        try git(["commit", "-qam", "laptop"], in: laptop)
        try git(["push", "-q", "origin", "HEAD:main"], in: laptop)
        #expect(try daybook(["add", "--now", "2026-11-29T12:30", "soba 400kcal"], in: phone).status == 0)
        try git(["commit", "-qam", "phone"], in: phone)
        #expect(try git(["pull", "-q", "--no-rebase", "origin", "main"], in: phone) != 0)
        #expect(
            try String(contentsOf: phone.appendingPathComponent("2026-11-29.md"), encoding: .utf8).contains("<<<<<<<"))

        let status = try daybook(["status", "--json", "--now", "2026-11-29T13:00"], in: phone)
        #expect(status.stdout.contains(#""eaten":1200"#))
        #expect(status.stdout.contains("unresolved git conflict"))
        let strict = try daybook(["check", "--strict"], in: phone)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("2026-11-29.md:4:1: error: unresolved git conflict (lines 4–8)"))

        let dryRun = try daybook(["resolve", "--dry-run"], in: phone)
        #expect(
            dryRun.stdout == "would remove 1 git conflict from 2026-11-29.md, keeping both sides, after saving it "
                + "to .daybook/backup/\n")
        #expect(
            try String(contentsOf: phone.appendingPathComponent("2026-11-29.md"), encoding: .utf8).contains("<<<<<<<"))
        let resolved = try daybook(["resolve"], in: phone)
        #expect(resolved.status == 0)
        #expect(
            resolved.stdout.hasPrefix(
                "removed 1 git conflict from 2026-11-29.md, keeping both sides; the previous "
                    + "version is .daybook/backup/2026-11-29.md."))
        #expect(
            withoutWriteIDs(try String(contentsOf: phone.appendingPathComponent("2026-11-29.md"), encoding: .utf8))
                == "# 2026-11-29\n\n- 08:00 toast 200kcal\n- 12:30 soba 400kcal\n- 12:00 ramen 600kcal\n")
        let after = try daybook(["status", "--json", "--now", "2026-11-29T13:00"], in: phone)
        #expect(after.stdout.contains(#""eaten":1200"#))
        #expect(after.stdout.contains(#""warnings":[]"#))
        let backups = try FileManager.default.contentsOfDirectory(
            atPath: phone.appendingPathComponent(".daybook/backup").path)
        #expect(backups.count == 1)
        #expect(try daybook(["resolve"], in: phone).stdout == "nothing to resolve\n")
    }

    @Test func syncthingCopiesAreReadOnceAndFolded() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "target: 1800\n",
            "2026/11/2026-11-29.md": "# 2026-11-29\n- 12:00 ramen 600kcal\n- 13:00 tea 5kcal\n",
            "2026/11/2026-11-29.sync-conflict-20261129-150000-ABCDEF1.md": "# 2026-11-29\n- 12:00 ramen 600kcal\n"
                + "- 15:00 cake 300kcal\n",
            "daybook.sync-conflict-20261129-150000-ABCDEF1.yaml": "target: 1500\nguess: {other: 250}\n",
        ])
        let status = try journal.run(["status", "--now", "2026-11-29T16:00"])
        #expect(
            status.stdout == """
                2026-11-29 Sun · 16:00
                895 kcal left
                905 eaten · target 1,800
                long   ○ due today
                rapid  none yet
                2026/11/2026-11-29.sync-conflict-20261129-150000-ABCDEF1.md: warning: Syncthing conflict copy of 2026/11/2026-11-29.md: 1 entry found only in the copy is counted
                daybook.sync-conflict-20261129-150000-ABCDEF1.yaml: warning: Syncthing conflict copy of daybook.yaml; its settings not in daybook.yaml are used: guess

                """)
        #expect(try journal.run(["check", "--strict"]).status == 1)
        let resolved = try journal.run(["resolve"])
        #expect(
            resolved.stdout.contains(
                "folded 2026/11/2026-11-29.sync-conflict-20261129-150000-ABCDEF1.md into "
                    + "2026/11/2026-11-29.md (1 line added)"))
        #expect(
            resolved.stdout.contains(
                "folded daybook.sync-conflict-20261129-150000-ABCDEF1.yaml into daybook.yaml "
                    + "(1 line added)"))
        #expect(
            try journal.read("2026/11/2026-11-29.md")
                == "# 2026-11-29\n- 12:00 ramen 600kcal\n- 13:00 tea 5kcal\n- 15:00 cake 300kcal\n")
        #expect(try journal.read("daybook.yaml") == "target: 1800\nguess: {other: 250}\n")
        let after = try journal.run(["status", "--now", "2026-11-29T16:00"])
        #expect(after.stdout.contains("905 eaten"))
        #expect(!after.stdout.contains("conflict"))
        #expect(try journal.run(["check", "--strict"]).status == 0)
    }
}
