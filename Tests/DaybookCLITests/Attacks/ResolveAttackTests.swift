import Foundation
import Testing

/// `daybook resolve` is the one command that moves, copies and rewrites files. A synced link must not make it
/// copy a file from elsewhere into the journal (which would sync it to every device), append to a file elsewhere,
/// put backups elsewhere, or replace a link with a copy of what it points to.
@Suite(.serialized)
struct ResolveAttackTests {
    private let copyName = "2026-11-29.sync-conflict-20261129-150000-ABCDEF1.md"
    private let key =
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n"

    @Test func aConflictCopyLinkedToAKeyIsLeftAloneWithAWarning() throws {
        let outside = try OutsideFolder([".ssh/id_ed25519": key])
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "# 2026-11-29\n- 12:00 ramen\n"])
        try journal.link(copyName, to: outside.path(".ssh/id_ed25519"))
        let before = try fileTree(journal.url)
        let dryRun = try journal.run(["resolve", "--dry-run"])
        #expect(
            dryRun.stdout == """
                would leave \(copyName): it is a symbolic link, and daybook never copies what a link points to into the \
                journal; look at where it points, then delete the link

                """)
        let run = try journal.run(["resolve"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                left \(copyName): it is a symbolic link, and daybook never copies what a link points to into the journal; \
                look at where it points, then delete the link

                """)
        #expect(try fileTree(journal.url) == before)
        #expect(try String(contentsOfFile: outside.path(".ssh/id_ed25519"), encoding: .utf8) == key)
    }

    /// A hard link is the same file under two names: one in the journal shaped like a conflict copy, one anywhere.
    /// Its content is never folded in (symbolic links were refused already).
    @Test func aHardLinkedConflictCopyIsLeftAloneWithAWarning() throws {
        let outside = try OutsideFolder([".ssh/id_ed25519": key])
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "# 2026-11-29\n- 12:00 ramen\n"])
        try FileManager.default.linkItem(
            atPath: outside.path(".ssh/id_ed25519"),
            toPath: journal.url.appendingPathComponent(copyName).path)
        let before = try fileTree(journal.url)
        let run = try journal.run(["resolve"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                left \(copyName): it has 2 names (hard links), any of which may be outside the journal, and daybook never \
                copies such a file into the journal; look at it, then delete it

                """)
        #expect(try fileTree(journal.url) == before)
        #expect(try String(contentsOfFile: outside.path(".ssh/id_ed25519"), encoding: .utf8) == key)
    }

    @Test func aConflictCopyInALinkedFolderIsLeftAlone() throws {
        let outside = try OutsideFolder([
            "private/2026-11-29.md": "# 2026-11-29\n",
            "private/\(copyName)": "# 2026-11-29\n- 09:00 secret\n",
        ])
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        try journal.link("linked", to: outside.path("private"))
        // Only with this machine's leave is the linked folder looked into at all (below, without it).
        let local = try LocalConfig(in: journal, settings: "follow_links_outside: true\n")
        let before = try fileTree(outside.url)
        let run = try journal.run(["resolve"], environment: local.environment)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                left linked/\(copyName): linked is a symbolic link, and daybook never copies what a link points to into the \
                journal; look at where it points, then delete the link

                """)
        #expect(try fileTree(outside.url) == before)
    }

    @Test func aLinkedFolderOutsideTheJournalIsLeftUnread() throws {
        let outside = try OutsideFolder([
            "private/2026-11-29.md": "# 2026-11-29\n",
            "private/\(copyName)": "# 2026-11-29\n- 09:00 secret\n",
        ])
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        try journal.link("linked", to: outside.path("private"))
        let before = try fileTree(outside.url)
        let journalBefore = try fileTree(journal.url)
        for (arguments, verb) in [(["resolve", "--dry-run"], "would leave"), (["resolve"], "left")] {
            let run = try journal.run(arguments)
            #expect(run.status == 0)
            #expect(
                run.stdout == """
                    \(verb) linked: it is a symbolic link to a folder outside the journal, and daybook does not look \
                    into it; move what it holds into the journal, or delete the link

                    """)
        }
        #expect(try fileTree(outside.url) == before)
        #expect(try fileTree(journal.url) == journalBefore)
    }

    @Test func anOriginalLinkedElsewhereGetsNothingAppended() throws {
        let outside = try OutsideFolder(["victim.md": "# notes\n"])
        let journal = try TemporaryJournal(["daybook.yaml": "", copyName: "# 2026-11-29\n- 15:00 cake 300kcal\n"])
        try journal.link("2026-11-29.md", to: outside.path("victim.md"))
        let before = try fileTree(journal.url)
        let run = try journal.run(["resolve"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                left \(copyName): its original 2026-11-29.md is a symbolic link, and daybook never writes through one; fold \
                the copy in by hand

                """)
        #expect(try fileTree(journal.url) == before)
        #expect(try String(contentsOfFile: outside.path("victim.md"), encoding: .utf8) == "# notes\n")
    }

    @Test func gitMarkersInALinkedFileAreLeftAlone() throws {
        let markers = "# 2026-11-29\n<<<<<<< HEAD\n- 12:00 ramen\n=======\n- 12:30 soba\n>>>>>>> other\n"
        let outside = try OutsideFolder(["merge.md": markers])
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        try journal.link("2026-11-29.md", to: outside.path("merge.md"))
        let before = try fileTree(journal.url)
        let run = try journal.run(["resolve"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                left 2026-11-29.md: it is a symbolic link, and daybook never writes through one; remove the conflict markers \
                by hand

                """)
        #expect(try fileTree(journal.url) == before)
        #expect(try String(contentsOfFile: outside.path("merge.md"), encoding: .utf8) == markers)
    }

    @Test func aLinkedBackupFolderStopsResolveBeforeAnythingChanges() throws {
        let outside = try OutsideFolder(["backups/keep": "x\n"])
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-28.md": "# 2026-11-28\n<<<<<<< HEAD\n- 12:00 ramen\n=======\n- 12:30 soba\n>>>>>>> other\n",
            "2026-11-29.md": "# 2026-11-29\n- 12:00 ramen\n",
            copyName: "# 2026-11-29\n- 15:00 cake 300kcal\n",
        ])
        try journal.link(".daybook/backup", to: outside.path("backups"))
        let before = try fileTree(journal.url)
        let outsideBefore = try fileTree(outside.url)
        let run = try journal.run(["resolve"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                Error: cannot resolve .daybook/backup: it is a symbolic link, and daybook never writes through one: it could \
                point anywhere
                nothing was changed; make .daybook/backup a plain folder (or delete the link) and run 'daybook resolve' again

                """)
        #expect(try fileTree(journal.url) == before)
        #expect(try fileTree(outside.url) == outsideBefore)
    }

    @Test func aLinkedFolderInsideTheBackupsStopsResolveBeforeAnythingChanges() throws {
        let outside = try OutsideFolder(["backups/keep": "x\n"])
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026/11/2026-11-29.md": "# 2026-11-29\n- 12:00 ramen\n",
            "2026/11/\(copyName)": "# 2026-11-29\n- 15:00 cake 300kcal\n",
            ".daybook/backup/keep": "",
        ])
        try journal.link(".daybook/backup/2026", to: outside.path("backups"))
        let before = try fileTree(journal.url)
        let outsideBefore = try fileTree(outside.url)
        let run = try journal.run(["resolve"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "Error: cannot resolve .daybook/backup/2026/11: .daybook/backup/2026 is a "
                    + "symbolic link"))
        #expect(try fileTree(journal.url) == before)
        #expect(try fileTree(outside.url) == outsideBefore)
    }

    @Test func aLinkedDaybookFolderStopsResolveToo() throws {
        let outside = try OutsideFolder(["dot/keep": "x\n"])
        let journal = try TemporaryJournal([
            "daybook.yaml": "",
            "2026-11-29.md": "# 2026-11-29\n- 12:00 ramen\n",
            copyName: "# 2026-11-29\n- 15:00 cake 300kcal\n",
        ])
        try journal.link(".daybook", to: outside.path("dot"))
        let before = try fileTree(journal.url)
        let outsideBefore = try fileTree(outside.url)
        let run = try journal.run(["resolve"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot resolve .daybook/backup: .daybook is a symbolic link"))
        #expect(try fileTree(journal.url) == before)
        #expect(try fileTree(outside.url) == outsideBefore)
    }
}
