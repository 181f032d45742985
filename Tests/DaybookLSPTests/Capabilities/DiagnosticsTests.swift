import DaybookCore
import Testing

/// Diagnostics are `check`'s, placed in UTF-16: the emoji before 謎の煮込み counts two units.
struct DiagnosticsTests {
    static let expected = [
        "2:29-34 warning: unknown food '謎の煮込み': guessed 400 kcal (breakfast)\n"
            + "add it to foods.yaml, e.g. '謎の煮込み: 120', or write its kcal, e.g. '謎の煮込み 120kcal'",
        "3:27-39 warning: unknown food 'mystery stew': guessed 600 kcal (lunch)\n"
            + "add it to foods.yaml, e.g. 'mystery stew: 120', or write its kcal, e.g. 'mystery stew 120kcal'",
        "6:8-19 error: 'levemir' names none of your doses; insulin is never counted as food, so the line is not "
            + "counted\nif it is your insulin, add it to its dose in daybook.yaml, e.g. 'long: {aliases+: [levemir]}' "
            + "under doses",
        "8:2-11 error: '25:00' is not a time: hours run 0–23 and minutes 0–59\nwrite 24-hour 'HH:MM', e.g. '19:30'",
    ]

    @Test func publishedOnOpenAsCheckReportsThem() throws {
        let session = try Fixture.session()
        session.run()
        #expect(session.diagnostics(Fixture.today) == DiagnosticsTests.expected)
        let first = session.notifications("textDocument/publishDiagnostics").first
        #expect(first?["params"]?["version"] == .int(1))
    }

    @Test func theBufferWinsOverTheDisk() throws {
        let session = try Fixture.session()
        session.change(Fixture.today, version: 2, [(range(3, 39, 3, 39), " 500kcal"), (range(8, 2, 8, 7), "23:30")])
        session.settle()
        session.run()
        #expect(session.diagnostics(Fixture.today) == [DiagnosticsTests.expected[0], DiagnosticsTests.expected[2]])
        #expect(try session.read(Fixture.today).contains("- 25:00 tea"))
        let last = session.notifications("textDocument/publishDiagnostics").last
        #expect(last?["params"]?["version"] == .int(2))
    }

    @Test func aFoodTaughtInFoodsYAMLClearsTheWarningWhenTheClientSaysItChanged() throws {
        let session = try Fixture.session(
            capabilities: .object([
                ("workspace", .object([("didChangeWatchedFiles", .object([("dynamicRegistration", .bool(true))]))]))
            ]))
        session.perform {
            try? session.write("foods.yaml", "alfort: {aliases: [アルフォート], kcal: 55}\nmystery stew: 500\n")
        }
        session.notify(
            "workspace/didChangeWatchedFiles",
            .object([
                (
                    "changes",
                    .array([
                        .object([("uri", .string(session.uri("foods.yaml"))), ("type", .int(2))])
                    ])
                )
            ]))
        session.settle()
        session.run()
        #expect(session.messages.contains { $0["method"] == .string("client/registerCapability") })
        #expect(
            session.diagnostics(Fixture.today)
                == [DiagnosticsTests.expected[0], DiagnosticsTests.expected[2], DiagnosticsTests.expected[3]])
    }

    @Test func withoutWatchedFilesTheServerLooksAtTheSettingsItself() throws {
        let session = try Fixture.session()
        session.perform {
            try? session.write("foods.yaml", "alfort: {aliases: [アルフォート], kcal: 55}\nmystery stew: 500\n")
        }
        session.idle(milliseconds: 2_000)
        session.settle()
        session.run()
        #expect(
            session.diagnostics(Fixture.today)
                == [DiagnosticsTests.expected[0], DiagnosticsTests.expected[2], DiagnosticsTests.expected[3]])
    }

    @Test func controlCharactersFromTheJournalAreShownAsEscapes() throws {
        let session = try LSPSession([
            "daybook.yaml": "target: 2000\n",
            "2026-11-29.md": "- 12:00 tea\u{1B}]2;owned\u{7}, \u{202E}stew\n",
        ])
        session.initialize()
        try session.open("2026-11-29.md")
        session.settle()
        let symbols = session.request("textDocument/documentSymbol", .object([document(session.uri("2026-11-29.md"))]))
        session.run()
        #expect(
            session.diagnostics("2026-11-29.md").map { $0.prefix { $0 != "\n" } } == [
                // `;` ends an item: "tea\e]2" is tea; "owned\a" is unknown.
                "0:15-21 warning: unknown food 'owned\\u{7}': guessed 300 kcal (other)",
                "0:23-28 warning: unknown food '\\u{202E}stew': guessed 300 kcal (other)",
            ])
        #expect(
            session.result(symbols)?[0]?["children"]?[0]?["name"]
                == .string("12:00 tea\\e]2;owned\\u{7}, \\u{202E}stew"))
    }

    @Test func aDocumentOutsideAJournalGetsNothing() throws {
        let session = try LSPSession(["notes/README.md": "- 25:00 not a journal\n"])
        session.initialize()
        try session.open("notes/README.md")
        session.settle()
        let hover = session.request(
            "textDocument/hover",
            .object([
                document(session.uri("notes/README.md")),
                ("position", position(0, 3)),
            ]))
        session.run()
        #expect(session.notifications("textDocument/publishDiagnostics").isEmpty)
        #expect(session.result(hover) == .null)
    }
}
