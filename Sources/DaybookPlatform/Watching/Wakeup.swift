import DaybookLibC

/// A self-pipe: signal handlers write a byte naming the signal, the watch loop's wait wakes up and reads it.
public final class Wakeup: @unchecked Sendable {
    public let readDescriptor: FileDescriptor
    public let writeDescriptor: FileDescriptor

    public init?() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        readDescriptor = FileDescriptor(rawValue: fds[0])
        writeDescriptor = FileDescriptor(rawValue: fds[1])
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
    }

    deinit {
        readDescriptor.close()
        writeDescriptor.close()
    }

    /// Async-signal-safe: one `write`.
    public func post(_ byte: UInt8) {
        var value = byte
        _ = write(writeDescriptor.rawValue, &value, 1)
    }

    /// The bytes posted since the last drain.
    public func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor.rawValue, &buffer, buffer.count)
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }
}

/// Waits until one of `descriptors` is readable or `timeout` milliseconds pass (forever when nil); returns the
/// readable ones.
func waitReadable(_ descriptors: [FileDescriptor], timeout: Int?) -> [FileDescriptor] {
    var polled = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
    let milliseconds = timeout.map { Int32(clamping: max(0, $0)) } ?? -1
    let count = poll(&polled, nfds_t(polled.count), milliseconds)
    guard count > 0 else { return [] }
    return polled.filter { $0.revents != 0 }.map { FileDescriptor(rawValue: $0.fd) }
}
