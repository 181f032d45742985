import Testing
@testable import DaybookCore

struct VisibleTextTests {
    @Test func controlCharactersBecomePictures() {
        #expect(VisibleText.of("a\u{1B}[31mb\u{07}\u{00}\u{7F}") == "a␛[31mb␇␀␡")
        #expect(VisibleText.of("tab\there\r") == "tab here␍")
        #expect(VisibleText.of("c1\u{9B}bidi\u{202E}evil\u{2066}") == "c1\u{FFFD}bidi\u{FFFD}evil\u{FFFD}")
        #expect(VisibleText.of("血糖値 142mg/dL, ok") == "血糖値 142mg/dL, ok")
    }

    @Test func longTextIsCut() {
        #expect(VisibleText.of(String(repeating: "x", count: 10), limit: 4) == "xxxx…")
        #expect(VisibleText.of("xxxx", limit: 4) == "xxxx")
    }
}
