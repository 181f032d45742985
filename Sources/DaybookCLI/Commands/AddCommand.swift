import DaybookCore
import DaybookPlatform

/// `daybook add TEXT…`: one entry at the end of the day's log, then what it counted.
enum AddCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        let text = try entryText(invocation)
        let writing = try EntryWriting(invocation, host: host)
        // The parser has checked that --slot names a slot.
        let slot = invocation.value("--slot").flatMap(Slot.init(rawValue:))
        // TEXT may bring its own time ("12:30 ramen"); otherwise --time or now.
        let line = NewEntryLine.line(
            text: text, slot: slot, time: writing.time,
            timeGiven: invocation.value("--time") != nil)
        let entry = try writing.validate(line)
        try writing.refuseLater(entry, later: invocation.flag("--later"), command: invocation.runningCommand)
        // A dose line is guarded as `dose` guards it.
        let appended = try writing.write(line, reading: entry, again: invocation.flag("--again"))
        host.writeOut(writing.report(appended))
        return 0
    }

    /// The words after `add`, or one line from stdin for `-`.
    private static func entryText(_ invocation: Invocation) throws(CommandFailure) -> String {
        var text = invocation.arguments.joined(separator: " ")
        if invocation.arguments == ["-"] {
            text = try StandardInputLine.read(command: invocation.runningCommand)
        }
        text = text.trimmingCharacters(in: " \t")
        // A line copied from a journal brings its list marker (`- 10:00 ramen`) and perhaps its write id
        // (`^k3m9x2`): add writes its own of both, so the copy is a write of its own.
        for marker in ["- ", "* ", "+ "] where text.hasPrefix(marker) {
            text = String(text.dropFirst(marker.count)).trimmingCharacters(in: " \t")
            break
        }
        text = WriteID.split(text).text
        guard !text.isEmpty else { throw .usage(.nothingToAdd, command: invocation.runningCommand) }
        guard !text.contains("\n") && !text.contains("\r") else {
            throw .usage(.entryIsOneLine, command: invocation.runningCommand)
        }
        return text
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
