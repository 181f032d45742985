/// Git's conflict markers in a journal file, and their union.
public enum GitConflicts {
    /// The file without its conflict markers, each conflict replaced by our side's lines and then their side's
    /// lines that ours lacks (the common ancestor of diff3 style dropped), and how many conflicts there were;
    /// nil when the file has none, an unfinished one or one nested in another. What counts as a marker is what the
    /// reader takes for one (`JournalFileParser`): never a line inside a fenced code block or the front matter, nor
    /// one that is not valid UTF-8 — `resolve` takes out exactly the conflicts `status` and `check` count.
    public static func union(_ bytes: [UInt8]) -> (resolved: [UInt8], conflicts: Int)? {
        let markers = JournalFileParser(grammar: EntryParser(doses: []), wants: { _ in false })
            .parse(bytes, file: JournalFile(path: "", nameDate: nil)).conflictMarkers
        guard !markers.isEmpty else { return nil }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
        var out: [String] = []
        var ours: [String] = []
        var theirs: [String] = []
        var side: UInt8? = nil
        var conflicts = 0
        var next = markers.startIndex
        for (index, line) in text.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if next < markers.endIndex, markers[next].line == index + 1 {
                let marker = markers[next].marker
                next += 1
                switch marker {
                case UInt8(ascii: "<"):
                    // A conflict inside a conflict: not something to take apart without the person.
                    guard side == nil else { return nil }
                    side = marker
                    ours = []
                    theirs = []
                case UInt8(ascii: ">"):
                    out += ours + ConflictCopy.missingLines(in: ours, from: theirs)
                    conflicts += 1
                    side = nil
                default:
                    side = marker
                }
                continue
            }
            let line = String(decoding: line, as: UTF8.self)
            switch side {
            case UInt8(ascii: "<"): ours.append(line)
            case UInt8(ascii: "="): theirs.append(line)
            case UInt8(ascii: "|"): continue
            default: out.append(line)
            }
        }
        guard conflicts > 0, side == nil else { return nil }
        let resolved = Array(out.joined(separator: "\n").utf8)
        return (bytes.starts(with: byteOrderMark) ? byteOrderMark + resolved : resolved, conflicts)
    }

    /// Whether `line` is a conflict marker line.
    public static func isMarker(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        guard bytes.count >= 7, let first = bytes.first, [0x3C, 0x7C, 0x3D, 0x3E].contains(first),
            bytes.prefix(7).allSatisfy({ $0 == first })
        else { return false }
        return bytes.count == 7 || bytes[7] == 0x20 || bytes[7] == 0x0D
    }
}
