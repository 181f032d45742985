#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What waiting for the client gave.
public enum TransportInput: Equatable {
    case bytes([UInt8])
    /// Nothing arrived in the time allowed.
    case idle
    /// The client closed its end: the server ends.
    case closed
}

/// Where the server's bytes come from and go to: standard input and output, or a test's script.
public protocol Transport: AnyObject {
    /// Waits at most `milliseconds` for bytes from the client (with nil, until some arrive or the input closes).
    func receive(waitingAtMost milliseconds: Int?) -> TransportInput
    /// Sends bytes to the client, whole.
    func send(_ bytes: [UInt8])
}

/// Standard input and output: how editors start a language server.
public final class StandardTransport: Transport {
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    public init() {
        // A client that goes away must end the server through closed input, not kill it while it writes.
        signal(SIGPIPE, SIG_IGN)
    }

    public func receive(waitingAtMost milliseconds: Int?) -> TransportInput {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
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

    public func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
