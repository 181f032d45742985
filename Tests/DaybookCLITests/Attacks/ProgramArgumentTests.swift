import Foundation
import Testing

/// A synced file name must never reach another program as an option or a command: `edit` hands the editor a path
/// that starts with `/` or `./` (after `--` where the editor takes it), and a new day's file is never named after
/// a file whose name starts with `-` or `+` or holds control characters, nor after such a `file:` pattern.
@Suite(.serialized)
struct ProgramArgumentTests {
    /// A fake editor named `name` that writes each argument it was given on a line of `argv` beside it.
    private func editor(_ name: String) throws -> OutsideFolder {
        let folder = try OutsideFolder()
        let script = folder.url.appendingPathComponent(name)
        try Data("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"$(dirname \"$0\")/argv\"\n".utf8)
            .write(to: script)
        #expect(chmod(script.path, 0o755) == 0)
        return folder
    }

    private func arguments(_ editor: OutsideFolder) throws -> [String] {
        try String(contentsOfFile: editor.path("argv"), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func aDayFileNamedLikeAVimCommandIsNotFollowed() throws {
        let vim = try editor("vim")
        let journal = try TemporaryJournal(["daybook.yaml": "", "+!touch pwned;2026-11-28.md": "# 2026-11-28\n"])
        let run = try journal.run(["edit", "--now", "2026-11-29T08:00"], environment: ["EDITOR": vim.path("vim")])
        #expect(run.status == 0)
        #expect(try arguments(vim) == ["+1", "--", "./2026-11-29.md"])
        #expect(try journal.read("2026-11-29.md") == "# 2026-11-29\n")
        #expect(
            !FileManager.default.fileExists(
                atPath: journal.url.appendingPathComponent("+!touch pwned;2026-11-29.md").path))
        #expect(!FileManager.default.fileExists(atPath: journal.url.appendingPathComponent("pwned").path))
    }

    @Test func anExistingDayFileNamedLikeAnOptionIsOpenedAsAFile() throws {
        let vim = try editor("nvim")
        let journal = try TemporaryJournal(["daybook.yaml": "", "-R 2026-11-29.md": "# 2026-11-29\n- 08:00 toast\n"])
        _ = try journal.run(["edit", "--now", "2026-11-29T08:00"], environment: ["EDITOR": vim.path("nvim")])
        #expect(try arguments(vim) == ["+2", "--", "./-R 2026-11-29.md"])
    }

    @Test func everyEditorIsGivenAPathThatCannotBeAnOption() throws {
        for name in ["hx", "code", "micro", "gedit"] {
            let program = try editor(name)
            let journal = try TemporaryJournal(["daybook.yaml": "", "-x 2026-11-29.md": "# 2026-11-29\n"])
            _ = try journal.run(["edit", "--now", "2026-11-29T08:00"], environment: ["EDITOR": program.path(name)])
            let expected: [String] =
                switch name {
                case "hx": ["./-x 2026-11-29.md:1"]
                case "code": ["-g", "./-x 2026-11-29.md:1"]
                case "micro": ["+1", "./-x 2026-11-29.md"]
                default: ["./-x 2026-11-29.md"]
                }
            #expect(try arguments(program) == expected, "\(name)")
        }
    }

    @Test func anAbsoluteJournalPathStaysAbsolute() throws {
        let vim = try editor("vi")
        let journal = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "# 2026-11-29\n"])
        _ = try journal.run(
            ["edit", "--journal", journal.url.path, "--now", "2026-11-29T08:00"],
            environment: ["EDITOR": vim.path("vi")])
        #expect(try arguments(vim) == ["+1", "--", journal.url.path + "/2026-11-29.md"])
    }

    @Test func aFolderNamedLikeAnOptionIsNotFollowedEither() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "", "--help/11/2026-11-28.md": "# 2026-11-28\n",
            "2025/12/2025-12-01.md": "# 2025-12-01\n",
        ])
        let run = try journal.run(["add", "--now", "2026-11-29T08:00", "toast"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("created 2026/11/2026-11-29.md:3\n"))
    }

    @Test func aFilePatternNamingAnOptionIsRefused() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "file: \"+%Y-%m-%d.md\"\n"])
        let run = try journal.run(["add", "--now", "2026-11-29T08:00", "toast"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("created 2026-11-29.md:3\n"))
        let check = try journal.run(["check"])
        #expect(
            check.stdout.contains(
                """
                daybook.yaml:1:7: error: 'file' must be a relative path ending in .md with %Y, %m and %d, e.g. \
                "%Y/%m/%Y-%m-%d.md"
                file: "+%Y-%m-%d.md"
                      ^
                no part of it may start with '-' or '+' or hold control characters: a program given the path could take \
                it for an option

                """))
    }

    @Test func checkNamesAFileAProgramCouldMistakeForAnOption() throws {
        let journal = try TemporaryJournal([
            "daybook.yaml": "", "+!touch pwned;2026-11-28.md": "# 2026-11-28\n",
            "notes/-rf.md": "nothing\n", "2026-11-29.md": "# 2026-11-29\n",
        ])
        let check = try journal.run(["check"])
        #expect(
            check.stdout == """
                +!touch pwned;2026-11-28.md: warning: this name starts with '+', so a program given it could take it for \
                an option or a command; daybook never names a new file after it
                rename it in the journal folder, e.g. mv -- './+!touch pwned;2026-11-28.md' './!touch pwned;2026-11-28.md'
                notes/-rf.md: warning: this name starts with '-', so a program given it could take it for an option or a \
                command; daybook never names a new file after it
                rename it in the journal folder, e.g. mv -- './notes/-rf.md' './notes/rf.md'
                3 files, 2 days: 2 warnings

                """)
    }
}
