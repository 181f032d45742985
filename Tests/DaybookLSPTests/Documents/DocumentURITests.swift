import Testing

@testable import DaybookLSP

struct DocumentURITests {
    @Test func pathsWithSpacesAndJapaneseRoundTrip() {
        let path = "/home/me/食事 日記/2026-11-29.md"
        let uri = DocumentURI.uri(path)
        #expect(uri == "file:///home/me/%E9%A3%9F%E4%BA%8B%20%E6%97%A5%E8%A8%98/2026-11-29.md")
        #expect(DocumentURI.path(uri) == path)
    }

    @Test func otherSchemesAndHostsAreNotFiles() {
        #expect(DocumentURI.path("untitled:Untitled-1") == nil)
        #expect(DocumentURI.path("file://server/share/a.md") == nil)
        #expect(DocumentURI.path("file://localhost/tmp/a.md") == "/tmp/a.md")
        #expect(DocumentURI.path("file:///tmp/a%00b.md") == nil)
    }
}
