import Foundation
import Testing

/// A synced journal can hold symbolic links (git and Syncthing both carry them) and odd files. Every write daybook
/// makes — add, dose, learn, the pin log, init, the listing cache, consent — goes only to regular files inside its
/// folder: a link is refused by name, and nothing outside changes.
@Suite(.serialized)
struct SymlinkedWriteTests {
    private let now = "2026-11-29T14:00"

    private func journal(_ files: [String: String] = [:]) throws -> TemporaryJournal {
        var all = ["daybook.yaml": "target: 1800\n", "2026/11/2026-11-28.md": "# 2026-11-28\n- 12:00 soba 400kcal\n"]
        for (path, text) in files { all[path] = text }
        return try TemporaryJournal(all)
    }

    /// A home folder for the machine-local files (cache, state, settings), kept apart from the journal.
    private func home() throws -> OutsideFolder { try OutsideFolder() }

    @Test func aPinLogLinkedToADotfileIsNeitherWrittenNorRead() throws {
        let outside = try OutsideFolder(["bashrc": "export PATH=/usr/bin\n"])
        let journal = try journal(["2026/11/2026-11-29.md": "- 12:00 ramen 650kcal\n- 13:00 onigiri\n"])
        try journal.link(".daybook/estimates.yaml", to: outside.path("bashrc"))
        let before = try fileTree(outside.url)
        let run = try journal.run(["status", "--now", now])
        #expect(run.status == 0)
        #expect(try fileTree(outside.url) == before)
        #expect(
            run.stdout.contains(
                """
                .daybook/estimates.yaml: warning: pinned estimates are not used or saved: it is a symbolic link, and daybook \
                never writes through one: it could point anywhere
                """))
        #expect(!run.stdout.contains("not a pinned estimate"))
    }

    /// A pin log with another name (a hard link to a file elsewhere) stopped pins being saved without a word; now
    /// it is neither read nor written, and `status` says so, as for a symbolic link.
    @Test func aHardLinkedPinLogIsNeitherReadNorWrittenAndStatusSaysSo() throws {
        let pin = "- {key: onigiri, kcal: 999, estimator: stub, at: \"2026-11-01T00:00:00\"}\n"
        let outside = try OutsideFolder(["pins": pin])
        let journal = try journal(["2026/11/2026-11-29.md": "- 12:00 ramen 650kcal\n- 13:00 onigiri\n"])
        try FileManager.default.createDirectory(
            at: journal.url.appendingPathComponent(".daybook"),
            withIntermediateDirectories: true)
        try FileManager.default.linkItem(
            atPath: outside.path("pins"),
            toPath: journal.url.appendingPathComponent(".daybook/estimates.yaml").path)
        let before = try fileTree(outside.url)
        let run = try journal.run(["status", "--now", now])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                """
                .daybook/estimates.yaml: warning: pinned estimates are not used or saved: it has 2 hard links, so writing to \
                it would change the same file under its other names, which may be outside the journal
                """))
        #expect(!run.stdout.contains("999"))
        #expect(try fileTree(outside.url) == before)
    }

    @Test func aLinkedDaybookFolderGetsNoPinLog() throws {
        let outside = try OutsideFolder(["dotfiles/keep": "x\n"])
        let journal = try journal(["2026/11/2026-11-29.md": "- 12:00 ramen 650kcal\n- 13:00 onigiri\n"])
        try journal.link(".daybook", to: outside.path("dotfiles"))
        let before = try fileTree(outside.url)
        let run = try journal.run(["status", "--now", now])
        #expect(run.status == 0)
        #expect(try fileTree(outside.url) == before)
        #expect(
            run.stdout.contains(
                ".daybook/estimates.yaml: warning: pinned estimates are not used or saved: "
                    + ".daybook is a symbolic link"))
    }

    @Test func addRefusesALinkedDayFileAndNamesIt() throws {
        let outside = try OutsideFolder(["victim": "precious\n"])
        let journal = try journal()
        try journal.link("2026/11/2026-11-29.md", to: outside.path("victim"))
        let before = try fileTree(journal.url)
        let run = try journal.run(["add", "--now", now, "ramen 650kcal"])
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                Error: cannot write 2026/11/2026-11-29.md: it is a symbolic link, and daybook never writes through one: it \
                could point anywhere
                nothing was written; daybook writes only to regular files inside the journal

                """)
        #expect(try fileTree(journal.url) == before)
        #expect(try String(contentsOfFile: outside.path("victim"), encoding: .utf8) == "precious\n")
    }

    @Test func doseRefusesALinkedDayFile() throws {
        let outside = try OutsideFolder(["victim": "precious\n"])
        let journal = try journal()
        try journal.link("2026/11/2026-11-29.md", to: outside.path("victim"))
        let run = try journal.run(["dose", "--now", now, "long", "12"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot write 2026/11/2026-11-29.md: it is a symbolic link"))
        #expect(try String(contentsOfFile: outside.path("victim"), encoding: .utf8) == "precious\n")
    }

    /// An editor would write through the link: `edit` refuses before starting one.
    @Test func editRefusesALinkedDayFile() throws {
        let outside = try OutsideFolder(["bashrc": "export PATH=/usr/bin\n"])
        let journal = try journal()
        try journal.link("2026/11/2026-11-29.md", to: outside.path("bashrc"))
        let run = try journal.run(["edit", "--now", now], environment: ["EDITOR": "/bin/true"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot write 2026/11/2026-11-29.md: it is a symbolic link"))
    }

    /// Reading follows the link only because this machine says so; the write never does.
    @Test func aLinkedFolderInTheMiddleOfTheDayFilesPathIsRefused() throws {
        let outside = try OutsideFolder(["elsewhere/2026-11-28.md": "# 2026-11-28\n"])
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        try journal.link("2026/11", to: outside.path("elsewhere"))
        let local = try LocalConfig(in: journal, settings: "follow_links_outside: true\n")
        let before = try fileTree(outside.url)
        let run = try journal.run(["add", "--now", now, "ramen 650kcal"], environment: local.environment)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "Error: cannot write 2026/11/2026-11-29.md: 2026/11 is a symbolic link, and "
                    + "daybook never writes through one"))
        #expect(try fileTree(outside.url) == before)
    }

    @Test func learnRefusesALinkedFoodTable() throws {
        let outside = try OutsideFolder(["foods.yaml": "rice: 234\n"])
        let journal = try journal()
        try journal.link("foods.yaml", to: outside.path("foods.yaml"))
        let run = try journal.run(["learn", "latte", "150"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot write foods.yaml: it is a symbolic link"))
        #expect(try String(contentsOfFile: outside.path("foods.yaml"), encoding: .utf8) == "rice: 234\n")
        // Reading through it for counting stays: its foods count.
        try journal.write("2026/11/2026-11-29.md", "- 12:00 rice\n")
        #expect(try journal.run(["status", "--json", "--now", now]).stdout.contains(#""eaten":234"#))
    }

    @Test func aFIFOWhereTheDayFileShouldBeIsRefusedWithoutWaiting() throws {
        let journal = try journal()
        try FileManager.default.createDirectory(
            at: journal.url.appendingPathComponent("2026/11"),
            withIntermediateDirectories: true)
        #expect(mkfifo(journal.url.appendingPathComponent("2026/11/2026-11-29.md").path, 0o644) == 0)
        let run = try journal.run(["add", "--now", now, "ramen 650kcal"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot write 2026/11/2026-11-29.md: not a regular file"))
        let status = try journal.run(["status", "--json", "--now", now])
        #expect(status.stdout.contains("cannot read: not a regular file"))
    }

    /// A hard link cannot arrive by sync (git and Syncthing make separate files), but whoever can make one in the
    /// journal makes the file the same as one elsewhere: daybook does not append to a file with other names.
    @Test func aHardLinkedDayFileIsRefused() throws {
        let outside = try OutsideFolder(["victim": "precious\n"])
        let journal = try journal()
        try FileManager.default.createDirectory(
            at: journal.url.appendingPathComponent("2026/11"),
            withIntermediateDirectories: true)
        try FileManager.default.linkItem(
            atPath: outside.path("victim"),
            toPath: journal.url.appendingPathComponent("2026/11/2026-11-29.md").path)
        let run = try journal.run(["add", "--now", now, "ramen 650kcal"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                """
                Error: cannot write 2026/11/2026-11-29.md: it has 2 hard links, so writing to it would change the same file \
                under its other names, which may be outside the journal
                """))
        #expect(try String(contentsOfFile: outside.path("victim"), encoding: .utf8) == "precious\n")
    }

    @Test func initCreatesNothingThroughALink() throws {
        let outside = try OutsideFolder()
        let folder = try TemporaryJournal()
        try folder.link("j/2026-11-29.md", to: outside.path("created-by-init.md"))
        let run = try folder.run(["init", "j", "--now", "2026-11-29T08:00"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot create j/2026-11-29.md: it is a symbolic link"))
        #expect(try fileTree(outside.url).isEmpty)
    }

    @Test func aListingCacheFolderThatIsALinkIsNotWritten() throws {
        let outside = try OutsideFolder(["cache/keep": "x\n"])
        let machine = try home()
        try FileManager.default.createDirectory(
            at: machine.url.appendingPathComponent("cache"),
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: machine.path("cache/daybook"),
            withDestinationPath: outside.path("cache"))
        let journal = try journal(["2026/11/2026-11-29.md": "- 12:00 ramen 650kcal\n"])
        let before = try fileTree(outside.url)
        let run = try journal.run(
            ["status", "--json", "--now", now],
            environment: ["HOME": machine.url.path, "XDG_CACHE_HOME": machine.path("cache")])
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""eaten":650"#))
        #expect(try fileTree(outside.url) == before)
    }

    @Test func aListingCacheFileThatIsALinkIsNeitherReadNorReplaced() throws {
        let outside = try OutsideFolder(["target": "daybook-listing 3\n"])
        let machine = try home()
        try FileManager.default.createDirectory(
            at: machine.url.appendingPathComponent("cache/daybook"),
            withIntermediateDirectories: true)
        let journal = try journal(["2026/11/2026-11-29.md": "- 12:00 ramen 650kcal\n"])
        var info = stat()
        #expect(stat(journal.url.path, &info) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: machine.path("cache/daybook/listing-\(info.st_dev)-\(info.st_ino)"),
            withDestinationPath: outside.path("target"))
        let run = try journal.run(
            ["status", "--json", "--now", now],
            environment: ["HOME": machine.url.path, "XDG_CACHE_HOME": machine.path("cache")])
        #expect(run.stdout.contains(#""eaten":650"#))
        #expect(try String(contentsOfFile: outside.path("target"), encoding: .utf8) == "daybook-listing 3\n")
        #expect(
            try fileTree(machine.url)["cache/daybook/listing-\(info.st_dev)-\(info.st_ino)"]?.hasPrefix("link") == true)
    }

    @Test func consentIsNotWrittenThroughALink() throws {
        let outside = try OutsideFolder(["victim": "precious\n"])
        let machine = try home()
        let settings = machine.url.appendingPathComponent(".config/daybook")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try Data("estimator: {kind: command, command: [true]}\n".utf8)
            .write(to: settings.appendingPathComponent("config.yaml"))
        try FileManager.default.createSymbolicLink(
            atPath: settings.appendingPathComponent("consent.yaml").path,
            withDestinationPath: outside.path("victim"))
        let journal = try journal()
        let run = try journal.run(["consent", "grant"], environment: ["HOME": machine.url.path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot write \(settings.path)/consent.yaml: it is a symbolic link"))
        #expect(try String(contentsOfFile: outside.path("victim"), encoding: .utf8) == "precious\n")
        #expect(try fileTree(machine.url)[".config/daybook/consent.yaml"]?.hasPrefix("link") == true)
    }
}
