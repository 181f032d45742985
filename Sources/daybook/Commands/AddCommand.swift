#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DaybookCore

/// `daybook add TEXT…`: one entry at the end of the day's log, then what it counted.
enum AddCommand {
    static func run(_ invocation: Invocation, host: Host) throws(Failure) -> Int32 {
        let text = try entryText(invocation)
        let writing = try EntryWriting(invocation, host: host)
        var slot: Slot? = nil
        if let name = invocation.value("--slot") {
            guard let known = Slot(rawValue: name) else {
                throw .usage("Unknown slot '\(name)'; use breakfast, lunch, dinner or snack",
                             command: invocation.runningCommand)
            }
            slot = known
        }
        // TEXT may bring its own time ("12:30 ramen"); otherwise --time or now.
        let entry = NewEntryLine.line(text: text, slot: slot, time: writing.time,
                                      timeGiven: invocation.value("--time") != nil)
        try writing.validate(entry)
        let appended = try writing.write(entry)
        writeOut(writing.report(appended))
        return 0
    }

    /// The words after `add`, or one line from stdin for `-`.
    private static func entryText(_ invocation: Invocation) throws(Failure) -> String {
        var text = invocation.arguments.joined(separator: " ")
        if invocation.arguments == ["-"] {
            text = try StandardInputLine.read(command: invocation.runningCommand)
        }
        text = text.trimmingCharacters(in: " \t")
        guard !text.isEmpty else { throw .usage("Nothing to add: write the entry's text", command: invocation.runningCommand) }
        guard !text.contains("\n") && !text.contains("\r") else {
            throw .usage("An entry is one line", command: invocation.runningCommand)
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
