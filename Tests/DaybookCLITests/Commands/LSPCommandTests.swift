import Foundation
import Testing

/// `daybook lsp` as an editor starts it: frames on stdin, frames on stdout, the exit code LSP asks for.
struct LSPCommandTests {
    private func frame(_ body: String) -> Data {
        Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    /// Runs `daybook lsp` in the journal with `input` on stdin.
    private func serve(_ journal: TemporaryJournal, _ input: Data, arguments: [String] = []) throws -> Run {
        let inputFile = journal.url.appendingPathComponent(".lsp-input")
        try input.write(to: inputFile)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = journal.url
        process.environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "HOME": journal.url.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            status: process.terminationStatus)
    }

    @Test func aSessionFromInitializeToExit() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "target: 1800\n", "2026-11-29.md": "- 25:00 tea\n"])
        let uri = "file://" + journal.url.path + "/2026-11-29.md"
        var input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        input += frame(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
                + #""languageId":"markdown","version":1,"text":"- 25:00 tea\n"}}}"#)
        input += frame(
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeLens","params":{"textDocument":{"uri":"\#(uri)"}}}"#)
        input += frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let run = try serve(journal, input, arguments: ["--stdio", "--now", "2026-11-29T21:00"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("Content-Length: "))
        #expect(run.stdout.contains(#""codeLensProvider":{"resolveProvider":false}"#))
        #expect(run.stdout.contains(#"{"jsonrpc":"2.0","id":2,"result":[]}"#))
        #expect(run.stdout.contains(#"{"jsonrpc":"2.0","id":3,"result":null}"#))
    }

    @Test func closedInputWithoutShutdownEndsWithOne() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let run = try journal.run(["lsp"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
    }

    @Test func helpDescribesIt() throws {
        let journal = try TemporaryJournal(["daybook.yaml": ""])
        let run = try journal.run(["help", "lsp"])
        #expect(
            run.stdout.hasPrefix(
                "OVERVIEW: Run the language server: the balance, dose status and check's "
                    + "problems\ninside your editor.\n"))
        #expect(run.stdout.contains("USAGE: daybook lsp [--stdio] [--journal <path>]"))
    }
}
