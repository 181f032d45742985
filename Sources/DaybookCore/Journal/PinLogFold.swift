/// What folding conflict copies of the pin log (`.daybook/estimates.yaml`) appends: each copy's records the log
/// lacks, each as written, the same record twice in one copy once. Every record counts as it did, so deleting the
/// copy afterwards changes nothing (for a food pinned twice, the earliest pin still wins).
///
/// One `PinLogFold` per log, fed its copies one after another: the log's lines are counted once, by
/// `LineIdentity`, and each fold adds what it appends to the count, so folding thousands of copies costs what
/// reading them does (never the log again per copy).
struct PinLogFold {
    let original: String
    /// The log's lines as they will be once the copies folded so far are appended.
    private var lines: [LineIdentity: Int] = [:]

    init(original: String, bytes: [UInt8]) {
        self.original = original
        for line in CopyFold.lines(bytes) { lines[LineIdentity(line), default: 0] += 1 }
    }

    /// The action for the copy `copy` (its bytes); the fold is taken as done, so the next copy is folded into the
    /// log with this one's records.
    mutating func fold(copy: String, bytes: [UInt8]) -> ConflictResolution.Action {
        var used: [LineIdentity: Int] = [:]
        var appended: Set<LineIdentity> = []
        var missing: [String] = []
        for record in PinnedEstimates.recordLines(bytes) {
            let identity = LineIdentity(record)
            guard !identity.isBlank else { continue }
            used[identity, default: 0] += 1
            guard used[identity, default: 0] > lines[identity, default: 0], appended.insert(identity).inserted
            else { continue }
            missing.append(record)
        }
        for identity in appended { lines[identity, default: 0] += 1 }
        return .foldCopy(copy: copy, original: original, lines: missing)
    }
}
