import Foundation
import Testing

/// What one run of the built `daybook` binary printed and how it exited.
struct Run {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// Runs the built binary with `arguments` in `directory`, with a clean environment plus `environment`.
func daybook(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ["PATH": "/usr/bin:/bin", "TZ": "UTC"]
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out")
    let err = scratch.appendingPathComponent("err")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Run(
        stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8),
        status: process.terminationStatus)
}

/// The `daybook` executable next to the test bundle.
let binary: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("daybook")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/daybook")
}()

/// A journal in a fresh temporary folder, removed when the test ends.
final class TemporaryJournal {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    /// A copy of the bundled example journal, so that runs that pin what they learn leave examples/ alone.
    static func example() throws -> TemporaryJournal {
        let journal = try TemporaryJournal()
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/journal")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(name),
                to: journal.url.appendingPathComponent(name))
        }
        return journal
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs daybook inside the journal folder.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        try daybook(arguments, in: url, environment: environment)
    }
}
