#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DaybookCore

/// What a run reads from the process around it: environment, working directory, terminal, clock.
/// The core never touches any of these; commands pass what they need in.
struct Host {
    var currentDirectory: String
    var stdoutIsTerminal: Bool
    var fileSystem: any FileSystem = PosixFileSystem()

    static func current() -> Host {
        Host(currentDirectory: workingDirectory(), stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The local wall-clock time, to the minute.
    func clock() -> LocalDateTime {
        wallTime().time
    }

    /// The local wall-clock time and the second within its minute.
    func wallTime() -> (time: LocalDateTime, second: Int) {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        let time = TimeOfDay(hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
        return (LocalDateTime(date: date ?? .unixEpoch, time: time ?? .midnight), Int(parts.tm_sec))
    }

    /// How far east of UTC the local time zone (`TZ`) is at `time` on the wall clock, in seconds: for exports that
    /// need an absolute time. Daylight saving is taken into account.
    func utcOffset(at time: LocalDateTime) -> Int {
        var parts = tm()
        parts.tm_year = Int32(time.date.year - 1900)
        parts.tm_mon = Int32(time.date.month - 1)
        parts.tm_mday = Int32(time.date.day)
        parts.tm_hour = Int32(time.time.hour)
        parts.tm_min = Int32(time.time.minute)
        parts.tm_isdst = -1
        guard mktime(&parts) != -1 else { return 0 }
        return Int(parts.tm_gmtoff)
    }

    /// The real time, in nanoseconds since 1970: for stamping cached folder listings, whatever `--now` says.
    func wallClock() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// This machine's settings folder: `$XDG_CONFIG_HOME/daybook`, else `~/.config/daybook`; nil without either.
    var configDirectory: String? {
        if let config = variable("XDG_CONFIG_HOME"), config.hasPrefix("/") { return config + "/daybook" }
        if let home = variable("HOME"), home.hasPrefix("/") { return home + "/.config/daybook" }
        return nil
    }

    /// daybook's machine-local cache folder: `$XDG_CACHE_HOME/daybook`, else `~/.cache/daybook`; nil without either.
    var cacheDirectory: String? {
        if let cache = variable("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache + "/daybook" }
        if let home = variable("HOME"), home.hasPrefix("/") { return home + "/.cache/daybook" }
        return nil
    }

    private static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

/// Writes to stdout, whole.
func writeOut(_ text: String) {
    writeAll(STDOUT_FILENO, text)
}

/// Writes to stderr, whole.
func writeError(_ text: String) {
    writeAll(STDERR_FILENO, text)
}

/// One `write` per call where the system allows, retried on EINTR; a closed pipe ends the output quietly.
private func writeAll(_ fd: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            let written = write(fd, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
