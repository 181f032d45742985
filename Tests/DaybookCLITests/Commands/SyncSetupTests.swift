import Foundation
import Testing

/// `init` sets a journal up to sync without conflicts; `check` says when a git repository or a Syncthing folder
/// lacks that; and two devices appending to one day then merge without conflict markers.
@Suite(.serialized)
struct SyncSetupTests {
    @Test func initWritesGitAttributesAndStignore() throws {
        let folder = try TemporaryJournal()
        _ = try folder.run(["init", "--now", "2026-11-29T08:00"])
        #expect(
            try folder.read(".gitattributes") == """
                # daybook: when two devices add to the same day, git keeps the lines of both (merge=union) instead of
                # stopping with conflict markers. daybook only ever appends, so nothing is lost.
                *[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*.md merge=union
                .daybook/estimates.yaml merge=union

                """)
        #expect(try folder.read(".stignore").contains("(?d).*.swp\n"))
        try folder.write(".gitattributes", "*.png binary\n")
        #expect(
            try folder.run(["init", "--now", "2026-11-29T08:00"]).stdout.contains(
                "kept     .gitattributes (it exists)\n"))
        #expect(try folder.read(".gitattributes") == "*.png binary\n")
    }

    @Test func checkSuggestsThemInAGitRepository() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "- 12:00 ramen 600kcal\n"])
        #expect(try journal.run(["check"]).stdout == "1 file, 1 day: no problems\n")
        try git(["init", "-q"], in: journal.url)
        let run = try journal.run(["check"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                .gitattributes: warning: the journal is in a git repository, but no .gitattributes sets merge=union for its \
                day files: two devices adding to one day will stop a merge with conflict markers
                run 'daybook init' to write .gitattributes, or add these lines to it:
                *[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*.md merge=union
                .daybook/estimates.yaml merge=union
                1 file, 1 day: 1 warning

                """)
        _ = try journal.run(["init", "--now", "2026-11-29T08:00"])
        #expect(try journal.run(["check"]).stdout == "1 file, 1 day: no problems\n")
    }

    @Test func checkSuggestsStignoreInASyncthingFolder() throws {
        let folder = try TemporaryJournal(["Sync/.stfolder/.keep": "", "Sync/journal/daybook.yaml": ""])
        let journal = folder.url.appendingPathComponent("Sync/journal")
        let run = try daybook(["check"], in: journal)
        #expect(
            run.stdout == """
                ../.stignore: warning: the journal is in a Syncthing folder without .stignore: editor temporaries (.*.swp, \
                *~, 4913) are sent to every device
                write .stignore in the Syncthing folder (\(folder.url.path)/Sync), e.g. from 'daybook init' in a new folder
                0 files, 0 days: 1 warning

                """)
        try folder.write("Sync/.stignore", "(?d).*.swp\n")
        #expect(try daybook(["check"], in: journal).stdout == "0 files, 0 days: no problems\n")
    }

    @Test func twoClonesAppendingTheSameDayMergeWithoutMarkers() throws {
        let place = try TemporaryJournal()
        let origin = place.url.appendingPathComponent("origin.git")
        try FileManager.default.createDirectory(at: origin, withIntermediateDirectories: true)
        try git(["init", "-q", "--bare", "-b", "main"], in: origin)
        try git(["clone", "-q", origin.path, "laptop"], in: place.url)
        let laptop = place.url.appendingPathComponent("laptop")
        #expect(try daybook(["init", "--now", "2026-11-29T08:00"], in: laptop).status == 0)
        #expect(try daybook(["add", "--now", "2026-11-29T08:00", "toast 200kcal"], in: laptop).status == 0)
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
        #expect(try git(["pull", "-q", "--no-rebase", "origin", "main"], in: phone) == 0)

        let merged = try String(contentsOf: phone.appendingPathComponent("2026-11-29.md"), encoding: .utf8)
        #expect(!merged.contains("<<<<<<<"))
        #expect(
            withoutWriteIDs(merged)
                == "# 2026-11-29\n\n- 08:00 toast 200kcal\n- 12:30 soba 400kcal\n- 12:00 ramen 600kcal\n")
        let status = try daybook(["status", "--format", "line", "--now", "2026-11-29T13:00"], in: phone)
        #expect(status.stdout == "800 kcal left · long ○\n")
        #expect(try daybook(["check", "--strict"], in: phone).stdout == "1 file, 1 day: no problems\n")
    }
}
