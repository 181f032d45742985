import DaybookCore
import DaybookPlatform

/// `daybook edit`: the day's log in the person's editor, at its last line.
enum EditCommand: Command {
    struct Options: DayOptions {
        let date = OptionKey.date(
            Localized(
                en: "The journal day whose file to open (default: today).",
                ja: "ファイルを開くジャーナル日(既定: 今日)。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [date, journal, now] }
    }

    static let spec = CommandSpec(
        name: "edit",
        abstract: Localized(
            en: "Open the day's log in $VISUAL or $EDITOR at its last line.",
            ja: "その日の記録を $VISUAL か $EDITOR で開き、最後の行へ移ります。"),
        discussion: Localized(
            en: "Creates the day's file first when there is none. Knows how to jump to a line in "
                + "vim, nvim, nano, emacs, micro, helix and VS Code (code -g).",
            ja: "その日のファイルがなければ先に作ります。vim、nvim、nano、emacs、micro、helix、"
                + "VS Code(code -g)なら指定の行へ移動できます。"),
        options: Options())

    static func run(_ invocation: Invocation<EditCommand>, host: Host) throws(CommandFailure) -> Int32 {
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
