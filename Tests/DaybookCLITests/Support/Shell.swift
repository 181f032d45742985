import Foundation

/// The repository's root, from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The full path of `program` on the usual search path, or nil when it is not installed.
func installed(_ program: String) -> String? {
    for folder in ["/usr/local/bin", "/usr/bin", "/bin", "/opt/homebrew/bin"] {
        let path = folder + "/" + program
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// Runs `executable` with `arguments` in `directory`, feeding nothing on stdin.
func runProgram(
    _ executable: String, _ arguments: [String], in directory: URL = FileManager.default.temporaryDirectory,
    environment: [String: String] = [:]
) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "HOME": directory.path, "LANG": "C.UTF-8"]
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out")
    let err = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Run(
        stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8),
        status: process.terminationStatus)
}
