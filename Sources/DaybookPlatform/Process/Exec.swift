#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces this process with `command`, searched on PATH. Returns only when that fails, with the reason.
public func replaceProcess(with command: [String]) -> String {
    guard let program = command.first else { return "no program to start" }
    var arguments = command.map { strdup($0) }
    arguments.append(nil)
    defer { arguments.forEach { free($0) } }
    execvp(program, &arguments)
    return systemErrorText(errno)
}
