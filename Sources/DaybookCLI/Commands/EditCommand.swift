import DaybookCore
import DaybookPlatform

/// `daybook edit`: the day's log in the person's editor, at its last line.
enum EditCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let session = try Session(invocation, host: host)
        let config = JournalReader(fileSystem: host.fileSystem).readConfig(session.location).0
        let date = session.date(config)
        let writer = JournalWriter(fileSystem: host.fileSystem, location: session.location, config: config)
        let relative = writer.targetFile(for: date)
        let path = session.location.path(relative)
        do {
            try writer.prepare(for: date)
        } catch {
            throw CommandFailure(error)
        }
        let lines = ((try? host.fileSystem.read(path)) ?? []).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let editor =
            host.variable("VISUAL").flatMap { $0.isEmpty ? nil : $0 }
            ?? host.variable("EDITOR").flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
        let command = editorCommand(editor, path: path, line: max(1, lines))
        let reason = replaceProcess(with: command)
        throw .runtime(.cannotStartEditor(editor: editor, reason: reason.localized))
    }

    /// The editor's words, then how that editor is told to open `path` at `line`. The path starts with `/` or
    /// `./`, so that a synced file named `+!cmd` or `-c…` is a file to every editor, not a command or an option;
    /// editors known to take `--` (the end of their options) get it too, after the line.
    static func editorCommand(_ editor: String, path: String, line: Int) -> [String] {
        let words = editor.split(separator: " ").map(String.init)
        let program = words.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? "vi"
        let path = path.hasPrefix("/") ? path : "./" + path
        switch program {
        case "vi", "vim", "nvim", "nano":
            return words + ["+\(line)", "--", path]
        case "emacs", "emacsclient", "micro", "kak", "joe", "mg":
            return words + ["+\(line)", path]
        case "hx", "helix", "subl", "zed":
            return words + ["\(path):\(line)"]
        case "code", "code-insiders", "codium":
            return words + ["-g", "\(path):\(line)"]
        default:
            return words + [path]
        }
    }
}
