import DaybookCore
import Testing

/// JSON strings are read a run at a time between escapes; what they say is unchanged.
struct JSONTests {
    @Test func stringsWithAndWithoutEscapes() {
        #expect(JSON(parsing: #""plain ごはん""#) == .string("plain ごはん"))
        #expect(JSON(parsing: #""a\nb\t\"c\"\\d\/e""#) == .string("a\nb\t\"c\"\\d/e"))
        #expect(JSON(parsing: #""\u00e9\ud83d\ude00x""#) == .string("é😀x"))
        let long = String(repeating: "- 12:00 tea\\n", count: 10_000)
        #expect(JSON(parsing: "\"\(long)\"")?.string?.count == 120_000)
    }

    @Test func badStringsAreNotJSON() {
        #expect(JSON(parsing: "\"raw\ncontrol\"") == nil)
        #expect(JSON(parsing: #""unterminated"#) == nil)
        #expect(JSON(parsing: #""bad \ud83d\u0041""#) == nil)
        #expect(JSON(parsing: #""short \u12""#) == nil)
    }
}
