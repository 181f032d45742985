/// The lines of a file, for showing the offending line under a diagnostic.
///
/// One pass, when the first line is asked for, notes where every 64th line starts (and the first line after every
/// 4 KiB), so finding a line reads at most 64 short lines or 4 KiB before it: showing the lines of a file's
/// diagnostics costs time in proportion to the file, however many there are, the index stays small, and a file
/// without problems costs nothing.
struct SourceText: Sendable {
    /// Longer lines are not shown under diagnostics (the position still is): a hostile line holding thousands of
    /// problems would otherwise be printed once for each.
    static let maximumShownBytes = 1024
    /// Lines between checkpoints, and bytes after which the next line start is a checkpoint regardless.
    private static let checkpointLines = 64
    private static let checkpointBytes = 4096

    let bytes: [UInt8]
    /// Line numbers (1-based) and the offsets where they start, in order; made by the first `line(_:)`.
    private var checkpoints: [(line: Int, offset: Int)] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func index() {
        checkpoints = [(1, 0)]
        var line = 1
        var last = (line: 1, offset: 0)
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            line += 1
            if line - last.line >= Self.checkpointLines || index + 1 - last.offset >= Self.checkpointBytes {
                last = (line, index + 1)
                checkpoints.append(last)
            }
        }
    }

    /// Line `number` (1-based) without its line ending; nil past the end or when longer than `maximumShownBytes`.
    mutating func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        if checkpoints.isEmpty { index() }
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle].line <= number { low = middle } else { high = middle - 1 }
        }
        var (line, start) = checkpoints[low]
        while line < number {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            start = end + 1
            line += 1
        }
        guard start < bytes.count else { return nil }
        // Only enough of the line to tell whether it is too long: a line ending, or two bytes past the limit.
        let window = bytes[start...].prefix(Self.maximumShownBytes + 2)
        var end = window.firstIndex(of: 0x0A) ?? window.endIndex
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        guard end - start <= Self.maximumShownBytes else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
