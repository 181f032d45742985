import DaybookCore
import Testing

struct CodeActionsTests {
    /// Titles and edits (`uri-end line:char-line:char "text"`) for lines `from`…`to`.
    private func actions(
        _ from: Int, _ to: Int, capabilities: JSON? = nil,
        files: [String: String] = Fixture.files
    ) throws -> [String] {
        let session = try LSPSession(files, now: "2026-11-29T22:30")
        if let capabilities { session.initialize(capabilities) } else { session.initialize() }
        try session.open(Fixture.today)
        session.settle()
        let id = session.request(
            "textDocument/codeAction",
            .object([
                document(session.uri(Fixture.today)), ("range", range(from, 0, to, 0)),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        session.run()
        guard case .array(let actions)? = session.result(id) else { return [] }
        return actions.map { action in
            guard case .array(let changes)? = action["edit"]?["documentChanges"] else { return "no edit" }
            let edits = changes.map { change -> String in
                if let kind = change["kind"]?.string {
                    return kind + " " + String(change["uri"]?.string?.split(separator: "/").last ?? "")
                }
                guard case .array(let edits)? = change["edits"] else { return "" }
                let file = change["textDocument"]?["uri"]?.string?.split(separator: "/").last ?? ""
                return edits.map { edit in
                    let start = edit["range"]?["start"]
                    let end = edit["range"]?["end"]
                    return "\(file) \(start?["line"]?.text ?? ""):\(start?["character"]?.text ?? "")-"
                        + "\(end?["line"]?.text ?? ""):\(end?["character"]?.text ?? "") \(edit["newText"]?.text ?? "")"
                }.joined(separator: "; ")
            }
            return (action["title"]?.string ?? "") + " => " + edits.joined(separator: " + ")
        }
    }

    @Test func teachAnUnknownFood() throws {
        #expect(
            try actions(2, 2) == [
                #"Teach daybook: add '謎の煮込み' to foods.yaml => foods.yaml 1:0-1:0 "謎の煮込み: {kcal: 400}\n""#
            ])
    }

    @Test func withoutFoodsYAMLItIsCreatedWhenTheClientCan() throws {
        let create = JSON.object([
            ("textDocument", .object([("inlayHint", .object([]))])),
            (
                "workspace",
                .object([
                    (
                        "workspaceEdit",
                        .object([
                            ("resourceOperations", .array([.string("create")]))
                        ])
                    )
                ])
            ),
        ])
        var files = Fixture.files
        files["foods.yaml"] = nil
        #expect(
            try actions(2, 2, capabilities: create, files: files) == [
                #"Teach daybook: add '謎の煮込み' to foods.yaml => create foods.yaml + foods.yaml 0:0-0:0 "謎の煮込み: {kcal: 400}\n""#
            ])
        #expect(try actions(2, 2, files: files) == [])
    }

    @Test func aNameWrittenLikeADoseJoinsADosesAliases() throws {
        #expect(
            try actions(6, 6) == [
                #"Add 'levemir' to the aliases of long => daybook.yaml 2:35-2:35 ", levemir""#,
                #"Add 'levemir' to the aliases of rapid => daybook.yaml 3:27-3:27 ", levemir""#,
            ])
    }

    @Test func restoreAStruckThroughLine() throws {
        #expect(
            try actions(7, 7) == [
                #"Restore this line (remove the strike-through) => 2026-11-29.md 7:0-7:16 "- 23:00 cake""#
            ])
    }
}
