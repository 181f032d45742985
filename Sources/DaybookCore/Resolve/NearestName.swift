/// The known food name nearest to an unknown one, for "did you mean": `coffe` → `coffee`, `banan` → `banana`. Only
/// for an item nothing knew, so its cost (a banded edit distance against every name within reach of its length)
/// is paid on a warning, never on a known food.
enum NearestName {
    /// Names shorter than this get no suggestion: a short word is one letter from too many others.
    static let shortestName = 4

    /// The most edits a suggestion may be from what was written: one for a word of up to 7 characters, two above.
    static func allowedEdits(_ length: Int) -> Int { length <= 7 ? 1 : 2 }

    /// The name among the user's `foods` and the built-in table nearest to `key` (matching form) within the allowed
    /// edits; the user's names first, then the table's in its order; nil when none is near.
    static func find(_ key: String, foods: FoodTable) -> String? {
        let wanted = Array(key.unicodeScalars)
        guard wanted.count >= shortestName else { return nil }
        let limit = allowedEdits(wanted.count)
        var best: (name: String, edits: Int)? = nil
        func consider(_ name: some Sequence<Unicode.Scalar>, _ text: () -> String) {
            let scalars = Array(name)
            guard abs(scalars.count - wanted.count) <= limit, scalars != wanted,
                let edits = distance(wanted, scalars, limit: min(limit, (best?.edits ?? limit + 1) - 1))
            else { return }
            best = (text(), edits)
        }
        for food in foods.foods {
            for name in [food.name] + food.aliases {
                let matching = TextFolding.matchKey(name)
                consider(matching.unicodeScalars) { matching }
            }
        }
        if best?.edits == 1 { return best?.name }
        // The table's names decoded into one reused array; a name becomes a String only when it is the best yet.
        var scalars: [Unicode.Scalar] = []
        FoodTableData.forEachName { bytes in
            // A name's scalars are at least a quarter of its bytes and at most all of them.
            guard bytes.count >= wanted.count - limit, bytes.count <= (wanted.count + limit) * 4 else { return }
            scalars.removeAll(keepingCapacity: true)
            appendScalars(ofValidUTF8: bytes, to: &scalars)
            guard abs(scalars.count - wanted.count) <= limit, scalars != wanted,
                let edits = distance(wanted, scalars, limit: min(limit, (best?.edits ?? limit + 1) - 1))
            else { return }
            best = (String(decoding: bytes, as: UTF8.self), edits)
        }
        return best?.name
    }

    /// The edit distance between `a` and `b` when it is at most `limit`, else nil: insertions, deletions,
    /// substitutions and swaps of two neighbours (`bagle`), one edit each. Rows of the usual dynamic programme, given
    /// up as soon as a whole row is past `limit`; names are short, and only those within `limit` of the length are
    /// compared.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        // The three rows in one array, each `width` long, found by where they start: a name compared costs one
        // allocation, not three, and the rows turn by swapping offsets.
        let width = b.count + 1
        var rows = [Int](repeating: 0, count: 3 * width)
        for j in 0..<width {
            rows[j] = j
            rows[width + j] = j
            rows[2 * width + j] = j
        }
        var (twoBack, previous, current) = (0, width, 2 * width)
        for i in a.indices {
            rows[current] = i + 1
            var rowBest = i + 1
            for j in b.indices {
                var edits = min(
                    min(rows[previous + j] + (a[i] == b[j] ? 0 : 1), rows[previous + j + 1] + 1), rows[current + j] + 1)
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] { edits = min(edits, rows[twoBack + j - 1] + 1) }
                rows[current + j + 1] = edits
                rowBest = min(rowBest, edits)
            }
            guard rowBest <= limit else { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return rows[previous + b.count] <= limit ? rows[previous + b.count] : nil
    }
}
