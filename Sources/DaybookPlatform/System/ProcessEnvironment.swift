import DaybookCore
import DaybookLibC

/// What this process was started with: its environment variables and working folder.
public enum ProcessEnvironment {
    /// The variable's value, or nil when it is not set.
    public static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every variable as `NAME=value`, in the order the process has them.
    public static func all() -> [String] {
        #if canImport(Darwin)
            // Darwin's overlay does not export `environ`; the dynamic loader keeps it.
            guard var cursor = _NSGetEnviron().pointee else { return [] }
        #else
            var cursor = environ
        #endif
        var result: [String] = []
        while let entry = cursor.pointee {
            result.append(String(cString: entry))
            cursor += 1
        }
        return result
    }

    /// The status of this process's executable file, following links; nil when it cannot be found. A cache of
    /// numbers tells by it whether the daybook that kept them is the one running.
    public static func executableStatus() -> FileStatus? {
        #if canImport(Darwin)
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var path = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&path, &size) == 0 else { return nil }
            return PosixFileSystem().status(String(cString: path))
        #else
            // The link's target, then its status: a tool that runs the program under it (valgrind) answers for the
            // link as the program's, but not for a status of it.
            let files = PosixFileSystem()
            return files.canonicalPath("/proc/self/exe").flatMap(files.status)
        #endif
    }

    /// The working folder, or "." when it cannot be named (it was removed).
    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
