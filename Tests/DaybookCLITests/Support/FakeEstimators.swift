import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An OpenAI-compatible chat-completions endpoint on 127.0.0.1 that records every request and answers from a
/// script: the only way to see what daybook sends.
final class FakeOpenAIServer: @unchecked Sendable {
    struct Request {
        var head: String
        var body: String
    }

    let port: UInt16
    private let socket: Int32
    private let lock = NSLock()
    private var recorded: [Request] = []
    /// Status codes to answer with, in order; 200 once they run out.
    var statuses: [Int] = []
    /// kcal for the item's total.
    var kcal = 420
    var delay: TimeInterval = 0

    init() throws {
        #if canImport(Darwin)
            let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [weak self] in self?.serve() }
        thread.start()
    }

    deinit {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    var url: String { "http://127.0.0.1:\(port)/v1/chat/completions" }

    var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    private func serve() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            handle(client)
            close(client)
        }
    }

    private func handle(_ client: Int32) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            data.append(contentsOf: buffer[0..<count])
            guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { continue }
            let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
            let length =
                head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            if data.count - end.upperBound < length { continue }
            let body = String(decoding: data[end.upperBound..<end.upperBound + length], as: UTF8.self)
            lock.lock()
            recorded.append(Request(head: head, body: body))
            let status = statuses.isEmpty ? 200 : statuses.removeFirst()
            lock.unlock()
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            let item =
                (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
                .flatMap { ($0["messages"] as? [[String: Any]])?.last?["content"] as? String } ?? "{}"
            let name =
                (try? JSONSerialization.jsonObject(with: Data(item.utf8)) as? [String: Any])?["text"] as? String ?? ""
            let answer = "{\"name\": \"\(name)\", \"kcal\": \(kcal), \"per\": \"total\"}"
            let answerJSON = try? JSONSerialization.data(withJSONObject: [
                "choices": [["message": ["role": "assistant", "content": answer]]]
            ])
            let content = answerJSON.flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
            let reply =
                "HTTP/1.1 \(status) X\r\nContent-Type: application/json\r\nContent-Length: \(content.utf8.count)\r\n"
                + "Connection: close\r\n\r\n" + content
            _ = reply.withCString { send(client, $0, strlen($0), 0) }
            return
        }
    }
}

/// This machine's settings for a test, in a folder of their own outside the journal (as ~/.config is): a
/// `daybook/config.yaml`, and consent when given.
final class LocalConfig {
    let folder: URL

    init(in journal: TemporaryJournal, settings: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("daybook"), withIntermediateDirectories: true)
        try settings.write(to: folder.appendingPathComponent("daybook/config.yaml"), atomically: false, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What a test passes as the environment so daybook reads these settings.
    var environment: [String: String] {
        ["XDG_CONFIG_HOME": folder.path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
    }
}
