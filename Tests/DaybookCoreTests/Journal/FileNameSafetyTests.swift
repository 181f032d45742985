import Testing

@testable import DaybookCore

struct FileNameSafetyTests {
    @Test(arguments: [
        "2026-11-29.md", "2026/11/2026-11-29.md", "Daily/2026-11-29 Sunday.md", "a-b/c+d.md", "ノート/献立.md",
        "%Y/%m/%Y-%m-%d.md",
    ])
    func ordinaryNamesAreSafe(path: String) {
        #expect(FileNameSafety.isSafe(path))
        #expect(FileNameSafety.warning(for: path) == nil)
    }

    @Test(arguments: [
        "-rf.md", "+!touch x;2026-11-29.md", "notes/-x.md", "--help/11/2026-11-29.md", "a\u{1B}]0;x\u{7}.md",
        "line\nbreak.md", "del\u{7F}.md", "c1\u{9B}31m.md", "tab\tname.md",
    ])
    func namesAProgramCouldMisreadAreNot(path: String) {
        #expect(!FileNameSafety.isSafe(path))
        #expect(FileNameSafety.warning(for: path) != nil)
    }

    @Test func theWarningSuggestsASafeNameForTheFirstBadPart() throws {
        let folder = try #require(FileNameSafety.warning(for: "--help/11/2026-11-29.md"))
        #expect(
            folder.message.en == "its folder '--help' starts with '-', so a program given it could take it for an "
                + "option or a command; daybook never names a new file after it")
        #expect(folder.hint?.en == "rename it in the journal folder, e.g. mv -- './--help' './help'")
        let quoted = try #require(FileNameSafety.warning(for: "+it's\u{1B}.md"))
        #expect(quoted.message.en.hasPrefix("this name starts with '+'"))
        #expect(
            quoted.hint?.en == #"rename it in the journal folder, e.g. mv -- './+it'\''s"# + "\u{1B}"
                + #".md' './it'\''s.md'"#)
        let control = try #require(FileNameSafety.warning(for: "a\u{7}.md"))
        #expect(control.message.en.hasPrefix("this name holds control characters"))
        #expect(control.hint?.en.hasSuffix("'./a.md'") == true)
    }
}
