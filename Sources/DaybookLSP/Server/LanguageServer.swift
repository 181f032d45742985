import DaybookCore
import Dispatch

/// `daybook lsp`: the Language Server Protocol 3.17 over a transport. One thread reads messages and answers them in
/// order; diagnostics are published once the client has been quiet for `settleMilliseconds` after an edit; every
/// day of the journal is read once in the background for what other days taught. A bad message gets a JSON-RPC
/// error and the server goes on; `exit`, or the client closing its end, ends it.
public final class LanguageServer {
    /// How long after an edit diagnostics wait for another edit: a burst (a paste, a formatter) gives one publish.
    public static let settleMilliseconds = 4
    /// How often the settings files are looked at when the client watches no files.
    static let settingsPollMilliseconds = 2000
    /// How often the loop looks for the background read or an estimator's answer while one is awaited.
    static let landingPollMilliseconds = 20

    let options: LanguageServerOptions
    private var transport: (any Transport)?
    private var framer = MessageFramer()
    var capabilities = ClientCapabilities()
    /// The language hints, hovers and titles are in: the client's `locale`, else the environment's.
    var language: Language
    private var initialized = false
    private var shutdownRequested = false
    private var exitCode: Int32?
    private var nextRequestID = 1

    var documents = DocumentStore()
    /// Where each open document belongs: its journal and its path relative to the journal's root.
    var placements: [String: (workspace: JournalWorkspace, file: String)] = [:]
    var workspaces: [String: JournalWorkspace] = [:]
    private var statuses: [String: (key: StatusKey, status: DocumentStatus)] = [:]
    /// Bumped whenever something every status depends on changes (settings, other days, an estimator's answer).
    private var generation = 0
    /// Documents whose diagnostics are due, with when.
    var dueDiagnostics: [String: Int] = [:]
    private let answers = AnswerFlag()

    public init(options: LanguageServerOptions) {
        self.options = options
        language = options.language
    }

    /// Serves until `exit` or the end of input; returns the exit code (0 after `shutdown`, 1 without).
    public func run(_ transport: any Transport) -> Int32 {
        self.transport = transport
        while exitCode == nil {
            switch transport.receive(waitingAtMost: waitTime()) {
            case .bytes(let bytes):
                for frame in framer.feed(bytes) {
                    receive(frame)
                    if exitCode != nil { break }
                }
            case .idle:
                break
            case .closed:
                exitCode = shutdownRequested ? 0 : 1
            }
            if exitCode == nil { housekeeping() }
        }
        return exitCode ?? 1
    }

    /// To call from any thread when an estimator's answer lands: hints and diagnostics are refreshed.
    public var estimatesLanded: @Sendable () -> Void {
        let answers = answers
        return { answers.raise() }
    }

    // MARK: - Messages

    private func receive(_ frame: MessageFramer.Frame) {
        switch frame {
        case .badHeader:
            send(
                Outgoing.error(
                    ResponseError(
                        .parseError,
                        "a message header needs a Content-Length, in at most "
                            + "\(MessageFramer.maximumHeaderBytes / 1024) KiB; skipped"),
                    id: nil))
        case .tooLarge(let length):
            send(
                Outgoing.error(
                    ResponseError(
                        .invalidRequest,
                        "a message of \(length) bytes is larger than "
                            + "\(MessageFramer.maximumContentBytes / (1024 * 1024)) MiB; skipped"),
                    id: nil))
        case .message(let body):
            switch Message.parse(body) {
            case .failure(let error):
                send(Outgoing.error(error, id: nil))
            case .success(.request(let id, let method, let params)):
                do {
                    send(Outgoing.result(try request(method, params), id: id))
                } catch {
                    send(Outgoing.error(error, id: id))
                }
            case .success(.notification(let method, let params)):
                do {
                    try notification(method, params)
                } catch {
                    log("\(method): \(error.message)", type: 1)
                }
            case .success(.response):
                break
            }
        }
    }

    private func request(_ method: String, _ params: JSON) throws(ResponseError) -> JSON {
        if method == "initialize" {
            guard !initialized else { throw ResponseError(.invalidRequest, "the server is already initialized") }
            initialized = true
            capabilities = ClientCapabilities(params)
            if let locale = params["locale"]?.string, !locale.isEmpty { language = Language(locale: locale) }
            return initializeResult()
        }
        guard initialized else { throw ResponseError(.serverNotInitialized, "send 'initialize' first") }
        guard !shutdownRequested else { throw ResponseError(.invalidRequest, "the server is shutting down") }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/hover": return try hover(params)
        case "textDocument/completion": return try completion(params)
        case "textDocument/inlayHint": return try inlayHints(params)
        case "textDocument/codeLens": return try codeLenses(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        default: throw ResponseError(.methodNotFound, "daybook does not handle '\(method)'")
        }
    }

    private func notification(_ method: String, _ params: JSON) throws(ResponseError) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        guard initialized, !shutdownRequested else { return }
        switch method {
        case "initialized": registerWatchers()
        case "textDocument/didOpen": try didOpen(params)
        case "textDocument/didChange": try didChange(params)
        case "textDocument/didSave": try didSave(params)
        case "textDocument/didClose": try didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default: break
        }
    }

    private func initializeResult() -> JSON {
        var provided: [(String, JSON)] = [
            ("positionEncoding", .string("utf-16")),
            (
                "textDocumentSync",
                .object([
                    ("openClose", .bool(true)), ("change", .int(2)),
                    ("save", .object([("includeText", .bool(false))])),
                ])
            ),
            ("hoverProvider", .bool(true)),
            (
                "completionProvider",
                .object([("triggerCharacters", .array([" ", ",", "、", ":", "："].map(JSON.string)))])
            ),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("documentSymbolProvider", .bool(true)),
        ]
        if capabilities.inlayHints {
            provided.append(("inlayHintProvider", .bool(true)))
        } else {
            provided.append(("codeLensProvider", .object([("resolveProvider", .bool(false))])))
        }
        return .object([
            ("capabilities", .object(provided)),
            ("serverInfo", .object([("name", .string("daybook"))])),
        ])
    }

    private func registerWatchers() {
        guard capabilities.watchesFiles else { return }
        let patterns = [
            "**/" + ConfigLoader.fileName, "**/" + FoodTable.fileName, "**/.daybook/estimates*.yaml",
            "**/*.md",
        ]
        let registration = JSON.object([
            ("id", .string("daybook-files")), ("method", .string("workspace/didChangeWatchedFiles")),
            (
                "registerOptions",
                .object([("watchers", .array(patterns.map { .object([("globPattern", .string($0))]) }))])
            ),
        ])
        sendRequest("client/registerCapability", .object([("registrations", .array([registration]))]))
    }

    // MARK: - Output

    func send(_ body: String) {
        transport?.send(MessageFramer.frame(body))
    }

    func sendRequest(_ method: String, _ params: JSON) {
        send(Outgoing.request(method, params, id: nextRequestID))
        nextRequestID += 1
    }

    /// `window/logMessage`: 1 error, 2 warning, 3 info.
    func log(_ message: String, type: Int) {
        send(
            Outgoing.notification(
                "window/logMessage",
                .object([
                    ("type", .int(type)),
                    ("message", .string(HintText.visible(message))),
                ])))
    }

    // MARK: - Status

    private struct StatusKey: Equatable {
        var version: Int
        var generation: Int
        var asking: Bool
    }

    /// The document's status, computed at most once per version (and per change of what it depends on). The
    /// estimator is asked, and its answers pinned, only for a version that equals the file on disk.
    func status(_ uri: String) -> DocumentStatus? {
        guard let document = documents[uri], let placement = placements[uri] else { return nil }
        let asking = documents.isSaved(uri)
        let key = StatusKey(version: document.version, generation: generation, asking: asking)
        if let cached = statuses[uri], cached.key == key { return cached.status }
        let estimators =
            asking
            ? DocumentStatus.Estimators(primary: options.estimator, fallback: options.fallback)
            : DocumentStatus.Estimators(primary: nil, fallback: options.fallback ?? options.estimator)
        let onDisk = options.fileSystem.status(document.path) != nil
        let status = DocumentStatus.compute(
            file: placement.file, bytes: document.bytes,
            workspace: placement.workspace, fileSystem: overlay(),
            estimators: estimators, now: options.now(), pinTime: options.pinTime(),
            listingCache: onDisk ? options.listingCache() : nil)
        statuses[uri] = (key, status)
        if asking { savePins(status, in: placement.workspace) }
        return status
    }

    /// What the estimator answered and what the days read taught, appended to the pin log as `status` does; a log
    /// that cannot be written only means asking again.
    private func savePins(_ status: DocumentStatus, in workspace: JournalWorkspace) {
        let lessons = status.journal.historyPins(status.journal.history)
        guard !status.pins.isEmpty || !lessons.isEmpty else { return }
        _ = try? PinnedEstimates.save(
            status.pins, lessons: lessons, in: workspace.location,
            fileSystem: options.fileSystem)
    }

    /// The file system with every open buffer in place of its file.
    func overlay() -> OverlayFileSystem {
        documents.overlay(on: options.fileSystem, limit: options.maximumFileBytes)
    }

    /// Something every status depends on changed: recompute them, publish again, ask the client to redraw hints.
    func everythingChanged() {
        generation += 1
        let now = options.monotonic()
        for uri in documents.uris where placements[uri] != nil { dueDiagnostics[uri] = now }
        if capabilities.inlayHints, capabilities.refreshesInlayHints {
            sendRequest("workspace/inlayHint/refresh", .null)
        } else if !capabilities.inlayHints, capabilities.refreshesCodeLenses {
            sendRequest("workspace/codeLens/refresh", .null)
        }
    }

    func forget(_ uri: String) {
        statuses[uri] = nil
    }

    // MARK: - Time

    /// How long the loop may wait for input before something of its own is due.
    private func waitTime() -> Int? {
        var wait: Int?
        func atMost(_ milliseconds: Int) { wait = min(wait ?? milliseconds, max(0, milliseconds)) }
        if let due = dueDiagnostics.values.min() { atMost(due - options.monotonic()) }
        if workspaces.values.contains(where: \.isReadingWhole) { atMost(LanguageServer.landingPollMilliseconds) }
        if statuses.values.contains(where: { $0.status.summaries.values.contains { $0.balance.pending > 0 } }) {
            atMost(LanguageServer.landingPollMilliseconds)
        }
        if !capabilities.watchesFiles, !workspaces.isEmpty { atMost(LanguageServer.settingsPollMilliseconds) }
        return wait
    }

    /// Between messages: take what landed, notice changed settings, publish what is due.
    private func housekeeping() {
        var changed = answers.lower()
        for workspace in workspaces.values {
            if workspace.collectWhole() { changed = true }
            if !capabilities.watchesFiles, workspace.settingsChangedOnDisk() {
                workspace.settingsChanged()
                changed = true
            }
        }
        if changed { everythingChanged() }
        let now = options.monotonic()
        for (uri, due) in dueDiagnostics where due <= now {
            dueDiagnostics[uri] = nil
            guard let document = documents[uri] else { continue }
            let diagnostics = status(uri)?.diagnostics ?? []
            send(
                Outgoing.notification(
                    "textDocument/publishDiagnostics",
                    Diagnostics.params(document, diagnostics, language: language)))
        }
        // Every day is read in the background only once nothing is due: the first diagnostics come first.
        guard dueDiagnostics.isEmpty else { return }
        let buffers = overlay()
        for workspace in workspaces.values {
            workspace.refreshWhole(through: buffers, listingCache: options.listingCache())
        }
    }
}

/// Raised from an estimator's thread when an answer lands; lowered by the loop.
private final class AnswerFlag: @unchecked Sendable {
    private let queue = DispatchQueue(label: "daybook.lsp.answers")
    private var raised = false

    func raise() {
        queue.sync { raised = true }
    }

    /// Whether it was raised; lowers it.
    func lower() -> Bool {
        queue.sync {
            defer { raised = false }
            return raised
        }
    }
}
