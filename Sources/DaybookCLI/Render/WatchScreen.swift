import DaybookCore
import DaybookPlatform
import DaybookWatch

/// Shows the journal's status each time the watch loop asks, from the same `StatusPipeline` as `status`: in place
/// on a terminal (fitted to the pane's rows and width, footer with the time and the file that changed), as
/// separate blocks or lines otherwise.
final class WatchScreen {
    private let session: Session
    private let format: WatchFormat
    private let host: Host
    private let frozenNow: LocalDateTime?
    private let onTerminal: Bool
    private let style: Style
    private let pipeline: StatusPipeline
    /// Kept for the whole session: estimates asked for land between renders, and are drawn then, not waited for.
    let estimation: Estimation
    private var footer = ""
    /// The pinned-estimate log as this screen last left it: a change that is only that write is not news.
    private var ownWrite: FileStatus?
    /// What `ignore:` left out when the journal was last read: changes there are not news either.
    private var ignore = IgnoreRules()

    init(session: Session, format: WatchFormat, host: Host, frozenNow: LocalDateTime?) {
        self.session = session
        self.format = format
        self.host = host
        self.frozenNow = frozenNow
        onTerminal = host.stdoutIsTerminal && format == .text
        style = Style(host: host)
        pipeline = StatusPipeline(
            fileSystem: host.fileSystem, location: session.location,
            listingCache: session.listingCache, writtenLines: session.writtenLines)
        estimation = Estimation(host: host, waits: false)
    }

    /// Whether a change to `path` can change what is shown: not when `ignore:` leaves it out, nor when it is the
    /// pin log as this screen wrote it.
    func isRelevant(_ path: String) -> Bool {
        guard JournalPaths.matters(path), !ignore.excludes(path) else { return false }
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
        if reason == .waiting || !journalIsThere {
            show(waiting: session.location.singleFile.map(session.location.path) ?? session.location.root)
            return nil
        }
        let result = pipeline.run(
            date: session.requestedDate, now: frozenNow ?? host.clock(), estimation: estimation,
            glucose: true)
        if result.wrotePins {
            ownWrite = host.fileSystem.status(session.location.path(PinnedEstimates.path))
        }
        ignore = result.journal.config.ignore
        updateFooter(reason)
        show(result.summary)
        return frozenNow == nil ? result.summary.nextChange() : nil
    }

    /// The root folder, and a single-file journal's file, exist.
    private var journalIsThere: Bool {
        guard host.fileSystem.status(session.location.root)?.kind == .directory else { return false }
        guard let single = session.location.singleFile else { return true }
        return host.fileSystem.status(session.location.path(single)) != nil
    }

    private func updateFooter(_ reason: WatchLoop.Reason) {
        let (time, second) = host.wallTime()
        let stamp = Timestamp(time, second: second).clock
        let language = host.language
        let updated = StatusWords.updated(stamp).text(language)
        switch reason {
        case .start: footer = StatusWords.started(stamp).text(language)
        case .change(let path): footer = updated + (path.map { " · " + VisibleText.escaped($0) } ?? "")
        case .time: footer = updated + " · " + StatusWords.time.text(language)
        case .estimates: footer = updated + " · " + StatusWords.estimates.text(language)
        case .redraw, .waiting: break
        }
    }

    private func show(_ summary: DaySummary) {
        let language = host.language
        switch format {
        case .text:
            if onTerminal {
                // The pane shows paths as the journal names them, and each problem wrapped with its fix.
                let width = (Terminal.size() ?? (columns: 80, rows: 24)).columns
                let block = StatusText.block(
                    summary, path: { VisibleText.escaped($0) }, style: style, language: language, width: width)
                draw(block, footer: style.dim(footer))
            } else {
                host.writeOut(
                    StatusText.render(summary, path: session.displayPath, style: style, language: language)
                        + "\n")
            }
        case .json:
            host.writeOut(StatusJSON.render(summary).text + "\n")
        case .line:
            host.writeOut(StatusLine.plain(summary, language) + "\n")
        case .waybar:
            host.writeOut(WaybarStatus.render(summary, path: session.displayPath, language: language) + "\n")
        }
    }

    private func show(waiting path: String) {
        let message = VisibleText.escaped(StatusWords.waitingFor(path: path).text(host.language))
        let waiting = StatusWords.waiting.text(host.language)
        switch format {
        case .text:
            if onTerminal {
                draw(StatusText.Block(head: [message], problems: []), footer: "")
            } else {
                host.writeOut(message + "\n\n")
            }
        case .json:
            host.writeOut(JSON.object([("status", .string("waiting")), ("journal", .string(path))]).text + "\n")
        case .line:
            host.writeOut(waiting + "\n")
        case .waybar:
            host.writeOut(
                WaybarStatus.object(
                    text: waiting, tooltip: message, attention: .warning,
                    percentage: 0) + "\n")
        }
    }

    /// Replaces what the pane shows, row by row from the top: never more rows than the pane has, each cut to its
    /// width, and no line break written, so the pane never scrolls and nothing piles up in its scrollback.
    private func draw(_ block: StatusText.Block, footer: String) {
        let size = Terminal.size() ?? (columns: 80, rows: 24)
        let lines = PaneFit.lines(block, footer: footer, rows: size.rows, style: style, language: host.language)
        var out = ""
        for row in 0..<max(size.rows, lines.count) {
            out += Terminal.clearRow(row + 1)
            if row < lines.count { out += TerminalWidth.fit(lines[row], width: size.columns) }
        }
        host.writeOut(out)
    }
}
