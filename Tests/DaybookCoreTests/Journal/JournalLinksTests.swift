import DaybookTesting
import Testing

@testable import DaybookCore

/// The journal's walk and its links: each folder listed once however links join it, a link that leaves the root
/// not followed unless the location says so, and what is read through a link kept out of the pin log.
struct JournalLinksTests {
    private let location = JournalLocation(root: "j")

    private func list(_ files: MemoryFileSystem, _ location: JournalLocation? = nil)
        -> (files: [JournalFile], unlisted: [Diagnostic], outside: [Diagnostic])
    {
        var cache = ListingCache()
        return JournalFiles.list(location ?? self.location, fileSystem: files, cache: &cache, now: 0)
    }

    @Test func foldersJoinedByLinksAreListedOnce() {
        let files = MemoryFileSystem([
            "j/2026-11-29.md": "- ramen 600kcal\n", "j/sub/2026-11-28.md": "- soba 400kcal\n",
        ])
        files.link("j/a", to: "j")
        files.link("j/b", to: "j")
        files.link("j/sub/up", to: "j")
        files.link("j/sub/again", to: "j/sub")
        let listed = list(files)
        #expect(listed.files.map(\.path) == ["2026-11-29.md", "sub/2026-11-28.md"])
        #expect(listed.files.allSatisfy { !$0.throughLink })
        #expect(files.listings.sorted() == ["j", "j/sub"])
        #expect(listed.outside.isEmpty)
    }

    /// Whatever order a folder's entries come in, a folder reached with and without a link is listed by its own
    /// name: what it holds may then feed the pin log.
    @Test func aFolderIsListedByItsOwnNameBeforeAnyLinkToIt() {
        let files = MemoryFileSystem(["j/notes/2026-11-29.md": "- ramen 600kcal\n"])
        for name in ["a", "m", "z"] { files.link("j/\(name)", to: "j/notes") }
        let listed = list(files)
        #expect(listed.files.map(\.path) == ["notes/2026-11-29.md"])
        #expect(listed.files.first?.throughLink == false)
    }

    @Test func aLinkThatLeavesTheRootIsNamedAndNotFollowed() {
        let files = MemoryFileSystem([
            "j/2026-11-28.md": "- soba 400kcal\n", "private/2026-11-29.md": "- secret 500kcal\n",
            "private/deeper/2026-11-27.md": "- secret 500kcal\n",
        ])
        files.link("j/notes", to: "private")
        files.link("j/2026-11-29.md", to: "private/2026-11-29.md")
        let listed = list(files)
        #expect(listed.files.map(\.path) == ["2026-11-28.md"])
        #expect(listed.outside.map(\.file) == ["2026-11-29.md", "notes"])
        #expect(
            listed.outside.allSatisfy {
                $0.severity == .warning && $0.message == JournalMessage.linkLeavesJournal.localized
            })
        #expect(!files.listings.contains { $0.hasPrefix("private") })
    }

    @Test func thisMachineMayFollowLinksOutsideAndTheyAreMarked() {
        let files = MemoryFileSystem([
            "j/2026-11-28.md": "- soba 400kcal\n", "private/2026-11-29.md": "- secret 500kcal\n",
        ])
        files.link("j/notes", to: "private")
        let listed = list(files, JournalLocation(root: "j", followsLinksOutside: true))
        #expect(listed.files.map(\.path) == ["2026-11-28.md", "notes/2026-11-29.md"])
        #expect(listed.files.map(\.throughLink) == [false, true])
        #expect(listed.outside.isEmpty)
    }

    @Test func aLinkInsideTheRootIsFollowedAndMarked() {
        let files = MemoryFileSystem(["j/.hidden/diary.md": "- secret 500kcal\n"])
        files.link("j/2026-11-29.md", to: "j/.hidden/diary.md")
        let listed = list(files)
        #expect(listed.files.map(\.path) == ["2026-11-29.md"])
        #expect(listed.files.first?.throughLink == true)
    }

    /// Explicit kcal in a linked file count for its day but teach nothing the pin log would keep, and what an
    /// estimator says about its items is not pinned.
    @Test func whatALinkedFileHoldsFeedsNoPin() {
        let files = MemoryFileSystem([
            "j/daybook.yaml": "", "j/.hidden/diary.md": "- vault code 4417 500kcal\n- mystery stew\n",
            "j/2026-11-28.md": "- plain toast 150kcal\n- odd pie\n",
        ])
        files.link("j/2026-11-29.md", to: "j/.hidden/diary.md")
        let journal = JournalReader(fileSystem: files).read(location, selection: .all)
        #expect(journal.linkedFiles == ["2026-11-29.md"])
        #expect(journal.day(date("2026-11-29")).entries.count == 2)
        let lessons = journal.historyPins(journal.history)
        #expect(lessons.contains { $0.contains("plain toast") })
        #expect(!lessons.contains { $0.contains("vault") })
        let resolver = journal.resolver(estimator: AnswersEverything())
        for date in [date("2026-11-28"), date("2026-11-29")] {
            for entry in journal.day(date).entries { _ = resolver.resolve(entry) }
        }
        #expect(resolver.newPins.map(\.key) == ["odd pie"])
    }
}

/// An estimator with an answer for every item.
private struct AnswersEverything: Estimator {
    let name = "openai"
    func estimate(_ request: EstimateRequest) -> EstimateResult { .values(KcalValues(perUnit: 100)) }
}
