import DaybookCore
import DaybookPlatform
import DaybookWatch

/// Reads the journal and shows it, each time the watch loop asks: in place on a terminal (home, clear, fit to the
/// width, footer with the time and the file that changed), as separate blocks or lines otherwise.
final class WatchScreen {
    private let session: Session
    private let format: WatchFormat
    private let host: Host
    private let frozenNow: LocalDateTime?
    private let onTerminal: Bool
    private let style: Style
    private let reader: JournalReader
    /// Kept for the whole session: estimates asked for land between renders.
    let estimation: Estimation
    private var footer = ""
    /// The pinned-estimate log as this screen last left it: a change that is only that write is not news.
    private var ownWrite: FileStatus?

    init(session: Session, format: WatchFormat, host: Host, frozenNow: LocalDateTime?) {
        self.session = session
        self.format = format
        self.host = host
        self.frozenNow = frozenNow
        onTerminal = host.stdoutIsTerminal && format == .text
        style = Style(host: host)
        reader = JournalReader(fileSystem: host.fileSystem)
        estimation = Estimation(host: host)
    }

    /// Whether a change to `path` can change what is shown: not when it is the pin log as this screen wrote it.
    func isRelevant(_ path: String) -> Bool {
        guard JournalPaths.matters(path) else { return false }
        guard path == PinnedEstimates.path, let ownWrite else { return true }
        return host.fileSystem.status(session.location.path(path)) != ownWrite
    }

    func begin() {
        if onTerminal { host.writeOut(Terminal.hideCursor) }
    }

    func end() {
        if onTerminal { host.writeOut(Terminal.showCursor + "\n") }
    }

    /// Shows the journal now; returns when time alone will change what is shown.
    func render(_ reason: WatchLoop.Reason) -> LocalDateTime? {
        if reason == .waiting || host.fileSystem.status(session.location.root)?.kind != .directory {
            show(waiting: session.location.root)
            return nil
        }
        let now = frozenNow ?? host.clock()
        let journal = reader.read(session.location, listingCache: session.listingCache) { config in
            DaySummary.selection(for: session.date(config, at: now))
        }
        let date = session.date(journal.config, at: now)
        let resolver = estimation.resolver(for: journal)
        var summary = DaySummary(journal: journal, date: date, now: now, resolver: resolver)
        if estimation.savePins(resolver.newPins, journal: journal) {
            ownWrite = host.fileSystem.status(session.location.path(PinnedEstimates.path))
        }
        summary.diagnostics += estimation.diagnostics + WrittenLines.warnings(journal, session)
        updateFooter(reason)
        show(summary)
        return frozenNow == nil ? summary.nextChange() : nil
    }

    private func updateFooter(_ reason: WatchLoop.Reason) {
        let (time, second) = host.wallTime()
        let stamp = Timestamp(time, second: second).clock
        switch reason {
        case .start: footer = "started \(stamp)"
        case .change(let path): footer = "updated \(stamp)" + (path.map { " · " + VisibleText.escaped($0) } ?? "")
        case .time: footer = "updated \(stamp) · time"
        case .estimates: footer = "updated \(stamp) · estimates"
        case .redraw, .waiting: break
        }
    }

    private func show(_ summary: DaySummary) {
        switch format {
        case .text:
            let block = StatusText.render(summary, path: session.displayPath, style: style)
            if onTerminal {
                draw(block + style.dim(footer) + "\n")
            } else {
                host.writeOut(block + "\n")
            }
        case .json:
            host.writeOut(StatusJSON.render(summary).text + "\n")
        case .line:
            host.writeOut(StatusLine.plain(summary) + "\n")
        case .waybar:
            let tooltip = StatusText.render(summary, path: session.displayPath, style: Style(enabled: false))
            host.writeOut(WaybarStatus.render(summary, tooltip: String(tooltip.dropLast())) + "\n")
        }
    }

    private func show(waiting root: String) {
        let message = "waiting for journal… (\(root) is not there)"
        switch format {
        case .text:
            if onTerminal { draw(message + "\n") } else { host.writeOut(message + "\n\n") }
        case .json:
            host.writeOut(JSON.object([("status", .string("waiting")), ("journal", .string(root))]).text + "\n")
        case .line:
            host.writeOut("waiting for journal…\n")
        case .waybar:
            host.writeOut(JSON.object([("text", .string("waiting for journal…")), ("tooltip", .string(message)),
                                  ("class", .string("warning")), ("percentage", .int(0))]).text + "\n")
        }
    }

    /// Replaces the screen with `text`, each line cut to the terminal's width.
    private func draw(_ text: String) {
        let width = Terminal.width()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        host.writeOut(Terminal.clear + lines.map { TerminalWidth.fit(String($0), width: width) }.joined(separator: "\n") + "\n")
    }
}
