import Testing

@testable import DaybookCore

/// A re-pin wins over the pin it names, and a chain of them reads the same whatever order the log holds them in.
struct RepinTests {
    private let lines = [
        #"- {key: soba, kcal: 300, estimator: stub, at: "2026-11-01T12:00:00"}"#,
        #"- {key: soba, kcal: 320, estimator: stub, at: "2026-11-05T12:00:00", replaces: "2026-11-01T12:00:00"}"#,
        #"- {key: soba, kcal: 330, estimator: stub, at: "2026-11-09T12:00:00", replaces: "2026-11-05T12:00:00"}"#,
        // Replaces a pin that never held the key: it counts for nothing.
        #"- {key: soba, kcal: 999, estimator: stub, at: "2026-11-10T12:00:00", replaces: "2026-10-01T12:00:00"}"#,
        // A second device's re-pin of the same first pin, later: the earlier re-pin of it stands.
        #"- {key: soba, kcal: 310, estimator: stub, at: "2026-11-06T12:00:00", replaces: "2026-11-01T12:00:00"}"#,
    ]

    private func found(_ lines: [String]) -> Double? {
        let log = lines.joined(separator: "\n") + "\n"
        return PinnedEstimates.load([(Array(log.utf8), ".daybook/estimates.yaml")]).0.find("soba")?.values.perUnit
    }

    @Test func aChainOfRepinsEndsAtItsLastAndOrderDoesNotMatter() {
        #expect(found(lines) == 330)
        #expect(found(lines.reversed()) == 330)
        #expect(found([lines[2], lines[0], lines[4], lines[1], lines[3]]) == 330)
        #expect(found(Array(lines.prefix(1))) == 300)
        // A re-pin alone, without what it replaces, pins nothing.
        #expect(found([lines[1]]) == nil)
    }

    @Test func aRepinLineSaysWhatItReplaces() {
        let pin = PinnedEstimates.Pin(
            key: "soba", values: KcalValues(perUnit: 320), estimator: "stub", at: "2026-11-05T12:00:00",
            replaces: "2026-11-01T12:00:00")
        #expect(
            pin.line
                == #"- {key: soba, kcal: 320, estimator: stub, at: "2026-11-05T12:00:00", replaces: "2026-11-01T12:00:00"}"#
        )
    }
}
