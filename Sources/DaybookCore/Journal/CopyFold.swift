/// What folding a Markdown conflict copy into its original appends — the copy's lines the original lacks — and
/// whether that keeps what the day counts: each line appended must be read at the end of the original as it is
/// read in the copy (the same day, time, slot and content, or no entry in both), every entry the reader counts from
/// the copy must be among them, and the original must not be left ending inside a code block or a conflict. A
/// nested item appended without its group would lose the group's time and slot; a line of a code block could hide
/// what is written after it. Such a copy is left for the person, with the line that stands in the way.
enum CopyFold {
    /// The action for `copy` (its bytes), to be folded into `original` as it will be by then (`originalBytes`).
    static func action(copy: String, bytes: [UInt8], original: String, originalBytes: [UInt8])
        -> ConflictResolution.Action
    {
        let copyLines = lines(bytes)
        let indices = ConflictCopy.missingLineIndices(in: lines(originalBytes), from: copyLines)
        let folded = indices.map { copyLines[$0] }
        let parser = JournalFileParser(grammar: EntryParser(doses: DoseDefinition.standard), wants: { _ in true })
        let inCopy = parser.parse(bytes, file: JournalFile(path: copy))
        let before = parser.parse(originalBytes, file: JournalFile(path: original))
        var after = originalBytes
        if let last = after.last, last != 0x0A, !folded.isEmpty { after.append(0x0A) }
        let first = after.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        if !folded.isEmpty { after += Array((folded.joined(separator: "\n") + "\n").utf8) }
        let folding = parser.parse(after, file: JournalFile(path: original))

        let copyMeanings = EntryMeaning.byLine(inCopy)
        let foldedMeanings = EntryMeaning.byLine(folding)
        for (offset, index) in indices.enumerated()
        where copyMeanings[index + 1] != foldedMeanings[first + offset] {
            return leave(copy, original: original, line: folded[offset])
        }
        // Every entry the reader counts from the copy is appended (not just present as other text in the original).
        let appended = Set(indices.map { $0 + 1 })
        let originalLines =
            before.entries.map(\.entry.sourceLine)
            + before.dayDiagnostics.compactMap(\.diagnostic.sourceLine)
        let counted = ConflictCopy.missingLines(in: originalLines, from: inCopy.entries.map(\.entry.sourceLine))
        var uncounted = counted
        for (_, entry) in inCopy.entries where appended.contains(entry.location.line) {
            if let position = uncounted.firstIndex(of: entry.sourceLine) { uncounted.remove(at: position) }
        }
        if let line = uncounted.first { return leave(copy, original: original, line: line) }
        // Nor may it leave the original ending where the next line written would not count.
        let opened = before.end.fence == nil ? folding.end.fence?.line : nil
        if let line = opened ?? (before.end.conflict == nil ? folding.end.conflict : nil) {
            let text = lines(after)
            return leave(copy, original: original, line: line - 1 < text.count ? text[line - 1] : "")
        }
        return .foldCopy(copy: copy, original: original, lines: folded)
    }

    private static func leave(_ copy: String, original: String, line: String) -> ConflictResolution.Action {
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
