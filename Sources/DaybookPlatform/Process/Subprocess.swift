import CSpawn
import DaybookLibC

/// Runs a program with input on stdin (and optionally on descriptor 3), collecting stdout, within a time limit.
/// stderr is discarded: a program's complaints must not reach a status bar. The program starts in `/`, without
/// daybook's own variables or the working-folder ones, so it cannot learn where the journal is, and with every
/// signal at its default action and none blocked, whatever daybook itself does with signals.
public enum Subprocess {
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: [UInt8]
        public var timedOut: Bool
    }

    /// Largest answer read from a program; the rest is dropped.
    public static let maximumOutput = 1_000_000

    public static func run(
        _ arguments: [String], input: [UInt8], descriptor3: [UInt8]? = nil,
        timeout: Double
    ) -> Output? {
        ignoreBrokenPipes()
        guard let started = spawning.holding({ start(arguments, withDescriptor3: descriptor3 != nil) }) else {
            return nil
        }
        return finish(started, input: input, descriptor3: descriptor3, timeout: timeout)
    }

    private struct Started {
        var pid: pid_t
        var stdin: Int32
        var stdout: Int32
        var extra: Int32
    }

    #if canImport(Darwin)
        private typealias FileActions = posix_spawn_file_actions_t?
        private typealias Attributes = posix_spawnattr_t?
    #else
        private typealias FileActions = posix_spawn_file_actions_t
        private typealias Attributes = posix_spawnattr_t
    #endif

    private static func start(_ arguments: [String], withDescriptor3: Bool) -> Started? {
        guard let program = arguments.first else { return nil }
        // Every pipe end is close-on-exec: the child keeps only what is dup2'ed onto 0, 1 and 3, so it sees the
        // end of its input when we close ours.
        guard let stdinPipe = closeOnExecPipe() else { return nil }
        guard let stdoutPipe = closeOnExecPipe() else {
            stdinPipe.forEach(closeDescriptor)
            return nil
        }
        var extraPipe: [Int32] = [-1, -1]
        if withDescriptor3 {
            guard let pipe = closeOnExecPipe() else {
                (stdinPipe + stdoutPipe).forEach(closeDescriptor)
                return nil
            }
            extraPipe = pipe
        }
        #if canImport(Darwin)
            var actions: FileActions = nil
            var attributes: Attributes = nil
        #else
            var actions = FileActions()
            var attributes = Attributes()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if withDescriptor3 { posix_spawn_file_actions_adddup2(&actions, extraPipe[0], 3) }
        cspawn_addchdir(&actions, "/")

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var environment = childEnvironment().map { strdup($0) }
        environment.append(nil)
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, &argv, &environment)
        closeDescriptor(stdinPipe[0])
        closeDescriptor(stdoutPipe[1])
        if extraPipe[0] >= 0 { closeDescriptor(extraPipe[0]) }
        guard spawned == 0 else {
            closeDescriptor(stdinPipe[1])
            closeDescriptor(stdoutPipe[0])
            if extraPipe[1] >= 0 { closeDescriptor(extraPipe[1]) }
            return nil
        }
        return Started(pid: pid, stdin: stdinPipe[1], stdout: stdoutPipe[0], extra: extraPipe[1])
    }

    /// This process's environment without what could name the journal: `DAYBOOK_*`, `PWD`, `OLDPWD`.
    private static func childEnvironment() -> [String] {
        ProcessEnvironment.all().filter {
            !$0.hasPrefix("DAYBOOK_") && !$0.hasPrefix("PWD=") && !$0.hasPrefix("OLDPWD=")
        }
    }

    private static func finish(_ started: Started, input: [UInt8], descriptor3: [UInt8]?, timeout: Double) -> Output {
        // Writes are small (one item); a program that never reads gets its input dropped when the pipe closes.
        if let descriptor3 {
            _ = writeAll(started.extra, descriptor3)
            closeDescriptor(started.extra)
        }
        _ = writeAll(started.stdin, input)
        closeDescriptor(started.stdin)

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let deadline = SystemClock.monotonicSeconds() + timeout
        var timedOut = false
        while true {
            let remaining = deadline - SystemClock.monotonicSeconds()
            if remaining <= 0 {
                timedOut = true
                break
            }
            var poller = pollfd(fd: started.stdout, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, 1_000_000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = retryingOnInterrupt { read(started.stdout, &buffer, buffer.count) }
            if count <= 0 { break }
            output += buffer[0..<count]
            if output.count > maximumOutput { break }
        }
        closeDescriptor(started.stdout)
        if timedOut { kill(started.pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(started.pid, &status, 0) < 0 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        return Output(
            status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), stdout: output,
            timedOut: timedOut)
    }

    /// A pipe whose ends close on exec. Pipes are made and programs started one at a time (`spawning`), so a
    /// program started by another thread cannot inherit an end before it is marked. (`pipe2` would do this in one
    /// step, but Darwin has no `pipe2`.)
    private static func closeOnExecPipe() -> [Int32]? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fds
    }

    private static let spawning = Lock()
}
