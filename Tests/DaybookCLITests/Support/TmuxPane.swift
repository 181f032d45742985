import Foundation

/// A detached tmux session of a given size running one command, on its own server, read back with
/// `capture-pane`: how `watch` looks in a real pane, scrollback included.
final class TmuxPane {
    private let socket = "daybook-test-\(UUID().uuidString)"

    init(rows: Int, columns: Int, in directory: URL, command: [String]) throws {
        let line = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        // The server tmux leaves running must not keep this process's descriptors: Foundation learns that a child
        // ended when its socket closes, and a server holding one would keep a Process here waiting forever.
        let closeInherited = "for fd in /proc/$$/fd/*; do n=${fd##*/}; [ \"$n\" -gt 2 ] && eval \"exec $n>&-\"; done; "
        try tool(
            "bash",
            [
                "-c", closeInherited + "exec tmux \"$@\" 2>/dev/null", "tmux", "-L", socket, "-f", "/dev/null",
                "new-session", "-d", "-x", String(columns), "-y", String(rows), "-c", directory.path, line,
            ])
    }

    deinit {
        // The pane's program inherits this test process's blocked signals, SIGHUP among them, so tmux cannot end it
        // by hanging up: it is asked to stop the way Ctrl-C or a service manager would.
        if let pid = try? tool("tmux", ["-L", socket, "display-message", "-p", "-t", "0", "#{pane_pid}"]).stdout,
            let number = Int32(pid.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            kill(number, SIGTERM)
        }
        _ = try? tool("tmux", ["-L", socket, "kill-server"])
    }

    /// Types into the pane: `keys` as tmux's send-keys names them (`Tab`, `C-c`, or text typed as it is).
    func send(_ keys: String...) throws {
        _ = try tool("tmux", ["-L", socket, "send-keys", "-t", "0"] + keys)
    }

    /// Whether the pane's program has ended (and with it the session), looking every 20 ms for `seconds`.
    func ended(within seconds: Double = 5) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try tool("tmux", ["-L", socket, "has-session"]).status != 0 { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// The visible rows, as text.
    func rows() throws -> [String] {
        let shown = try tool("tmux", ["-L", socket, "capture-pane", "-p", "-t", "0"]).stdout
        var rows = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Lines scrolled out of view into the pane's history.
    func historySize() throws -> Int {
        Int(
            try tool("tmux", ["-L", socket, "display-message", "-p", "-t", "0", "#{history_size}"]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// The rows once `done` holds for them, looking every 20 ms; nil when it does not within `seconds`.
    func rows(within seconds: Double = 5, until done: ([String]) -> Bool) throws -> [String]? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let shown = try rows()
            if done(shown) { return shown }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }
}
