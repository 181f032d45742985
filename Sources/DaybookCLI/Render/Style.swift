import DaybookCore

/// Terminal colours, as `--color` says: with `auto`, only when stdout is a terminal, `TERM` is not `dumb` and
/// `NO_COLOR` is not set. Every renderer writes what a colour means in marks or words too, so nothing is lost
/// without it.
struct Style {
    let enabled: Bool

    init(host: Host) {
        switch host.colorMode {
        case .always:
            enabled = true
        case .never:
            enabled = false
        case .auto:
            let noColor = host.variable("NO_COLOR").map { !$0.isEmpty } ?? false
            enabled = host.stdoutIsTerminal && host.variable("TERM") != "dumb" && !noColor
        }
    }

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func red(_ text: String) -> String { paint(text, "31") }
    func green(_ text: String) -> String { paint(text, "32") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension Style {
    /// Red for critical and urgent, yellow for a warning, plain otherwise: the core's `Attention` in colour.
    func attention(_ text: String, _ attention: Attention) -> String {
        switch attention {
        case .ok: return text
        case .warning: return yellow(text)
        case .critical, .urgent: return red(text)
        }
    }
}
