/// Git's conflict markers in a text file, and their union.
public enum GitConflicts {
    /// The file without its conflict markers, each conflict replaced by our side's lines and then their side's
    /// lines that ours lacks (the common ancestor of diff3 style dropped), and how many conflicts there were;
    /// nil when the file has none, an unfinished one or one nested in another.
    public static func union(_ bytes: [UInt8]) -> (resolved: [UInt8], conflicts: Int)? {
        var out: [String] = []
        var ours: [String] = []
        var theirs: [String] = []
        var side: Character? = nil
        var conflicts = 0
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        for line in lines {
            switch marker(line) {
            case "<" where side == nil:
                side = "<"
                ours = []
                theirs = []
            case "<":
                // A conflict inside a conflict: not something to take apart without the person.
                return nil
            case "|" where side != nil:
                side = "|"
            case "=" where side != nil:
                side = "="
            case ">" where side != nil:
                out += ours + ConflictCopy.missingLines(in: ours, from: theirs)
                conflicts += 1
                side = nil
            default:
                switch side {
                case "<": ours.append(line)
                case "=": theirs.append(line)
                case "|": continue
                default: out.append(line)
                }
            }
        }
        guard conflicts > 0, side == nil else { return nil }
        return (Array(out.joined(separator: "\n").utf8), conflicts)
    }

    /// Whether `line` is a conflict marker line.
    public static func isMarker(_ line: String) -> Bool {
        marker(line) != nil
    }

    /// `<`, `|`, `=` or `>` for a marker line: seven of the character, then a space or the line's end.
    private static func marker(_ line: String) -> Character? {
        let bytes = Array(line.utf8)
        guard bytes.count >= 7, let first = bytes.first, [0x3C, 0x7C, 0x3D, 0x3E].contains(first),
              bytes.prefix(7).allSatisfy({ $0 == first }),
              bytes.count == 7 || bytes[7] == 0x20 || bytes[7] == 0x0D else { return nil }
        return Character(Unicode.Scalar(first))
    }
}
