import Foundation
import Testing

/// A synced journal can hold symbolic links made on someone else's machine. One that leads outside the root is
/// not followed for reading unless this machine's settings say so (a warning names it); a folder is walked once
/// however links join it to the rest, in every walk and in `watch`; and nothing read through a link is ever
/// written into the pin log.
@Suite(.serialized)
struct LinkAttackTests {
    private let now = "2026-11-29T20:00"
    private let secret = "- 08:00 vault code is 4417 hunter2 500kcal\n"

    private func journal(_ files: [String: String] = [:]) throws -> TemporaryJournal {
        var all = ["daybook.yaml": "target: 2000\n", "2026-11-28.md": "- 08:00 plain toast 150kcal\n"]
        for (path, text) in files { all[path] = text }
        return try TemporaryJournal(all)
    }

    private func pins(_ journal: TemporaryJournal) -> String {
        (try? String(
            contentsOfFile: journal.url.appendingPathComponent(".daybook/estimates.yaml").path, encoding: .utf8)) ?? ""
    }

    private let warning = """
        warning: symbolic link leads outside the journal; it is not followed and what it points to is not counted
        move what it points to into the journal, or, if you trust it, set 'follow_links_outside: true' in \
        ~/.config/daybook/config.yaml on this machine
        """

    @Test func aDayFileLinkedOutsideIsNotReadAndIsNamed() throws {
        let outside = try OutsideFolder(["diary.md": secret])
        let journal = try journal()
        try journal.link("2026-11-29.md", to: outside.path("diary.md"))
        let check = try journal.run(["check"])
        #expect(check.stdout.contains("2026-11-29.md: " + warning))
        #expect(check.stdout.hasSuffix("1 file, 1 day: 1 warning\n"))
        let status = try journal.run(["status", "--now", now])
        #expect(status.status == 0)
        #expect(status.stdout.contains("2,000 kcal left"))
        #expect(!pins(journal).contains("hunter2"))
        #expect(pins(journal).contains("plain toast"))
    }

    @Test func aFolderLinkedOutsideIsNotWalked() throws {
        let outside = try OutsideFolder(["private/2026-11-29.md": secret, "private/deeper/2026-11-27.md": secret])
        let journal = try journal()
        try journal.link("notes", to: outside.path("private"))
        let check = try journal.run(["check"])
        #expect(check.stdout.contains("notes: " + warning))
        #expect(!check.stdout.contains("deeper"))
        #expect(check.stdout.hasSuffix("1 file, 1 day: 1 warning\n"))
        let status = try journal.run(["status", "--now", now])
        #expect(status.stdout.contains("2,000 kcal left"))
        #expect(!pins(journal).contains("hunter2"))
    }

    /// `x -> /` made `status` walk the whole machine and count every journal on it.
    @Test func aLinkToTheFileSystemRootIsNotWalked() throws {
        let journal = try journal()
        try journal.link("x", to: "/")
        try journal.link("y", to: "../../../../../../../..")
        let check = try journal.run(["check"])
        #expect(check.stdout.contains("x: " + warning))
        #expect(check.stdout.contains("y: " + warning))
        #expect(check.stdout.hasSuffix("1 file, 1 day: 2 warnings\n"))
    }

    /// What this machine allows is read and counted, but still never pinned: the link is someone else's.
    @Test func followingLinksOutsideIsThisMachinesChoiceAndFeedsNoWrite() throws {
        let outside = try OutsideFolder(["private/2026-11-29.md": secret])
        let journal = try journal()
        try journal.link("notes", to: outside.path("private"))
        let local = try LocalConfig(in: journal, settings: "follow_links_outside: true\n")
        let status = try journal.run(["status", "--now", now], environment: local.environment)
        #expect(status.status == 0)
        #expect(status.stdout.contains("1,500 kcal left"))
        #expect(!status.stdout.contains("outside the journal"))
        #expect(!pins(journal).contains("hunter2"))
        #expect(pins(journal).contains("plain toast"))
    }

    /// Inside the root, a link is followed and counts; what it leads to is still not written into the pin log.
    @Test func aLinkInsideTheJournalCountsButIsNotPinned() throws {
        let journal = try journal([".private/diary.md": secret])
        try journal.link("2026-11-29.md", to: ".private/diary.md")
        let status = try journal.run(["status", "--now", now])
        #expect(status.status == 0)
        #expect(status.stdout.contains("1,500 kcal left"))
        #expect(!status.stdout.contains("outside the journal"))
        #expect(!pins(journal).contains("hunter2"))
        #expect(pins(journal).contains("plain toast"))
    }

    @Test func aSettingThatIsNotTrueOrFalseIsAnError() throws {
        let journal = try journal()
        let local = try LocalConfig(in: journal, settings: "follow_links_outside: yes\n")
        let check = try journal.run(["check", "--journal", journal.url.path], environment: local.environment)
        #expect(
            check.stdout.contains(
                """
                config.yaml:1:23: error: 'follow_links_outside' must be true or false, found 'yes'
                """))
    }

    /// Two links to the root were 2^40 paths for `watch`, which never drew; every walk visits a folder once.
    @Test func linksThatLoopAreWalkedOnce() throws {
        let journal = try journal(["2026-11-29.md": "- 12:00 ramen 600kcal\n"])
        try journal.link("a", to: ".")
        try journal.link("b", to: ".")
        try journal.link("sub/up", to: "..")
        try journal.link("sub/c", to: "../sub")
        let check = try journal.run(["check"])
        #expect(check.stdout == "2 files, 2 days: no problems\n")
        let status = try journal.run(["status", "--now", now])
        #expect(status.stdout.contains("1,400 kcal left"))
    }

    @Test func watchDrawsWithALoopMadeBeforeItStarts() throws {
        let journal = try journal(["2026-11-29.md": "- 12:00 ramen 600kcal\n"])
        try journal.link("a", to: ".")
        try journal.link("b", to: ".")
        let watch = try WatchProcess(["--json", "--now", now], in: journal.url)
        defer { watch.stop() }
        #expect(field("eaten", in: watch.nextLine()) == "600")
        try journal.write("2026-11-29.md", "- 12:00 ramen 600kcal\n- 13:00 cake 100kcal\n")
        #expect(watch.waitFor { field("eaten", in: $0) == "700" }.final != nil)
    }

    /// A folder moved in with a loop inside it (a sync tool's new folder) froze `watch` as it started watching it.
    @Test func watchGoesOnWhenALoopArrivesWhileItRuns() throws {
        let journal = try journal(["2026-11-29.md": "- 12:00 ramen 600kcal\n"])
        let arriving = try OutsideFolder()
        let watch = try WatchProcess(["--json", "--now", now], in: journal.url)
        defer { watch.stop() }
        #expect(field("eaten", in: watch.nextLine()) == "600")
        try FileManager.default.createSymbolicLink(atPath: arriving.path("a"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: arriving.path("b"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: arriving.path("up"), withDestinationPath: "..")
        try FileManager.default.moveItem(
            atPath: arriving.path(""), toPath: journal.url.appendingPathComponent("sub").path)
        try journal.write("2026-11-29.md", "- 12:00 ramen 600kcal\n- 13:00 cake 100kcal\n")
        #expect(watch.waitFor { field("eaten", in: $0) == "700" }.final != nil)
    }
}
