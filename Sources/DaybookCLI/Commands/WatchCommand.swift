import DaybookCore
import DaybookPlatform
import DaybookWatch

/// `daybook watch`: the status block, redrawn after every change to the journal and whenever time changes it.
enum WatchCommand: Command {
    struct Options: DayOptions, FormatOptions {
        let format = OptionKey(
            "--format", "format", choosing: WatchFormat.self,
            help: Localized(
                en: "text (default), json (one status object per line), line or waybar (one line "
                    + "per change).",
                ja: "text(既定)、json(1 行に状況のオブジェクト 1 つ)、line か waybar(変更ごとに "
                    + "1 行)。"))
        let json = OptionKey.json
        /// `--poll` (every `defaultPollSeconds`) or `--poll SECONDS`; nil without it.
        let poll = OptionKey(
            CommandSpec.Option(
                "--poll", "seconds", .seconds(0.1...3600),
                help: Localized(
                    en: "Look for changes every few seconds (default 2) instead of asking the kernel: "
                        + "for network file systems. Used by itself when the kernel cannot watch the "
                        + "journal.",
                    ja: "カーネルに頼らず数秒ごと(既定 2 秒)に変更を探します。ネットワーク上の"
                        + "ファイルシステム向けです。カーネルがジャーナルを監視できないときは自動で"
                        + "使います。"), valueIsOptional: true)
        ) { values, givenAlone in
            values.last.flatMap(Double.init) ?? (givenAlone ? WatchCommand.defaultPollSeconds : nil)
        }
        let date = OptionKey.date(
            Localized(
                en: "The journal day to show (default: today, following the clock).",
                ja: "表示するジャーナル日(既定: 今日。時計に合わせて進みます)。"))
        let journal = OptionKey.journal
        let now = OptionKey.now

        var keys: [any DeclaredOption] { [format, json, poll, date, journal, now] }
    }

    static let spec: CommandSpec = {
        let options = Options()
        return CommandSpec(
            name: "watch",
            abstract: Localized(
                en: "Show the status block and redraw it after every change to the journal, for a tmux "
                    + "pane or a bar.",
                ja: "状況を表示し、ジャーナルが変わるたびに描き直します。tmux のペインやステータスバー"
                    + "向けです。"),
            discussion: Localized(
                en:
                    "Watches the journal's folders (inotify on Linux, kqueue on macOS) and redraws after each save, once a "
                    + "burst of changes has settled; also when the day rolls over, a dose window opens or closes, and each "
                    + "minute while a relative time is shown. In a terminal it redraws in place; otherwise it prints one "
                    + "block per change (text, separated by blank lines) or one line per change (json, line, waybar). In a "
                    + "terminal it fits the pane: the day, the balance and the doses first, then what problems fit. A "
                    + "journal that is not there, at start or later, is waited for. Stop it with Ctrl-C.",
                ja: "ジャーナルのフォルダーを監視し(Linux では inotify、macOS では kqueue)、保存のたびに、一連の変更が"
                    + "落ち着いてから描き直します。日付が変わったとき、投与の時間枠が始まる・終わるとき、相対時刻を"
                    + "表示している間は毎分も描き直します。端末ではその場で描き直し、そうでなければ変更ごとに 1 ブロック"
                    + "(text、空行で区切る)か 1 行(json、line、waybar)を出力します。端末ではペインに収まるよう、日付・"
                    + "残量・投与を先に、入るだけの問題をその後に表示します。ジャーナルがないときは、起動時でも途中でも"
                    + "現れるのを待ちます。Ctrl-C で止まります。"),
            options: options,
            exclusions: [.jsonOrFormat(options.format)])
    }()

    static func run(_ invocation: Invocation<WatchCommand>, host: Host) throws(CommandFailure) -> Int32 {
        let format = invocation.format(WatchFormat.text)
        do {
            return try watch(format, invocation, host: host)
        } catch {
            // A bar module fed by watch shows why it stopped, rather than going blank.
            if let bar = format.bar { host.writeOut(bar.render(error, language: host.language)) }
            throw error
        }
    }

    private static func watch(_ format: WatchFormat, _ invocation: Invocation<WatchCommand>, host: Host)
        throws(CommandFailure)
        -> Int32
    {
        // A journal that is not there yet is waited for, as one that goes away is.
        let session = try Session.awaitingJournal(invocation, host: host)
        let pollSeconds = invocation.poll
        guard let wake = Wakeup() else { throw .runtime(.noWakeUpPipe) }
        let watcher = startWatcher(
            root: session.location.root, followsLinksOutside: session.location.followsLinksOutside,
            pollSeconds: pollSeconds, host: host)
        let screen = WatchScreen(
            session: session, format: format, host: host,
            frozenNow: try frozenNow(invocation, host: host))
        forwardSignals([Signal.interrupt, Signal.terminate, Signal.windowChanged], to: wake.writeDescriptor)
        screen.estimation.onAnswer { wake.post(WatchCommand.estimatesLanded) }
        screen.begin()
        var stoppedBy: Int32?
        let loop = WatchLoop(
            watcher: watcher, clock: SystemWatchClock(host: host), wake: wake,
            isRelevant: screen.isRelevant, render: screen.render,
            onWake: { byte in
                switch Int32(byte) {
                case Signal.interrupt, Signal.terminate:
                    stoppedBy = Int32(byte)
                    return .stop
                case Signal.windowChanged:
                    return .redraw
                case Int32(WatchCommand.estimatesLanded):
                    return .estimates
                default:
                    return .ignore
                }
            })
        loop.run()
        screen.end()
        if let stoppedBy { dieBySignal(stoppedBy) }
        return 0
    }

    /// Posted on the wake-up pipe when an estimator answers (not a signal number).
    static let estimatesLanded: UInt8 = 200

    /// How often `--poll` given alone looks for changes.
    static let defaultPollSeconds = 2.0

    /// The kernel's watcher, or polling when asked for or when the kernel cannot watch this journal.
    private static func startWatcher(root: String, followsLinksOutside: Bool, pollSeconds: Double?, host: Host)
        -> any FileWatcher
    {
        let interval = Int((pollSeconds ?? defaultPollSeconds) * 1000)
        if pollSeconds == nil {
            let native = nativeWatcher(
                root: root, fileSystem: host.fileSystem, followsLinksOutside: followsLinksOutside)
            do {
                try native.start()
                return native
            } catch {
                let said = CommandMessage.watchFallsBackToPolling(
                    error.reason, seconds: Format.number(Double(interval) / 1000))
                host.writeError(VisibleText.escaped(said.text(host.language)) + "\n")
            }
        }
        let polling = PollWatcher(
            root: root, interval: interval, fileSystem: host.fileSystem, followsLinksOutside: followsLinksOutside)
        try? polling.start()
        return polling
    }

    /// `--now` or `$DAYBOOK_NOW` freeze the clock; nil when time runs.
    private static func frozenNow(_ invocation: Invocation<WatchCommand>, host: Host) throws(CommandFailure)
        -> LocalDateTime?
    {
        let given = invocation.now != nil || !(host.variable("DAYBOOK_NOW") ?? "").isEmpty
        return given ? try Session.now(invocation, host: host) : nil
    }
}
