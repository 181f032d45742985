import DaybookCore
import Testing

/// Hints at the end of entry lines: kcal and their sources, the dose's status for the day, the balance after the
/// day's last entry. Curry rice comes from history once every day has been read.
struct InlayHintsTests {
    private static let expected = [
        "2:34 ≈487 kcal · ≈15g+? carbs · table + guess",
        "3:39 ≈1,450 kcal · your history + guess",
        "4:16 165 kcal · your foods",
        "5:16 long ? 1/1",
        "7:16 ≈302 kcal over",
    ]

    @Test func inlayHints() throws {
        let session = try Fixture.session()
        let id = session.request(
            "textDocument/inlayHint",
            .object([
                document(session.uri(Fixture.today)),
                ("range", range(0, 0, 9, 0)),
            ]))
        let part = session.request(
            "textDocument/inlayHint",
            .object([
                document(session.uri(Fixture.today)),
                ("range", range(4, 0, 5, 0)),
            ]))
        session.run()
        #expect(labels(session.result(id)) == InlayHintsTests.expected)
        #expect(labels(session.result(part)) == Array(InlayHintsTests.expected[2...3]))
    }

    @Test func aClientWithoutInlayHintsGetsCodeLenses() throws {
        let session = try Fixture.session(capabilities: .object([]))
        let id = session.request("textDocument/codeLens", .object([document(session.uri(Fixture.today))]))
        session.run()
        let capabilities = session.result(1)?["capabilities"]
        #expect(capabilities?["inlayHintProvider"] == nil)
        #expect(capabilities?["codeLensProvider"] != nil)
        guard case .array(let lenses)? = session.result(id) else {
            Issue.record("no lenses")
            return
        }
        let titles = lenses.map {
            "\($0["range"]?["start"]?["line"]?.text ?? ""): \($0["command"]?["title"]?.string ?? "")"
        }
        #expect(
            titles == [
                "2: ≈487 kcal · ≈15g+? carbs · table + guess", "3: ≈1,450 kcal · your history + guess",
                "4: 165 kcal · your foods",
                "5: long ? 1/1", "7: ≈302 kcal over",
            ])
    }

    @Test func aSecondDoseIsShownAsDuplicate() throws {
        let session = try Fixture.session()
        session.change(Fixture.today, version: 2, [(range(7, 0, 7, 0), "- 22:20 tresiba 12u\n")])
        let id = session.request(
            "textDocument/inlayHint",
            .object([
                document(session.uri(Fixture.today)),
                ("range", range(5, 0, 7, 99)),
            ]))
        session.run()
        #expect(labels(session.result(id)) == ["5:16 long ‼ 2/1", "7:19 long ‼ 2/1"])
    }

    private func labels(_ result: JSON?) -> [String] {
        guard case .array(let hints)? = result else { return [] }
        return hints.map { hint in
            "\(hint["position"]?["line"]?.text ?? ""):\(hint["position"]?["character"]?.text ?? "") "
                + (hint["label"]?.string ?? "")
        }
    }
}
