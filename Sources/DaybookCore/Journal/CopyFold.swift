/// What folding Markdown conflict copies into their original appends — each copy's lines the original lacks — and
/// whether that keeps what the day counts: each line appended must be read at the end of the original as it is
/// read in the copy (the same day, time, slot and content, or no entry in both), every entry the reader counts from
/// the copy must be among them, and the original must not be left ending inside a code block or a conflict. A
/// nested item appended without its group would lose the group's time and slot; a line of a code block could hide
/// what is written after it. Such a copy is left for the person, with the line that stands in the way.
///
/// One `CopyFold` per original, fed its copies one after another: the original is read once, and each copy's lines
/// are read where they would go from the state the original (with the copies folded before) ends in, so folding
/// thousands of copies costs what reading them does.
struct CopyFold {
    let original: String
    private let parser: JournalFileParser
    /// The original's lines as they will be, counted by `LineIdentity`.
    private var lines: [LineIdentity: Int] = [:]
    /// The lines of the entries and day problems the reader reads from it.
    private var read: [LineIdentity: Int] = [:]
    private var rest: JournalFileParser.Continuation
    /// Whether the original ends inside a code block, or inside git conflict markers, before anything is folded.
    private let endsInBlock: (fence: Bool, conflict: Bool)
    /// Whether the original opens front matter (`---` first) that no line closes: it is read as Markdown, and a line
    /// appended that closes it would make front matter of everything above.
    private var frontMatterOpen: Bool

    init(original: String, bytes: [UInt8], parser: JournalFileParser) {
        self.original = original
        self.parser = parser
        for line in Self.lines(bytes) { lines[LineIdentity(line), default: 0] += 1 }
        let (output, rest) = parser.start(bytes, file: JournalFile(path: original))
        self.rest = rest
        endsInBlock = (output.end.fence != nil, output.end.conflict != nil)
        let originalLines = Self.lines(bytes)
        frontMatterOpen =
            originalLines.first.map(Self.opensFrontMatter) == true
            && !originalLines.dropFirst().contains(where: Self.closesFrontMatter)
        count(output)
    }

    private static func opensFrontMatter(_ line: String) -> Bool {
        line.drop { $0 == "\u{FEFF}" }.trimmingSpaces == "---"
    }

    private static func closesFrontMatter(_ line: String) -> Bool {
        let trimmed = line.trimmingSpaces
        return trimmed == "---" || trimmed == "..."
    }

    /// The action for the conflict copy `copy` (its bytes); a fold is taken as done, so the next copy is folded
    /// into the original with this one's lines.
    mutating func fold(copy: String, bytes: [UInt8]) -> ConflictResolution.Action {
        let copyLines = Self.lines(bytes)
        var used: [LineIdentity: Int] = [:]
        var indices: [Int] = []
        for (index, line) in copyLines.enumerated() {
            let identity = LineIdentity(line)
            guard !identity.isBlank else { continue }
            used[identity, default: 0] += 1
            if used[identity, default: 0] > lines[identity, default: 0] { indices.append(index) }
        }
        let folded = indices.map { copyLines[$0] }
        let inCopy = parser.parse(bytes, file: JournalFile(path: copy))
        var after = rest
        let first = after.lines + 1
        let appended = after.read(folded)

        let copyMeanings = EntryMeaning.byLine(inCopy)
        let foldedMeanings = EntryMeaning.byLine(appended)
        for (offset, index) in indices.enumerated()
        where copyMeanings[index + 1] != foldedMeanings[first + offset] {
            return leave(copy, line: folded[offset])
        }
        // Every entry the reader counts from the copy is appended (not just present as other text in the original).
        let appendedLines = Set(indices.map { $0 + 1 })
        var seen: [LineIdentity: Int] = [:]
        for (_, entry) in inCopy.entries where !appendedLines.contains(entry.location.line) {
            let identity = LineIdentity(entry.sourceLine)
            seen[identity, default: 0] += 1
            if seen[identity, default: 0] > read[identity, default: 0] { return leave(copy, line: entry.sourceLine) }
        }
        // Nor may a line appended close front matter the original left open, which would hide every line above it.
        if frontMatterOpen, let closing = folded.first(where: Self.closesFrontMatter) {
            return leave(copy, line: closing)
        }
        // Nor may it leave the original ending where the next line written would not count.
        let opened = endsInBlock.fence ? nil : after.end.fence?.line
        if let line = opened ?? (endsInBlock.conflict ? nil : after.end.conflict) {
            return leave(copy, line: line >= first && line - first < folded.count ? folded[line - first] : "")
        }
        for line in folded { lines[LineIdentity(line), default: 0] += 1 }
        count(appended)
        rest = after
        return .foldCopy(copy: copy, original: original, lines: folded)
    }

    /// Counts the lines of what the reader reads from `output`.
    private mutating func count(_ output: JournalFileParser.Output) {
        for (_, entry) in output.entries { read[LineIdentity(entry.sourceLine), default: 0] += 1 }
        for (_, diagnostic) in output.dayDiagnostics {
            if let line = diagnostic.sourceLine { read[LineIdentity(line), default: 0] += 1 }
        }
    }

    private func leave(_ copy: String, line: String) -> ConflictResolution.Action {
        let nested = line.first == " " || line.first == "\t"
        return .leave(
            file: copy,
            reason: nested
                ? .nestedLine(original: original, line: line)
                : .foldChangesMeaning(original: original, line: line))
    }

    /// The lines of a file, without their endings.
    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
        }
    }
}
