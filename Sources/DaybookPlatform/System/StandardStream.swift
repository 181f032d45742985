import DaybookCore
import DaybookLibC

/// The process's standard output and error.
public enum StandardStream: Sendable {
    case output
    case error

    fileprivate var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes `text` whole, retrying on EINTR; a closed pipe ends the output quietly.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Whether the stream is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }
}

/// Reads standard input to its end — or, when it is a terminal, to the end of the first line, where a person
/// typing ends it — at most `limit` bytes: more is `.tooLarge`, and the rest is never read (`yes | …` ends at once).
public func readStandardInput(limit: Int) -> StandardInputContents {
    let interactive = isatty(STDIN_FILENO) == 1
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while bytes.count <= limit {
        let got = chunk.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return retryingOnInterrupt { read(STDIN_FILENO, base, buffer.count) }
        }
        if got < 0 { return .failed(FileSystemError.Reason(errno: errno)) }
        if got == 0 { return .bytes(bytes) }
        bytes += chunk[0..<got]
        if interactive, chunk[0..<got].contains(0x0A) { return .bytes(bytes) }
    }
    return .tooLarge
}

/// Waits at most `milliseconds` (with nil, as long as it takes) for bytes on standard input and returns what came,
/// at most `limit` bytes.
public func readStandardInput(waitingAtMost milliseconds: Int?, limit: Int = 64 * 1024) -> StandardInputChunk {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    var chunk = [UInt8](repeating: 0, count: max(1, limit))
    while true {
        let ready = poll(&descriptor, 1, Int32(clamping: milliseconds ?? -1))
        if ready < 0 {
            if errno == EINTR { continue }
            return .closed
        }
        if ready == 0 { return .idle }
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { continue }
            return .closed
        }
        return count == 0 ? .closed : .bytes(Array(chunk[0..<count]))
    }
}

extension StandardStream {
    /// Writes `bytes` whole, retrying on EINTR; a closed pipe ends the output quietly.
    public func write(_ bytes: [UInt8]) {
        _ = writeAll(descriptor, bytes)
    }
}

/// Ends the process with `code`.
public func exitProcess(_ code: Int32) -> Never {
    exit(code)
}
