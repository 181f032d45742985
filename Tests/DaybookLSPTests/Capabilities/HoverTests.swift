import DaybookCore
import Testing

/// Hover says how an item's kcal were reached, and where a dose stands.
struct HoverTests {
    private func hover(_ line: Int, _ character: Int) throws -> String? {
        let session = try Fixture.session()
        let id = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(line, character)),
            ]))
        session.run()
        return session.result(id)?["contents"]?["value"]?.string
    }

    @Test func aFoodFromFoodsYAML() throws {
        #expect(try hover(4, 10) == "**アルフォート3枚** — 165 kcal\n\n3 × 55 kcal from foods.yaml line 1 (`alfort`).")
    }

    @Test func aFoodTheJournalTaught() throws {
        #expect(
            try hover(3, 18) == """
                **curry rice** — 850 kcal

                1 × 850 kcal, taught by 2026/11/2026-11-28.md:3 (2026-11-28 12:30: `curry rice 850kcal`).
                """)
    }

    @Test func aGuessSaysHowToTeachIt() throws {
        #expect(
            try hover(2, 30) == """
                **謎の煮込み** — ≈400 kcal

                No source knows `謎の煮込み`: guessed from the breakfast slot's `guess`. Teach it: add `謎の煮込み: 120` to \
                foods.yaml, or write its kcal, e.g. `謎の煮込み 120kcal`.
                """)
    }

    @Test func aPinnedEstimate() throws {
        // Opening the file asked the built-in table about toast and pinned its answer, as `status` would.
        #expect(
            try hover(2, 22) == """
                **toast** — ≈87 kcal

                1 × 87 kcal, pinned estimate (table) on 2026-11-29 (.daybook/estimates.yaml): every device counts the same.
                """)
    }

    @Test func theBuiltInTableForTextNotSavedYet() throws {
        let session = try Fixture.session()
        session.change(Fixture.today, version: 2, [(range(6, 8, 6, 19), "2 onigiri")])
        let id = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(6, 12)),
            ]))
        session.run()
        #expect(
            session.result(id)?["contents"]?["value"]?.string == """
                **2 onigiri** — ≈360 kcal

                2 × 180 kcal, from daybook's built-in table; pinned in .daybook/estimates.yaml when the file is saved.
                """)
        #expect(try !session.read(".daybook/estimates.yaml").contains("onigiri"))
    }

    @Test func aDose() throws {
        #expect(
            try hover(5, 10) == """
                **long** 12u

                2026-11-29: ? unknown: a file of the day, or a line about this insulin, could not be read, 1 of 1

                Last doses: 2026-11-29 22:00 12u · 2026-11-28 22:00 12u
                """)
    }

    @Test func outsideAnEntryThereIsNothing() throws {
        #expect(try hover(0, 3) == nil)
    }
}
