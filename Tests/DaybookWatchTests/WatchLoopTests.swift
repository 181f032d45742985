import DaybookCore
import DaybookPlatform
import Testing

@testable import DaybookWatch

/// A clock the test moves; the fake watcher moves it while "waiting".
final class FakeClock: WatchClock {
    var milliseconds = 0
    let start: LocalDateTime
    let startSecond: Int

    init(_ start: LocalDateTime, second: Int = 0) {
        self.start = start
        startSecond = second
    }

    func monotonic() -> Int { milliseconds }

    func wallTime() -> (time: LocalDateTime, second: Int) {
        let seconds = startSecond + milliseconds / 1000
        return (start.adding(minutes: seconds / 60) ?? start, seconds % 60)
    }
}

/// Hands out scripted events at scripted times, advancing the clock as a real wait would.
final class ScriptedWatcher: FileWatcher {
    let backend = "scripted"
    var script: [(at: Int, events: [WatchEvent])]
    let clock: FakeClock

    init(_ script: [(at: Int, events: [WatchEvent])], clock: FakeClock) {
        self.script = script
        self.clock = clock
    }

    func start() throws(WatchError) {}

    func wait(timeout: Int?, wake: FileDescriptor) -> [WatchEvent] {
        let limit = timeout.map { clock.milliseconds + $0 }
        if let next = script.first, limit.map({ next.at <= $0 }) ?? true {
            script.removeFirst()
            clock.milliseconds = max(clock.milliseconds, next.at)
            return next.events
        }
        clock.milliseconds = limit ?? Int.max / 2
        return []
    }
}

struct WatchLoopTests {
    private func run(
        _ script: [(at: Int, events: [WatchEvent])], from start: String = "2026-11-29T12:00",
        second: Int = 0, next: @escaping (LocalDateTime) -> LocalDateTime? = { _ in nil },
        until end: Int
    ) throws -> [(at: Int, reason: WatchLoop.Reason)] {
        let clock = FakeClock(now(start), second: second)
        let watcher = ScriptedWatcher(script, clock: clock)
        let wake = try #require(Wakeup())
        var renders: [(at: Int, reason: WatchLoop.Reason)] = []
        let loop = WatchLoop(
            watcher: watcher, clock: clock, wake: wake,
            render: { reason in
                renders.append((clock.milliseconds, reason))
                return next(clock.wallTime().time)
            }, onWake: { _ in .stop })
        loop.start()
        while clock.milliseconds < end, loop.step() {}
        return renders
    }

    @Test func aSaveRendersOnceAfterItSettles() throws {
        let renders = try run([(100, [.file("2026-11-29.md")]), (101, [.file("2026-11-29.md")])], until: 1000)
        #expect(renders.map(\.reason) == [.start, .change("2026-11-29.md")])
        #expect(renders.last?.at == 116)
    }

    @Test func aBurstGivesOneRender() throws {
        let burst = (0..<30).map { (at: 100 + $0 * 5, events: [WatchEvent.file("2026/11/2026-11-\($0 % 28 + 1).md")]) }
        let renders = try run(burst, until: 2000)
        #expect(renders.count == 2)
        #expect(renders.last?.at == 250)
    }

    @Test func temporariesAndHiddenFoldersGiveNone() throws {
        let renders = try run(
            [
                (
                    100,
                    [
                        .file(".2026-11-29.md.swp"), .file("4913"), .file("2026-11-29.md~"),
                        .file(".git/index"), .folder(".git/objects/ab"),
                    ]
                )
            ], until: 1000)
        #expect(renders.map(\.reason) == [.start])
    }

    @Test func theRootGoingAwayWaitsAndItsReturnRenders() throws {
        let renders = try run([(100, [.rootGone]), (500, [.rootBack])], until: 1000)
        #expect(renders.map(\.reason) == [.start, .waiting, .change(nil)])
    }

    @Test func timeRendersWhenTheAnswerChanges() throws {
        // Rendering at 21:59:30 says the next change is at 22:00: the loop renders again just after it.
        let renders = try run(
            [], from: "2026-11-29T21:59", second: 30,
            next: { now in
                now.minuteNumber < LocalDateTime("2026-11-29T22:00")!.minuteNumber
                    ? LocalDateTime("2026-11-29T22:00") : nil
            }, until: 120_000)
        #expect(renders.map(\.reason) == [.start, .time])
        #expect(renders.last?.at == 30_020)
    }

    @Test func aWakeUpCanStopTheLoop() throws {
        let clock = FakeClock(now("2026-11-29T12:00"))
        let wake = try #require(Wakeup())
        let loop = WatchLoop(
            watcher: ScriptedWatcher([], clock: clock), clock: clock, wake: wake,
            render: { _ in nil }, onWake: { $0 == 2 ? .stop : .ignore })
        loop.start()
        wake.post(28)
        #expect(loop.step())
        wake.post(2)
        #expect(!loop.step())
    }
}

struct SettlerTests {
    @Test func quietPeriodAndLongestWait() {
        var settler = Settler(quiet: 15, longest: 150)
        #expect(settler.deadline == nil)
        settler.note("a.md", at: 0)
        #expect(settler.deadline == 15)
        #expect(settler.take(at: 10) == nil)
        for time in stride(from: 10, through: 200, by: 10) { settler.note("b.md", at: time) }
        #expect(settler.deadline == 150)
        #expect(settler.take(at: 150) == .some("b.md"))
        #expect(!settler.isPending)
    }
}

func now(_ text: String) -> LocalDateTime {
    guard let value = LocalDateTime(text) else { preconditionFailure("bad test time \(text)") }
    return value
}
