import DaybookCLI
import DaybookCore
import DaybookLSP
import Synchronization

/// The targets for what leaves daybook: the language server's framing, and every output other programs read.
extension FuzzTarget {
    /// Frames do not depend on how the bytes arrive: the input whole, and in pieces of 1 to 16 bytes (each size
    /// taken from the input in turn), give the same frames; no body is larger than the limit.
    static func framer(_ bytes: [UInt8]) {
        var whole = MessageFramer()
        let frames = whole.feed(bytes)
        var pieces = MessageFramer()
        var inPieces: [MessageFramer.Frame] = []
        var start = 0
        var turn = 0
        while start < bytes.count {
            let size = Int(bytes[turn % bytes.count] % 16) + 1
            inPieces += pieces.feed(Array(bytes[start..<min(bytes.count, start + size)]))
            start += size
            turn += 1
        }
        precondition(inPieces == frames, "the frames depend on how the bytes arrive")
        for case .message(let body) in frames {
            precondition(body.count <= MessageFramer.maximumContentBytes, "a body over the limit was kept")
        }
    }

    /// The input as a day's lines, run in process through the commands whose output other programs read: no raw
    /// control character in any of it; no CSV field a spreadsheet would run; no Markdown image, link or tag.
    static func outputs(_ bytes: [UInt8]) {
        let files = MemoryFileSystem(["daybook.yaml": config, "foods.yaml": foods])
        files.write("2026-11-29.md", bytes: bytes)
        files.write("2026-11-28.md", bytes: Array("- 12:00 lunch: ".utf8) + bytes.prefix { $0 != 0x0A })
        let now = ["--now", "2026-11-29T21:00", "--journal", ".", "--color", "never"]
        for arguments in [
            ["status"], ["status", "--format", "waybar"], ["show"], ["check"],
            ["report", "--days", "2"], ["report", "--days", "2", "--format", "html"],
            ["add", "--date", "2026-11-29", "--copy", "2026-11-28:lunch"],
        ] {
            let run = runInProcess(arguments + now, files)
            precondition(!hasRawControl(run.out) && !hasRawControl(run.err), "\(arguments) printed a control character")
        }
        for arguments in [["export", "--format", "csv"], ["report", "--days", "2", "--format", "csv"]] {
            let run = runInProcess(arguments + now, files)
            precondition(!hasRawControl(run.out), "\(arguments) wrote a control character")
            for field in csvFields(run.out) {
                precondition(!CSV.isFormula(field), "\(arguments) wrote a formula: \(field)")
            }
        }
        let markdown = runInProcess(["report", "--days", "2", "--format", "md"] + now, files).out
        precondition(!hasRawControl(markdown), "the Markdown report holds a control character")
        let scalars = Array(markdown.unicodeScalars)
        for index in scalars.indices where "!<>[]".unicodeScalars.contains(scalars[index]) {
            var backslashes = 0
            while index - backslashes > 0, scalars[index - backslashes - 1] == "\\" { backslashes += 1 }
            precondition(backslashes % 2 == 1, "the Markdown report holds markup from the journal")
        }
    }

    /// What one in-process run printed.
    private struct Printed {
        var out = ""
        var err = ""
    }

    private static func runInProcess(_ arguments: [String], _ files: MemoryFileSystem) -> Printed {
        let printed = Mutex(Printed())
        var host = Host(
            currentDirectory: ".", stdoutIsTerminal: false, fileSystem: files, environment: { _ in nil },
            standardOutput: { text in printed.withLock { $0.out += text } },
            standardError: { text in printed.withLock { $0.err += text } })
        var ids: UInt64 = 0
        host.newWriteID = {
            ids += 1
            return WriteID(random: ids)
        }
        _ = Runner.run(arguments, host: host)
        return printed.withLock { $0 }
    }

    /// Control characters other than line breaks and tabs, and the bidirectional overrides and isolates.
    private static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && VisibleText.isControl($0) }
    }

    /// Every field of a CSV text (RFC 4180 quoting), unquoted.
    private static func csvFields(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var quoted = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if quoted {
                if scalar != "\"" {
                    field.append(scalar)
                } else if index < scalars.count, scalars[index] == "\"" {
                    field.append("\"")
                    index += 1
                } else {
                    quoted = false
                }
            } else if scalar == "\"", field.isEmpty {
                quoted = true
            } else if scalar == "," || scalar == "\n" {
                fields.append(String(field))
                field = String.UnicodeScalarView()
            } else {
                field.append(scalar)
            }
        }
        if !field.isEmpty { fields.append(String(field)) }
        return fields
    }
}
