import DaybookCore
import Testing

@testable import DaybookLSP

struct CompletionTests {
    /// The labels and details offered with `line` typed as a new line 9, the cursor at its end.
    private func complete(_ line: String, count: Int = 6) throws -> [String] {
        let session = try Fixture.session()
        session.change(Fixture.today, version: 2, [(range(9, 0, 9, 0), line)])
        let id = session.request(
            "textDocument/completion",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(9, line.utf16.count)),
            ]))
        session.run()
        guard case .array(let items)? = session.result(id)?["items"] else { return [] }
        return items.prefix(count).map { "\($0["label"]?.string ?? "") (\($0["detail"]?.string ?? ""))" }
    }

    @Test func aNewItemStartsWithTheTime() throws {
        #expect(
            try complete("- ", count: 3) == ["22:30 (now)", "long (dose long, 1 a day)", "lantus (dose long, 1 a day)"])
    }

    @Test func afterTheTimeDosesAndSlots() throws {
        // Foods whose name contains what was typed follow (the built-in table is USDA SR24 and more since issue 24).
        #expect(
            try complete("- 22:40 tre") == [
                "tresiba (dose long, 1 a day)", "kellogg's rice krispies treats cereal (≈159.6 kcal · built-in)",
                "kellogg's rice krispies treats squares (≈153.18 kcal · built-in)",
                "rice krispies treats (≈159.6 kcal · built-in)", "tree fern (≈56.8 kcal · built-in)",
            ])
        #expect(try complete("- 12:00 lun", count: 1) == ["lunch: (slot)"])
    }

    @Test func foodsFromFoodsYAMLThenTheJournalThenTheBuiltInTable() throws {
        #expect(
            try complete("- 15:00 snack: アル", count: 2) == [
                "アルフォート (55 kcal · foods.yaml (alfort))",
                "シリアル (≈152 kcal · built-in)",
            ])
        #expect(
            try complete("- 12:00 lunch: 2 curry", count: 3) == [
                "curry rice (850 kcal · journal)",
                "chicken curry (≈390 kcal · built-in)",
                "curry (≈390 kcal · built-in)",
            ])
    }

    @Test func theEditReplacesWhatWasTypedOfTheName() throws {
        let session = try Fixture.session()
        session.change(Fixture.today, version: 2, [(range(9, 0, 9, 0), "- 12:00 lunch: 2 cur")])
        let id = session.request(
            "textDocument/completion",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(9, 20)),
            ]))
        session.run()
        guard case .array(let items)? = session.result(id)?["items"], let first = items.first else {
            Issue.record("no items")
            return
        }
        #expect(
            first["textEdit"]?.text
                == #"{"range":{"start":{"line":9,"character":17},"end":{"line":9,"character":20}},"newText":"curry rice"}"#
        )
    }

    @Test func atMostTheLimitAndSaysThereIsMore() throws {
        let session = try Fixture.session()
        session.change(Fixture.today, version: 2, [(range(9, 0, 9, 0), "- 12:00 lunch: ")])
        let id = session.request(
            "textDocument/completion",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(9, 15)),
            ]))
        session.run()
        guard case .array(let items)? = session.result(id)?["items"] else {
            Issue.record("no items")
            return
        }
        #expect(items.count == Completion.maximumItems)
        #expect(session.result(id)?["isIncomplete"] == .bool(true))
    }

    @Test func outsideAListItemNothing() throws {
        #expect(try complete("Slept well") == [])
    }
}
