import Foundation

/// A running `daybook watch`, whose output lines the test reads with bounded waits.
final class WatchProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var partial = Data()

    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        process.executableURL = binary
        process.arguments = ["watch"] + arguments
        process.currentDirectoryURL = directory
        var env = ["PATH": "/usr/bin:/bin", "TZ": "UTC"]
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.receive(handle.availableData)
        }
        try process.run()
    }

    deinit {
        stop()
    }

    private func receive(_ data: Data) {
        condition.lock()
        partial.append(data)
        while let newline = partial.firstIndex(of: 0x0A) {
            lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
            partial.removeSubrange(partial.startIndex...newline)
        }
        condition.broadcast()
        condition.unlock()
    }

    /// The next line, or nil when none comes within `seconds`.
    func nextLine(within seconds: Double = 5) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while lines.isEmpty {
            guard condition.wait(until: deadline) else { return nil }
        }
        return lines.removeFirst()
    }

    /// Lines until one satisfies `isFinal` (nil when none does within `seconds`), and the lines before it.
    func waitFor(within seconds: Double = 5, _ isFinal: (String) -> Bool) -> (final: String?, before: [String]) {
        var before: [String] = []
        while let line = nextLine(within: seconds) {
            if isFinal(line) { return (line, before) }
            before.append(line)
        }
        return (nil, before)
    }

    /// Every line that arrives within `seconds`.
    func lines(within seconds: Double) -> [String] {
        var lines: [String] = []
        let deadline = Date().addingTimeInterval(seconds)
        while case let left = deadline.timeIntervalSinceNow, left > 0, let line = nextLine(within: left) {
            lines.append(line)
        }
        return lines
    }

    /// The next block of text mode: lines up to the blank line that ends it.
    func nextBlock(within seconds: Double = 5) -> [String]? {
        var block: [String] = []
        while let line = nextLine(within: seconds) {
            if line.isEmpty { return block }
            block.append(line)
        }
        return nil
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        output.fileHandleForReading.readabilityHandler = nil
    }

    var terminationStatus: Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    var terminationReason: Process.TerminationReason {
        process.waitUntilExit()
        return process.terminationReason
    }
}

/// A field of a `status --json` line, read without a JSON library's number conversions getting in the way.
func field(_ name: String, in line: String?) -> String? {
    guard let line, let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let value = object[name]
    else { return nil }
    return "\(value)"
}
