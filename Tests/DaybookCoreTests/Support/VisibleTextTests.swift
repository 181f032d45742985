import Testing

@testable import DaybookCore

struct VisibleTextTests {
    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}toast", "\\e]0;pwned\\u{7}toast"),
        ("\u{1B}[2Jcake", "\\e[2Jcake"),
        ("nul\u{0}here", "nul\\u{0}here"),
        ("del\u{7F}", "del\\u{7F}"),
        ("csi\u{9B}31m", "csi\\u{9B}31m"),
        ("\u{202E}evil", "\\u{202E}evil"),
        ("\u{2066}isolate\u{2069}", "\\u{2066}isolate\\u{2069}"),
        ("line\nbreak\r", "line\\u{A}break\\u{D}"),
    ])
    func controlCharactersBecomeVisibleEscapes(_ text: String, _ shown: String) {
        #expect(VisibleText.escaped(text) == shown)
    }

    @Test(arguments: ["ramen 650kcal, gyoza 6個", "tab\tstays", "ごはん½膳 → 約117kcal", "café ‘quoted’ – dash…"])
    func ordinaryTextIsLeftAlone(_ text: String) {
        #expect(VisibleText.escaped(text) == text)
    }

    @Test func longTextIsCutAfterItsCharactersAreCounted() {
        #expect(VisibleText.escaped(String(repeating: "x", count: 10), limit: 4) == "xxxx…")
        #expect(VisibleText.escaped("xxxx", limit: 4) == "xxxx")
        #expect(VisibleText.escaped("a\u{1B}bcd", limit: 3) == "a\\eb…")
    }

    @Test func jsonEscapesEveryControlCharacter() {
        let text = JSON.string("a\u{1B}b\u{7F}c\u{85}d\u{202E}e\u{0}“ok”").text
        #expect(text == "\"a\\u001bb\\u007fc\\u0085d\\u202ee\\u0000“ok”\"")
    }
}
