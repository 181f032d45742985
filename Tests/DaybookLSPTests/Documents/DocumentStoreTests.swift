import DaybookCore
import DaybookPlatform
import Testing

@testable import DaybookLSP

struct DocumentStoreTests {
    @Test func aDocumentEqualsItsFileWhenOpenedOrSavedNotWhileEdited() throws {
        var store = DocumentStore()
        store.open(uri: "file:///j/a.md", path: "/j/a.md", version: 1, text: "- 12:00 tea\n")
        #expect(store.isSaved("file:///j/a.md"))
        try store.change("file:///j/a.md", version: 2, [(nil, "- 12:00 coffee\n")])
        #expect(!store.isSaved("file:///j/a.md"))
        store.saved("file:///j/a.md")
        #expect(store.isSaved("file:///j/a.md"))
        #expect(store.document(at: "/j/a.md")?.line(0) == "- 12:00 coffee")
    }

    @Test func changesBeforeOneThatDoesNotFitStay() {
        var store = DocumentStore()
        store.open(uri: "u", path: "/j/a.md", version: 1, text: "ab\n")
        let fits = (range: TextRange?.some(TextRange(line: 0, from: 0, to: 1)), text: "x")
        let pastTheEnd = (range: TextRange?.some(TextRange(line: 5, from: 0, to: 1)), text: "y")
        #expect(throws: ResponseError.self) { try store.change("u", version: 2, [fits, pastTheEnd]) }
        #expect(store["u"]?.line(0) == "xb")
        #expect(store["u"]?.version == 2)
    }

    @Test func theOverlayHoldsEveryBuffer() throws {
        var store = DocumentStore()
        store.open(uri: "u", path: "/nowhere/2026-11-29.md", version: 1, text: "- 12:00 tea\n")
        #expect(
            try store.overlay(on: PosixFileSystem(), limit: 100)
                .read("/nowhere/2026-11-29.md") == Array("- 12:00 tea\n".utf8))
    }
}
