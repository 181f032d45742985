import DaybookCore
import DaybookPlatform
import DaybookWatch

/// `daybook watch`: the status block, redrawn after every change to the journal and whenever time changes it.
enum WatchCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let format = try invocation.format(WatchFormat.text)
        do {
            return try watch(format, invocation, host: host)
        } catch {
            // A bar module fed by watch shows why it stopped, rather than going blank.
            if let bar = format.bar { host.writeOut(bar.render(error, language: host.language)) }
            throw error
        }
    }

    private static func watch(_ format: WatchFormat, _ invocation: Invocation, host: Host) throws(CommandFailure)
        -> Int32
    {
        // A journal that is not there yet is waited for, as one that goes away is.
        let session = try Session(invocation, host: host, awaitingMissing: true)
        let pollSeconds = pollInterval(invocation)
        guard let wake = Wakeup() else { throw .runtime(.noWakeUpPipe) }
        let watcher = startWatcher(root: session.location.root, pollSeconds: pollSeconds, host: host)
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

    /// `--poll` (2 s) or `--poll SECONDS` (checked by the parser); nil without it.
    private static func pollInterval(_ invocation: Invocation) -> Double? {
        if let seconds = invocation.value("--poll").flatMap(Double.init) { return seconds }
        return invocation.flag("--poll") ? 2 : nil
    }

    /// The kernel's watcher, or polling when asked for or when the kernel cannot watch this journal.
    private static func startWatcher(root: String, pollSeconds: Double?, host: Host) -> any FileWatcher {
        let interval = Int((pollSeconds ?? 2) * 1000)
        if pollSeconds == nil {
            let native = nativeWatcher(root: root, fileSystem: host.fileSystem)
            do {
                try native.start()
                return native
            } catch {
                host.writeError(
                    CommandMessage.watchFallsBackToPolling(
                        error.reason,
                        seconds: Format.number(Double(interval) / 1000)
                    )
                    .text(host.language) + "\n")
            }
        }
        let polling = PollWatcher(root: root, interval: interval, fileSystem: host.fileSystem)
        try? polling.start()
        return polling
    }

    /// `--now` or `$DAYBOOK_NOW` freeze the clock; nil when time runs.
    private static func frozenNow(_ invocation: Invocation, host: Host) throws(CommandFailure) -> LocalDateTime? {
        let given = invocation.value("--now") != nil || !(host.variable("DAYBOOK_NOW") ?? "").isEmpty
        return given ? try Session.now(invocation, host: host) : nil
    }
}
