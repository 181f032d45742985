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
}
