import DaybookCore
import DaybookPlatform
import DaybookTesting
import Synchronization

@testable import DaybookCLI

/// Runs daybook in this process on `fileSystem`, with an environment of only `environment` and stdout not a
/// terminal, capturing what it writes: for parsing and rendering, and for faults only the file-system seam can
/// inject, such as a file that cannot be read (the tests run as root, whom permissions do not stop).
func runInProcess(
    _ arguments: [String], fileSystem: MemoryFileSystem = MemoryFileSystem(),
    environment: [String: String] = [:], currentDirectory: String = "."
) -> Run {
    let output = Output()
    let host = Host(
        currentDirectory: currentDirectory, stdoutIsTerminal: false, fileSystem: fileSystem,
        environment: { environment[$0] }, standardOutput: output.writeOut, standardError: output.writeError)
    let status = Runner.run(arguments, host: host)
    return output.run(status)
}

/// The parse of `arguments`, or the text of the usage error it gives.
func parse(_ arguments: [String]) -> Result<ParsedCommandLine, CommandFailure> {
    Result { () throws(CommandFailure) in try ParsedCommandLine.parse(arguments) }
}

/// The first line of the usage error `arguments` give, without `Error: `; nil when they parse.
func usageError(_ arguments: [String]) -> String? {
    guard case .failure(let failure) = parse(arguments), case .usage = failure else { return nil }
    let line = failure.message(.en).split(separator: "\n").first.map(String.init) ?? ""
    return line.hasPrefix("Error: ") ? String(line.dropFirst(7)) : line
}

/// Runs a command in this process on a journal in memory (its root is `.`), with `TZ`-free settings: what was
/// printed, the exit code, and the file system afterwards.
func runInProcess(_ arguments: [String], files: [String: String]) -> (run: Run, files: MemoryFileSystem) {
    let output = Output()
    let fileSystem = MemoryFileSystem(files)
    let host = Host(
        currentDirectory: ".", stdoutIsTerminal: false, fileSystem: fileSystem, environment: { _ in nil },
        standardOutput: output.writeOut, standardError: output.writeError)
    let status = Runner.run(arguments + ["--journal", "."], host: host)
    return (output.run(status), fileSystem)
}

/// Runs daybook in this process on the real file system in `directory`, with an environment of only `environment`,
/// and a real clock `ahead` nanoseconds ahead of the machine's: files written just now look that old to a cache.
func runOnDisk(
    _ arguments: [String], in directory: String, environment: [String: String], ahead: Int64 = 0
) -> Run {
    let output = Output()
    var host = Host(
        currentDirectory: directory, stdoutIsTerminal: false, fileSystem: PosixFileSystem(),
        environment: { environment[$0] }, standardOutput: output.writeOut, standardError: output.writeError)
    host.realClock = { SystemClock.realtimeNanoseconds() + ahead }
    let status = Runner.run(arguments, host: host)
    return output.run(status)
}

/// What an in-process run writes to its standard output and error, from whichever thread writes it.
private final class Output: Sendable {
    private let written = Mutex((stdout: "", stderr: ""))

    func writeOut(_ text: String) { written.withLock { $0.stdout += text } }
    func writeError(_ text: String) { written.withLock { $0.stderr += text } }

    func run(_ status: Int32) -> Run {
        written.withLock { Run(stdout: $0.stdout, stderr: $0.stderr, status: status) }
    }
}
