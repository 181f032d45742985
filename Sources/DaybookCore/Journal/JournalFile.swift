/// A Markdown file of the journal.
public struct JournalFile: Sendable, Hashable {
    /// Relative to the journal root, `/`-separated.
    public var path: String
    /// The day its name holds (`2026-11-29.md`, `2026/11/2026-11-29.md`, `Daily 2026-11-29.md`), if any.
    public var nameDate: LocalDate?
    /// Whether it was reached through a symbolic link (it is one, or a folder on its path is): it counts, but
    /// nothing read from it feeds a write (a pin, a lesson in the pin log).
    public var throughLink = false

    public init(path: String) {
        let name = path.utf8.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
        self.init(path: path, nameDate: JournalFile.date(inName: name))
    }

    init(path: String, nameDate: LocalDate?) {
        self.path = path
        self.nameDate = nameDate
    }

    /// The first `YYYY-MM-DD` in a file name that is a real date and not part of a longer number.
    static func date(inName name: String) -> LocalDate? {
        var name = name
        return name.withUTF8 { date(inName: $0) }
    }

    static func date<Bytes: RandomAccessCollection<UInt8>>(inName name: Bytes) -> LocalDate? where Bytes.Index == Int {
        guard name.count >= 10 else { return nil }
        let first = name.startIndex
        for start in first...(first + name.count - 10) {
            if start > first, isDigit(name[start - 1]) { continue }
            if start + 10 < name.endIndex, isDigit(name[start + 10]) { continue }
            if let date = LocalDate(isoBytes: name[start..<start + 10]) { return date }
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
