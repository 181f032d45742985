import DaybookCore
import Testing

struct DocumentSymbolsTests {
    private func outline(_ session: LSPSession, _ path: String) -> [String] {
        let id = session.request("textDocument/documentSymbol", .object([document(session.uri(path))]))
        session.run()
        guard case .array(let days)? = session.result(id) else { return [] }
        return days.flatMap { day -> [String] in
            guard case .array(let children)? = day["children"] else { return [] }
            let range = day["range"]
            return [
                "\(day["name"]?.string ?? "") \(range?["start"]?["line"]?.text ?? "")-\(range?["end"]?["line"]?.text ?? "") \(day["detail"]?.string ?? "")"
            ]
                + children.map {
                    "  \($0["range"]?["start"]?["line"]?.text ?? "") \($0["name"]?.string ?? "") · \($0["detail"]?.string ?? "")"
                }
        }
    }

    @Test func aDayFileIsOneDay() throws {
        let session = try Fixture.session()
        #expect(
            outline(session, Fixture.today) == [
                "2026-11-29 0-9 ≈302 kcal over",
                "  2 07:30 breakfast: 😀 toast, 謎の煮込み · ≈487 kcal · ≈15g+? carbs · table + guess",
                "  3 12:30 lunch: curry rice, mystery stew · ≈1,450 kcal · your history + guess",
                "  4 15:00 アルフォート3枚 · 165 kcal · your foods",
                "  5 22:00 long 12u · long ? 1/1",
                "  7 23:00 cake · struck through",
            ])
    }

    @Test func anUndatedFileHasADayPerHeading() throws {
        let session = try LSPSession(
            [
                "daybook.yaml": "target: 2000\n",
                "food.md":
                    "# Food\n\n## 2026-11-28 Sat\n- 12:00 ramen 650kcal\n\n## 2026-11-29\n- 08:00 toast 200kcal\n- 12:00 ramen\n",
            ],
            now: "2026-11-29T21:00")
        session.initialize()
        try session.open("food.md")
        session.settle()
        #expect(
            outline(session, "food.md") == [
                "2026-11-28 2-4 1,350 kcal left",
                "  3 12:00 ramen 650kcal · 650 kcal · written",
                "2026-11-29 5-8 1,150 kcal left",
                "  6 08:00 toast 200kcal · 200 kcal · written",
                "  7 12:00 ramen · 650 kcal · your history",
            ])
    }
}
