import DaybookCore
import Testing

/// The server writes only pins, as `status` does: what the estimator answered about saved text.
struct PinsTests {
    @Test func openingPinsWhatTheEstimatorAnsweredTypingDoesNotSavingDoes() throws {
        let session = try Fixture.session()
        session.change(Fixture.today, version: 2, [(range(9, 0, 9, 0), "- 21:00 snack: onigiri\n")])
        session.settle()
        var afterTyping = ""
        session.perform { afterTyping = (try? session.read(".daybook/estimates.yaml")) ?? "" }
        session.notify("textDocument/didSave", .object([document(session.uri(Fixture.today))]))
        session.settle()
        session.run()
        #expect(
            afterTyping.contains(
                "toast, kcal: 87, kcal_per_100g: 290, kcal_per_100ml: 290, carbs: 15, carbs_per_100g: 50, "
                    + "carbs_per_100ml: 50, estimator: stub"))
        #expect(!afterTyping.contains("onigiri"))
        #expect(try session.read(".daybook/estimates.yaml").contains("key: onigiri"))
        #expect(try session.read(Fixture.today) == Fixture.files[Fixture.today])
    }

    @Test func withoutAnEstimatorNobodyIsAskedAndNothingIsWritten() throws {
        let session = try LSPSession(Fixture.files, now: "2026-11-29T22:30")
        session.estimator = nil
        session.initialize()
        try session.open(Fixture.today)
        session.settle()
        let hints = session.request(
            "textDocument/inlayHint",
            .object([
                document(session.uri(Fixture.today)),
                ("range", range(2, 0, 2, 99)),
            ]))
        session.run()
        #expect(session.result(hints)?.text.contains("≈800 kcal · guess") == true)
        #expect(throws: (any Error).self) { try session.read(".daybook/estimates.yaml") }
    }
}
