import DaybookCore
import Testing

/// Parameters of every wrong shape, to every method the server handles: requests get errors or empty answers,
/// notifications are logged or ignored, and the server is still there to answer at the end.
struct HostileParamsTests {
    static let methods = [
        "textDocument/hover", "textDocument/completion", "textDocument/inlayHint",
        "textDocument/codeLens", "textDocument/codeAction", "textDocument/documentSymbol",
    ]
    static let notifications = [
        "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave",
        "textDocument/didClose", "workspace/didChangeWatchedFiles",
    ]

    @Test func wrongShapesNeverEndTheServer() throws {
        let session = try Fixture.session()
        let uri = JSON.string(session.uri(Fixture.today))
        let shapes: [JSON] = [
            .null, .array([]), .int(7), .string("x"), .object([("textDocument", .int(5))]),
            .object([("textDocument", .object([("uri", .int(3))]))]),
            .object([
                ("textDocument", .object([("uri", uri), ("version", .number(1e300))])),
                ("position", .object([("line", .string("1")), ("character", .number(0.5))])),
                ("range", .object([("start", position(5, 0)), ("end", position(1, 0))])),
                (
                    "contentChanges",
                    .array([
                        .object([("range", range(0, 0, 99, 0)), ("text", .string("x"))]),
                        .int(4),
                    ])
                ),
                ("changes", .array([.object([("uri", .string("file:///%zz")), ("type", .int(9))])])),
            ]),
            .object([
                ("textDocument", .object([("uri", uri)])), ("position", position(1_000_000_000, 1 << 40)),
                ("range", range(3, 2, 1 << 50, 0)),
            ]),
            .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string("file:///\u{0}.md")), ("text", .string("- 12:00 x")),
                        ("version", .number(-1e20)),
                    ])
                )
            ]),
        ]
        var requests: [Int] = []
        for shape in shapes {
            for method in HostileParamsTests.notifications { session.notify(method, shape) }
            for method in HostileParamsTests.methods { requests.append(session.request(method, shape)) }
        }
        let last = session.request("shutdown")
        session.notify("exit")
        session.run()
        for id in requests {
            #expect(session.response(to: id) != nil)
        }
        #expect(session.response(to: last)?["result"] == .null)
        #expect(session.exitCode == 0)
    }

    @Test func randomBytesNeverEndTheServer() throws {
        var generator = SplitMix(seed: 20_261_129)
        let session = try Fixture.session()
        for _ in 0..<200 {
            let count = Int(generator.next() % 200)
            var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if generator.next() % 3 == 0 { bytes = Array("Content-Length: \(count)\r\n\r\n".utf8) + bytes }
            session.raw(bytes)
        }
        // Whatever header the noise left unfinished ends here (and is dropped); then a request that must be answered.
        session.raw(Array("\r\n\r\n".utf8))
        let id = session.request("shutdown")
        session.run()
        #expect(session.response(to: id)?["result"] == .null)
    }
}

/// A small deterministic generator, so a failure can be replayed.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
