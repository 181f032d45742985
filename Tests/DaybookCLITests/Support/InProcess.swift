@testable import DaybookCLI
import DaybookCore
import DaybookTesting

/// Runs a command in this process on a journal in memory (its root is `.`), with `TZ`-free settings: what was
/// printed, the exit code, and the file system afterwards.
func runInProcess(_ arguments: [String], files: [String: String]) -> (run: Run, files: MemoryFileSystem) {
    final class Output {
        var out = ""
        var err = ""
    }
    let output = Output()
    let fileSystem = MemoryFileSystem(files)
    let host = Host(currentDirectory: ".", stdoutIsTerminal: false, fileSystem: fileSystem, environment: { _ in nil },
                    standardOutput: { output.out += $0 }, standardError: { output.err += $0 })
    let status = Runner.run(arguments + ["--journal", "."], host: host)
    return (Run(stdout: output.out, stderr: output.err, status: status), fileSystem)
}
