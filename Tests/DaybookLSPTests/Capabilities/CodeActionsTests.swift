import DaybookCore
import Foundation
import Testing

@testable import DaybookLSP

struct CodeActionsTests {
    /// Titles and edits (`uri-end line:char-line:char "text"`) for lines `from`…`to`.
    private func actions(
        _ from: Int, _ to: Int, capabilities: JSON? = nil,
        files: [String: String] = Fixture.files, prepare: (LSPSession) throws -> Void = { _ in }
    ) throws -> [String] {
        let session = try LSPSession(files, now: "2026-11-29T22:30")
        try prepare(session)
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

    /// A foods.yaml or daybook.yaml that is a link (synced in, pointing at `~/.bashrc`, say) is never the target of
    /// an edit: the editor would write through it. `daybook learn` refuses the same.
    @Test(arguments: ["foods.yaml", "daybook.yaml"])
    func noEditGoesThroughALinkedRootFile(name: String) throws {
        let linked = try actions(2, 6) { session in
            try FileManager.default.createDirectory(
                atPath: session.root + "/elsewhere", withIntermediateDirectories: true)
            try FileManager.default.moveItem(atPath: session.root + "/" + name, toPath: session.root + "/elsewhere/x")
            try FileManager.default.createSymbolicLink(
                atPath: session.root + "/" + name, withDestinationPath: session.root + "/elsewhere/x")
        }
        #expect(!linked.isEmpty)
        #expect(!linked.contains { $0.contains(name) })
        #expect(try actions(2, 6).contains { $0.contains(name) })
    }

    @Test func aNameWrittenLikeADoseJoinsADosesAliases() throws {
        #expect(
            try actions(6, 6) == [
                #"Add 'levemir' to the aliases of long => daybook.yaml 2:35-2:35 ", levemir""#
            ])
    }

    /// A rapid insulin is never offered to the long dose, and a dose without its own list gets `aliases+`, which
    /// keeps the built-in names (`aliases:` would replace them and turn `lantus 12u` into an error).
    @Test func anInsulinJoinsOnlyDosesOfItsKindKeepingTheBuiltInNames() throws {
        var files = Fixture.files
        files["daybook.yaml"] = "doses:\n  long: {per_day: 1}\n  rapid: {aliases: [humalog]}\n  mine: {}\n"
        files[Fixture.today] = "# 2026-11-29\n\n- 22:10 novorapid 4u\n- 22:20 mypen 2u\n"
        let novorapid = try actions(2, 2, files: files)
        #expect(
            novorapid == [
                #"Add 'novorapid' to the aliases of rapid => daybook.yaml 2:27-2:27 ", novorapid""#,
                #"Add 'novorapid' to the aliases of mine => daybook.yaml 3:9-3:9 "aliases+: [novorapid], ""#,
            ])
        let mypen = try actions(3, 3, files: files)
        #expect(
            mypen == [
                #"Add 'mypen' to the aliases of long => daybook.yaml 1:9-1:9 "aliases+: [mypen], ""#,
                #"Add 'mypen' to the aliases of rapid => daybook.yaml 2:27-2:27 ", mypen""#,
                #"Add 'mypen' to the aliases of mine => daybook.yaml 3:9-3:9 "aliases+: [mypen], ""#,
            ])
    }

    /// A known insulin with a bare number (`Tresiba 10`, `ランタス12`) is written like a dose too, after any time.
    @Test func aKnownInsulinWithABareNumberJoinsADose() throws {
        var files = Fixture.files
        files["daybook.yaml"] = "doses:\n  basal: {aliases: [toujeo], per_day: 1}\n"
        files[Fixture.today] = "# 2026-11-29\n\n- 7:30 Tresiba 10\n- 22:00 ランタス12\n- 22:10 mypen 10\n"
        let titles = { (line: Int) in try self.actions(line, line, files: files).map { $0.split(separator: " => ")[0] }
        }
        #expect(try titles(2) == ["Add 'Tresiba' to the aliases of basal"])
        #expect(try titles(3) == ["Add 'ランタス' to the aliases of basal"])
        // An unknown word with a bare number is a food (ten of them), never offered as a dose.
        #expect(try titles(4) == ["Teach daybook: add 'mypen' to foods.yaml"])
    }

    @Test func restoreAStruckThroughLine() throws {
        #expect(
            try actions(7, 7) == [
                #"Restore this line (remove the strike-through, or tick its box) => 2026-11-29.md 7:0-7:16 "- 23:00 cake""#
            ])
    }

    /// Every way the core cancels a line is undone by the core's own rules (`EntryParser.restored`): each strike, a
    /// box not done, a note after the strike.
    @Test func restoreEveryWayALineIsCancelled() throws {
        var files = Fixture.files
        files[Fixture.today] =
            "# 2026-11-29\n\n- ~23:00 cake~\n- <del>22:00 long 12u</del>\n- <s>12:00 ramen</s>\n"
            + "- [ ] 22:00 long 12u\n- ~~22:00 long 12u~~ (dup)\n- 12:30 ~~ramen~~\n"
        let restored = try (2...7).map { line in
            try actions(line, line, files: files).map { $0.split(separator: " => ")[1] }
        }
        #expect(
            restored == [
                [#"2026-11-29.md 2:0-2:14 "- 23:00 cake""#], [#"2026-11-29.md 3:0-3:27 "- 22:00 long 12u""#],
                [#"2026-11-29.md 4:0-4:20 "- 12:00 ramen""#], [#"2026-11-29.md 5:0-5:20 "- [x] 22:00 long 12u""#],
                [#"2026-11-29.md 6:0-6:26 "- 22:00 long 12u (dup)""#], [#"2026-11-29.md 7:0-7:17 "- 12:30 ramen""#],
            ])
    }

    /// The name a quick fix takes for insulin is the one the core found (the one its error's hint offers), in the
    /// grammar's own units, every lexicon's, and for the doses the core says the line may be.
    @Test func theNameAndTheDosesAreTheCores() throws {
        var files = Fixture.files
        files[Fixture.today] =
            "# 2026-11-29\n\n- 22:10 levemir 10u, tea\n- 22:11 ランタス 8ユニット\n- 22:12 ノボリン 8たんい\n"
            + "- 22:13 Humulin R 4u before lunch\n- 22:14 10u levemir\n"
        let titles = { (line: Int) in
            try self.actions(line, line, files: files).map { String($0.split(separator: " => ")[0]) }
        }
        #expect(try titles(2) == ["Add 'levemir' to the aliases of long"])
        #expect(try titles(3) == ["Add 'ランタス' to the aliases of long"])
        #expect(try titles(4) == ["Add 'ノボリン' to the aliases of long", "Add 'ノボリン' to the aliases of rapid"])
        #expect(
            try titles(5) == ["Add 'Humulin R' to the aliases of long", "Add 'Humulin R' to the aliases of rapid"])
        #expect(try titles(6) == ["Add 'levemir' to the aliases of long"])
        #expect(
            try actions(2, 2, files: files) == [
                #"Add 'levemir' to the aliases of long => daybook.yaml 2:35-2:35 ", levemir""#
            ])
    }

    /// A food written like a dose run into its amount (`mypen10u`) is offered as an alias, as the core says; a
    /// vitamin in international units, a dose's own name in a line the core refuses for another reason, and a
    /// number without a unit are not.
    @Test func onlyWhatTheCoreCallsDoseLikeIsOffered() throws {
        var files = Fixture.files
        files[Fixture.today] =
            "# 2026-11-29\n\n- 22:10 mypen10u\n- 12:00 vitamin 1000iu\n- 22:20 lantus 12u, 4u\n- 22:30 mypen 10\n"
            + "- 22:40 toast 2slices\n"
        let titles = { (line: Int) in
            try self.actions(line, line, files: files).map { String($0.split(separator: " => ")[0]) }
        }
        #expect(try titles(2) == ["Add 'mypen' to the aliases of long", "Add 'mypen' to the aliases of rapid"])
        #expect(try titles(3) == ["Teach daybook: add 'vitamin 1000iu' to foods.yaml"])
        #expect(try titles(4) == [])
        #expect(try titles(5) == ["Teach daybook: add 'mypen' to foods.yaml"])
        #expect(try titles(6) == [])
    }
}
