/// The line `daybook add` appends, checked by the reader's own rules before a byte is written: what `check` would
/// call an error is refused, so `add` never writes a line the journal then does not count.
public enum NewEntryLine {
    /// The line for `text`: `- TIME [SLOT: ]TEXT`. When the text starts with a time of its own (`12:30 ramen`) —
    /// or with something meant as one (`25:00 toast`, which `errors(in:doses:location:)` then refuses) — that time
    /// stays in front and `time` is not written; so when it ends with one (`ramen at 12:30`). Unless `timeGiven`
    /// says `time` was asked for explicitly (a time in the text as well is then refused: which one is unclear). A
    /// task box the text starts with (`[ ] lantus 12u`) goes first, where an editor shows it as one.
    public static func line(text: String, slot: Slot?, time: TimeOfDay, timeGiven: Bool) -> String {
        let scalars = TextFolding.fold(text.unicodeScalars)
        guard let box = TaskBox.read(scalars, at: 0, end: scalars.count), box.box != .unclear else {
            return line(text: text, scalars: scalars, slot: slot, time: time, timeGiven: timeGiven)
        }
        let original = Array(text.unicodeScalars)
        let rest = string(original[box.next...])
        let after = line(
            text: rest, scalars: Array(scalars[box.next...]), slot: slot, time: time, timeGiven: timeGiven)
        return "- \(string(original[..<box.next]).trimmingSpaces) \(after.dropFirst(2))"
    }

    /// The line for `text`, which starts with no task box; `scalars` is it folded.
    private static func line(
        text: String, scalars: [Unicode.Scalar], slot: Slot?, time: TimeOfDay, timeGiven: Bool
    ) -> String {
        let slotText = slot.map { "\($0.rawValue): " } ?? ""
        guard !timeGiven else { return "- \(time) \(slotText)\(text)" }
        switch TimeParser.parse(scalars, at: 0) {
        case .time(_, let end), .invalid(_, let end):
            let original = Array(text.unicodeScalars)
            let rest = skipSpaces(scalars, from: end)
            return "- \(string(original[..<end])) \(slotText)\(string(original[rest...]))"
        case .none:
            // A time written last (`ramen at 12:30`) is the entry's own time too.
            var end = scalars.count
            while end > 0, scalars[end - 1].isSpace { end -= 1 }
            let ownTime = TimeParser.trailing(scalars, from: 0, end: end) != nil
            return ownTime ? "- \(slotText)\(text)" : "- \(time) \(slotText)\(text)"
        }
    }

    /// The errors the reader would report for `line` as the only line of a day's log: a line over
    /// 4,096 bytes, a time that is not one, a dose without an amount, an item that cannot be counted…
    public static func errors(
        in line: String, doses: [DoseDefinition], glucose: GlucoseSettings = .standard,
        location: SourceLocation
    ) -> [Diagnostic] {
        let bytes = Array(line.utf8)
        guard bytes.count <= JournalFileParser.maximumEntryBytes else {
            return [JournalFileParser.tooLong(at: location, column: 1)]
        }
        let start = ListItem.contentStart(bytes[...]) ?? 0
        let result = EntryParser(doses: doses, glucose: glucose).parse(
            line: line, contentStart: start,
            location: location)
        return result.diagnostics.filter { $0.severity == .error }
    }
}
