#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import DaybookCore

/// Replaces this process with `command`, searched on PATH. Returns only when that fails, with the reason.
public func replaceProcess(with command: [String]) -> FileSystemError.Reason {
    guard let program = command.first else { return .notFound }
    var arguments = command.map { strdup($0) }
    arguments.append(nil)
    defer { arguments.forEach { free($0) } }
    execvp(program, &arguments)
    return FileSystemError.Reason(errno: errno)
}
