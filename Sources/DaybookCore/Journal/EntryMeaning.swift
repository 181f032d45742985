/// What an entry counts as, wherever in a file it is written: its day, its time and slot (a nested item's are its
/// group's) and its content. `resolve` may move lines only where each keeps its meaning.
struct EntryMeaning: Hashable {
    var day: LocalDate
    var time: TimeOfDay?
    var slot: Slot?
    var content: Entry.Content

    init(day: LocalDate, entry: Entry) {
        self.day = day
        time = entry.time
        slot = entry.slot
        content = entry.content
    }

    /// Each entry's meaning by its line number.
    static func byLine(_ output: JournalFileParser.Output) -> [Int: EntryMeaning] {
        var found: [Int: EntryMeaning] = [:]
        for (day, entry) in output.entries { found[entry.location.line] = EntryMeaning(day: day, entry: entry) }
        return found
    }

    /// How many entries of each meaning a file holds.
    static func counts(_ output: JournalFileParser.Output) -> [EntryMeaning: Int] {
        var counts: [EntryMeaning: Int] = [:]
        for (day, entry) in output.entries { counts[EntryMeaning(day: day, entry: entry), default: 0] += 1 }
        return counts
    }
}
