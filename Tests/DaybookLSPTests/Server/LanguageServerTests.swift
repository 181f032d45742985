import DaybookCore
import Testing

@testable import DaybookLSP

/// How the server treats the protocol itself: the order of things, bad messages, ending.
struct LanguageServerTests {
    private func error(_ session: LSPSession, _ id: Int) -> Int? {
        session.response(to: id)?["error"]?["code"]?.double.map { Int($0) }
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let session = try LSPSession([:])
        let early = session.request("textDocument/hover", .object([]))
        session.initialize()
        let twice = session.request("initialize", .object([("capabilities", .object([]))]))
        session.run()
        #expect(error(session, early) == -32002)
        #expect(session.result(2)?["capabilities"]?["positionEncoding"] == .string("utf-16"))
        #expect(error(session, twice) == -32600)
    }

    @Test func badMessagesGetErrorsAndTheServerGoesOn() throws {
        let session = try Fixture.session()
        session.raw(Array("Content-Length: 6\r\n\r\n{nope}".utf8))
        session.raw(Array("Content-Length: 3\r\n\r\n[1]".utf8))
        session.raw(Array("X-Nothing: 1\r\n\r\n".utf8))
        let unknown = session.request("textDocument/rename", .object([]))
        session.notify("textDocument/unheardOf")
        let notOpen = session.request(
            "textDocument/hover",
            .object([
                document("file:///nowhere.md"),
                ("position", position(0, 0)),
            ]))
        let pastTheEnd = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(40, 0)),
            ]))
        let splitPair = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(2, 20)),
            ]))
        let negative = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(-1, 0)),
            ]))
        let still = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(4, 10)),
            ]))
        session.run()
        let anonymous = session.messages.filter { $0["id"] == .null }.compactMap { $0["error"]?["code"]?.double }
        #expect(anonymous == [-32700, -32600, -32700])
        #expect(error(session, unknown) == -32601)
        #expect(error(session, notOpen) == -32602)
        #expect(error(session, pastTheEnd) == -32602)
        #expect(error(session, splitPair) == -32602)
        #expect(error(session, negative) == -32602)
        #expect(session.result(still)?["contents"] != nil)
    }

    @Test func aChangeThatDoesNotFitIsLoggedAndTheDocumentKept() throws {
        let session = try Fixture.session()
        session.change(Fixture.today, version: 2, [(range(2, 20, 2, 21), "x")])
        let hover = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(4, 10)),
            ]))
        session.run()
        let logged = session.notifications("window/logMessage").compactMap { $0["params"]?["message"]?.string }
        #expect(
            logged == [
                "textDocument/didChange: character 20 of line 2 falls inside a character's UTF-16 surrogate pair"
            ])
        #expect(session.result(hover)?["contents"]?["value"]?.string?.hasPrefix("**アルフォート3枚**") == true)
    }

    @Test func aMessageLargerThanTheLimitIsRefusedUnread() throws {
        let session = try LSPSession([:])
        session.initialize()
        session.raw(Array("Content-Length: \(MessageFramer.maximumContentBytes + 1)\r\n\r\n{".utf8))
        session.run()
        #expect(session.messages.last?["error"]?["code"] == .int(-32600))
        #expect(session.exitCode == 1)
    }

    @Test func shutdownThenExitEndsWithZero() throws {
        let session = try Fixture.session()
        let shutdown = session.request("shutdown")
        let after = session.request(
            "textDocument/hover",
            .object([
                document(session.uri(Fixture.today)),
                ("position", position(4, 10)),
            ]))
        session.notify("exit")
        session.request("shutdown")
        session.run()
        #expect(session.response(to: shutdown)?["result"] == .null)
        #expect(error(session, after) == -32600)
        #expect(session.exitCode == 0)
        #expect(session.response(to: 5) == nil)
    }

    @Test func exitWithoutShutdownOrClosedInputEndsWithOne() throws {
        let exiting = try LSPSession([:])
        exiting.initialize()
        exiting.notify("exit")
        exiting.run()
        #expect(exiting.exitCode == 1)
        let closing = try LSPSession([:])
        closing.initialize()
        closing.run()
        #expect(closing.exitCode == 1)
    }

    @Test func closingADocumentClearsItsDiagnosticsAndOpeningItAgainReadsItAgain() throws {
        // A client that watches files for the server, and says nothing about foods.yaml changing while it is closed.
        let session = try Fixture.session(
            capabilities: .object([
                ("workspace", .object([("didChangeWatchedFiles", .object([("dynamicRegistration", .bool(true))]))]))
            ]))
        session.notify("textDocument/didClose", .object([document(session.uri(Fixture.today))]))
        session.perform { try? session.write("foods.yaml", "alfort: 55\nmystery stew: 500\n") }
        session.settle()
        try session.open(Fixture.today)
        session.settle()
        session.run()
        let published = session.notifications("textDocument/publishDiagnostics").map { $0["params"]?["diagnostics"] }
        #expect(published.contains(.array([])))
        // The journal was forgotten with its last document: foods.yaml is read anew, and mystery stew is known.
        #expect(
            session.diagnostics(Fixture.today) == [
                DiagnosticsTests.expected[0], DiagnosticsTests.expected[2],
                DiagnosticsTests.expected[3],
            ])
    }
}
