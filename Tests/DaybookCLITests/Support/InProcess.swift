import DaybookCLI
import DaybookTesting

/// Runs daybook in this process on `fileSystem`, with `environment` (nothing else), capturing what it prints: for
/// faults only the file-system seam can inject, such as a file that cannot be read (the tests run as root, whom
/// permissions do not stop).
func daybookInProcess(_ arguments: [String], fileSystem: MemoryFileSystem,
                      environment: [String: String] = [:]) -> Run {
    final class Output {
        var text = ""
    }
    let out = Output()
    let err = Output()
    let host = Host(currentDirectory: "/", stdoutIsTerminal: false, fileSystem: fileSystem,
                    environment: { environment[$0] }, standardOutput: { out.text += $0 },
                    standardError: { err.text += $0 })
    let status = Runner.run(arguments, host: host)
    return Run(stdout: out.text, stderr: err.text, status: status)
}
