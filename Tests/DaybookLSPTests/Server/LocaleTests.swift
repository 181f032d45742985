import DaybookCore
import Testing

/// The editor's texts are in the client's language (`initialize`'s `locale`), else in the command's.
struct LocaleTests {
    private func hints(locale: String?, command: Language) throws -> [String] {
        let session = try LSPSession(Fixture.files, now: "2026-11-29T22:30")
        session.language = command
        session.initialize(locale: locale)
        try session.open(Fixture.today)
        session.settle()
        let id = session.request(
            "textDocument/inlayHint",
            .object([
                document(session.uri(Fixture.today)),
                ("range", range(0, 0, 9, 0)),
            ]))
        let hover = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(7, 10)),
            ]))
        session.run()
        guard case .array(let found)? = session.result(id) else { return [] }
        return found.compactMap { $0["label"]?.string } + [session.result(hover)?["contents"]?["value"]?.string ?? ""]
    }

    @Test func aJapaneseClientGetsJapanese() throws {
        #expect(
            try hints(locale: "ja-JP", command: .en) == [
                "≈487 kcal · 炭水化物 ≈15g+? · 内蔵の表 + 推測", "≈1,450 kcal · 自分の記録 + 推測", "165 kcal · 自分の食品", "long ? 1/1",
                "≈302 kcal 超過", "取り消し線: 表示しますが数えません。",
            ])
    }

    @Test func withoutALocaleTheCommandsLanguageCounts() throws {
        #expect(try hints(locale: nil, command: .ja) == (try hints(locale: "ja", command: .en)))
        #expect(
            try hints(locale: "en-US", command: .ja) == [
                "≈487 kcal · ≈15g+? carbs · table + guess", "≈1,450 kcal · your history + guess",
                "165 kcal · your foods",
                "long ? 1/1",
                "≈302 kcal over", "Struck through: shown, never counted.",
            ])
    }
}
