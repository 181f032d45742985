import Foundation

/// Runs a program found on PATH (git, tmux) in `directory` with a clean environment plus `environment`; its
/// status and what it printed on stdout.
@discardableResult
func tool(
    _ name: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:]
) throws -> (status: Int32, stdout: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = ["PATH": "/usr/bin:/bin:/usr/local/bin", "TZ": "UTC"]
    for (key, value) in environment { env[key] = value }
    process.environment = env
    // A file, not a pipe: a server the program starts (tmux) would hold a pipe open long after it exits.
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-tool-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
}

/// git with a throwaway identity and no system or user configuration.
@discardableResult
func git(_ arguments: [String], in directory: URL) throws -> Int32 {
    try tool(
        "git", arguments, in: directory,
        environment: [
            "HOME": directory.path, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t", "GIT_CONFIG_NOSYSTEM": "1",
        ]
    ).status
}
