import DaybookCore
import DaybookLibC

/// Replaces this process with `command`, searched on PATH. Returns only when that fails, with the reason.
public func replaceProcess(with command: [String]) -> FileSystemError.Reason {
    guard let program = command.first else { return .notFound }
    var arguments = command.map { strdup($0) }
    arguments.append(nil)
    defer { for pointer in arguments { free(pointer) } }
    execvp(program, &arguments)
    return FileSystemError.Reason(errno: errno)
}
