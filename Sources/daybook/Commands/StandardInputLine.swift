#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry `add -` reads from standard input: one line, from at most `maximumBytes`. More is refused without
/// being read (`yes | daybook add -` ends at once), and so is a second line: a line dropped would be a line lost.
enum StandardInputLine {
    /// Far above the longest entry the journal counts (4,096 bytes), and small enough to hold.
    static let maximumBytes = 64 * 1024

    static func read(command: CommandSpec) throws(Failure) -> String {
        // A person typing ends the entry with Return; a pipe ends it with its end, so a second line is seen.
        let interactive = isatty(STDIN_FILENO) == 1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= maximumBytes {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .usage("Standard input could not be read: \(String(cString: strerror(errno)))", command: command)
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            if interactive, bytes.contains(0x0A) { break }
        }
        guard bytes.count <= maximumBytes else {
            throw .usage("Standard input holds more than \(maximumBytes / 1024) KiB; an entry is one line",
                         command: command)
        }
        let end = bytes.firstIndex(of: 0x0A) ?? bytes.count
        let rest = bytes[end...].drop(while: { $0 == 0x0A || $0 == 0x0D || $0 == 0x20 || $0 == 0x09 })
        guard rest.isEmpty else { throw .usage("An entry is one line", command: command) }
        var line = bytes[..<end]
        if line.last == 0x0D { line = line.dropLast() }
        guard !bytes.isEmpty else { throw .usage("Nothing on standard input to add", command: command) }
        guard let text = String(validating: line, as: UTF8.self) else {
            throw .usage("Standard input is not UTF-8 text", command: command)
        }
        return text
    }
}
