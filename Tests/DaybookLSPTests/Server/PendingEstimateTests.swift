import DaybookCore
import Dispatch
import Testing

/// An external estimator that has not answered yet: its items count the fallback and show `…`; when the answer
/// lands the server recomputes and asks the client to redraw its hints.
struct PendingEstimateTests {
    final class LateEstimator: Estimator, @unchecked Sendable {
        let name = "command"
        private let queue = DispatchQueue(label: "late")
        private var answered = false

        func answer() { queue.sync { answered = true } }

        func estimate(_ request: EstimateRequest) -> EstimateResult {
            queue.sync { answered ? .values(KcalValues(perUnit: 500)) : .pending }
        }
    }

    @Test func hintsShowPendingThenTheAnswer() throws {
        let late = LateEstimator()
        let session = try LSPSession(Fixture.files, now: "2026-11-29T22:30")
        session.estimator = late
        session.fallback = StubEstimator()
        session.initialize(
            .object([
                ("textDocument", .object([("inlayHint", .object([]))])),
                ("workspace", .object([("inlayHint", .object([("refreshSupport", .bool(true))]))])),
            ]))
        try session.open(Fixture.today)
        session.settle()
        let before = session.request(
            "textDocument/inlayHint",
            .object([
                document(session.uri(Fixture.today)),
                ("range", range(2, 0, 2, 99)),
            ]))
        session.perform {
            late.answer()
            session.estimatesLanded?()
        }
        session.settle()
        let after = session.request(
            "textDocument/inlayHint",
            .object([
                document(session.uri(Fixture.today)),
                ("range", range(2, 0, 2, 99)),
            ]))
        session.run()
        #expect(label(session.result(before)) == "… ≈487 kcal · ≈15g+? carbs · table + guess")
        #expect(session.messages.contains { $0["method"] == .string("workspace/inlayHint/refresh") })
        // The answers were pinned at once and the pin log read back, as the next `status` would read it.
        #expect(label(session.result(after)) == "≈1,000 kcal · estimate")
        #expect(try session.read(".daybook/estimates.yaml").contains("kcal: 500, estimator: command"))
    }

    private func label(_ result: JSON?) -> String? {
        guard case .array(let hints)? = result else { return nil }
        return hints.first?["label"]?.string
    }
}
