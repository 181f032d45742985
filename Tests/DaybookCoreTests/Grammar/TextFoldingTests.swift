import Testing

@testable import DaybookCore

/// Half-width katakana is folded to full-width: one scalar for one in a line, voiced marks joined in names.
struct TextFoldingTests {
    @Test func halfWidthKatakanaFoldsOneForOne() {
        let (original, folded) = TextFolding.scalars(of: "ﾗﾝﾀｽ 12ｰ｡")
        #expect(String(String.UnicodeScalarView(folded)) == "ランタス 12ー。")
        #expect(original.count == folded.count)
        #expect(String(String.UnicodeScalarView(TextFolding.fold("ﾊﾞ".unicodeScalars))) == "ハ゛")
    }

    @Test(arguments: [
        ("ﾄﾚｼｰﾊﾞ", "トレシーバ"), ("ﾉﾎﾞﾗﾋﾟｯﾄﾞ", "ノボラピッド"), ("ｳﾞｧ", "ヴァ"), ("ｶﾞｷﾞｸﾞｹﾞｺﾞ", "ガギグゲゴ"),
        ("ﾀﾞﾁﾞﾂﾞﾃﾞﾄﾞ", "ダヂヅデド"), ("ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ", "パピプペポ"), ("ｱﾞ", "ア゛"), ("ﾞ", "゛"),
    ])
    func voicedMarksJoinTheirKanaInNames(written: String, key: String) {
        #expect(TextFolding.matchKey(written) == key)
    }

    @Test func typographicApostrophesFoldOneForOne() {
        let (original, folded) = TextFolding.scalars(of: "didn’t isn‘t wasnʼt")
        #expect(String(String.UnicodeScalarView(folded)) == "didn't isn't wasn't")
        #expect(String(String.UnicodeScalarView(original)) == "didn’t isn‘t wasnʼt")
    }

    @Test func aHalfWidthNameIsTheInsulin() {
        #expect(InsulinNames.isLongActing("ﾄﾚｼｰﾊﾞ") == true)
        #expect(InsulinNames.isLongActing("ﾗﾝﾀｽ") == true)
        #expect(parseLine("- 22:00 ﾗﾝﾀｽ 12単位").entry?.dose == DoseEntry(name: "long", units: 12))
    }

    /// Every voiced kana, each semi-voiced one and ヴ come apart into kana and mark; a word without one is nil.
    @Test func unvoicedSplitsEveryVoicedKanaAndPassesOtherWords() {
        func apart(_ word: String) -> String? {
            TextFolding.unvoiced(Array(word.unicodeScalars)).map { String(String.UnicodeScalarView($0)) }
        }
        #expect(apart("ヒューマログ") == "ヒューマロク\u{309B}")
        #expect(apart("ガギグゲゴザジズゼゾダヂヅデドバビブベボ")?.unicodeScalars.count == 40)
        #expect(apart("パピプペポ") == "ハ\u{309C}ヒ\u{309C}フ\u{309C}ヘ\u{309C}ホ\u{309C}")
        #expect(apart("ヴ") == "ウ\u{309B}")
        for word in ["lantus", "トレシーハ", "ランタス", "がぎ", "カキクケコ", "ハヒフヘホ", "ウ", ""] {
            #expect(apart(word) == nil, "\(word)")
        }
    }

    /// The grammar's own UTF-8 decoding gives the scalars the standard library does, in every length of sequence.
    @Test(arguments: [
        "", "a", "lantus 12u", "é", "ランタス", "ﾄﾚｼｰﾊﾞ", "🍣寿司", "e\u{301}", "\u{7F}\u{80}\u{7FF}\u{800}",
        "\u{FFFF}\u{10000}\u{10FFFF}", "½ ℃ ＋", String(repeating: "ご飯", count: 40),
    ])
    func scalarArrayIsTheStringsScalars(word: String) {
        #expect(scalarArray(word) == Array(word.unicodeScalars))
    }
}
