import Testing

@testable import DaybookCore

struct ConfinedPathTests {
    @Test func joinsLikeTheJournalsPaths() {
        #expect(ConfinedPath(root: ".", relative: "2026/11/x.md").path == "2026/11/x.md")
        #expect(ConfinedPath(root: "j", relative: "x.md").path == "j/x.md")
        #expect(ConfinedPath(root: "/", relative: "x.md").path == "/x.md")
        #expect(ConfinedPath(root: "/home/me/", relative: "./a//b/").path == "/home/me/a/b")
        #expect(ConfinedPath(root: "j", relative: "").path == "j")
        #expect(JournalLocation(root: "j").confined("a/b.md").path == JournalLocation(root: "j").path("a/b.md"))
    }

    @Test func partsAndParents() {
        let path = ConfinedPath(root: "j", relative: "2026/11/x.md")
        #expect(path.components == ["2026", "11", "x.md"])
        #expect(path.name == "x.md")
        #expect(path.parent == ConfinedPath(root: "j", relative: "2026/11"))
        #expect(path.prefix(1).path == "j/2026")
        #expect(ConfinedPath(root: "j", relative: "").parent == nil)
        #expect(
            ConfinedPath(root: "j", relative: ".daybook").appending("backup/2026/x.md").path
                == "j/.daybook/backup/2026/x.md")
    }

    @Test func dotDotIsKeptSoThatItIsRefused() {
        #expect(ConfinedPath(root: "j", relative: "../outside").components == ["..", "outside"])
    }
}
