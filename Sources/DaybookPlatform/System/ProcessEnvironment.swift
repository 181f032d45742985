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

    /// The working folder, or "." when it cannot be named (it was removed).
    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
