/// "Did you mean …": the known word closest to a mistyped one.
enum Suggestion {
    /// Words longer than this are not compared: the work grows with the product of the lengths.
    static let maximumLength = 64

    /// The candidate fewest edits away from `word` (an insertion, deletion, substitution or swap of neighbours
    /// each count one), if it is close enough to be what was meant: at most one edit for short words, two for
    /// longer ones. A candidate that `word` begins (`stat` for `status`) counts as close.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.unicodeScalars)
        guard !typed.isEmpty, typed.count <= maximumLength else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.unicodeScalars)
            guard known.count <= maximumLength else { continue }
            var distance = editDistance(typed, known)
            if typed.count >= 3, known.starts(with: typed) { distance = min(distance, 1) }
            if distance <= allowedDistance(typed.count), distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    private static func allowedDistance(_ length: Int) -> Int {
        length <= 4 ? 1 : 2
    }

    /// Optimal string alignment distance, two rows at a time.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
