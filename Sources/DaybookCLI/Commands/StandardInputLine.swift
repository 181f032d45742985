import DaybookCore
import DaybookPlatform

/// The entry `add -` reads from standard input: one line, from at most `maximumBytes`. More is refused without
/// being read (`yes | daybook add -` ends at once), and so is a second line: a line dropped would be a line lost.
enum StandardInputLine {
    /// Far above the longest entry the journal counts (4,096 bytes), and small enough to hold.
    static let maximumBytes = 64 * 1024

    static func read(command: CommandSpec) throws(CommandFailure) -> String {
        let bytes: [UInt8]
        switch readStandardInput(limit: maximumBytes) {
        case .bytes(let read): bytes = read
        case .tooLarge:
            throw .usage(.standardInputTooLarge(kibibytes: maximumBytes / 1024), command: command)
        case .failed(let reason):
            throw .usage(.standardInputUnreadable(reason: reason.localized), command: command)
        }
        let end = bytes.firstIndex(of: 0x0A) ?? bytes.count
        let rest = bytes[end...].drop(while: { $0 == 0x0A || $0 == 0x0D || $0 == 0x20 || $0 == 0x09 })
        guard rest.isEmpty else { throw .usage(.entryIsOneLine, command: command) }
        var line = bytes[..<end]
        if line.last == 0x0D { line = line.dropLast() }
        guard !bytes.isEmpty else { throw .usage(.nothingOnStandardInput, command: command) }
        guard let text = String(validating: line, as: UTF8.self) else {
            throw .usage(.standardInputNotUTF8, command: command)
        }
        return text
    }
}
