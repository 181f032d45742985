import DaybookCore
import DaybookPlatform
import Foundation
import Synchronization

@testable import DaybookLSP

/// A client in the same process: it sends a script of messages (or raw bytes) to a `LanguageServer` through a
/// transport, lets the server settle between steps on a clock the test moves, and keeps everything the server sent.
final class ScriptedTransport: Transport {
    enum Step {
        case bytes([UInt8])
        /// Let the server do what is due (publish, take the background read) until it only waits for input.
        case settle
        /// Time passing with no message from the client.
        case idle(Int)
        /// Something the test does between messages (writing a file, as another program would).
        case action(() -> Void)
    }

    private var steps: [Step]
    private(set) var output: [UInt8] = []
    let clock: TestClock
    private var settleStart: (server: Int, real: ContinuousClock.Instant)?

    init(_ steps: [Step], clock: TestClock) {
        self.steps = steps
        self.clock = clock
    }

    func receive(waitingAtMost milliseconds: Int?) -> TransportInput {
        guard let step = steps.first else { return .closed }
        switch step {
        case .idle(let milliseconds):
            steps.removeFirst()
            clock.advance(milliseconds)
            return .idle
        case .action(let action):
            steps.removeFirst()
            action()
            return .idle
        case .bytes(let bytes):
            steps.removeFirst()
            return .bytes(bytes)
        case .settle:
            // Done when nothing is due soon (the server only waits for the client, or polls settings files every
            // 2 s), or after a second of the server's clock (it polls every 20 ms while an estimate is pending)
            // and two real seconds: the background read runs on a real thread, which a loaded machine (the
            // sanitizer suites on two cores) may not schedule within the server clock's second. Past that second
            // the server's clock stands still, so no timeout of the server's comes due that would not otherwise.
            let started = settleStart ?? (clock.now, ContinuousClock.now)
            settleStart = started
            let serverSecond = clock.now - started.server < 1_000
            guard let wait = milliseconds, wait < LanguageServer.settingsPollMilliseconds,
                serverSecond || ContinuousClock.now - started.real < .seconds(2)
            else {
                steps.removeFirst()
                settleStart = nil
                return .idle
            }
            if serverSecond { clock.advance(wait) }
            usleep(1000)
            return .idle
        }
    }

    func send(_ bytes: [UInt8]) {
        output += bytes
    }

    /// What the server sent, message by message.
    var messages: [JSON] {
        var framer = MessageFramer()
        return framer.feed(output).compactMap { frame in
            guard case .message(let body) = frame else { return nil }
            return JSON(parsing: String(decoding: body, as: UTF8.self))
        }
    }
}

/// A monotonic clock in milliseconds that moves only when told.
final class TestClock: Sendable {
    private let milliseconds = Mutex(1_000)

    var now: Int { milliseconds.withLock { $0 } }

    func advance(_ milliseconds: Int) {
        self.milliseconds.withLock { $0 += max(0, milliseconds) }
    }
}

/// A journal in a temporary folder on disk, and a conversation with a server about it.
final class LSPSession {
    let root: String
    let now: LocalDateTime
    private var steps: [ScriptedTransport.Step] = []
    private var nextID = 1
    private(set) var exitCode: Int32?
    private(set) var messages: [JSON] = []
    var estimator: (any Estimator)? = StubEstimator()
    var fallback: (any Estimator)?
    /// The command's language (`--lang`, config.yaml, the locale), for a client that names none.
    var language = Language.en
    /// The running server's hook for an estimator's answer landing.
    private(set) var estimatesLanded: (@Sendable () -> Void)?

    init(_ files: [String: String], now: String = "2026-11-29T21:45") throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-lsp-\(UUID().uuidString)")
        root = url.path
        self.now = LocalDateTime(now) ?? LocalDateTime(date: .unixEpoch, time: .midnight)
        for (path, text) in files { try write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    func uri(_ path: String) -> String {
        DocumentURI.uri(root + "/" + path)
    }

    // MARK: - Script

    func raw(_ bytes: [UInt8]) {
        steps.append(.bytes(bytes))
    }

    func notify(_ method: String, _ params: JSON = .object([])) {
        raw(MessageFramer.frame(Outgoing.notification(method, params)))
    }

    /// Sends a request; returns its id, to find the response with `response(to:)`.
    @discardableResult
    func request(_ method: String, _ params: JSON = .object([])) -> Int {
        let id = nextID
        nextID += 1
        raw(MessageFramer.frame(Outgoing.request(method, params, id: id)))
        return id
    }

    func settle() {
        steps.append(.settle)
    }

    /// Lets time pass without a message.
    func idle(milliseconds: Int) {
        steps.append(.idle(milliseconds))
    }

    /// Does `action` at this point of the conversation.
    func perform(_ action: @escaping () -> Void) {
        steps.append(.action(action))
    }

    /// `initialize` (with the client capabilities given) and `initialized`.
    func initialize(
        _ capabilities: JSON = .object([("textDocument", .object([("inlayHint", .object([]))]))]),
        locale: String? = nil
    ) {
        request(
            "initialize", .object([("capabilities", capabilities)] + (locale.map { [("locale", .string($0))] } ?? [])))
        notify("initialized")
    }

    func open(_ path: String, _ text: String? = nil, version: Int = 1) throws {
        let content = try text ?? read(path)
        notify(
            "textDocument/didOpen",
            .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string(uri(path))), ("languageId", .string("markdown")), ("version", .int(version)),
                        ("text", .string(content)),
                    ])
                )
            ]))
    }

    func change(_ path: String, version: Int, _ changes: [(range: JSON?, text: String)]) {
        notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(uri(path))), ("version", .int(version))])),
                (
                    "contentChanges",
                    .array(
                        changes.map { change in
                            .object((change.range.map { [("range", $0)] } ?? []) + [("text", .string(change.text))])
                        })
                ),
            ]))
    }

    /// Runs the script to its end (the input closing unless it said `exit`).
    func run() {
        let clock = TestClock()
        let options = LanguageServerOptions(
            fileSystem: PosixFileSystem(), maximumFileBytes: PosixFileSystem.maximumFileSize,
            estimator: estimator, fallback: fallback, now: { [now] in now },
            pinTime: { "2026-11-29T21:45:00" }, monotonic: { clock.now },
            language: language)
        let transport = ScriptedTransport(steps, clock: clock)
        let server = LanguageServer(options: options)
        estimatesLanded = server.estimatesLanded
        exitCode = server.run(transport)
        messages = transport.messages
        steps = []
    }

    // MARK: - What came back

    func response(to id: Int) -> JSON? {
        messages.first { $0["id"] == .int(id) && $0["method"] == nil }
    }

    func result(_ id: Int) -> JSON? {
        response(to: id)?["result"]
    }

    func notifications(_ method: String) -> [JSON] {
        messages.filter { $0["method"] == .string(method) && $0["id"] == nil }
    }

    /// The last diagnostics published for a document, as `line:character: severity: message` lines (0-based, UTF-16).
    func diagnostics(_ path: String) -> [String] {
        guard
            let last = notifications("textDocument/publishDiagnostics").last(where: {
                $0["params"]?["uri"] == .string(uri(path))
            }), case .array(let list)? = last["params"]?["diagnostics"]
        else { return [] }
        return list.map { diagnostic in
            let start = diagnostic["range"]?["start"]
            let end = diagnostic["range"]?["end"]
            let severity = diagnostic["severity"] == .int(1) ? "error" : "warning"
            return
                "\(start?["line"]?.text ?? "?"):\(start?["character"]?.text ?? "?")-\(end?["character"]?.text ?? "?")"
                + " \(severity): \(diagnostic["message"]?.string ?? "")"
        }
    }
}

/// `{"line": L, "character": C}`.
func position(_ line: Int, _ character: Int) -> JSON {
    .object([("line", .int(line)), ("character", .int(character))])
}

func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSON {
    .object([("start", position(line, start)), ("end", position(endLine, end))])
}

func document(_ uri: String) -> (String, JSON) {
    ("textDocument", .object([("uri", .string(uri))]))
}

extension JSON {
    /// An array's element, nil past its end or for anything but an array.
    subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
