import DaybookCore
import DaybookPlatform

/// Drives `daybook watch`: renders once, then again after each settled burst of relevant changes, whenever time
/// alone changes the answer, and when a signal asks for a redraw. Knows nothing of terminals or formats.
public final class WatchLoop {
    public enum Reason: Sendable, Equatable {
        case start
        /// Files changed; the most recent relevant path of the burst, if any.
        case change(String?)
        /// A day rolled over, a dose window opened or closed, or a minute passed under a relative time.
        case time
        /// A signal asked for a redraw (the terminal was resized).
        case redraw
        /// Estimates asked for have come in.
        case estimates
        /// The journal's root folder is gone; nothing to show until it is back.
        case waiting
    }

    public enum WakeAction {
        case stop
        case redraw
        /// Estimates came in: render again, they change the numbers.
        case estimates
        case ignore
    }

    private let watcher: any FileWatcher
    private let clock: any WatchClock
    private let wake: Wakeup
    private var settler: Settler
    /// Renders and returns the next moment time alone changes the answer (nil: none).
    private let render: (Reason) -> LocalDateTime?
    private let onWake: (UInt8) -> WakeAction
    /// Whether a changed path can change what is shown (daybook's own writes cannot).
    private let isRelevant: (String) -> Bool
    private var timeDeadline: Int?
    private var waiting = false

    public init(
        watcher: any FileWatcher, clock: any WatchClock, wake: Wakeup, settler: Settler = Settler(),
        isRelevant: @escaping (String) -> Bool = JournalPaths.matters,
        render: @escaping (Reason) -> LocalDateTime?, onWake: @escaping (UInt8) -> WakeAction
    ) {
        self.watcher = watcher
        self.clock = clock
        self.wake = wake
        self.settler = settler
        self.isRelevant = isRelevant
        self.render = render
        self.onWake = onWake
    }

    /// Renders, then loops until a wake-up says stop.
    public func run() {
        start()
        while step() {}
    }

    public func start() {
        schedule(render(.start))
    }

    /// Waits for the next thing to happen and handles it; false when the loop should stop.
    public func step() -> Bool {
        let now = clock.monotonic()
        let deadline = [settler.deadline, waiting ? nil : timeDeadline].compactMap { $0 }.min()
        let events = watcher.wait(timeout: deadline.map { max(0, $0 - now) }, wake: wake.readDescriptor)
        var redraw: Reason?
        for byte in wake.drain() {
            switch onWake(byte) {
            case .stop: return false
            case .redraw: redraw = redraw ?? .redraw
            case .estimates: redraw = .estimates
            case .ignore: continue
            }
        }
        let after = clock.monotonic()
        for event in events {
            switch event {
            case .file(let path):
                if isRelevant(path) { settler.note(path, at: after) }
            case .folder(let path):
                // A folder coming or going may take journal files with it; daybook's own `.daybook/` reports its
                // files one by one.
                if !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                    settler.note(nil, at: after)
                }
            case .overflow, .rootBack:
                waiting = false
                settler.note(nil, at: after)
            case .rootGone:
                waiting = true
                _ = settler.take(at: Int.max)
                timeDeadline = nil
                _ = render(.waiting)
            }
        }
        if waiting { return true }
        if let trigger = settler.take(at: after) {
            schedule(render(.change(trigger)))
        } else if let due = timeDeadline, after >= due {
            schedule(render(.time))
        } else if let redraw {
            schedule(render(redraw))
        }
        return true
    }

    /// Turns the next wall-clock change into a monotonic deadline, a little after the minute turns.
    private func schedule(_ next: LocalDateTime?) {
        guard let next else {
            timeDeadline = nil
            return
        }
        let (wall, second) = clock.wallTime()
        let milliseconds = (next.minuteNumber - wall.minuteNumber) * 60_000 - second * 1000 + 20
        timeDeadline = clock.monotonic() + max(0, milliseconds)
    }
}
