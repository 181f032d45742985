import CSpawn
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program with input on stdin (and optionally on descriptor 3), collecting stdout, within a time limit.
/// stderr is discarded: a program's complaints must not reach a status bar. The program starts in `/`, without
/// daybook's own variables or the working-folder ones, so it cannot learn where the journal is.
enum Subprocess {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var timedOut: Bool
    }

    static func run(_ arguments: [String], input: [UInt8], descriptor3: [UInt8]? = nil,
                    timeout: Double) -> Output? {
        guard let started = spawning.sync(execute: { start(arguments, withDescriptor3: descriptor3 != nil) }) else {
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

    private static func start(_ arguments: [String], withDescriptor3: Bool) -> Started? {
        guard let program = arguments.first else { return nil }
        // Every pipe end is close-on-exec: the child keeps only what is dup2'ed onto 0, 1 and 3, so it sees the
        // end of its input when we close ours.
        guard let stdinPipe = closeOnExecPipe() else { return nil }
        guard let stdoutPipe = closeOnExecPipe() else {
            close(stdinPipe[0]); close(stdinPipe[1])
            return nil
        }
        var extraPipe: [Int32] = [-1, -1]
        if withDescriptor3 {
            guard let pipe = closeOnExecPipe() else {
                (stdinPipe + stdoutPipe).forEach { close($0) }
                return nil
            }
            extraPipe = pipe
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if withDescriptor3 { posix_spawn_file_actions_adddup2(&actions, extraPipe[0], 3) }
        cspawn_addchdir(&actions, "/")

        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var environment = childEnvironment().map { strdup($0) }
        environment.append(nil)
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, &argv, &environment)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        if extraPipe[0] >= 0 { close(extraPipe[0]) }
        guard spawned == 0 else {
            close(stdinPipe[1]); close(stdoutPipe[0])
            if extraPipe[1] >= 0 { close(extraPipe[1]) }
            return nil
        }
        return Started(pid: pid, stdin: stdinPipe[1], stdout: stdoutPipe[0], extra: extraPipe[1])
    }

    /// This process's environment without what could name the journal: `DAYBOOK_*`, `PWD`, `OLDPWD`.
    private static func childEnvironment() -> [String] {
        var result: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if !text.hasPrefix("DAYBOOK_"), !text.hasPrefix("PWD="), !text.hasPrefix("OLDPWD=") { result.append(text) }
            cursor += 1
        }
        return result
    }

    private static func finish(_ started: Started, input: [UInt8], descriptor3: [UInt8]?, timeout: Double) -> Output {
        let pid = started.pid
        let stdinPipe: [Int32] = [-1, started.stdin]
        let stdoutPipe: [Int32] = [started.stdout, -1]
        let extraPipe: [Int32] = [-1, started.extra]
        // Writes are small (one item); a program that never reads gets its input dropped when the pipe closes.
        signal(SIGPIPE, SIG_IGN)
        if let descriptor3 {
            writeAll(extraPipe[1], descriptor3)
            close(extraPipe[1])
        }
        writeAll(stdinPipe[1], input)
        close(stdinPipe[1])

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let deadline = monotonicSeconds() + timeout
        var timedOut = false
        while true {
            let remaining = deadline - monotonicSeconds()
            if remaining <= 0 {
                timedOut = true
                break
            }
            var poller = pollfd(fd: stdoutPipe[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, 1_000_000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = read(stdoutPipe[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
            if output.count > 1_000_000 { break }
        }
        close(stdoutPipe[0])
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        return Output(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), stdout: output,
                      timedOut: timedOut)
    }

    /// A pipe whose ends close on exec. Pipes are made and programs started one at a time (`spawning`), so a
    /// program started by another thread cannot inherit an end before it is marked.
    private static func closeOnExecPipe() -> [Int32]? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fds
    }

    private static let spawning = DispatchQueue(label: "daybook.subprocess.spawn")

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(fd, base + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
