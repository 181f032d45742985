#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file operation, naming the file and the reason in words.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// An `errno` value from the system call.
        case system(Int32)
        /// A FIFO, socket or device where a journal file should be.
        case notRegularFile
        case tooLarge(limit: Int)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: .system(code))
    }

    /// Nothing is at the path.
    public var isNotFound: Bool { reason == .system(ENOENT) }

    /// Something is already at the path.
    public var alreadyExists: Bool { reason == .system(EEXIST) }

    /// The reason alone, e.g. "Permission denied".
    public var reasonText: String {
        switch reason {
        case .system(let code):
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text)
        case .notRegularFile:
            return "not a regular file"
        case .tooLarge(let limit):
            return "larger than \(limit / (1024 * 1024)) MiB"
        }
    }

    public var description: String { "\(path): \(reasonText)" }
}
