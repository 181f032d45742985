extension JournalReader {
    /// The days a file's text holds: the date in its name or front matter, else the days of its date headings.
    /// Cheap: no entry is parsed. For a reader that must choose which days to read for one file (an editor's
    /// buffer).
    public static func days(in bytes: [UInt8], path: String) -> [LocalDate] {
        let parser = JournalFileParser(grammar: EntryParser(doses: [])) { _ in false }
        var days: [LocalDate] = []
        for (day, _) in parser.parse(bytes, file: JournalFile(path: path)).claims where !days.contains(day) {
            days.append(day)
        }
        return days
    }
}
