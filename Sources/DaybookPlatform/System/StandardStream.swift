#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's standard output and error.
public enum StandardStream: Sendable {
    case output
    case error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes `text` whole, retrying on EINTR; a closed pipe ends the output quietly.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Whether the stream is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }
}

/// Reads standard input, at most `limit` bytes; nil when there were more (what was read so far is dropped, the
/// rest is never read), or when reading failed.
public func readStandardInput(limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
        let got = chunk.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return retryingOnInterrupt { read(STDIN_FILENO, base, buffer.count) }
        }
        if got < 0 { return nil }
        if got == 0 { return bytes }
        bytes += chunk[0..<got]
        if bytes.count > limit { return nil }
    }
}

/// Ends the process with `code`.
public func exitProcess(_ code: Int32) -> Never {
    exit(code)
}
